import type { PageListSection } from '../../model/generated.ts';
import { matchesQuery } from '../../lib/text.ts';
import { tagSlug } from '../../model/listing.ts';

export type ListedPage = PageListSection['pages'][number];

/**
 * The pages matching the search text (every word, in title or summary, without regard to case
 * or diacritics) and the tag (its slug; '' or a tag no page has means all).
 */
export function filterPages(pages: readonly ListedPage[], query: string, selected: string): ListedPage[] {
  const knownTag = selected !== '' && pages.some((page) => page.tags.some((tag) => tagSlug(tag) === selected));
  return pages.filter((page) => (!knownTag || page.tags.some((tag) => tagSlug(tag) === selected)) && matchesQuery(query, [page.title, page.summary]));
}
