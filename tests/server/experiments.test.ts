// @vitest-environment node
// A/B experiments on the site server, over a copy of the built site with the example experiment
// (/services/google-maps): first visits split by the weights (seeded draws), a returning visitor kept
// on the variant, bots on the original without a cookie, an unknown cookie value reassigned, a link's
// prefetch of the page following the same cookie, both variants prerendered as documents (no page
// data: /page-data/… is an unknown path) and served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { seeded } from '../seeded.ts';
import { startSite, type Running } from './helpers.ts';
import { siteCopy } from './siteAnswers.ts';

const experiment = loadServerContent().experiments!.find((e) => e.route === '/services/google-maps')!;
const cookieName = `ab_${experiment.id}`;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let site: Running;
let copy: ReturnType<typeof siteCopy>;
beforeAll(async () => {
  copy = siteCopy();
  site = await startSite({ root: copy.root, env: {}, random: seeded(2026), fetch: () => Promise.reject(new Error('no network in this test')) });
}, 60_000);
afterAll(async () => {
  await site?.close();
  copy?.remove();
});

const read = (file: string) => readFileSync(path.join(copy.root, file), 'utf8');
/** A document's text as read: the no-break spaces that keep a heading's words together as spaces. */
const spaced = (html: string) => html.replaceAll('\u00a0', ' ').replaceAll('&nbsp;', ' ');
/** The variant a document says it is. */
const shown = (html: string) => /<meta name="experiment" content="([^"]*)"/.exec(html)?.[1];
/** The experiment and variant in a document's boot data (what its islands read). */
const bootVariant = (html: string) =>
  (JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as { page: { experimentVariant?: unknown } }).page
    .experimentVariant;
