// Build-time (and dev-server) access to the validated content. Never bundled for the browser:
// only route loaders import it, and React Router strips loaders from the client build.
import { data } from 'react-router';
import { formatReport, validateProject, type PageModel, type SiteModel } from '../engine/validateProject.ts';

let cached: SiteModel | undefined;

export function getContent(): SiteModel {
  // The dev server re-validates on each request so edits show up; a build validates once.
  if (cached && !import.meta.env.DEV) return cached;
  const result = validateProject();
  // A Response, not an Error: the dev server shows the located report, never a stack trace.
  if (!result.model) throw data(formatReport(result), { status: 500, statusText: 'Invalid page files' });
  cached = result.model;
  return cached;
}

export function findPage(pathname: string): PageModel | undefined {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return getContent().pages.find((page) => page.route === route);
}
