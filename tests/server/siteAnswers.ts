// What the built site answers, whoever serves it: the same assertions run against the site server
// (site-server.test.ts) and against nginx serving the files itself with docs/nginx.conf in front of
// the site server (nginx-static.test.ts). Security headers on every kind of answer (the two inline
// scripts allowed by hash), caching, revalidation, precompressed files, a link's prefetch answered as
// a visit, the 404 page (also for what was page data), methods, hidden files.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { BOOTSTRAP_SCRIPT } from '../../src/app/bootstrapScript.ts';
import { SPECULATION_RULES } from '../../src/app/speculationRules.ts';
import { DISABLED_FEATURES } from '../../src/server/securityHeaders.ts';
import { clientRoot, tempDir } from './helpers.ts';

/** Where the site answers, and the built client folder it serves. */
export interface SiteUnderTest {
  url: string;
  root: string;
}

/** A hidden file of the copy made by `siteCopy`, and what it holds. */
export const HIDDEN_FILES = { '.env': 'SECRET=khong-duoc-lo\n', '.git/config': '[core]\n', 'assets/.cache.js': 'secret()\n' };
/** A .well-known file of the copy, served like any other (as the site server's sirv serves it). */
export const WELL_KNOWN_FILE = { path: '.well-known/security.txt', body: 'Contact: mailto:security@amdigital.vn\n' };

/**
 * A copy of build/client with hidden files and a .well-known file added, readable by anyone (nginx's
 * worker runs as nobody when the tests run as root). Removed by `remove`.
 */
