// @vitest-environment jsdom
// sitemap.xml: well-formed whatever the site URL and routes hold, each <loc> the page's absolute URL.
import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from '../../src/publish/sitemap.ts';

/** The <loc> texts of a sitemap, after checking it parses as XML with only <url><loc> inside <urlset>. */
function locs(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), xml).toHaveLength(0);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  for (const url of doc.documentElement.children) {
    expect(url.localName).toBe('url');
    expect([...url.children].map((c) => c.localName)).toEqual(['loc']);
  }
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

describe('sitemapXml', () => {
  it('lists each route on the site URL, in order', () => {
    expect(sitemapXml('https://amdigital.vn', ['/', '/services/seo'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://amdigital.vn/</loc></url>\n  <url><loc>https://amdigital.vn/services/seo</loc></url>\n</urlset>\n',
    );
  });

  it('escapes markup and entities, so no value adds an element or breaks the file', () => {
    const xml = sitemapXml('https://a.vn?x=1&y=2', ['/a&b', "/it's", '/</loc><loc>https://evil.example/', '/"q"']);
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(locs(xml)).toEqual([
      'https://a.vn/?x=1&y=2/a&b',
      'https://a.vn/?x=1&y=2/it%27s',
      'https://a.vn/?x=1&y=2/%3C/loc%3E%3Cloc%3Ehttps://evil.example/',
      'https://a.vn/?x=1&y=2/%22q%22',
    ]);
    const plain = sitemapXml('https://a.vn', ['/a&b', "/it's"]);
    expect(plain).toContain('<loc>https://a.vn/a&amp;b</loc>');
    expect(plain).toContain('<loc>https://a.vn/it&apos;s</loc>');
  });

  it('percent-encodes non-ASCII and control characters (not allowed in XML 1.0), keeps existing escapes', () => {
    expect(locs(sitemapXml('https://a.vn', ['/dịch-vụ', '/a\u0001b\u001bc', '/x%20y', '/\u202eevil']))).toEqual([
      'https://a.vn/d%E1%BB%8Bch-v%E1%BB%A5',
      'https://a.vn/a%01b%1Bc',
      'https://a.vn/x%20y',
      'https://a.vn/%E2%80%AEevil',
    ]);
  });

  it('refuses a site URL and route that make no URL, naming both', () => {
    expect(() => sitemapXml('https://a b', ['/'])).toThrow('sitemap.xml: siteUrl "https://a b" and route "/" do not make a valid URL');
    expect(() => sitemapXml('amdigital.vn', ['/'])).toThrow(/siteUrl "amdigital\.vn"/);
  });
});

describe('escapeXml', () => {
  it('replaces the five XML special characters and nothing else', () => {
    expect(escapeXml(`<a href="x">&'</a> ok`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt; ok');
  });
});
