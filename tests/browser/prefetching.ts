// Going to another page in the browser tests: the document's speculation rules
// (src/app/speculationRules.ts) have Chromium fetch a link's page on intent. Playwright's request
// events do not show these speculative requests: Chromium reports them through the DevTools
// protocol's Preload domain, and a document shown from one has the delivery type below.
import type { Locator, Page } from 'playwright-core';

/**
 * How the browser got the document shown: its HTTP status, why it was loaded ('navigate', 'reload',
 * 'back_forward') and its delivery ('navigational-prefetch': fetched ahead on intent; '' at the click).
 */
export const arrival = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string };
    return { status: entry.responseStatus, type: entry.type, deliveryType: entry.deliveryType };
  });

/** The document shown's delivery: 'navigational-prefetch' when it was fetched ahead on intent. */
export const deliveryType = async (page: Page) => (await arrival(page)).deliveryType;

/** Rests the pointer on a link (scrolling it into view) until the browser has fetched its page ahead. */
export async function hoverUntilPrefetched(page: Page, link: Locator): Promise<void> {
  const url = new URL((await link.getAttribute('href'))!, page.url()).href;
  const cdp = await page.context().newCDPSession(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.prefetchUrl === url && event.status === 'Ready') resolve();
    });
    timer = setTimeout(() => reject(new Error(`${url} was not prefetched while the pointer rested on its link`)), 30_000);
  });
  await cdp.send('Preload.enable');
  await link.hover();
  try {
    await ready;
  } finally {
    clearTimeout(timer);
    await cdp.detach();
  }
}

/** Rests the pointer on a link until its page is prefetched, then clicks it. */
export async function followPrefetched(page: Page, link: Locator): Promise<void> {
  await hoverUntilPrefetched(page, link);
  await link.click();
}

/** The prefetches Chromium makes for `page` from now on, by URL with its latest status ('Ready': fetched, kept for a navigation). */
export async function watchPrefetches(page: Page): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Preload.prefetchStatusUpdated', (event) => void statuses.set(event.prefetchUrl, event.status));
  await cdp.send('Preload.enable');
  return statuses;
}
