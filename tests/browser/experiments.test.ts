// A/B experiments in Chromium on the built site: a visitor whose cookie holds variant "b" of the
// example experiment (/services/google-maps) sees b's hero with JavaScript off and on, in the HTML
// itself (nothing swapped after load), and following a link to the page from another page brings b
// too: as a plain document load, and as the document the speculation rules prefetched on intent (the
// prefetch carries the cookie and is answered b), counted and kept for a lead.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_STORAGE_KEY } from '../../src/lib/lead.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './harness.ts';
import { deliveryType } from './prefetching.ts';

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

/** A link of another page's <main> to the page under the experiment (/services lists every service). */
const linkToRoute = (page: Page) => page.locator(`main a[href="${ROUTE}"]`).first();

interface Prefetch {
  requestId: string;
  /** The request's headers as sent (the cookie included). */
  sent?: Record<string, string>;
  status?: number;
  /** The answer's headers as received (Set-Cookie included). */
  received?: Record<string, string>;
  finished: boolean;
  /** The browser showed its answer as the next document. */
  used: boolean;
}

/**
 * The speculative prefetches of `route`, from Chromium's own network log (playwright's request
 * events do not show them): the browser's process makes them, not the page.
 */
async function watchPrefetches(page: Page, route: string): Promise<Prefetch[]> {
  const cdp = await page.context().newCDPSession(page);
  const prefetches: Prefetch[] = [];
  const byId = (requestId: string) => prefetches.find((p) => p.requestId === requestId);
  const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Prefetch' && new URL(event.request.url).pathname === route)
      prefetches.push({ requestId: event.requestId, finished: false, used: false });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const prefetch = byId(event.requestId);
    if (prefetch) prefetch.sent = lower(event.headers as Record<string, string>);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const prefetch = byId(event.requestId);
    if (prefetch) prefetch.received = lower(event.headers as Record<string, string>);
  });
  cdp.on('Network.responseReceived', (event) => {
    const prefetch = byId(event.requestId);
    if (prefetch) prefetch.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const prefetch = byId(event.requestId);
    if (prefetch) prefetch.finished = true;
  });
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    const prefetch = byId(event.requestId);
    if (prefetch && event.prefetchStatus === 'PrefetchResponseUsed') prefetch.used = true;
  });
  await cdp.send('Network.enable');
  await cdp.send('Preload.enable');
  return prefetches;
}

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

  it('keeps b when following a link to the page from another page, from the prefetched document too: the prefetch carries the cookie and gets b', async () => {
    const { page, context, problems } = await visitorWithB(true);
    const prefetches = await watchPrefetches(page, ROUTE);
    await page.goto(`${h.baseUrl}/services`);
    await waitForHydration(page);
    expect(prefetches).toEqual([]);
    // The pointer rests on the link: the speculation rules fetch its page.
    const link = linkToRoute(page);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(() => prefetches.some((p) => p.finished), { timeout: 20_000 }).toBe(true);
    const [prefetch] = prefetches;
    expect(prefetch!.sent?.['sec-purpose']).toMatch(/^prefetch/);
    expect(prefetch!.sent?.cookie).toBe(`${COOKIE}=b`);
    expect(prefetch!.status).toBe(200);
    // Kept on b: no new variant assigned, and private to the visitor.
    expect(prefetch!.received?.['set-cookie']).toBeUndefined();
    expect(prefetch!.received?.['cache-control']).toBe('private, no-store');

    // The view counted by the new document's bootstrap (src/app/bootstrapScript.ts).
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/views');
    await link.click();
    await page.waitForURL(h.baseUrl + ROUTE);
    // The document shown is that prefetch's answer: what it shows is what the prefetch got.
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    await expect.poll(() => prefetch!.used).toBe(true);
    expect(prefetches).toHaveLength(1);
    expect(await heroTitle(page)).toBe(TITLE_B);
    expect(await page.locator('meta[name="experiment"]').getAttribute('content')).toBe('google-maps-tieu-de b');
    expect((await beacon).postData()).toBe(JSON.stringify({ experiment: 'google-maps-tieu-de', variant: 'b' }));
    expect(await page.evaluate((key) => sessionStorage.getItem(key), EXPERIMENT_STORAGE_KEY)).toBe(JSON.stringify(['google-maps-tieu-de', 'b']));
    await waitForHydration(page);
    expect(await heroTitle(page)).toBe(TITLE_B);
    expect((await context.cookies()).filter((c) => c.name === COOKIE).map((c) => c.value)).toEqual(['b']);
    expect(problems.console).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('keeps b when following a link to the page with JavaScript off: no prefetch, a plain document load', async () => {
    const { page, context, problems } = await visitorWithB(false);
    const prefetches = await watchPrefetches(page, ROUTE);
    await page.goto(`${h.baseUrl}/services`);
    const link = linkToRoute(page);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const loaded = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === ROUTE);
    await link.click();
    const answer = await loaded;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('cookie')).toBe(`${COOKIE}=b`);
    expect(await answer.headerValue('set-cookie')).toBeNull();
    await page.waitForURL(h.baseUrl + ROUTE);
    expect(await deliveryType(page)).toBe('');
    expect(prefetches).toEqual([]);
    expect(await heroTitle(page)).toBe(TITLE_B);
    expect(await page.locator('meta[name="experiment"]').getAttribute('content')).toBe('google-maps-tieu-de b');
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
