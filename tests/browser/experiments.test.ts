// A/B experiments in Chromium on the built site: a visitor whose cookie holds variant "b" of the
// example experiment (/services/google-maps) sees b's hero with JavaScript off and on, in the HTML
// itself (nothing swapped after load), and a client navigation to the page brings b too, counted and
// kept for a lead like a document's view.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_STORAGE_KEY } from '../../src/lib/lead.ts';
import { clickAddedLink, isSameDocument, markDocument, openPage, startHarness, waitForHydration, type Harness } from './harness.ts';

const ROUTE = '/services/google-maps';
const COOKIE = 'ab_google-maps-tieu-de';
const TITLE_A = 'Đưa cửa hàng của bạn lên Google Maps';
const TITLE_B = 'Khách quanh bạn đang tìm trên Google Maps: hãy để họ thấy bạn trước';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const heroTitle = async (page: Page) => spaced(await page.locator('main h1').first().innerText());

async function visitorWithB(
  javaScriptEnabled: boolean,
): Promise<{ page: Page; context: BrowserContext; problems: Awaited<ReturnType<typeof openPage>>['problems'] }> {
  const { page, problems } = await openPage(h, { javaScriptEnabled });
  await page.context().addCookies([{ name: COOKIE, value: 'b', url: h.baseUrl }]);
  return { page, context: page.context(), problems };
}

describe('a visitor on variant b of an experiment', () => {
  it("sees b's hero and call to action with JavaScript off", async () => {
    const { page, context } = await visitorWithB(false);
    const response = await page.goto(h.baseUrl + ROUTE);
    expect(response?.status()).toBe(200);
    expect(await heroTitle(page)).toBe(TITLE_B);
    expect(await page.locator('main a', { hasText: 'Nhận tư vấn miễn phí' }).first().isVisible()).toBe(true);
    expect(await page.locator('meta[name="experiment"]').getAttribute('content')).toBe('google-maps-tieu-de b');
    await context.close();
  });

  it("sees b's hero with JavaScript on: already in the HTML, still there once hydrated (no flicker)", async () => {
    const { page, context, problems } = await visitorWithB(true);
    const response = await page.goto(h.baseUrl + ROUTE);
    const html = spaced(await response!.text());
    expect(html).toContain(TITLE_B);
    expect(html).not.toContain(TITLE_A);
    await waitForHydration(page);
    expect(await heroTitle(page)).toBe(TITLE_B);
    expect(problems.console).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('keeps b after a client navigation to the page (its page data is b too)', async () => {
    const { page, context, problems } = await visitorWithB(true);
    await page.goto(`${h.baseUrl}/pricing/seo`);
    await waitForHydration(page);
    await markDocument(page);
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === '/page-data/services/google-maps.json');
    // The view counted by the app, as the bootstrap counts a document's (src/app/experimentView.ts).
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/views');
    await clickAddedLink(page, ROUTE, 'Google Maps thử nghiệm');
    const answer = await data;
    expect(((await answer.json()) as { experimentVariant?: { variant: string } }).experimentVariant?.variant).toBe('b');
    await page.waitForURL(h.baseUrl + ROUTE);
    await expect.poll(() => heroTitle(page)).toBe(TITLE_B);
    expect((await beacon).postData()).toBe(JSON.stringify({ experiment: 'google-maps-tieu-de', variant: 'b' }));
    expect(await page.evaluate((key) => sessionStorage.getItem(key), EXPERIMENT_STORAGE_KEY)).toBe(JSON.stringify(['google-maps-tieu-de', 'b']));
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('a first visit is given a variant and keeps it on the next visits', async () => {
    const { page, problems } = await openPage(h);
    await page.goto(h.baseUrl + ROUTE);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === COOKIE);
    expect(cookie?.value).toMatch(/^[ab]$/);
    expect(cookie?.httpOnly).toBe(true);
    const title = cookie!.value === 'b' ? TITLE_B : TITLE_A;
    for (let i = 0; i < 3; i++) {
      await page.reload();
      expect(await heroTitle(page)).toBe(title);
    }
    expect(problems.failedRequests).toEqual([]);
    await page.context().close();
  });
});
