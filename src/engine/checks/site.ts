// The site file: it must exist, and its siteUrl (canonical addresses, sitemap, Open Graph) must be a
// plain https origin — no user name, port, path, query or fragment that would leak into every URL.
import path from 'node:path';
import { isObject, type Check, type Project } from './project.ts';

export const siteCheck: Check = {
  name: 'site',
  title: 'Tệp dữ liệu website (pages/_site.json)',
  codes: ['SITE_FILE_MISSING', 'SITE_URL_NOT_ORIGIN'],
  run(project) {
    const { site } = project;
    if (!site) {
      const display = path.relative(project.dirs.displayRoot, path.join(project.dirs.pagesDir, '_site.json')).split(path.sep).join('/');
      project.report({ display }, undefined, 'SITE_FILE_MISSING', {});
      return;
    }
    const siteUrl = isObject(site.value) ? site.value.siteUrl : undefined;
    if (typeof siteUrl !== 'string' || project.unchecked(site, ['siteUrl'])) return;
    const origin = siteOrigin(siteUrl);
    if (origin !== siteUrl) project.report(site, ['siteUrl'], 'SITE_URL_NOT_ORIGIN', { value: siteUrl, origin: plainOrigin(siteUrl) });
  },
};

/** The origin `siteUrl` is when it is exactly a plain https origin; undefined otherwise. */
export function siteOrigin(siteUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined;
  return url.origin;
}

/** The plain https origin an author probably meant (scheme, host and a non-default port only). */
function plainOrigin(siteUrl: string): string | undefined {
  try {
    const url = new URL(siteUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `https://${url.host}`;
  } catch {
    return undefined;
  }
}

/** The site's own origin, when the site file states a valid one (links to it are internal links). */
export function ownOrigin(project: Project): string | undefined {
  const siteUrl = isObject(project.site?.value) ? project.site.value.siteUrl : undefined;
  return typeof siteUrl === 'string' ? siteOrigin(siteUrl) : undefined;
}
