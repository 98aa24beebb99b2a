// @vitest-environment node
// The site server on the built site (build/client): security headers on every kind of answer,
// caching, precompressed files, the 404 page, methods.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_FEATURES } from '../../src/server/securityHeaders.ts';
import { clientRoot, startSite, type Running } from './helpers.ts';

let site: Running;
let root: string;
beforeAll(async () => {
  root = clientRoot();
  // No upstream is ever called here: an empty environment (RDAP fallback) and a fetch that fails.
  site = await startSite({ env: {}, fetch: () => Promise.reject(new Error('no network in this test')) });
});
afterAll(async () => site?.close());

/** The CSP directives by name. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy') ?? '';
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = csp(headers);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src'), what).toEqual(["'self'", 'data:']);
  expect(policy.get('font-src'), what).toEqual(["'self'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
  expect(headers.get('content-security-policy'), what).not.toContain("'unsafe-eval'");
  expect(headers.get('strict-transport-security'), what).toBe('max-age=31536000; includeSubDomains');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-powered-by'), what).toBeNull();
  const permissions = (headers.get('permissions-policy') ?? '').split(',').map((p) => p.trim());
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, what).toContain(`${feature}=()`);
  expect(permissions, what).toHaveLength(DISABLED_FEATURES.length);
}

/** One request with any method (fetch refuses TRACE); resolves with the status, headers and body. */
function request(
  url: string,
  method: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first hashed script the home page loads, e.g. /assets/entry.client-….js. */
const firstScript = () => /\/assets\/[^"]+\.js/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))![0];

describe('site server', () => {
  it('serves a page as brotli when accepted, revalidated, with the security headers', async () => {
    const home = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(home.headers, '/');
    // fetch decompresses: the body is the prerendered page.
    expect(await home.text()).toBe(readFileSync(path.join(root, 'index.html'), 'utf8'));

    const gzip = await fetch(`${site.url}/pricing/seo`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets immutable for a year, with their content type and the security headers', async () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    for (const [pattern, type] of [
      [/\/assets\/[^"]+\.js/, /^text\/javascript|^application\/javascript/],
      [/\/assets\/[^"]+\.css/, /^text\/css/],
    ] as const) {
      const asset = pattern.exec(html)![0];
      const response = await fetch(site.url + asset, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type'), asset).toMatch(type);
      expectSecurityHeaders(response.headers, asset);
    }
  });

  it('serves page data as JSON, revalidated', async () => {
    const file = readdirSync(path.join(root, 'page-data')).find((f) => f.endsWith('.json'))!;
    const response = await fetch(`${site.url}/page-data/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toBeTypeOf('object');
  });

  it('answers an unknown path with 404.html, status 404 and the security headers (HEAD too)', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const missing = await fetch(`${site.url}/khong-co-trang-nay`, { headers: { 'accept-encoding': encoding } });
      expect(missing.status, encoding).toBe(404);
      expect(missing.headers.get('content-type'), encoding).toMatch(/^text\/html/);
      expect(missing.headers.get('cache-control'), encoding).toBe('no-cache');
      expectSecurityHeaders(missing.headers, `404 ${encoding}`);
      expect(await missing.text(), encoding).toBe(readFileSync(path.join(root, '404.html'), 'utf8'));
    }
    const head = await fetch(`${site.url}/khong-co-trang-nay`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
    const missingAsset = await fetch(`${site.url}/assets/khong-co.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('answers the API with the security headers and no-store', async () => {
    const api = await fetch(`${site.url}/api/domain-check?name=a.b&ext=.com`);
    expect(api.status).toBe(400);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(api.headers, '/api/domain-check');
    const unknown = await fetch(`${site.url}/api/khong-co`);
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown.headers, '/api/khong-co');
  });

  it('answers 405 with Allow: GET, HEAD to other methods on static files, pages and unknown paths', { timeout: 30_000 }, async () => {
    for (const target of ['/', '/pricing/seo', firstScript(), '/sitemap.xml', '/khong-co-trang-nay']) {
      for (const method of ['PUT', 'DELETE', 'POST', 'PATCH', 'TRACE', 'PROPFIND', 'OPTIONS']) {
        const response = await request(site.url + target, method);
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(response.headers.allow, `${method} ${target}`).toBe('GET, HEAD');
        expect(response.headers['content-security-policy'], `${method} ${target}`).toBeTruthy();
      }
      expect((await request(site.url + target, 'HEAD')).status, `HEAD ${target}`).toBe(target === '/khong-co-trang-nay' ? 404 : 200);
    }
    // The APIs keep their own methods and answers.
    const lead = await request(`${site.url}/api/leads`, 'PUT');
    expect(lead.status).toBe(405);
    expect(lead.headers.allow).toBe('POST');
    const check = await request(`${site.url}/api/domain-check?name=a&ext=.com`, 'DELETE');
    expect(check.status).toBe(405);
    expect(check.headers.allow).toBe('GET');
  });

  it('answers 404 with the 404 page to /404, /404.html and the precompressed copies, which only negotiation serves', { timeout: 30_000 }, async () => {
    const notFoundHtml = readFileSync(path.join(root, '404.html'), 'utf8');
    const script = firstScript();
    const hidden = [
      '/404',
      '/404/',
      '/404.html',
      '/404.html/',
      '/404/index.html',
      '/%34%30%34%2Ehtml',
      '/404.html.br',
      '/404.html.gz',
      '/index.html.br',
      '/index.html.gz',
      '/index.html%2Ebr',
      '/sitemap.xml.gz',
      `${script}.br`,
      `${script}.gz`,
      '/pricing/seo/index.html.br',
    ];
    for (const target of hidden) {
      for (const encoding of ['br, gzip', 'identity']) {
        const response = await fetch(site.url + target, { headers: { 'accept-encoding': encoding } });
        expect(response.status, `${target} (${encoding})`).toBe(404);
        expect(response.headers.get('content-type'), target).toMatch(/^text\/html/);
        expect(await response.text(), target).toBe(notFoundHtml);
      }
    }
    // The real URLs still get the copies, with their own type and the right Content-Encoding.
    for (const [target, type, file] of [
      ['/', /^text\/html/, 'index.html'],
      [script, /javascript/, script.slice(1)],
      ['/sitemap.xml', /xml/, 'sitemap.xml'],
    ] as const) {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await fetch(site.url + target, { headers: { 'accept-encoding': accept } });
        expect(response.status, `${target} ${accept}`).toBe(200);
        expect(response.headers.get('content-type'), `${target} ${accept}`).toMatch(type);
        expect(response.headers.get('content-encoding'), `${target} ${accept}`).toBe(encoding);
        expect(await response.text(), `${target} ${accept}`).toBe(readFileSync(path.join(root, file), 'utf8'));
      }
    }
  });

  it('ships pages the policy allows: no inline script is executable, no inline handler', () => {
    for (const file of ['index.html', '404.html', 'pricing/seo/index.html', 'blog/index.html']) {
      const html = readFileSync(path.join(root, file), 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(/\ssrc="\/[^"]*"/.test(tag) || /type="application\/(ld\+)?json"/.test(tag), `${file}: ${tag}`).toBe(true);
      }
      expect(/\son[a-z]+="/.test(html), `${file} has an inline event handler`).toBe(false);
      // Scripts, styles, images and icons come from the site itself.
      for (const [tag, url] of html.matchAll(
        /<(?:script|img|source|link(?![^>]*rel="(?:canonical|alternate)"))\b[^>]*?\s(?:src|href|srcset)="([^"]*)"[^>]*>/g,
      )) {
        expect(url.startsWith('/') && !url.startsWith('//'), `${file}: ${tag}`).toBe(true);
      }
    }
  });
});
