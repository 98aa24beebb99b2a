// /blog and /portfolio as visitors use them: the prerendered lists (JavaScript off), search and tag
// filters (without diacritics, kept in the URL), the detail pages, the home page's latest posts and
// case studies, and 404 for unknown slugs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CLIENT_DIR, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const POSTS = {
  '/blog/creative-iteration': 'Quy trình thử nghiệm và lặp creative quảng cáo',
  '/blog/full-funnel-measurement': 'Đo lường full-funnel: từ lượt hiển thị đến doanh thu',
  '/blog/seo-topical-map': 'Xây dựng topical map cho SEO: pillar, cluster và liên kết nội bộ',
};
const CASES = {
  '/portfolio/roas-3x': 'Thương hiệu thời trang nữ tăng ROAS gấp 3 lần sau 90 ngày',
  '/portfolio/cpa-42': 'Trung tâm tiếng Anh giảm 42% CPA với lead ads và tối ưu trang đích',
  '/portfolio/seo-100k': 'Công ty bất động sản đạt 100.000 lượt truy cập tự nhiên mỗi tháng',
};

/** The card titles of a pageList, in order. */
const cardTitles = (page: Page, section: string) =>
  page
    .locator(`${section} li h2 a, ${section} li h3 a`)
    .allTextContents()
    .then((titles) => titles.map((t) => t.replaceAll('\u00a0', ' ')));
