// A listing split into pages: where each of its pages is, shared by the build that writes them, the
// list that links them and the head that names its neighbours. One convention for every listing:
// /blog, /blog/trang/2, /blog/chu-de/seo, /blog/chu-de/seo/trang/2.
import { matchesQuery, slugify } from '../lib/text.ts';
import type { PageListSection } from './generated.ts';

/** A card of a listing: on its pages with its image, in its cards file (CARDS_FILE) without. */
export type ListedPage = PageListSection['pages'][number];
export type ListedCard = Omit<ListedPage, 'image'> & Partial<Pick<ListedPage, 'image'>>;

/** The path segment before a page number, and before a tag's slug. Reserved below a listing's route. */
export const PAGE_SEGMENT = 'trang';
export const TAG_SEGMENT = 'chu-de';

/** Cards on one page of a listing, unless its section says otherwise. */
export const DEFAULT_PER_PAGE = 12;

export interface TagOption {
  label: string;
  /** The tag's form in the URL (/blog/chu-de/thuong-mai-dien-tu). */
  slug: string;
}

/** One page of a listing: which one, of how many, and the tags the listing can be narrowed to. */
export interface ListingPlace {
  /** The listing's own route (its first page). */
  route: string;
  /** From 1. */
  page: number;
  pageCount: number;
  /** Cards on all its pages (of the tag, on a tag's pages). */
  total: number;
  /** On a tag's pages: that tag. */
  tag?: TagOption;
  /** Every tag of the listing's cards, in order of first appearance (the filter's options). */
  tags: TagOption[];
}

/** A tag's URL segment: its slug, or its code points when it has no letters or digits ("🚀" → "the-1f680"). */
export const tagSlug = (tag: string): string => slugify(tag) || `the-${[...tag.trim()].map((c) => c.codePointAt(0)!.toString(16)).join('-') || '0'}`;

/** Every tag of the cards, once, in order of first appearance. */
export function tagOptions(cards: readonly { tags: readonly string[] }[]): TagOption[] {
  const seen = new Map<string, string>();
  for (const card of cards) for (const tag of card.tags) if (!seen.has(tagSlug(tag))) seen.set(tagSlug(tag), tag);
  return [...seen].map(([slug, label]) => ({ slug, label }));
}

/** The route of page `page` of the listing at `route`, of the tag `tag` (its slug) when given. */
export function listingRoute(route: string, page: number, tag?: string): string {
  const base = route === '/' ? '' : route;
  const narrowed = tag === undefined ? base : `${base}/${TAG_SEGMENT}/${tag}`;
  return page > 1 ? `${narrowed}/${PAGE_SEGMENT}/${page}` : narrowed || '/';
}

/** The route of another page of the same listing (and tag) as `place`. */
export const pageRoute = (place: ListingPlace, page: number): string => listingRoute(place.route, page, place.tag?.slug);

/** Where a listing's cards are as one file, for a search over all of them (the page's own route + this). */
export const CARDS_FILE = 'the.json';

/** The URL of the cards file of the listing at `route`. */
export const cardsFileOf = (route: string): string => `${route === '/' ? '' : route}/${CARDS_FILE}`;

/**
 * The numbers a pagination shows: the first, the last, the current one and two on each side of it;
 * null where numbers are left out ("…"). [1, null, 4, 5, 6, 7, 8, null, 84].
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count]);
  for (let n = current - 2; n <= current + 2; n++) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && n - before === 2) out.push(before + 1);
    else if (before !== undefined && n - before > 2) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * The cards matching the search text (every word, in title or summary, without regard to case or
 * diacritics) and the tag (its slug; '' or a tag no card has means all): the listing's search, in the
 * browser and on the server alike.
 */
export function filterCards<C extends ListedCard>(cards: readonly C[], query: string, selected: string): C[] {
  const knownTag = selected !== '' && cards.some((card) => card.tags.some((tag) => tagSlug(tag) === selected));
  return cards.filter((card) => (!knownTag || card.tags.some((tag) => tagSlug(tag) === selected)) && matchesQuery(query, [card.title, card.summary]));
}
