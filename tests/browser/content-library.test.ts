// /content-library as visitors use it: every post readable with JavaScript off, the platform,
// campaign and search filters combined and kept in the URL, the empty state, relative dates after
// hydration, and the filter bar staying visible under the sticky header while the posts scroll.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

interface Post {
  id: string;
  platform: string;
  content: string;
  media: { kind: string };
}
const postsDir = path.join(defaultDirs.pagesDir, '_data/socialPosts');
const POSTS = readdirSync(postsDir).map((file) => JSON.parse(readFileSync(path.join(postsDir, file), 'utf8')) as Post);
const ALL = [...POSTS.map((post) => post.id)].sort();

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** The ids of the posts whose text the library shows, sorted. */
async function shown(page: Page): Promise<string[]> {
  const text = (await page.locator('#thu-vien').textContent()) ?? '';
  return POSTS.filter((post) => text.includes(post.content))
    .map((post) => post.id)
    .sort();
}

/** The " · " separators in a text: one per card before hydration, two after (date · relative date). */
const separators = (text: string) => text.split(' · ').length - 1;

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

describe('/content-library', () => {
  it('with JavaScript off shows the title, every post (whatever the query), counts, video badges, stats and the call to action', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(`${h.baseUrl}/content-library?nen-tang=youtube&q=khong-khop`))?.status()).toBe(200);
    expect((await page.locator('h1').allTextContents()).map((h1) => h1.replaceAll('\u00a0', ' '))).toEqual(['Thư viện content mạng xã hội']);
    expect(POSTS).toHaveLength(6);
    expect(await shown(page)).toEqual(ALL);
    const library = page.locator('#thu-vien');
    const text = (await library.textContent())!;
    for (const expected of ['12,5K', '1,2M', 'Content Strategy', 'Client Success', '#TikTokTips', '6 bài đăng']) expect(text).toContain(expected);
    expect(text).not.toContain('Không tìm thấy content');
    // Relative dates need today's date: only after hydration ("Facebook · 26/01/2026", no "· 3 tuần trước").
    expect(separators(text)).toBe(6);
    expect(await library.locator('time').count()).toBe(6);
    expect(await library.getByText('Video', { exact: true }).count()).toBe(POSTS.filter((post) => post.media.kind === 'video').length);
    expect(await page.locator('#tong-quan').textContent()).toContain('Lượt xem');
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('platform, campaign and search (without diacritics) combine; the empty state; the URL keeps them across reload', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await hydrated(page, `${h.baseUrl}/content-library`);
    // Each card's date gains its relative form ("· 3 tuần trước") once hydrated.
    await expect.poll(async () => separators((await page.locator('#thu-vien').textContent()) ?? '')).toBe(12);
    const platforms = page.getByRole('group', { name: 'Nền tảng' });
    await platforms.getByRole('button', { name: 'Facebook' }).click();
    await expect.poll(() => shown(page)).toEqual(['fb-chien-dich-tet', 'fb-khach-hang-ca-phe']);
    expect(await platforms.getByRole('button', { name: 'Facebook' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('combobox', { name: 'Chiến dịch' }).selectOption({ label: 'Client Success' });
    await expect.poll(() => shown(page)).toEqual(['fb-khach-hang-ca-phe']);
    const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await search.fill('ca phe da nang');
    await expect.poll(() => shown(page)).toEqual(['fb-khach-hang-ca-phe']);
    expect(new URL(page.url()).search).toBe('?nen-tang=facebook&chien-dich=client-success&q=ca+phe+da+nang');
    await search.fill('tiktok');
    await expect.poll(() => page.locator('#thu-vien [role="status"]').textContent()).toBe('Không tìm thấy contentThử thay đổi bộ lọc hoặc từ khóa tìm kiếm');
    expect(await shown(page)).toEqual([]);
    // "Tất cả" widens the platform again: the search alone finds the TikTok post and the comparison.
    await platforms.getByRole('button', { name: 'Tất cả' }).click();
    await page.getByRole('combobox', { name: 'Chiến dịch' }).selectOption({ label: 'Tất cả' });
    await expect.poll(() => shown(page)).toEqual(['ig-so-sanh-nen-tang', 'tt-hook-3-giay']);
    // A shared or reloaded URL shows the same filtered list.
    await hydrated(page, `${h.baseUrl}/content-library?nen-tang=tiktok&q=%23tiktoktips`);
    await expect.poll(() => shown(page)).toEqual(['tt-hook-3-giay']);
    expect(await page.getByRole('button', { name: 'TikTok' }).getAttribute('aria-pressed')).toBe('true');
    expect(await search.inputValue()).toBe('#tiktoktips');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    it(`the filter bar stays visible below the header after scrolling (${viewport.width} px)`, async () => {
      const { page, problems } = await openPage(h, { viewport });
      await hydrated(page, `${h.baseUrl}/content-library`);
      const bar = page.getByRole('search', { name: 'Lọc content' });
      // Scroll to the last post: the bar's own place is far above by then.
      await page.locator('#thu-vien time').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const { barTop, barBottom, headerBottom, onTop } = await page.evaluate(() => {
        const barBox = document.querySelector('[role="search"][aria-label="Lọc content"]')!.getBoundingClientRect();
        const headerBox = document.querySelector('header')!.getBoundingClientRect();
        // Whatever is drawn at the bar's middle must be the bar (not the header or a card over it).
        const hit = document.elementFromPoint(barBox.left + barBox.width / 2, barBox.top + barBox.height / 2);
        return { barTop: barBox.top, barBottom: barBox.bottom, headerBottom: headerBox.bottom, onTop: Boolean(hit?.closest('[role="search"]')) };
      });
      expect(Math.abs(barTop - headerBottom)).toBeLessThanOrEqual(1);
      expect(barBottom).toBeLessThan(viewport.height / 2);
      expect(onTop).toBe(true);
      expect(await bar.isVisible()).toBe(true);
      // And it still works from there.
      await bar.getByRole('button', { name: 'YouTube' }).click();
      await expect.poll(() => shown(page)).toEqual(['yt-ke-hoach-kenh']);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.context().close();
    });
  }
});
