// Going to another page: a document, fetched ahead on intent by the document's speculation rules
// (src/app/speculationRules.ts). Chromium reports each prefetch through the DevTools protocol's
// Preload domain; a document shown from one has the delivery type "navigational-prefetch".
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness, waitForHydration } from './harness.ts';
import { deliveryType } from './prefetching.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Follows the page's speculation rules and prefetches: each rule set's error (or 'ok') and each prefetch's path and status. */
async function watchPrefetches(page: Page): Promise<{ rules: string[]; prefetched: Map<string, string[]>; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const rules: string[] = [];
  const prefetched = new Map<string, string[]>();
  cdp.on('Preload.ruleSetUpdated', (event) => rules.push(event.ruleSet.errorType ?? 'ok'));
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    const url = new URL(event.prefetchUrl);
    const key = url.origin === h.baseUrl ? url.pathname : url.href;
    prefetched.set(key, [...(prefetched.get(key) ?? []), event.status]);
  });
  await cdp.send('Preload.enable');
  return { rules, prefetched, cdp };
}

/** Puts links at the top of <main>: [href, id, download?]. */
async function addLinks(page: Page, links: [href: string, id: string, download?: boolean][]): Promise<void> {
  await page.evaluate((links) => {
    for (const [href, id, download] of links) {
      const link = document.createElement('a');
      link.href = href;
      link.id = id;
      link.textContent = id;
      link.style.display = 'block';
      if (download) link.setAttribute('download', '');
      document.getElementById('main')!.prepend(link);
    }
  }, links);
}

describe('going to another page', () => {
  it('prefetches the page a pointer rests on, and shows it from the prefetch on the click; never the API, a file, a download or another site', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    const { rules, prefetched } = await watchPrefetches(page);
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    // The rules were read (the Content-Security-Policy allows them by their hash: no violation reported).
    expect(rules).toEqual(['ok']);
    await addLinks(page, [
      ['/api/views', 'api'],
      ['/favicon.svg', 'file'],
      ['/hosting', 'download', true],
      ['https://example.com/', 'elsewhere'],
      ['/services/seo', 'control'],
      ['/pricing/seo', 'page'],
    ]);
    // A press is the "moderate" signal that starts a prefetch at once (a pointer resting on a link starts
    // one after the browser's own delay): each link is pressed, its click kept from leaving the page.
    await page.evaluate(() =>
      document.getElementById('main')!.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')?.id !== 'page') event.preventDefault();
      }),
    );
    for (const id of ['api', 'file', 'download', 'elsewhere']) await page.click(`#${id}`);
    // Then a page's link is pressed the same way: its prefetch, started after theirs by the same rules, is
    // reported; one of theirs would have been reported before it.
    await page.click('#control');
    await expect.poll(() => prefetched.has('/services/seo'), { timeout: 10_000 }).toBe(true);
    expect([...prefetched.keys()]).toEqual(['/services/seo']);
    await page.hover('#page');
    await expect.poll(() => prefetched.get('/pricing/seo')?.at(-1), { timeout: 10_000 }).toBe('Ready');
    expect([...prefetched.keys()]).toEqual(['/services/seo', '/pricing/seo']);
    await page.click('#page');
    await page.waitForURL(`${h.baseUrl}/pricing/seo`);
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Bảng giá SEO');
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    // The page's own scripts run as on any load: its islands hydrate.
    await waitForHydration(page);
    expect(problems.console).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('on a phone, a finger going down on a link starts its prefetch, and the tap shows the page', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { prefetched } = await watchPrefetches(page);
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await addLinks(page, [['/hosting', 'page']]);
    expect(prefetched.size).toBe(0);
    await page.tap('#page');
    await page.waitForURL(`${h.baseUrl}/hosting`);
    expect(prefetched.get('/hosting')).toContain('Running');
    expect(await page.title()).toContain('Hosting');
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it("a prefetched page under an A/B test is the visitor's variant: shown on the click, kept on the next load", async () => {
    for (let run = 0; run < 3; run++) {
      const { page } = await openPage(h, { viewport: { width: 1280, height: 800 } });
      const { prefetched } = await watchPrefetches(page);
      await page.goto(`${h.baseUrl}/about`);
      await waitForHydration(page);
      await addLinks(page, [['/services/google-maps', 'test-page']]);
      await page.hover('#test-page');
      await expect.poll(() => prefetched.get('/services/google-maps')?.at(-1), { timeout: 10_000 }).toBe('Ready');
      // The prefetch's answer assigned the variant (its cookie is stored as any answer's).
      const cookie = (await page.context().cookies()).find((c) => c.name.startsWith('ab_'));
      expect(cookie?.value).toMatch(/^[a-z]$/);
      await page.click('#test-page');
      await page.waitForURL(`${h.baseUrl}/services/google-maps`);
      expect(await deliveryType(page)).toBe('navigational-prefetch');
      const shown = () => page.evaluate(() => document.querySelector('meta[name="experiment"]')?.getAttribute('content')?.split(' ')[1]);
      expect(await shown()).toBe(cookie!.value);
      await page.reload();
      expect(await shown()).toBe(cookie!.value);
      await page.context().close();
    }
  });
});
