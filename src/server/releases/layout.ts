// A releases folder (SITE_RELEASES):
//   <id>/client/               the built site, as build/client
//   <id>/server-content.json   what the APIs need from its content (build/server-content.json)
//   <id>/release.json          when, by whom, from which content commit, which pages changed
//   <id>/render-keys.json      what each route's files were made from (a later build reuses unchanged ones)
//   current -> <id>            the release being served; replaced by one rename, so never missing
//   switched.json              who put the served release on the site, when and why (publish, rollback)
// An id sorts by creation time and names the content commit: 20261127T000000123Z-3f2a9c1.
export const CURRENT_LINK = 'current';
export const RELEASE_CLIENT_DIR = 'client';
export const RELEASE_CONTENT_FILE = 'server-content.json';
export const RELEASE_INFO_FILE = 'release.json';
export const RELEASE_RENDER_KEYS_FILE = 'render-keys.json';
export const SWITCH_RECORD_FILE = 'switched.json';

const ID = /^\d{8}T\d{9}Z-[0-9a-z][0-9a-z-]{0,39}$/;

export function isReleaseId(name: string): boolean {
  return ID.test(name);
}

/** A new release's id: the instant (UTC, to the millisecond) and a label such as the short commit. */
export function releaseId(at: Date, label: string): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  const clean =
    label
      .toLowerCase()
      .replace(/[^0-9a-z-]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, 40) || 'build';
  return `${stamp}-${clean}`;
}
