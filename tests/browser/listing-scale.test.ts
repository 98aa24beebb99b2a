// A blog that grew: the site's content with 60 more posts, published by the content build and served by
// the site server, read by Chromium with JavaScript off and on. The listing is split into small static
// pages that reach every post; its search and tags cover every post, not only those of the page shown;
// the site search finds pages with or without diacritics, also without JavaScript, and escapes whatever
// it is asked.
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { copyContent } from './contentCopy.ts';
import { MANIFEST_FILE } from '../../src/lib/search/format.ts';
import { buildContent } from '../../src/publish/contentBuild.ts';
import { createSiteServer } from '../../src/server/siteServer.ts';
import { waitForHydration } from './harness.ts';

const ADDED = 60;
let scratch: string;
let outDir: string;
let servers: ReturnType<typeof createSiteServer>[] = [];
let baseUrl: string;
let browser: Browser;

/** A post made from a real one: its own title, date (one day apart, newest first by number) and tags. */
function writePosts(pagesDir: string) {
  const sample = JSON.parse(readFileSync(path.join(pagesDir, 'blog/seo-topical-map.json'), 'utf8')) as { card: Record<string, unknown> };
  for (let n = 1; n <= ADDED; n++) {
    const date = new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
    const tags = n % 4 === 0 ? ['Tăng trưởng'] : ['Quảng cáo'];
    const title = n === 7 ? 'Tối ưu chiến dịch Zalo cho chuỗi cà phê' : `Ghi chép marketing số ${n}`;
    writeFileSync(path.join(pagesDir, `blog/ghi-chep-${n}.json`), JSON.stringify({ ...sample, card: { ...sample.card, title, date, tags } }));
  }
}

async function serve(root: string): Promise<string> {
  const server = createSiteServer({
    root,
    env: { ...process.env, LEADS_DB_PATH: path.join(scratch, `leads-${servers.length}.sqlite`), LEADS_WEBHOOK_URL: '' },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'listing-scale-'));
  const root = path.join(scratch, 'content');
  const dirs = copyContent(root);
  writePosts(dirs.pagesDir);
  outDir = path.join(scratch, 'site');
  const builtAt = new Date((JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'build/schedule.json'), 'utf8')) as { builtAt: string }).builtAt);
  await buildContent({ dirs, buildDir: path.join(PROJECT_ROOT, 'build'), outDir, at: builtAt });
  baseUrl = await serve(outDir);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  servers = [];
  rmSync(scratch, { recursive: true, force: true });
});

async function open(options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext(options)).newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const cardLinks = (page: Page) => page.locator('#bai-viet li h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

describe('a listing of any size', () => {
  it('without JavaScript, "Trang sau" walks pages of 12 posts that reach every post once, newest first', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/blog`);
    const seen: string[] = [];
    for (let n = 1; ; n++) {
      const links = await cardLinks(page);
      expect(links.length, page.url()).toBeLessThanOrEqual(12);
      seen.push(...links);
      expect(await page.locator('nav[aria-label="Phân trang"] a[aria-current="page"]').textContent()).toBe(String(n));
      const next = page.locator('nav[aria-label="Phân trang"] a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      await page.waitForURL(`**/blog/trang/${n + 1}`);
    }
    expect(seen.length).toBe(ADDED + 3);
    expect(new Set(seen).size).toBe(ADDED + 3);
    expect(seen.slice(0, 3)).toEqual(['/blog/creative-iteration', '/blog/full-funnel-measurement', '/blog/seo-topical-map']);
    await page.context().close();
  });

  it('each page is small, names its neighbours and itself, and is in the sitemap; so are the tags’ pages', async () => {
    const html = await (await fetch(`${baseUrl}/blog/trang/2`)).text();
    expect(html).toContain('<link rel="canonical" href="https://amdigital.vn/blog/trang/2"/>');
    expect(html).toContain('<link rel="prev" href="https://amdigital.vn/blog"/>');
    expect(html).toContain('<link rel="next" href="https://amdigital.vn/blog/trang/3"/>');
    expect(html).toMatch(/<title>Trang 2\/6 – /);
    for (const route of ['blog/index.html', 'blog/trang/6/index.html']) expect(statSync(path.join(outDir, route)).size).toBeLessThan(300_000);
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    for (const route of ['/blog/trang/2', '/blog/trang/6', '/blog/chu-de/tang-truong', '/blog/chu-de/quang-cao/trang/4'])
      expect(sitemap).toContain(`https://amdigital.vn${route}</loc>`);
    expect(sitemap).not.toContain('/tim-kiem');
  });

  it('with JavaScript, the search on any page looks through every post of the listing', async () => {
    const { page, errors } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/blog/trang/2`);
    await waitForHydration(page);
    expect(await cardLinks(page)).not.toContain('/blog/ghi-chep-7');
    await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('toi uu chien dich zalo');
    await expect.poll(() => cardLinks(page)).toEqual(['/blog/ghi-chep-7']);
    expect(await page.locator('#bai-viet [role="status"]').textContent()).toBe(`1 / ${ADDED + 3} kết quả`);
    expect(await page.locator('nav[aria-label="Phân trang"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, the listing’s search asks the server, which answers from every post', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/blog/trang/3`);
    await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('chuoi ca phe');
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    await page.waitForURL('**/tim-kiem?**');
    expect(new URL(page.url()).searchParams.get('trong')).toBe('/blog');
    expect(await page.getByRole('status').textContent()).toBe('1 kết quả cho “chuoi ca phe”');
    expect(await page.locator('[data-search-list] h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/blog/ghi-chep-7']);
    expect(await page.locator('[data-search-list] mark').allTextContents()).toEqual(['chuỗi', 'cà', 'phê']);
    await page.context().close();
  });
});

