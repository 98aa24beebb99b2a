// The page is complete HTML, so its code waits for it: the entry (by the inline bootstrap) and then
// the app's scripts (React, the router, the page's interactive sections) are requested only after
// the first contentful paint, all at once from the list in the boot data, and the page then hydrates. Checked on a fast loopback and on an emulated slow
// phone connection, where early script requests would compete with the page for bandwidth.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../src/model/boot.ts';
import { BOOT_ELEMENT_ID } from '../../src/model/boot.ts';
import { CLIENT_DIR, holdRequests, openPage, startHarness, waitForHydration, type Harness } from './harness.ts';

const ROUTES = ['/', '/hosting', '/blog/seo-topical-map', '/contact', '/templates'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface LoadOrder {
  firstContentfulPaint: number;
  /** Start times of the requests for the scripts the entry loads (boot data `assets.preload`). */
  appScripts: { name: string; startTime: number }[];
  entryStart: number;
  preload: string[];
  modulepreloadsInHtml: number;
}

async function loadOrder(route: string, slowNetwork: boolean): Promise<LoadOrder> {
  const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
  if (slowNetwork) {
    const cdp = await page.context().newCDPSession(page);
    // Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 });
  }
  const response = await page.goto(`${h.baseUrl}${route}`);
  const html = (await response!.text()) ?? '';
  await waitForHydration(page);
  // The islands' code is fetched whether or not an island woke yet (used or in view): all of it, then.
  await page.waitForFunction((bootId) => {
    const boot = JSON.parse(document.getElementById(bootId)!.textContent!) as BootData;
    const fetched = new Set((performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => new URL(r.name).pathname));
    return boot.assets.preload.every((href) => fetched.has(href));
  }, BOOT_ELEMENT_ID);
  const order = await page.evaluate((bootId) => {
    const boot = JSON.parse(document.getElementById(bootId)!.textContent!) as BootData;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const path = (url: string) => new URL(url).pathname;
    return {
      firstContentfulPaint: paint ? paint.startTime : Number.NaN,
      appScripts: resources.filter((r) => boot.assets.preload.includes(path(r.name))).map((r) => ({ name: path(r.name), startTime: r.startTime })),
      entryStart: resources.find((r) => path(r.name) === boot.assets.entry)?.startTime ?? Number.NaN,
      preload: boot.assets.preload,
    };
  }, BOOT_ELEMENT_ID);
  expect(problems.console, route).toEqual([]);
  await page.context().close();
  return { ...order, modulepreloadsInHtml: (html.match(/rel="modulepreload"/g) ?? []).length };
}

describe('paint first: the app is fetched after the first contentful paint', () => {
  it('the entry script stands alone: no static import, no loader helper, no React, under 3 KB gzip', () => {
    const html = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
    const entry = /<script data-entry="([^"]+)"/.exec(html)![1];
    const code = readFileSync(path.join(CLIENT_DIR, entry), 'utf8');
    expect(code).not.toMatch(/\bimport\s*[\w{*]|\bfrom\s*["'`]/);
    expect(code).not.toContain('vite:preloadError');
    // Plain script (it decides when islands wake): React's own markers are absent.
    expect(code).not.toMatch(/react\.transitional\.element|__reactFiber|useSyncExternalStore/);
    expect(gzipSync(code).length).toBeLessThan(3 * 1024);
  });

  it.each(ROUTES)(
    '%s: no module preload in the HTML; the entry and every app script requested after the first contentful paint; hydrated',
    { timeout: 120_000 },
    async (route) => {
      const order = await loadOrder(route, false);
      expect(order.modulepreloadsInHtml).toBe(0);
      expect(order.preload.some((href) => /\/assets\/hydrate-[\w-]+\.js$/.test(href))).toBe(true);
      expect(order.firstContentfulPaint).toBeGreaterThan(0);
      // Each listed script was fetched (from the list, or by the import that needs it)…
      expect(new Set(order.appScripts.map((s) => s.name))).toEqual(new Set(order.preload));
      // …and none before the page had painted.
      for (const script of order.appScripts) expect(script.startTime, `${route} ${script.name}`).toBeGreaterThanOrEqual(order.firstContentfulPaint);
      // The entry too (requested by the bootstrap on the paint entry).
      expect(order.entryStart).toBeGreaterThanOrEqual(order.firstContentfulPaint);
    },
  );

  // Paint entries never reach an observer here (its observe() does nothing): a script waiting for one
  // would never load the entry, and the page would not hydrate.
  it.each([
    ['a hidden page (it paints nothing)', 'hidden'],
    ['a browser without paint timing', 'no paint timing'],
  ])('%s: the entry is requested without waiting for a paint, and the page hydrates', { timeout: 60_000 }, async (_what, pretend) => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.addInitScript((what) => {
      PerformanceObserver.prototype.observe = () => {};
      if (what === 'hidden') Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      else Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] });
    }, pretend);
    // Held until the test has seen the request: it must come without waiting for a paint entry.
    const { requested, release } = await holdRequests(page, '**/assets/entry.client-*.js');
    await page.goto(`${h.baseUrl}/hosting`, { waitUntil: 'commit' });
    await requested;
    release();
    await waitForHydration(page);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('holds on an emulated slow phone connection, load after load', { timeout: 600_000 }, async () => {
    for (const route of ['/', '/contact', '/blog/seo-topical-map']) {
      for (let i = 0; i < 3; i++) {
        const order = await loadOrder(route, true);
        for (const script of order.appScripts) expect(script.startTime, `${route} #${i} ${script.name}`).toBeGreaterThanOrEqual(order.firstContentfulPaint);
        expect(order.entryStart, `${route} #${i} entry`).toBeGreaterThanOrEqual(order.firstContentfulPaint);
        expect(order.appScripts.length).toBe(order.preload.length);
      }
    }
  });
});
