// The pages a pageList shows: the pages directly below a route that have a "card".
import type { PageCard } from '../model/generated.ts';

export interface CardedPage {
  route: string;
  card?: PageCard;
}

/** '/blog/a' → '/blog'; '/about' → '/'. */
export function parentRoute(route: string): string {
  return route.slice(0, route.lastIndexOf('/')) || '/';
}

/** Routes that have carded pages directly below them, each with those pages' routes (a card need not be valid yet). */
export function listedRoutes(pages: Iterable<{ route: string; card?: object }>): Map<string, string[]> {
  const listed = new Map<string, string[]>();
  for (const { route, card } of pages) {
    if (route === '/' || !card) continue;
    const parent = parentRoute(route);
    const below = listed.get(parent);
    if (below) below.push(route);
    else listed.set(parent, [route]);
  }
  return listed;
}

/** The cards below `route` with their links, newest first (same day: by title, Vietnamese order), at most `limit`. */
export function cardsBelow(pages: Iterable<CardedPage>, route: string, limit?: number): (PageCard & { href: string })[] {
  return [...pages]
    .filter((page): page is Required<CardedPage> => page.route !== '/' && Boolean(page.card) && parentRoute(page.route) === route)
    .map((page) => ({ href: page.route, ...structuredClone(page.card) }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'vi'))
    .slice(0, limit);
}
