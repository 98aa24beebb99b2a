// The templates as websites: each live demo page (/templates/<id>) in its template's colour with
// the demo bar instead of the agency's shell; "Xem demo" from the gallery's cards and preview; the
// card's render scrolling on hover and on keyboard focus (not with reduced motion); the renders on
// /templates and /services/web-design with their sizes set, and no layout shift.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { DEMO_PALETTES } from '../../src/shell/demo/demoPalette.ts';
import { openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

interface Template {
  id: string;
  name: string;
  color: keyof typeof DEMO_PALETTES;
  cover: { src: string; width: number; height: number };
}
const TEMPLATES: Template[] = readdirSync(path.join(defaultDirs.pagesDir, '_data/templates')).map(
  (file) => JSON.parse(readFileSync(path.join(defaultDirs.pagesDir, '_data/templates', file), 'utf8')) as Template,
);

async function hydrated(page: Page, url: string) {
  await page.goto(h.baseUrl + url);
  await waitForHydration(page);
}

/** How far the render has scrolled up inside its window (px). */
const scrolled = (page: Page, card: string) =>
  page.evaluate((selector) => {
    const img = document.querySelector<HTMLImageElement>(selector)!;
    // The frame the render scrolls in: the image's parent box (a <picture> around it takes no box).
    const frame = img.parentElement!.tagName === 'PICTURE' ? img.parentElement!.parentElement! : img.parentElement!;
    return frame.getBoundingClientRect().top - img.getBoundingClientRect().top;
  }, card);

/**
 * Scrolls from top to bottom, so every lazy render loads, and returns the layout shifts meanwhile
 * (after the fonts settled: a late web font moves text by itself, which is not the renders' doing).
 */
async function layoutShiftWhileScrolling(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as { shift: number; shifts: PerformanceObserver };
    w.shift = 0;
    w.shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shift += (entry as unknown as { value: number }).value;
    });
    w.shifts.observe({ type: 'layout-shift' });
  });
  // Each step drawn (two frames) before the next, so the browser sees every image come near and starts its lazy load.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600)
    await page.evaluate((top) => {
      window.scrollTo(0, top);
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
  // Every image shown has arrived; then decoded, and two frames drawn with them: a shift they cause is
  // measured in the frame that lays them out, and the observer's pending entries are taken with takeRecords.
  await page.waitForFunction(() => [...document.images].filter((img) => img.getClientRects().length > 0).every((img) => img.complete), null, {
    timeout: 30_000,
  });
  return page.evaluate(async () => {
    await Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => {})));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { shift: number; shifts: PerformanceObserver };
    for (const entry of w.shifts.takeRecords()) w.shift += (entry as unknown as { value: number }).value;
    return w.shift;
  });
}

