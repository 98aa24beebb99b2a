// The editor inside the admin (src/admin/content/editorHost.ts): the admin's page gives the editor
// its API's address and the session's CSRF token in a <meta> (nothing hard-coded, nothing in the
// URL); without it the editor is `npm run edit`'s, with the token from its address.
import { HOSTED_META, type HostedConfig } from '../contract/hosted.ts';

export { HOSTED_META, type HostedConfig };

/** Where "Xem trang ↗" opens `route`: under `npm run edit` the dev server's own page; inside the admin the public site's. */
export function pageAddress(route: string, hosted: HostedConfig | undefined, siteUrl: string): string {
  if (!hosted) return route;
  const base = hosted.site || siteUrl;
  return /^https?:\/\//.test(base) ? `${base.replace(/\/$/, '')}${route}` : route;
}

/** The admin's configuration, when the editor runs inside it. */
export function hostedConfig(doc: Document = document): HostedConfig | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${HOSTED_META}"]`)?.content;
  if (!content) return undefined;
  try {
    const parsed = JSON.parse(content) as Partial<HostedConfig>;
    return typeof parsed.api === 'string' && typeof parsed.csrf === 'string' && typeof parsed.lease === 'string' && typeof parsed.pages === 'string'
      ? (parsed as HostedConfig)
      : undefined;
  } catch {
    return undefined;
  }
}
