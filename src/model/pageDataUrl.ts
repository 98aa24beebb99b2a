// Where client navigation finds page data (served as static JSON next to the HTML).
// Its own module: the app needs it, the entry script must not carry it (src/entry.client.tsx).

/** `/` → `/page-data/index.json`, `/pricing/seo` → `/page-data/pricing/seo.json`. */
export function pageDataUrl(route: string): string {
  return `/page-data${route === '/' ? '/index' : route}.json`;
}

/** `/page-data/pricing/seo.json` → `/pricing/seo`; undefined for other URLs. */
export function routeOfPageDataUrl(pathname: string): string | undefined {
  const m = /^\/page-data(\/.*)\.json$/.exec(pathname);
  if (!m) return undefined;
  return m[1] === '/index' ? '/' : m[1];
}