export function siteCopy(): { root: string; remove(): void } {
  const dir = tempDir('site-copy-');
  chmodSync(dir, 0o755);
  const root = path.join(dir, 'client');
  cpSync(clientRoot(), root, { recursive: true });
  for (const [file, body] of [...Object.entries(HIDDEN_FILES), [WELL_KNOWN_FILE.path, WELL_KNOWN_FILE.body]]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  return { root, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

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

/** The CSP source allowing an inline script, computed here from its text (not by the code under test). */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = csp(headers);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  // The site's files, and the two inline scripts (the bootstrap, the speculation rules) by the hash of their text, computed here anew.
  expect(policy.get('script-src'), what).toEqual(["'self'", hashSource(BOOTSTRAP_SCRIPT), hashSource(SPECULATION_RULES)]);
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

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with any method (fetch refuses TRACE) and the path as written (fetch normalises it). */
export function request(url: string, method: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first hashed script the home page loads, e.g. /assets/entry.client-….js. */
export const firstScript = (root: string) => /\/assets\/[^"]+\.js/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))![0];

/** Registers the tests of what the site at `site()` answers (call inside a describe; `site` is read when the tests run). */
export function siteAnswerTests(site: () => SiteUnderTest): void {
  const read = (file: string) => readFileSync(path.join(site().root, file), 'utf8');

  it('serves a page as brotli when accepted, revalidated, with the security headers', async () => {
    const home = await fetch(`${site().url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(home.headers, '/');
    // fetch decompresses: the body is the prerendered page.
    expect(await home.text()).toBe(read('index.html'));

    const gzip = await fetch(`${site().url}/pricing/seo`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe('no-cache');
  });

  it('allows every inline script a page carries, by its hash, and no other', async () => {
    for (const route of ['/', '/blog/seo-topical-map', '/contact', '/khong-co-trang-nay']) {
      const answer = await fetch(`${site().url}${route}`);
      const html = await answer.text();
      const policy = csp(answer.headers);
      const executed = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
      );
      // The bootstrap and the speculation rules (a script the browser reads, under the same policy).
      expect(
        executed.map(([, , text]) => text),
        route,
      ).toEqual([BOOTSTRAP_SCRIPT, SPECULATION_RULES]);
      expect(executed[1]![1], route).toContain('type="speculationrules"');
      for (const [, , text] of executed) expect(policy.get('script-src'), route).toContain(hashSource(text!));
      expect(policy.get('script-src'), route).not.toContain("'unsafe-inline'");
    }
  });

  it('finds a page by its folder or name, with or without a trailing slash', async () => {
    for (const [target, file] of [
      ['/pricing/seo/', 'pricing/seo/index.html'],
      ['/pricing/seo/index.html', 'pricing/seo/index.html'],
      ['/index', 'index.html'],
      ['/index.html', 'index.html'],
      ['/sitemap.xml/', 'sitemap.xml'],
    ]) {
      const response = await fetch(site().url + target, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, target).toBe(200);
      expect(await response.text(), target).toBe(read(file));
    }
  });

  it('serves hashed assets immutable for a year, with their content type and the security headers', async () => {
    const html = read('index.html');
    for (const [pattern, type] of [
      [/\/assets\/[^"]+\.js/, /^text\/javascript|^application\/javascript/],
      [/\/assets\/[^"]+\.css/, /^text\/css/],
    ] as const) {
      const asset = pattern.exec(html)![0];
      const response = await fetch(site().url + asset, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type'), asset).toMatch(type);
      expectSecurityHeaders(response.headers, asset);
    }
  });

  it('answers a revalidation with the ETag it sent by 304, without a body', async () => {
    for (const target of ['/', '/pricing/seo', firstScript(site().root), '/sitemap.xml']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await fetch(site().url + target, { headers: { 'accept-encoding': encoding } });
        const etag = first.headers.get('etag');
        expect(etag, `${target} ${encoding}`).toBeTruthy();
        const again = await request(site().url + target, 'GET', { 'accept-encoding': encoding, 'if-none-match': etag! });
        expect(again.status, `${target} ${encoding}`).toBe(304);
        expect(again.body.length, `${target} ${encoding}`).toBe(0);
      }
    }
  });

  it("answers a link's prefetch (Sec-Purpose: prefetch) with the page as a visit gets it, revalidated; what was page data is an unknown path", async () => {
    const prefetch = { 'sec-purpose': 'prefetch', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'br' };
    for (const [target, file] of [
      ['/', 'index.html'],
      ['/pricing/seo', 'pricing/seo/index.html'],
    ]) {
      const visit = await fetch(site().url + target, { headers: { 'accept-encoding': 'br' } });
      const prefetched = await fetch(site().url + target, { headers: prefetch });
      expect(prefetched.status, target).toBe(200);
      expect(prefetched.headers.get('content-type'), target).toMatch(/^text\/html/);
      expect(prefetched.headers.get('content-encoding'), target).toBe('br');
      expect(prefetched.headers.get('cache-control'), target).toBe('no-cache');
      expect(prefetched.headers.get('etag'), target).toBe(visit.headers.get('etag'));
      expectSecurityHeaders(prefetched.headers, `prefetch ${target}`);
      expect(await prefetched.text(), target).toBe(read(file!));
      const again = await request(site().url + target!, 'GET', { ...prefetch, 'if-none-match': visit.headers.get('etag')! });
      expect(again.status, target).toBe(304);
    }
    // The build writes no page data: a request for it is answered as any unknown path.
    expect(existsSync(path.join(site().root, 'page-data'))).toBe(false);
    for (const target of ['/page-data/index.json', '/page-data/pricing/seo.json']) {
      const response = await fetch(site().url + target);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('content-type'), target).toMatch(/^text\/html/);
      expectSecurityHeaders(response.headers, target);
      expect(await response.text(), target).toBe(read('404.html'));
    }
  });

  it('answers an unknown path with 404.html, status 404 and the security headers (HEAD too)', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const missing = await fetch(`${site().url}/khong-co-trang-nay`, { headers: { 'accept-encoding': encoding } });
      expect(missing.status, encoding).toBe(404);
      expect(missing.headers.get('content-type'), encoding).toMatch(/^text\/html/);
      expect(missing.headers.get('cache-control'), encoding).toBe('no-cache');
      expectSecurityHeaders(missing.headers, `404 ${encoding}`);
      expect(await missing.text(), encoding).toBe(read('404.html'));
    }
    const head = await fetch(`${site().url}/khong-co-trang-nay`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
    const missingAsset = await fetch(`${site().url}/assets/khong-co.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('refuses hidden files with the 404 page, and serves .well-known', async () => {
    const notFoundHtml = read('404.html');
    for (const target of [...Object.keys(HIDDEN_FILES).map((file) => `/${file}`), '/.git/', '/%2Eenv', '/assets/%2Ecache.js']) {
      const response = await fetch(site().url + target);
      expect(response.status, target).toBe(404);
      expectSecurityHeaders(response.headers, target);
      expect(await response.text(), target).toBe(notFoundHtml);
    }
    const wellKnown = await fetch(`${site().url}/${WELL_KNOWN_FILE.path}`);
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await wellKnown.text()).toBe(WELL_KNOWN_FILE.body);
  });

  it('answers the API with the security headers and no-store', async () => {
    const api = await fetch(`${site().url}/api/domain-check?name=a.b&ext=.com`);
    expect(api.status).toBe(400);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(api.headers, '/api/domain-check');
    const unknown = await fetch(`${site().url}/api/khong-co`);
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown.headers, '/api/khong-co');
  });

  it('answers 405 with Allow: GET, HEAD to other methods on static files, pages and unknown paths', { timeout: 60_000 }, async () => {
    const missing = ['/khong-co-trang-nay', '/404.html', '/index.html.br'];
    for (const target of ['/', '/pricing/seo', firstScript(site().root), '/sitemap.xml', ...missing]) {
      for (const method of ['PUT', 'DELETE', 'POST', 'PATCH', 'TRACE', 'PROPFIND', 'OPTIONS']) {
        const response = await request(site().url + target, method);
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(response.headers.allow, `${method} ${target}`).toBe('GET, HEAD');
        expect(response.headers['cache-control'], `${method} ${target}`).toBe('no-store');
        expect(response.headers['content-type'], `${method} ${target}`).toMatch(/^text\/plain/);
        expect(response.headers['content-security-policy'], `${method} ${target}`).toBeTruthy();
      }
      expect((await request(site().url + target, 'HEAD')).status, `HEAD ${target}`).toBe(missing.includes(target) ? 404 : 200);
    }
    // The APIs keep their own methods and answers.
    const lead = await request(`${site().url}/api/leads`, 'PUT');
    expect(lead.status).toBe(405);
    expect(lead.headers.allow).toBe('POST');
    const check = await request(`${site().url}/api/domain-check?name=a&ext=.com`, 'DELETE');
    expect(check.status).toBe(405);
    expect(check.headers.allow).toBe('GET');
  });

  it('answers 404 with the 404 page to /404, /404.html and the precompressed copies, which only negotiation serves', { timeout: 60_000 }, async () => {
    const notFoundHtml = read('404.html');
    const script = firstScript(site().root);
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
        const response = await fetch(site().url + target, { headers: { 'accept-encoding': encoding } });
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
        const response = await fetch(site().url + target, { headers: { 'accept-encoding': accept } });
        expect(response.status, `${target} ${accept}`).toBe(200);
        expect(response.headers.get('content-type'), `${target} ${accept}`).toMatch(type);
        expect(response.headers.get('content-encoding'), `${target} ${accept}`).toBe(encoding);
        expect(await response.text(), `${target} ${accept}`).toBe(read(file));
      }
    }
  });
}
