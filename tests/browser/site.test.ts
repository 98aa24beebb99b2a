// Every route of the built site in Chromium (mobile and desktop: no console error, failed request
// or sideways scroll; its head from the model; no serious axe violation), content and the FAQ
// without JavaScript, the not-found page (status 404, also when a link to an unknown path is
// followed), and links followed as documents: fetched ahead on intent (speculation rules), opened
// at their top or their anchor, back returning to the place left.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { openPage, startHarness, type Harness, waitForHydration, clickAddedLink } from './harness.ts';
import { arrival, hoverUntilPrefetched } from './prefetching.ts';

let h: Harness;
// Known when the tests are collected: one test per route, each with its own timeout, so a loaded
// machine slows the pass down without failing it.
const model: SiteModel = validateProject().model!;
const routes = model.pages.map((p) => p.route);
const ROUTE_TIMEOUT = 60_000;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Hydrated, and the requests it started are done (so a failed one is recorded). */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Waits until the document's h1 reads `text` (headings show no-break spaces between a word's syllables). */
const waitForH1 = (page: Page, text: string) =>
  page.waitForFunction((text) => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === text, text);

describe('every route of the built site', () => {
  it('has pages to test', () => {
    expect(model.pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/pricing/seo']));
  });

  for (const viewport of [
    { name: 'mobile', width: 360, height: 740 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    it.each(routes)(
      `%s loads at ${viewport.name} width with no console error, failed request, hydration warning or horizontal scroll`,
      { timeout: ROUTE_TIMEOUT },
      async (route) => {
        const pageModel = model.pages.find((p) => p.route === route)!;
        const { page, problems } = await openPage(h, { viewport });
        const response = await page.goto(h.baseUrl + pageModel.route);
        expect(response?.status(), pageModel.route).toBe(200);
        await settled(page);
        expect(problems, pageModel.route).toEqual({ console: [], failedRequests: [] });
        expect(await page.getAttribute('html', 'lang')).toBe('vi');
        expect(await page.title()).toBe(pageModel.meta.title);
        expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(pageModel.meta.description);
        expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${model.site.siteUrl}${pageModel.route}`);
        expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe(pageModel.meta.title);
        expect(await page.locator('h1').count(), `${pageModel.route} has one h1`).toBe(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${pageModel.route} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.context().close();
      },
    );
  }
});

describe('accessibility', () => {
  it.each(routes)('%s has no serious or critical axe-core violations (mobile width)', { timeout: ROUTE_TIMEOUT }, async (route) => {
    const { page } = await openPage(h, { viewport: { width: 360, height: 740 } });
    await page.goto(h.baseUrl + route);
    await settled(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad, route).toEqual([]);
    await page.context().close();
  });
});

describe('content without JavaScript', () => {
  it('shows the home page and the SEO prices with JavaScript disabled', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/pricing/seo`);
    const text = (await page.textContent('main'))!.replace(/\u00a0/g, ' ');
    for (const expected of ['Bảng giá SEO', 'Basic', 'Pro', 'Enterprise', '4.900.000 ₫', '9.900.000 ₫', '19.900.000 ₫', 'chuyển khoản ngân hàng']) {
      expect(text).toContain(expected);
    }
    // The FAQ answers are in the HTML, each closed in its <details> (the browser opens them: see 'FAQ').
    const items = page.locator('[data-section="faq"] details');
    expect(
      await items.evaluateAll((list) => list.map((details) => [(details as HTMLDetailsElement).open, details.textContent!.includes('hóa đơn VAT')])),
    ).toEqual([
      [false, true],
      [false, false],
    ]);
    await page.goto(`${h.baseUrl}/`);
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Tăng trưởng doanh thu bằng marketing đo lường được');
    await page.context().close();
  });
});

describe('FAQ', () => {
  // The browser's own disclosure element: the same behaviour before, after and without hydration.
  it.each([true, false])(
    'on /hosting opens and closes answers by click, Tab then Enter or Space, several at once (JavaScript on: %s)',
    { timeout: 60_000 },
    async (javaScriptEnabled) => {
      const { page, problems } = await openPage(h, { javaScriptEnabled });
      await page.goto(`${h.baseUrl}/hosting`);
      if (javaScriptEnabled) await settled(page);
      const faq = page.locator('[data-section="faq"]');
      const item = (question: string) => faq.locator('details', { has: page.getByRole('heading', { level: 3, name: question, exact: true }) });
      const first = item('Tôi có được chuyển website cũ sang miễn phí không?');
      const second = item('Hỗ trợ kỹ thuật 24/7 áp dụng cho gói nào?');
      const [firstSummary, secondSummary] = [first.locator('summary'), second.locator('summary')];
      const [firstAnswer, secondAnswer] = [first.locator('summary + div'), second.locator('summary + div')];
      const state = async () => [await firstAnswer.isVisible(), await secondAnswer.isVisible()];
      expect(await faq.locator('details').count()).toBe(4);
      expect(await state()).toEqual([false, false]);
      // The chevron shows: the row does open something.
      expect(await firstSummary.evaluate((summary) => getComputedStyle(summary, '::after').display)).not.toBe('none');

      await firstSummary.click();
      await expect.poll(state).toEqual([true, false]);
      expect(await firstAnswer.innerText()).toContain('chuyển miễn phí một website');
      await secondSummary.click();
      await expect.poll(state).toEqual([true, true]);
      await firstSummary.click();
      await expect.poll(state).toEqual([false, true]);
      await secondSummary.click();
      await expect.poll(state).toEqual([false, false]);

      // Keyboard: the questions are in the tab order; Enter and Space toggle the focused one.
      await firstSummary.focus();
      await page.keyboard.press('Tab');
      expect(await secondSummary.evaluate((summary) => summary === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(state).toEqual([false, true]);
      await page.keyboard.press('Enter');
      await expect.poll(state).toEqual([false, false]);
      await page.keyboard.press('Space');
      await expect.poll(state).toEqual([false, true]);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.context().close();
    },
  );
});

describe('not found', () => {
  it('on a 390 px phone the home hero buttons stack full-width, equal; side by side at 1366 px', async () => {
    for (const [width, stacked] of [
      [390, true],
      [1366, false],
    ] as const) {
      const { page } = await openPage(h, { javaScriptEnabled: false, viewport: { width, height: 844 } });
      await page.goto(`${h.baseUrl}/`);
      const boxes = await page.locator('main [data-section="hero"] a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBe(2);
      const [first, second] = boxes as [DOMRect, DOMRect];
      if (stacked) {
        expect(second.top).toBeGreaterThanOrEqual(first.bottom);
        expect(Math.abs(first.width - second.width)).toBeLessThan(1);
        expect(Math.abs(first.left - second.left)).toBeLessThan(1);
      } else expect(Math.abs(first.top - second.top)).toBeLessThan(1);
      await page.context().close();
    }
  });

  it('answers unknown paths with status 404 and the not-found page, which links home', async () => {
    const { page, problems } = await openPage(h);
    const response = await page.goto(`${h.baseUrl}/trang-khong-co/that-su`);
    expect(response?.status()).toBe(404);
    await settled(page);
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Trang không tồn tại.');
    // The only failed request is the document itself.
    expect(problems.failedRequests).toEqual([`${h.baseUrl}/trang-khong-co/that-su 404`]);
    expect(problems.console.filter((line) => !line.includes('404'))).toEqual([]);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await page.waitForURL(`${h.baseUrl}/`);
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === 'Tăng trưởng doanh thu bằng marketing đo lường được',
    );
    expect(await page.title()).toBe(model.pages.find((p) => p.route === '/')!.meta.title);
    await page.context().close();
  });

  it('a link followed to an unknown path loads the not-found page with status 404; its home link loads the home page, fetched ahead on intent', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}/`);
    await settled(page);
    // A link to it (content links are validated, so the site has none): the browser loads its document.
    await clickAddedLink(page, '/khong-ton-tai', 'liên kết cũ');
    await page.waitForURL(`${h.baseUrl}/khong-ton-tai`);
    await waitForH1(page, 'Trang không tồn tại.');
    expect((await arrival(page)).status).toBe(404);
    const home = page.getByRole('link', { name: 'Về trang chủ' });
    await hoverUntilPrefetched(page, home);
    await home.click();
    await page.waitForURL(`${h.baseUrl}/`);
    await waitForH1(page, 'Tăng trưởng doanh thu bằng marketing đo lường được');
    expect(await arrival(page)).toEqual({ status: 200, deliveryType: 'navigational-prefetch', type: 'navigate' });
    expect(await page.title()).toBe(model.pages.find((p) => p.route === '/')!.meta.title);
    await page.context().close();
  });
});

describe('navigation', () => {
  it('a link followed far down a page opens its page at the top, fetched ahead on intent; back returns to the place left', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 700 } });
    await page.goto(`${h.baseUrl}/`);
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // A footer link: the page is scrolled far down when it is clicked.
    const footerLink = model.site.footer.columns.flatMap((c) => c.links).find((l) => l.href === '/services/seo-website')!;
    const target = model.pages.find((p) => p.route === '/services/seo-website')!;
    const targetH1 = target.sections[0].type === 'hero' ? target.sections[0].title : '';
    const link = page.getByRole('contentinfo').getByRole('link', { name: footerLink.label });
    await hoverUntilPrefetched(page, link);
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL(`${h.baseUrl}/services/seo-website`);
    await waitForH1(page, targetH1);
    expect(await arrival(page)).toEqual({ status: 200, deliveryType: 'navigational-prefetch', type: 'navigate' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe(target.meta.title);
    // Back: the home page again, where it was left (the browser restores the position).
    await page.goBack();
    await page.waitForURL(`${h.baseUrl}/`);
    expect((await arrival(page)).type).toBe('back_forward');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('follows an anchor link to its section', async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 700 } });
    await page.goto(`${h.baseUrl}/`);
    await settled(page);
    await page.getByRole('link', { name: 'Nhận tư vấn miễn phí' }).click();
    await page.waitForFunction(() => window.location.hash === '#lien-he');
    await page.waitForFunction(() => {
      const r = document.getElementById('lien-he')!.getBoundingClientRect();
      return r.top < window.innerHeight && r.bottom > 0;
    });
    await page.context().close();
  });
});
