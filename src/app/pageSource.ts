import { preloadSections } from '../sections/registry.ts';
import type { PageData } from '../model/boot.ts';

/** `/pricing/seo/` → `/pricing/seo`; `/` stays `/`. */
export function routeOfPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
}

/**
 * Where the app's pages come from: `read` returns the page (null: no such route) or a promise of it,
 * for React's use().
 */
export interface PageSource {
  read(route: string): PageData | null | Promise<PageData | null>;
  /** Loads `route` again (with its sections), then swaps it in (dropping the other pages): the old page stays until then. */
  refresh(route: string): Promise<void>;
}

/**
 * Pages fetched by route (`fetchPage` resolves null for a 404), starting from the page the HTML
 * was rendered with. One request per route; a failed request is forgotten, so visiting again retries.
 */
export function fetchedPageSource(fetchPage: (route: string) => Promise<PageData | null>, initial: { route: string; page: PageData | null }): PageSource {
  const cache = new Map<string, PageData | null | Promise<PageData | null>>([[initial.route, initial.page]]);
  const load = async (route: string) => {
    const page = await fetchPage(route);
    if (page) await preloadSections(page.sections);
    return page;
  };
  return {
    read(route) {
      const known = cache.get(route);
      if (known !== undefined) return known;
      const pending = load(route).then(
        (page) => {
          cache.set(route, page);
          return page;
        },
        (error: unknown) => {
          cache.delete(route);
          throw error;
        },
      );
      cache.set(route, pending);
      return pending;
    },
    async refresh(route) {
      const page = await load(route);
      cache.clear();
      cache.set(route, page);
    },
  };
}
