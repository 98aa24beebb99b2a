// @vitest-environment node
// docs/nginx.conf in a real nginx (Debian's, with its brotli_static module) serving a copy of the
// built site itself, in front of the site server: the same answers as the site server
// (siteAnswers.ts, the assertions site-server.test.ts runs), the same security headers — those of
// the generated docs/nginx/security-headers.conf — status, content type, encoding and caching for
// every file of the build, the pages with an A/B experiment (visits and prefetches) and the APIs and
// health checks answered by the site server through it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderList } from '../../scripts/gen-nginx.ts';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { startFake, startSite, type FakeUpstream, type Running } from './helpers.ts';
import { documentedSite, startNginx } from './nginx.ts';
import { firstScript, request, siteAnswerTests, siteCopy, type RawAnswer } from './siteAnswers.ts';

const experiments = loadServerContent().experiments ?? [];
let copy: ReturnType<typeof siteCopy>;
let registrar: FakeUpstream;
let site: Running;
let nginx: Running;
beforeAll(async () => {
  copy = siteCopy();
  registrar = await startFake((_req, res) => res.end('1'));
  site = await startSite({
    root: copy.root,
    env: { TRUST_PROXY: '127.0.0.1', REGISTRAR_URL: `${registrar.url}/api`, REGISTRAR_USERNAME: 'am', REGISTRAR_API_KEY: 'k' },
  });
  nginx = await startNginx(documentedSite({ servers: [site.url], root: copy.root }));
}, 60_000);
afterAll(async () => {
  await nginx?.close();
  await site?.close();
  await registrar?.close();
  copy?.remove();
}, 60_000);

/** Every file of the build as a URL path, the precompressed copies left out. */
function builtFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return builtFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return /\.(br|gz)$/.test(entry.name) ? [] : [`${prefix}/${entry.name}`];
  });
}

/** What must be equal between the two servers (Content-Type without the spacing of its parameters). */
function comparable({ status, headers }: RawAnswer) {
  return {
    status,
    type: headers['content-type']?.replace(/;\s*/g, '; '),
    encoding: headers['content-encoding'],
    length: headers['content-length'],
    cacheControl: headers['cache-control'],
    vary: headers.vary,
    allow: headers.allow,
  };
}

