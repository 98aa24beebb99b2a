import type { PageListSection } from '../../model/generated.ts';
import { matchesQuery, slugify } from '../../lib/text.ts';

export type ListedPage = PageListSection['pages'][number];

export interface TagOption {
  label: string;
  /** The tag's form in the URL (?tag=thuong-mai-dien-tu). */
  slug: string;
}

/** A tag's URL value: its slug, or the tag itself when it has no letters or digits ("🚀"). */
export const tagSlug = (tag: string): string => slugify(tag) || tag.trim() || '-';

/** Every tag of the listed pages, once, in order of first appearance. */
export function tagOptions(pages: readonly ListedPage[]): TagOption[] {
  const seen = new Map<string, string>();
  for (const page of pages) for (const tag of page.tags) if (!seen.has(tagSlug(tag))) seen.set(tagSlug(tag), tag);
  return [...seen].map(([slug, label]) => ({ slug, label }));
}

/**
 * The pages matching the search text (every word, in title or summary, without regard to case
 * or diacritics) and the tag (its slug; '' or a tag no page has means all).
 */
export function filterPages(pages: readonly ListedPage[], query: string, selected: string): ListedPage[] {
  const knownTag = selected !== '' && pages.some((page) => page.tags.some((tag) => tagSlug(tag) === selected));
  return pages.filter((page) => (!knownTag || page.tags.some((tag) => tagSlug(tag) === selected)) && matchesQuery(query, [page.title, page.summary]));
}
