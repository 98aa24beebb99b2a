// The validated content as the server reads it at start: once per process, shared by the domain
// check (extensions sold) and the lead API (the form's service options).
import { validateProject, type SiteModel } from '../engine/validateProject.ts';

let model: SiteModel | undefined;

/** The site model of pages/; throws when the content does not validate (the server must not start). */
export function loadSiteModel(): SiteModel {
  if (model) return model;
  const result = validateProject();
  if (!result.model) {
    throw new Error(
      `Cannot start the site server: the content in pages/ does not validate (${result.issues.length} problem${result.issues.length === 1 ? '' : 's'}); run \`npm run validate\` to see them`,
    );
  }
  model = result.model;
  return model;
}