/** The headers Chromium sends with a speculation-rules prefetch of a link's document. */
const PREFETCH = { 'sec-purpose': 'prefetch', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function visit(target: string, headers: Record<string, string> = {}) {
  const answer = await fetch(site.url + target, { headers: { 'user-agent': BROWSER, 'accept-encoding': 'br', ...headers } });
  return { answer, body: await answer.text(), cookie: answer.headers.get('set-cookie') };
}

describe('the example experiment as built', () => {
  it('has 50/50 between the original and "b"', () => {
    expect(experiment.variants).toEqual([
      { id: 'a', weight: 50 },
      { id: 'b', weight: 50 },
    ]);
  });

  it("prerenders each variant as its own document: its meta and boot data, b's hero in b only; the original also as index.html; no page data; no variant in the sitemap", () => {
    const a = read('services/google-maps/index.ab-a.html');
    const b = read('services/google-maps/index.ab-b.html');
    expect(read('services/google-maps/index.html')).toBe(a);
    expect(shown(a)).toBe(`${experiment.id} a`);
    expect(shown(b)).toBe(`${experiment.id} b`);
    expect(spaced(a)).toContain('Đưa cửa hàng của bạn lên Google Maps');
    expect(spaced(b)).not.toContain('Đưa cửa hàng của bạn lên Google Maps');
    expect(spaced(b)).toContain('Khách quanh bạn đang tìm trên Google Maps');
    for (const html of [a, b]) expect(html).toContain('<link rel="canonical" href="https://amdigital.vn/services/google-maps"/>');
    // What the islands of each document read is its own variant too.
    expect(bootVariant(a)).toEqual({ id: experiment.id, variant: 'a' });
    expect(bootVariant(b)).toEqual({ id: experiment.id, variant: 'b' });
    // Links load documents: the build writes no page data, for a variant or any page.
    expect(existsSync(path.join(copy.root, 'page-data'))).toBe(false);
    expect(read('sitemap.xml')).not.toMatch(/ab-[a-z]/);
    // A page without an experiment says nothing of one.
    expect(shown(read('pricing/seo/index.html'))).toBeUndefined();
  });
});

describe('the site server on a page with an experiment', () => {
  it(
    'splits 1,000 first visits by the weights (within four standard deviations), each kept in a cookie and served its variant',
    { timeout: 120_000 },
    async () => {
      const counts = { a: 0, b: 0 } as Record<string, number>;
      for (let i = 0; i < 1000; i++) {
        const { answer, body, cookie } = await visit('/services/google-maps');
        expect(answer.status).toBe(200);
        const variant = /^ab_[\w-]+=([a-z]);/.exec(cookie ?? '')?.[1];
        expect(cookie).toMatch(new RegExp(`^${cookieName}=[ab]; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax$`));
        expect(shown(body)).toBe(`${experiment.id} ${variant}`);
        counts[variant!]!++;
      }
      const sd = Math.sqrt(1000 * 0.5 * 0.5);
      expect(counts.a! + counts.b!).toBe(1000);
      expect(Math.abs(counts.b! - 500)).toBeLessThan(4 * sd);
      expect(Math.min(counts.a!, counts.b!)).toBeGreaterThan(0);
    },
  );

  it('keeps a returning visitor on its variant, without setting the cookie again; private answers that vary by cookie', async () => {
    for (const variant of ['a', 'b']) {
      for (let i = 0; i < 20; i++) {
        const { answer, body, cookie } = await visit('/services/google-maps', { cookie: `other=1; ${cookieName}=${variant}` });
        expect(shown(body)).toBe(`${experiment.id} ${variant}`);
        expect(cookie).toBeNull();
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(answer.headers.get('vary')).toMatch(/cookie/i);
        expect(answer.headers.get('content-encoding')).toBe('br');
      }
    }
    // With a trailing slash, and HEAD, too.
    expect(shown((await visit('/services/google-maps/', { cookie: `${cookieName}=b` })).body)).toBe(`${experiment.id} b`);
    const head = await fetch(`${site.url}/services/google-maps`, { method: 'HEAD', headers: { 'user-agent': BROWSER, cookie: `${cookieName}=b` } });
    expect(head.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves the original to bots (and requests without a user agent), without a cookie', async () => {
    for (const ua of [GOOGLEBOT, 'facebookexternalhit/1.1', '']) {
      for (let i = 0; i < 10; i++) {
        const { body, cookie } = await visit('/services/google-maps', { 'user-agent': ua });
        expect(shown(body), ua).toBe(`${experiment.id} a`);
        expect(cookie, ua).toBeNull();
      }
    }
  });

  it('reassigns a visitor whose cookie names no variant of the experiment', async () => {
    for (const value of ['z', 'c', 'ab', '', 'B']) {
      const { body, cookie } = await visit('/services/google-maps', { cookie: `${cookieName}=${value}` });
      const variant = new RegExp(`^${cookieName}=([ab]);`).exec(cookie ?? '')?.[1];
      expect(variant, value).toBeDefined();
      expect(shown(body)).toBe(`${experiment.id} ${variant}`);
    }
  });

  it("answers a link's prefetch of the page with the visitor's variant, by the same cookie, private to the visitor", async () => {
    for (const variant of ['a', 'b']) {
      const { answer, body, cookie } = await visit('/services/google-maps', { ...PREFETCH, cookie: `${cookieName}=${variant}` });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('vary')).toMatch(/cookie/i);
      expect(cookie).toBeNull();
      expect(shown(body)).toBe(`${experiment.id} ${variant}`);
      expect(body).toBe(read(`services/google-maps/index.ab-${variant}.html`));
    }
    // A first visit that starts with a prefetch is assigned its variant there, and kept on it.
    const first = await visit('/services/google-maps', PREFETCH);
    const assigned = new RegExp(`^${cookieName}=([ab]);`).exec(first.cookie ?? '')?.[1];
    expect(shown(first.body)).toBe(`${experiment.id} ${assigned}`);
    expect(shown((await visit('/services/google-maps', { cookie: `${cookieName}=${assigned}` })).body)).toBe(`${experiment.id} ${assigned}`);
  });

  it('answers what was the page data of the page as any unknown path: the 404 page, no variant picked', async () => {
    for (const target of ['/page-data/services/google-maps.json', '/page-data/services/google-maps.ab-b.json']) {
      for (const variant of ['a', 'b', undefined]) {
        const { answer, body, cookie } = await visit(target, variant ? { cookie: `${cookieName}=${variant}` } : {});
        expect(answer.status, target).toBe(404);
        expect(answer.headers.get('content-type'), target).toMatch(/^text\/html/);
        expect(answer.headers.get('cache-control'), target).toBe('no-cache');
        expect(cookie, target).toBeNull();
        expect(body, target).toBe(read('404.html'));
      }
    }
  });

  it('answers the variant files only at the page URL (404 by their own names); other pages are as before', async () => {
    for (const target of ['/services/google-maps/index.ab-b.html', '/services/google-maps/index.ab-b', '/services/google-maps/index.ab-a.html']) {
      expect((await visit(target)).answer.status, target).toBe(404);
    }
    const other = await visit('/pricing/seo');
    expect(other.cookie).toBeNull();
    expect(other.answer.headers.get('cache-control')).toBe('no-cache');
    expect(other.answer.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('marks the cookie Secure when the visit came over https (through a trusted proxy)', async () => {
    const behind = await startSite({
      root: copy.root,
      env: { TRUST_PROXY: '127.0.0.1' },
      random: () => 0.9,
      fetch: () => Promise.reject(new Error('no network')),
    });
    try {
      const answer = await fetch(`${behind.url}/services/google-maps`, { headers: { 'user-agent': BROWSER, 'x-forwarded-proto': 'https' } });
      expect(answer.headers.get('set-cookie')).toBe(`${cookieName}=b; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax; Secure`);
    } finally {
      await behind.close();
    }
  });
});
