// What the staff call a page: its title (meta.title without the " | <site name>" ending), shown beside
// its address in the admin's page list. Each file version is read once (by its git blob id), so the list
// costs one `ls-tree` per visit, plus one read per page changed since the last.
import { withoutSiteName } from '../../model/offers.ts';
import type { ContentRepo } from './contentRepo.ts';

const SITE_FILE = 'pages/_site.json';

/** A page file's title, or '' when it has none (not JSON, no meta.title). */
function titleOf(text: string | undefined, siteName: string): string {
  try {
    const title = (JSON.parse(text ?? '') as { meta?: { title?: unknown } }).meta?.title;
    return typeof title === 'string' ? withoutSiteName(title, siteName) : '';
  } catch {
    return '';
  }
}

function siteNameOf(text: string | undefined): string {
  try {
    const name = (JSON.parse(text ?? '') as { company?: { name?: unknown } }).company?.name;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/** The published pages' titles by file, at the published head. */
export function pageTitles(repo: ContentRepo): () => Promise<Map<string, string>> {
  // By blob id (and site name): a title is read again only when its file or the site's name changed.
  // Only the current versions are kept.
  let known = new Map<string, string>();
  return async () => {
    const head = await repo.head();
    const blobs = await repo.blobs('pages', head);
    const siteBlob = blobs.get(SITE_FILE) ?? '';
    const siteName = known.get(siteBlob) ?? siteNameOf(await repo.read(SITE_FILE, head));
    const current = new Map([[siteBlob, siteName]]);
    const titles = new Map<string, string>();
    await Promise.all(
      [...blobs]
        .filter(([file]) => file.endsWith('.json') && file !== SITE_FILE)
        .map(async ([file, blob]) => {
          const key = `${siteName}\n${blob}`;
          const title = known.get(key) ?? titleOf(await repo.read(file, head), siteName);
          current.set(key, title);
          titles.set(file, title);
        }),
    );
    known = current;
    return titles;
  };
}
