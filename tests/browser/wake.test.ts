// Islands sleep until used (src/app/islands/wake.ts): a page nobody touches runs no React, and a
// pointer heading for a link only has the browser prefetch that page's document (links load
// documents: src/app/speculationRules.ts); the first use wakes its island, and what the visitor did
// while its code was still on the way is not lost nor done twice. The islands' module is held back by the test (as on a slow phone), released after a
// varying delay, load after load, so the order of events is the browser's, not this machine's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../src/model/boot.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import { PREFETCH_MARGIN, WAKE_MARGIN } from '../../src/app/islands/strategies/visible.ts';
import {
  CLIENT_DIR,
  holdRequests,
  isSameDocument,
  islandAwake,
  islandHasRoot,
  islandNear,
  markDocument,
  openPage,
  pageIdle,
  startHarness,
  waitForHydration,
  type Harness,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const site = validateProject().model!.site;
/** The islands' React side (src/app/hydrate.tsx), which the entry imports when an island wakes. */
const islandsModule = readdirSync(path.join(CLIENT_DIR, 'assets')).find((file) => /^hydrate-[\w-]+\.js$/.test(file))!;
const HOLDS_MS = [0, 40, 250, 700];

/** Opens `route` with the islands' module held back until `release()` (fetched after the first paint). */
async function openHeld(route: string, viewport: { width: number; height: number }) {
  const { page, problems } = await openPage(h, { viewport });
  const { release } = await holdRequests(page, `**/assets/${islandsModule}`);
  await page.goto(`${h.baseUrl}${route}`);
  await waitForHydration(page);
  return { page, problems, release };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('islands wake on first use', () => {
  it('a content page nobody touches runs no React: its islands sleep, their code is only fetched; a pointer on a link only prefetches its page', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
    });
    // The speculative prefetches Chromium makes (playwright's request events do not show them).
    const prefetched = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Preload.prefetchStatusUpdated', (event) => void prefetched.set(event.prefetchUrl, event.status));
    await cdp.send('Preload.enable');
    await page.goto(`${h.baseUrl}/hosting`);
    await waitForHydration(page);
    await expect.poll(() => scripts).toContain(islandsModule);
    // The shell's islands wake on a sign of use inside them only: none was made, and the page has run all
    // it had queued since its load (pageIdle). Still nothing has run.
    await pageIdle(page);
    const asleep = async () => {
      for (const island of ['header', 'dock']) {
        expect(await islandAwake(page, island), island).toBe(false);
        expect(await islandHasRoot(page, island), island).toBe(false);
      }
    };
    await asleep();
    // The pointer resting on a link of the page (outside the islands) gets its document ready, and wakes nothing.
    const link = page.locator('main a[href^="/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.hover();
    await expect.poll(() => prefetched.get(new URL(href, h.baseUrl).href)).toBe('Ready');
    // The hover's events were handled before hover() returned (an island marks itself awake inside the
    // event), and what they queued has run by pageIdle.
    await pageIdle(page);
    await asleep();
    // The first sign of use wakes the header only.
    await page.getByRole('button', { name: site.ui.openMenu }).hover();
    await expect.poll(() => islandHasRoot(page, 'header')).toBe(true);
    expect(await islandAwake(page, 'header')).toBe(true);
    expect(await islandHasRoot(page, 'dock')).toBe(false);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  /** The island of the home page's lead form, far below the fold on a phone. */
  const homeForm = async (page: Page) => (await page.locator('[data-island]:has(form)').getAttribute('data-island'))!;
  /** Scrolls so that an island's content starts `screens` screen heights below the bottom of the viewport. */
  const scrollToScreensBelow = (page: Page, island: string, screens: number) =>
    page.evaluate(
      ([id, below]) => {
        const box = document.querySelector(`[data-island="${id}"] > *`)!.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + box.top - (1 + below) * window.innerHeight);
      },
      [island, screens] as const,
    );

  it.each(['/', '/?utm_source=zalo&utm_medium=oa&fbclid=IwAR0x&zarsrc=30'])(
    '%s: a section far below the fold sleeps until it comes near the viewport (campaign parameters carry no section state)',
    async (route) => {
      const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
      await page.goto(`${h.baseUrl}${route}`);
      await waitForHydration(page);
      const form = await homeForm(page);
      // Not within a screen, by an observer whose report comes with the island's own (same frame, one task).
      expect(await islandNear(page, form, WAKE_MARGIN)).toBe(false);
      expect(await islandAwake(page, form)).toBe(false);
      expect(await islandHasRoot(page, form)).toBe(false);
      // Its button stays disabled while asleep (the prerendered form cannot send).
      expect(await page.locator(`[data-island="${form}"] button[type="submit"]`).isDisabled()).toBe(true);
      // Coming within a screen of the viewport wakes it, before the visitor reaches it.
      await scrollToScreensBelow(page, form, 0.5);
      await expect.poll(() => islandHasRoot(page, form)).toBe(true);
      await expect.poll(() => page.locator(`[data-island="${form}"] button[type="submit"]`).isDisabled()).toBe(false);
      expect(problems.console).toEqual([]);
      await page.context().close();
    },
  );

  it('/: the code of a section far below the fold is fetched only once it comes within three screens, before it wakes', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    const requested = new Set<string>();
    page.on('request', (request) => void requested.add(new URL(request.url()).pathname));
    await page.goto(`${h.baseUrl}/`);
    await waitForHydration(page);
    const form = await homeForm(page);
    const assets = await page.evaluate(() => (JSON.parse(document.getElementById('boot-data')!.textContent!) as BootData).assets);
    const formFiles = assets.islands?.[form] ?? [];
    expect(formFiles.length).toBeGreaterThan(0);
    // The page's first load (React and the shell's islands) is fetched; the form's code is not.
    await expect.poll(() => assets.preload.filter((file) => !requested.has(file))).toEqual([]);
    // Not within three screens, by an observer whose report comes with the island's own; its code would
    // have been asked for as modulepreload links, added in the tasks that follow (done by pageIdle).
    expect(await islandNear(page, form, PREFETCH_MARGIN)).toBe(false);
    await pageIdle(page);
    expect(await page.evaluate((files) => files.filter((file) => document.querySelector(`link[href="${file}"]`)), formFiles)).toEqual([]);
    expect(formFiles.filter((file) => requested.has(file))).toEqual([]);
    // Two screens below the viewport: within the three screens that fetch, beyond the one that wakes.
    await scrollToScreensBelow(page, form, 2);
    await expect.poll(() => formFiles.filter((file) => !requested.has(file))).toEqual([]);
    expect(await islandAwake(page, form)).toBe(false);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it("on a URL with a section's state every section wakes at load: a ?tab= far down the page shows its panel before it is reached", async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.baseUrl}/services/content-marketing?tab=library`);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const sectionIslands = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].map((carrier) => carrier.getAttribute('data-island')!).filter((id) => /^s\d+$/.test(id)),
    );
    expect(sectionIslands.length).toBeGreaterThan(0);
    for (const id of sectionIslands) expect(await islandHasRoot(page, id), id).toBe(true);
    // Far below the first screen, and already on the tab the URL names.
    const tabs = page.locator('[role="tablist"]').first();
    expect(await tabs.evaluate((list) => list.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await expect.poll(() => page.getByRole('tab', { selected: true }).first().getAttribute('aria-controls')).toMatch(/library/);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it("a link on the page to its own URL with a section's state loads that URL: every section wakes at load, and the tab far down shows it before it is reached", async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.baseUrl}/services/content-marketing`);
    await waitForHydration(page);
    const tabsIsland = await page
      .locator('[role="tablist"]')
      .first()
      .evaluate((list) => list.closest('[data-island]')!.getAttribute('data-island')!);
    expect(await islandHasRoot(page, tabsIsland)).toBe(false);
    await markDocument(page);
    // As an author's call to action at the top of the page would link (a plain link of prerendered HTML).
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/services/content-marketing?tab=library', textContent: 'Xem thư viện' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Xem thư viện' }).click();
    await page.waitForURL(/\?tab=library$/);
    // Another page of the history: its document, loaded by the browser (prefetched on the press).
    expect(await isSameDocument(page)).toBe(false);
    await waitForHydration(page);
    await expect.poll(() => islandHasRoot(page, tabsIsland)).toBe(true);
    await expect.poll(() => page.getByRole('tab', { selected: true }).first().getAttribute('aria-controls')).toMatch(/library/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page
        .locator('[role="tablist"]')
        .first()
        .evaluate((list) => list.getBoundingClientRect().top > window.innerHeight),
    ).toBe(true);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it.each(HOLDS_MS)(
    'a tab tapped while its code is %i ms away is the tab shown once it runs (no full reload, nothing lost)',
    { timeout: 60_000 },
    async (hold) => {
      const { page, problems, release } = await openHeld('/services/content-marketing', { width: 390, height: 844 });
      const tablist = page.locator('[role="tablist"]').first();
      const tabsIsland = await tablist.evaluate((list) => list.closest('[data-island]')!.getAttribute('data-island')!);
      // Scrolled to: the island wakes and asks for its code, which the test holds back.
      await tablist.scrollIntoViewIfNeeded();
      await expect.poll(() => islandAwake(page, tabsIsland)).toBe(true);
      expect(await islandHasRoot(page, tabsIsland)).toBe(false);
      await markDocument(page);
      const third = tablist.getByRole('tab').nth(2);
      const thirdPanel = (await third.getAttribute('aria-controls'))!;
      await third.click();
      await sleep(hold);
      release();
      await expect.poll(() => islandHasRoot(page, tabsIsland)).toBe(true);
      await expect.poll(() => third.getAttribute('aria-selected')).toBe('true');
      await expect(page.locator(`#${thirdPanel}`).isVisible()).resolves.toBe(true);
      // The same document (a full load would have dropped the mark), and the tab stays chosen once the
      // island's hydration, effects and replays (React's tasks) are all done.
      expect(await isSameDocument(page)).toBe(true);
      await pageIdle(page);
      expect(await third.getAttribute('aria-selected')).toBe('true');
      expect(await tablist.getByRole('tab', { selected: true }).count()).toBe(1);
      expect(problems.console).toEqual([]);
      await page.context().close();
    },
  );

  it.each(HOLDS_MS)('a tap on the mobile menu while its code is %i ms away opens it once, with no CSS menu meanwhile', { timeout: 60_000 }, async (hold) => {
    const { page, problems, release } = await openHeld('/hosting', { width: 390, height: 844 });
    const toggle = page.locator('[data-island="header"] nav > button[aria-controls]');
    await toggle.click();
    // Awake at once: the menu that CSS shows to pages without JavaScript does not open and then close.
    expect(await islandAwake(page, 'header')).toBe(true);
    expect(await page.locator('[data-island="header"] nav > div[id]').isVisible()).toBe(false);
    await sleep(hold);
    release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe(site.ui.closeMenu);
    // Stays open once the island has done all it queued (the tap is not handled twice), and works from then on.
    await pageIdle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it.each(HOLDS_MS)('the dock toggled while its code is %i ms away opens once', { timeout: 60_000 }, async (hold) => {
    const { page, problems, release } = await openHeld('/about', { width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: site.ui.dock, exact: true });
    // The dock comes in once the page is scrolled (nothing floats over the first screen).
    await page.evaluate(() => window.scrollTo(0, 400));
    await toggle.waitFor({ state: 'visible' });
    await toggle.click();
    await sleep(hold);
    release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Still open once the island has done all it queued: the toggle was handled once.
    await pageIdle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#dock-links').isVisible()).toBe(true);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it.each(HOLDS_MS)('a menu group hovered while its code is %i ms away opens once it runs, and follows the mouse', { timeout: 60_000 }, async (hold) => {
    const { page, problems, release } = await openHeld('/hosting', { width: 1280, height: 800 });
    const group = page.locator('[data-island="header"] li:has(> button[aria-expanded])').first();
    await group.locator('> button').hover();
    await sleep(hold);
    release();
    await expect.poll(() => group.locator('> button').getAttribute('aria-expanded')).toBe('true');
    expect(await group.locator('> ul').isVisible()).toBe(true);
    await page.mouse.move(5, 700);
    await expect.poll(() => group.locator('> button').getAttribute('aria-expanded')).toBe('false');
    expect(await group.locator('> ul').isVisible()).toBe(false);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it.each(HOLDS_MS)('ArrowDown on a menu group while its code is %i ms away opens it at its first link', { timeout: 60_000 }, async (hold) => {
    const { page, problems, release } = await openHeld('/hosting', { width: 1280, height: 800 });
    const button = page.locator('[data-island="header"] li > button[aria-expanded]').first();
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await sleep(hold);
    release();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const firstLink = page.locator('[data-island="header"] li:has(> button[aria-expanded]) > ul a').first();
    await expect.poll(() => firstLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it('when the code cannot load, the menu works as without JavaScript (CSS), and a later use tries again', { timeout: 60_000 }, async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 } });
    let fail = true;
    await page.route(`**/assets/${islandsModule}*`, (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${h.baseUrl}/hosting`);
    await waitForHydration(page);
    const toggle = page.locator('[data-island="header"] nav > button[aria-controls]');
    await toggle.click();
    // The load failed: asleep again, and the tapped toggle (focused) shows the menu by CSS.
    await expect.poll(() => islandAwake(page, 'header')).toBe(false);
    expect(await page.locator('[data-island="header"] nav > div[id]').isVisible()).toBe(true);
    fail = false;
    await toggle.evaluate((element) => (element as HTMLElement).blur());
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  it(
    "when a section's own code cannot load, the section keeps its HTML (no error notice), sleeps again, and a later use wakes it",
    { timeout: 60_000 },
    async () => {
      // The domain checker's example: the first thing on its catalogue page, so it wakes at load.
      const { page } = await openPage(h, { viewport: { width: 390, height: 844 } });
      let fail = true;
      await page.route('**/assets/DomainChecker-*.js', (route) => (fail ? route.abort() : route.continue()));
      await page.goto(`${h.baseUrl}/_catalogue/domain-checker`);
      await waitForHydration(page);
      const field = page.locator('[data-island="s0"] input[name="name"]');
      await expect.poll(() => islandAwake(page, 's0')).toBe(false);
      expect(await islandHasRoot(page, 's0')).toBe(false);
      expect(await page.locator('[data-section-error]').count()).toBe(0);
      expect(await field.isVisible()).toBe(true);
      fail = false;
      await field.focus();
      await expect.poll(() => islandHasRoot(page, 's0')).toBe(true);
      await expect.poll(() => islandAwake(page, 's0')).toBe(true);
      expect(await page.locator('[data-section-error]').count()).toBe(0);
      await page.context().close();
    },
  );
});