describe('template demo pages', () => {
  it('has the five templates', () => {
    expect(TEMPLATES.map((t) => t.id).sort()).toEqual(['agency-marketing', 'blog-media', 'ecommerce-retail', 'education-course', 'landing-saas']);
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('/templates/%s is a website of its own, in its colour, that says it is a demo', async (id, template) => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await hydrated(page, `/templates/${id}`);
    expect(await page.locator('h1').count()).toBe(1);
    // No agency header, call bar, dock or footer columns: the template's own header and footer.
    expect(await page.locator('[data-shell-layer]').count()).toBe(0);
    const bar = page.getByRole('complementary', { name: 'Bản xem thử mẫu giao diện' });
    expect(await bar.textContent()).toContain(`Bản xem thử mẫu ${template.name}`);
    expect(await bar.getByRole('link', { name: 'Chọn mẫu này →' }).getAttribute('href')).toBe(`/pricing/web?template=${id}`);
    expect(await page.locator('footer').textContent()).toContain(`Website mẫu “${template.name}” của AM Digital`);
    const brand7 = await page.evaluate(() => getComputedStyle(document.querySelector('[data-demo]')!).getPropertyValue('--mantine-color-brand-7').trim());
    expect(brand7).toBe(DEMO_PALETTES[template.color][7]);
    // The slim bar stays slim on a phone (the note wraps to two short lines at most).
    expect((await bar.boundingBox())!.height).toBeLessThan(60);
    // ... and the whole template name shows: the note is not clipped (no "Cửa Hàn…").
    const clipped = await bar.locator('p').evaluate((note) => note.scrollHeight > note.clientHeight + 1 || note.scrollWidth > note.clientWidth + 1);
    expect(clipped).toBe(false);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('"Chọn mẫu này" leads to the web-design prices naming the template', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await hydrated(page, '/templates/education-course');
    await page.getByRole('link', { name: 'Chọn mẫu này →' }).click();
    await page.waitForURL(`${h.baseUrl}/pricing/web?template=education-course`);
    await expect.poll(() => page.locator('[data-section="templateChoice"] p').textContent()).toBe('Bạn đã chọn mẫu: Đào Tạo Trực Tuyến EduPro');
    // Back in the agency's shell.
    expect(await page.locator('[data-demo]').count()).toBe(0);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('each demo counts its cards in its own word and names no year (a demo never dates)', async () => {
    const { page } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    for (const [route, unit] of [
      ['/templates/ecommerce-retail', 'sản phẩm'],
      ['/templates/agency-marketing', null],
      ['/templates/blog-media', 'bài viết'],
    ] as const) {
      await hydrated(page, route);
      // A gallery with filters counts what it shows (the agency's has none, so no count).
      const status = page.locator('[data-section="sampleGallery"] [role="status"]');
      if (unit) await expect.poll(() => status.textContent(), { message: route }).toMatch(new RegExp(`^Hiển thị \\d+ ${unit}$`));
      else expect(await status.count(), route).toBe(0);
      expect(((await page.locator('main').textContent()) ?? '').match(/\b20\d\d\b/g), route).toBeNull();
    }
    await page.context().close();
  });
});

describe('the gallery shows what a visitor buys', () => {
  it('"Xem demo" on a card and in the preview open the live demo', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await hydrated(page, '/templates');
    await page.getByRole('link', { name: 'Xem demo Cửa Hàng Thời Trang Trực Tuyến' }).click();
    await page.waitForURL(`${h.baseUrl}/templates/ecommerce-retail`);
    await expect.poll(async () => (await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe('Thời trang linen mát, mặc đẹp cả ngày dài');
    await hydrated(page, '/templates');
    await page.getByRole('button', { name: 'Xem trước Tạp Chí Tin Tức Đa Chuyên Mục' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạp Chí Tin Tức Đa Chuyên Mục' });
    expect(await dialog.textContent()).toContain('Trọn gói từ 7.900.000\u00a0₫');
    await dialog.getByRole('link', { name: 'Xem demo' }).click();
    await page.waitForURL(`${h.baseUrl}/templates/blog-media`);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a card scrolls its render on hover and while its button has the keyboard focus, back when left', async () => {
    const { page } = await openPage(h, { viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
    await hydrated(page, '/templates');
    const cards = page.locator('#mau li:has(h3)');
    const first = '#mau li:nth-child(1) img';
    const second = '#mau li:nth-child(2) img';
    await page.locator(first).scrollIntoViewIfNeeded();
    expect(await scrolled(page, first)).toBe(0);
    await cards.first().hover();
    await expect.poll(() => scrolled(page, first), { timeout: 15_000 }).toBeGreaterThan(200);
    await page.mouse.move(0, 0);
    await expect.poll(() => scrolled(page, first), { timeout: 15_000 }).toBe(0);
    // Keyboard: the focus on the second card's "Xem demo" scrolls that card, not the first.
    await cards.nth(1).getByRole('link').focus();
    await expect.poll(() => scrolled(page, second), { timeout: 15_000 }).toBeGreaterThan(200);
    expect(await scrolled(page, first)).toBe(0);
    await page.context().close();
  });

  it('with reduced motion the render stays still', async () => {
    const { page } = await openPage(h, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await hydrated(page, '/templates');
    await page.locator('#mau li:has(h3)').first().hover();
    // Hovered now: the render would move at once (a transform) or through a transition, which the
    // browser lists as an animation of the image as soon as the style applies. Neither.
    expect(
      await page
        .locator('#mau li:has(h3)')
        .first()
        .evaluate((card) => card.matches(':hover')),
    ).toBe(true);
    expect(await page.locator('#mau li:nth-child(1) img').evaluate((img) => img.getAnimations().length)).toBe(0);
    expect(await scrolled(page, '#mau li:nth-child(1) img')).toBe(0);
    await page.context().close();
  });

  for (const route of ['/templates', '/services/web-design']) {
    it(`${route}: every render has its width and height, is lazy, and nothing shifts while they load`, async () => {
      const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
      await page.goto(h.baseUrl + route);
      const images = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main :is([data-section="templateGallery"], [data-section="deviceShowcase"]) img')].map((img) => [
          img.getAttribute('width'),
          img.getAttribute('height'),
          img.loading,
        ]),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const [width, height, loading] of images) {
        expect(Number(width)).toBeGreaterThan(0);
        expect(Number(height)).toBeGreaterThan(0);
        expect(loading).toBe('lazy');
      }
      await waitForHydration(page);
      expect(await layoutShiftWhileScrolling(page)).toBe(0);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.context().close();
    });
  }
});
