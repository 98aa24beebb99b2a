// sitemap.xml as the build writes it. Every URL is parsed (non-ASCII percent-encoded, no control
// characters left) and XML-escaped, so no value from pages/ can break the file or add elements.

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` safe inside an XML element or attribute value. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/** The absolute URL of `route` on `siteUrl`; throws a clear error when they do not make one. */
export function absoluteUrl(siteUrl: string, route: string): string {
  try {
    return new URL(`${siteUrl}${route}`).href;
  } catch {
    throw new Error(`sitemap.xml: siteUrl ${JSON.stringify(siteUrl)} and route ${JSON.stringify(route)} do not make a valid URL`);
  }
}

/** The sitemap listing `routes` (each starting with "/") on `siteUrl` (an origin without a trailing "/"). */
export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
