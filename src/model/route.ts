/** A URL's path as the route of a page file: `/pricing/seo/` → `/pricing/seo`; `/` stays `/`. */
export function routeOfPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
}