describe('site search', () => {
  it('without JavaScript: from the header link, with or without diacritics, ranked, the words marked, not for search engines', async () => {
    const { page } = await open({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('link', { name: 'Tìm kiếm trên website' }).click();
    await page.waitForURL('**/tim-kiem');
    expect(await page.getByRole('status').textContent()).toContain('Nhập từ khóa');
    for (const query of ['bang gia hosting', 'Bảng giá hosting']) {
      await page.getByRole('searchbox', { name: 'Tìm trên website' }).fill(query);
      await page.getByRole('button', { name: 'Tìm', exact: true }).click();
      await page.waitForURL('**/tim-kiem?q=*');
      expect(await page.locator('[data-search-list] h2 a').first().getAttribute('href')).toBe('/pricing/hosting');
      expect((await page.locator('[data-search-list] li').first().locator('mark').allTextContents()).map((t) => t.toLowerCase())).toContain('hosting');
      expect(await page.getByRole('searchbox', { name: 'Tìm trên website' }).inputValue()).toBe(query);
    }
    const answer = await fetch(`${baseUrl}/tim-kiem?q=thiet+ke`);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    // The page itself, without a query, may be found.
    expect((await fetch(`${baseUrl}/tim-kiem`)).headers.get('x-robots-tag')).toBeNull();
    expect(await answer.text()).toContain('/services/web-design');
    await page.context().close();
  });

  it('later results are pages of their own', async () => {
    const html = await (await fetch(`${baseUrl}/tim-kiem?q=ghi+chep+marketing&trang=2`)).text();
    expect(/<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]).toMatch(/^(59|60) kết quả cho “ghi chep marketing”, trang 2\/6$/);
    expect(html).toMatch(/href="\/tim-kiem\?q=ghi\+chep\+marketing&(amp|#38);trang=3"/);
    expect(html).toContain('href="/tim-kiem?q=ghi+chep+marketing"');
  });

  it('what the visitor typed is shown as text, never as markup', async () => {
    const hostile = '"><img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
    const { page } = await open();
    await page.goto(`${baseUrl}/tim-kiem?q=${encodeURIComponent(hostile)}`);
    expect(await page.getByRole('searchbox', { name: 'Tìm trên website' }).inputValue()).toBe(hostile);
    expect(await page.locator('main img[src="x"], main script:not([type])').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.title()).toContain('<img src=x');
    await page.context().close();
  });

  it('with JavaScript, the results follow the box as the visitor types, from the index fetched on demand', async () => {
    const { page, errors } = await open({ viewport: { width: 390, height: 844 } });
    const fetched: string[] = [];
    page.on('request', (request) => request.url().includes('/_search/') && fetched.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/tim-kiem?q=bang+gia+hosting`);
    const first = page.locator('[data-section="searchResults"] ol li h2 a').first();
    expect(await first.getAttribute('href')).toBe('/pricing/hosting');
    // Nothing of the index until the box is used.
    expect(fetched).toEqual([]);
    const box = page.getByRole('searchbox', { name: 'Tìm trên website' });
    await box.focus();
    await waitForHydration(page);
    // Waking the island keeps the server's answer.
    expect(await first.getAttribute('href')).toBe('/pricing/hosting');
    await box.fill('thiết kế website');
    await expect.poll(() => page.locator('[data-section="searchResults"] ol li h2 a').first().getAttribute('href')).toBe('/services/web-design');
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ kết quả cho “thiết kế website”$/);
    await box.fill('thiet ke website');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/“thiet ke website”$/);
    expect(await page.locator('[data-section="searchResults"] ol li h2 a').first().getAttribute('href')).toBe('/services/web-design');
    await box.fill('khongcotunay');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Không tìm thấy kết quả phù hợp');
    expect(new URL(page.url()).search).toBe('?q=khongcotunay');
    expect(fetched[0]).toBe(`/${MANIFEST_FILE}`);
    expect(fetched.every((file) => file === `/${MANIFEST_FILE}` || /^\/_search\/[td]\/[\p{L}\p{N}]+-[0-9a-f]{12}\.json$/u.test(file))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an index that cannot be read is said to be failing (503), never shown as no results', async () => {
    const broken = path.join(scratch, 'broken-site');
    cpSync(outDir, broken, { recursive: true });
    writeFileSync(path.join(broken, MANIFEST_FILE), '{"documents":1,"chunkSize":64,"shards":{"ho":"../../../etc/passwd"},"chunks":[]}');
    const url = await serve(broken);
    const answer = await fetch(`${url}/tim-kiem?q=hosting`);
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain('Tìm kiếm đang gặp sự cố');
    expect(html).not.toContain('Không tìm thấy kết quả phù hợp</p>');
  });
});