describe('nginx serving build/client with docs/nginx.conf, in front of the site server', () => {
  siteAnswerTests(() => ({ url: nginx.url, root: copy.root }));

  it('sends the security headers the site server sends, and makes the static answers itself', async () => {
    const names = securityHeaderList().map(([name]) => name.toLowerCase());
    const cases: [method: string, target: string][] = [
      ['GET', '/'],
      ['GET', firstScript(copy.root)],
      ['GET', '/khong-co'],
      ['GET', '/.env'],
      ['HEAD', '/pricing/seo'],
      ['POST', '/'],
      ['DELETE', '/404.html'],
    ];
    for (const [method, target] of cases) {
      const [direct, proxied] = await Promise.all([request(site.url + target, method), request(nginx.url + target, method)]);
      for (const name of names) expect(proxied.headers[name], `${method} ${target}: ${name}`).toBe(direct.headers[name]);
      expect(comparable(proxied), `${method} ${target}`).toEqual(comparable(direct));
      // The site server numbers every answer it makes: these come from nginx.
      expect(direct.headers['x-request-id'], `${method} ${target}`).toBeTruthy();
      expect(proxied.headers['x-request-id'], `${method} ${target}`).toBeUndefined();
    }
  });

  it('answers every file of the build with the status, type, encoding and caching of the site server', { timeout: 120_000 }, async () => {
    const files = builtFiles(copy.root);
    expect(files.length).toBeGreaterThan(100);
    // Each experiment's variant named, so that both answer the same one.
    const cookie = experiments.map((e) => `ab_${e.id}=${e.variants[e.variants.length - 1]!.id}`).join('; ');
    for (const file of files) {
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding, cookie };
        const [direct, proxied] = await Promise.all([request(site.url + file, 'HEAD', headers), request(nginx.url + file, 'HEAD', headers)]);
        expect(comparable(proxied), `${file} (${encoding})`).toEqual(comparable(direct));
      }
    }
  });

  it("passes the pages with an A/B experiment (a visit or a link's prefetch) to the site server, which picks the visitor's variant; their former page data is nginx's 404", async () => {
    expect(experiments.length).toBeGreaterThan(0);
    const browser = { 'user-agent': 'Mozilla/5.0 Chrome/131.0' };
    const prefetch = { ...browser, 'sec-purpose': 'prefetch', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const { id, route, variants } of experiments) {
      for (const target of [route, `${route}/`]) {
        for (const headers of [browser, prefetch]) {
          const what = `${target}${headers === prefetch ? ' (prefetch)' : ''}`;
          for (const { id: variant } of variants) {
            const answer = await fetch(nginx.url + target, { headers: { ...headers, cookie: `ab_${id}=${variant}` } });
            expect(answer.status, what).toBe(200);
            // Answered by the site server (it numbers its answers), private to the visitor.
            expect(answer.headers.get('x-request-id'), what).toBeTruthy();
            expect(answer.headers.get('cache-control'), what).toBe('private, no-store');
            expect(answer.headers.get('vary'), what).toMatch(/cookie/i);
            const body = await answer.text();
            expect(/<meta name="experiment" content="[^ ]+ ([a-z])"/.exec(body)?.[1], `${what} ${variant}`).toBe(variant);
          }
          // A first visit is assigned one and gets the cookie.
          const first = await fetch(nginx.url + target, { headers });
          expect(first.headers.get('set-cookie'), what).toMatch(new RegExp(`^ab_${id}=[a-z];`));
        }
      }
      // No page data any more: an unknown path, answered by nginx itself whatever the cookie.
      const data = `/page-data${route === '/' ? '/index' : route}.json`;
      for (const target of [data, data.replace(/\.json$/, '.ab-a.json')]) {
        const answer = await fetch(nginx.url + target, { headers: { ...browser, cookie: `ab_${id}=${variants[0]!.id}` } });
        expect(answer.status, target).toBe(404);
        expect(answer.headers.get('x-request-id'), target).toBeNull();
        expect(answer.headers.get('set-cookie'), target).toBeNull();
        expect(await answer.text(), target).toBe(readFileSync(path.join(copy.root, '404.html'), 'utf8'));
      }
    }
    // Other pages are still nginx's own.
    const other = await fetch(`${nginx.url}/pricing/seo`);
    expect(other.headers.get('x-request-id')).toBeNull();
    expect(other.headers.get('set-cookie')).toBeNull();
  });

  it('passes the search page to the site server, which writes the answers into it, with or without a trailing slash', async () => {
    for (const path of ['/tim-kiem?q=bang+gia+hosting', '/tim-kiem/?q=bang+gia+hosting']) {
      const answer = await fetch(nginx.url + path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(await answer.text(), path).toMatch(/<ol data-search-list=""[^>]*><li[^>]*>.*href="\/pricing\/hosting"/);
    }
  });

  it('passes the lead and domain-check APIs and the health checks to the site server', { timeout: 60_000 }, async () => {
    const lead = await fetch(`${nginx.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lê Thị Hoa',
        email: 'hoa@congty.vn',
        phone: '0901234567',
        service: '',
        needs: '',
        page: '/contact',
        template: '',
        website: '',
      }),
    });
    expect(lead.status).toBe(201);
    expect(lead.headers.get('x-request-id')).toBeTruthy();
    expect(((await lead.json()) as { id?: string }).id).toBeTruthy();

    for (let i = 0; i < 2; i++) {
      const check = await fetch(`${nginx.url}/api/domain-check?name=cuahang&ext=.com`);
      expect(check.status).toBe(200);
      expect(await check.json()).toEqual({ domain: 'cuahang.com', available: true });
    }
    // The second answer came from the site server's cache.
    expect(registrar.requests).toHaveLength(1);

    for (const target of ['/healthz', '/readyz']) {
      const health = await fetch(nginx.url + target);
      expect(health.status, target).toBe(200);
      expect(health.headers.get('cache-control'), target).toBe('no-store');
      expect(health.headers.get('x-request-id'), target).toBeTruthy();
      expect(((await health.json()) as { status: string }).status, target).toBe('ok');
    }
  });
});