const cardLinks = (page: Page, section: string) =>
  page.locator(`${section} li h2 a, ${section} li h3 a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

describe('lists with JavaScript off', () => {
  it('/blog lists every post, newest first, with date, excerpt and cover', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(`${h.baseUrl}/blog?q=khong-co-gi`))?.status()).toBe(200);
    expect((await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe('Kiến thức marketing số thực chiến');
    expect(await cardLinks(page, '#bai-viet')).toEqual(Object.keys(POSTS));
    expect(await cardTitles(page, '#bai-viet')).toEqual(Object.values(POSTS));
    expect(await page.locator('#bai-viet li time').allTextContents()).toEqual(['10/11/2026', '28/10/2026', '16/09/2026']);
    const covers = page.locator('#bai-viet li img');
    expect(await covers.count()).toBe(3);
    for (const img of await covers.all()) expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['1200', '630']);
    await page.context().close();
  });

  it('/portfolio lists every case with its industry and KPIs', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/portfolio`);
    expect(await cardLinks(page, '#du-an')).toEqual(Object.keys(CASES));
    const first = page.locator('#du-an li').first();
    expect(await first.textContent()).toContain('Thương mại điện tử');
    expect(await first.locator('dd').allTextContents()).toEqual(['3x', '-45%', '+65%']);
    await page.context().close();
  });

  it('the home page shows the three latest posts and three case studies, computed from the pages', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/`);
    expect(await cardLinks(page, '#blog')).toEqual(Object.keys(POSTS));
    expect(await cardLinks(page, '#du-an')).toEqual(Object.keys(CASES));
    expect(await page.locator('#blog a[href="/blog"]').count()).toBe(1);
    await page.context().close();
  });

  it('each post and case is a real page: h1, date, article with headings, paragraphs and lists', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    for (const [route, title] of Object.entries({ ...POSTS, ...CASES })) {
      expect((await page.goto(`${h.baseUrl}${route}`))?.status(), route).toBe(200);
      expect(
        (await page.locator('h1').allTextContents()).map((t) => t.replaceAll('\u00a0', ' ')),
        route,
      ).toEqual([title]);
      expect(await page.locator('[data-section="entryHeader"] time').count(), route).toBe(1);
      const article = page.locator('[data-section="article"]');
      expect(await article.locator('h2').count(), route).toBeGreaterThanOrEqual(3);
      expect(await article.locator('p').count(), route).toBeGreaterThanOrEqual(3);
      expect(await article.locator('ul, ol').count(), route).toBeGreaterThanOrEqual(1);
    }
    await page.goto(`${h.baseUrl}/portfolio/cpa-42`);
    expect(await page.locator('[data-section="entryHeader"] dd').allTextContents()).toEqual(['-42%', '+70%', '9,8%']);
    await page.context().close();
  });

  it('unknown post and case slugs answer 404 with the not-found page', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    for (const route of ['/blog/khong-ton-tai', '/portfolio/roas-4x']) {
      expect((await page.goto(`${h.baseUrl}${route}`))?.status(), route).toBe(404);
      expect((await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe('Trang không tồn tại.');
    }
    await page.context().close();
  });

  it('the sitemap lists every post and case', () => {
    const sitemap = readFileSync(path.join(CLIENT_DIR, 'sitemap.xml'), 'utf8');
    for (const route of ['/blog', '/portfolio', ...Object.keys(POSTS), ...Object.keys(CASES)]) expect(sitemap).toContain(`${route}</loc>`);
  });
});

describe('search and tag filter', () => {
  it('/portfolio: search without diacritics over every case, industry pages, both together, empty message; kept in the URL', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await hydrated(page, `${h.baseUrl}/portfolio`);
    const search = page.getByRole('searchbox', { name: 'Tìm dự án' });
    await search.fill('toi uu');
    await expect.poll(() => cardLinks(page, '#du-an')).toEqual(['/portfolio/cpa-42']);
    expect(new URL(page.url()).search).toBe('?q=toi+uu');
    await search.fill('');
    // An industry is a page of its own: a link, with JavaScript or without.
    await page.getByRole('navigation', { name: 'Ngành:' }).getByRole('link', { name: 'Bất động sản' }).click();
    await page.waitForURL('**/portfolio/chu-de/bat-dong-san');
    await waitForHydration(page);
    await expect.poll(() => cardLinks(page, '#du-an')).toEqual(['/portfolio/seo-100k']);
    expect(await page.getByRole('navigation', { name: 'Ngành:' }).getByRole('link', { name: 'Bất động sản' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('searchbox', { name: 'Tìm dự án' }).fill('ROAS');
    await expect.poll(() => page.locator('#du-an [role="status"]').textContent()).toBe('Không tìm thấy dự án phù hợp');
    expect(await page.locator('#du-an li').count()).toBe(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/portfolio/chu-de/bat-dong-san?q=ROAS');
    // A shared or reloaded URL shows the same list.
    await hydrated(page, `${h.baseUrl}/portfolio/chu-de/giao-duc?q=tieng anh`);
    await expect.poll(() => cardLinks(page, '#du-an')).toEqual(['/portfolio/cpa-42']);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('/blog: search title and excerpt, tag pages, empty message; back from a post keeps the search', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await hydrated(page, `${h.baseUrl}/blog`);
    const search = page.getByRole('searchbox', { name: 'Tìm bài viết' });
    await search.pressSequentially('do luong');
    await expect.poll(() => cardLinks(page, '#bai-viet')).toEqual(['/blog/full-funnel-measurement', '/blog/seo-topical-map']);
    expect(await page.locator('#bai-viet [role="status"]').textContent()).toBe('2 / 3 kết quả');
    await page.getByRole('link', { name: POSTS['/blog/seo-topical-map'] }).click();
    await page.waitForURL('**/blog/seo-topical-map');
    await expect.poll(async () => (await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe(POSTS['/blog/seo-topical-map']);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => cardLinks(page, '#bai-viet')).toEqual(['/blog/full-funnel-measurement', '/blog/seo-topical-map']);
    expect(await search.inputValue()).toBe('do luong');
    await search.fill('');
    await page.getByRole('link', { name: 'SEO', exact: true }).click();
    await page.waitForURL('**/blog/chu-de/seo');
    await expect.poll(() => cardLinks(page, '#bai-viet')).toEqual(['/blog/seo-topical-map']);
    await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('khong co bai nao');
    await expect.poll(() => page.locator('#bai-viet [role="status"]').textContent()).toBe('Không tìm thấy bài viết phù hợp');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('without JavaScript the tags are pages of their own, marked as the current one', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/blog`);
    await page.getByRole('navigation', { name: 'Chủ đề:' }).getByRole('link', { name: 'Đo lường' }).click();
    await page.waitForURL('**/blog/chu-de/do-luong');
    expect(await cardLinks(page, '#bai-viet')).toEqual(['/blog/creative-iteration', '/blog/full-funnel-measurement']);
    expect(await page.getByRole('navigation', { name: 'Chủ đề:' }).getByRole('link', { name: 'Đo lường' }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toMatch(/^Chủ đề: Đo lường – /);
    await page.context().close();
  });
});
