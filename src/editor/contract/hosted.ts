// What the admin writes into the hosted editor's page (src/admin/content/editorHost.ts) and the editor reads
// (src/editor/api/hosted.ts): the shape both sides agree on, with no code of either.

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
