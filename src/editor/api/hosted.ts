// The editor inside the admin (src/admin/content/editorHost.ts): the admin's page gives the editor
// its API's address and the session's CSRF token in a <meta> (nothing hard-coded, nothing in the
// URL); without it the editor is `npm run edit`'s, with the token from its address.

/** The <meta name=…> the admin writes into the editor's page. */
export const HOSTED_META = 'editor-hosted';

export interface HostedConfig {
  /** The editor API's base (the admin's /soan-thao/api). */
  api: string;
  /** The session's CSRF token, sent as x-csrf-token with every write. */
  csrf: string;
  /** The admin's lease API (take; /renew and /release beside it). */
  lease: string;
  /** The admin's page list. */
  pages: string;
  /** The public site's address (SITE_URL), where "Xem trang ↗" opens a page; absent: the site file's siteUrl. */
  site?: string;
}

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
