// What the staff call a page: its title (meta.title without the " | <site name>" ending), shown beside
// its address in the admin's page list, history and reviews. Each file version is read once (by its
// git blob id), and those not read yet all in one git process.
import { withoutSiteName } from '../../model/offers.ts';
import type { ContentRepo } from './contentRepo.ts';

const SITE_FILE = 'pages/_site.json';

/** A JSON text's string at `path` ('' when it is not JSON or has none there). */
function stringAt(text: string | undefined, path: string[]): string {
  try {
    const value: unknown = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], JSON.parse(text ?? ''));
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

export interface PageTitles {
  /** The published pages' titles by file ('' for a page without one). */
  published: Map<string, string>;
  /** The title a page's text gives (a draft's), '' when it has none. */
  of(text: string | undefined): string;
}

/** The titles at the published head. */
export function pageTitles(repo: ContentRepo): () => Promise<PageTitles> {
  /** By blob id: a page's title as written, or the site file's name. */
  let known = new Map<string, string>();
  return async () => {
    const blobs = await repo.blobs('pages', await repo.head());
    const json = [...blobs].filter(([file]) => file.endsWith('.json'));
    const read = await repo.readBlobs(json.map(([, blob]) => blob).filter((blob) => !known.has(blob)));
    // Only the current versions are kept.
    const current = new Map(
      json.map(([file, blob]) => [blob, known.get(blob) ?? stringAt(read.get(blob), file === SITE_FILE ? ['company', 'name'] : ['meta', 'title'])]),
    );
    known = current;
    const siteName = current.get(blobs.get(SITE_FILE) ?? '') ?? '';
    // (Without a site name, withoutSiteName would strip a trailing dash.)
    const shown = (title: string) => (siteName ? withoutSiteName(title, siteName) : title);
    return {
      published: new Map(json.filter(([file]) => file !== SITE_FILE).map(([file, blob]) => [file, shown(current.get(blob)!)])),
      of: (text) => shown(stringAt(text, ['meta', 'title'])),
    };
  };
}
