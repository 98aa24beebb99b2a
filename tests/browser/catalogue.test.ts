// The section catalogue in the built site: prerendered with noindex, page data for client
// navigation, not in sitemap.xml, a first load like any page's (each example's code loads when its
// island wakes); in Chromium every registered type with its heading, example and copy button, an
// example far down waking with its code when scrolled to, copying by keyboard, the table of
// contents, and no serious axe violation.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../src/app/boot.ts';
import { isPrerendered } from '../../src/app/prerendered.ts';
import { CATALOGUE_ROUTE } from '../../src/engine/catalogue.ts';
import { DEFERRED_LAYOUT_ATTRIBUTE } from '../../src/render/deferredLayout.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import {
  bootDataOf,
  CLIENT_DIR,
  holdRequests,
  islandAwake,
  islandHasRoot,
  isSameDocument,
  markDocument,
  openPage,
  startHarness,
  type Harness,
  waitForHydration,
  clickAddedLink,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const built = (rel: string) => readFileSync(path.join(CLIENT_DIR, rel), 'utf8');
const catalogueHtml = () => built(`${CATALOGUE_ROUTE.slice(1)}/index.html`);

async function open(page: Page) {
  expect((await page.goto(h.baseUrl + CATALOGUE_ROUTE))?.status()).toBe(200);
  await waitForHydration(page);
}

describe('section catalogue, build output', () => {
  it('is prerendered with noindex and has page data, with every registered type', () => {
    const html = catalogueHtml();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const type of registeredSectionTypes) expect(html, type).toMatch(new RegExp(`<article id="${type}"[^>]*>[\\s\\S]*?data-section="${type}"`));
    const data = JSON.parse(built(`page-data/${CATALOGUE_ROUTE.slice(1)}.json`)) as PageData;
    expect(data.noindex).toBe(true);
    expect(data.catalogue!.map((e) => e.type)).toEqual(registeredSectionTypes);
  });

  it("sends each example's JSON once: shown in the document, left out of its boot data (the page data for client navigation has it)", () => {
    const html = catalogueHtml();
    const boot = bootDataOf(html);
    const data = JSON.parse(built(`page-data/${CATALOGUE_ROUTE.slice(1)}.json`)) as PageData;
    expect(boot.page!.catalogue!.map((e) => e.type)).toEqual(registeredSectionTypes);
    for (const entry of boot.page!.catalogue!) expect(entry.json, entry.type).toBeUndefined();
    for (const entry of data.catalogue!) expect(entry.json!.length, entry.type).toBeGreaterThan(20);
  });

  it("loads what any page with interactive sections loads first; each example's code is listed for its own island", () => {
    const boot = bootDataOf(catalogueHtml());
    const firstLoad = new Set(boot.assets.preload);
    const islands = boot.assets.islands!;
    const interactive = boot.page!.sections.flatMap((section, index) => (isPrerendered(section) ? [] : [index]));
    expect(interactive.length).toBeGreaterThan(3);
    for (const index of interactive) {
      expect(islands[`s${index}`]?.length, `example ${index}`).toBeGreaterThan(0);
      for (const file of islands[`s${index}`]!) expect(firstLoad.has(file), file).toBe(false);
    }
    for (const index of boot.page!.catalogue!.keys()) expect(islands[`c${index}`]?.length, `copy button ${index}`).toBeGreaterThan(0);
    // Together they are what client navigation to the catalogue loads at once (its view aside).
    const listed = new Set([...firstLoad, ...Object.values(islands).flat()]);
    const data = JSON.parse(built(`page-data/${CATALOGUE_ROUTE.slice(1)}.json`)) as PageData;
    expect(data.modules!.filter((file) => !listed.has(file))).toEqual([expect.stringMatching(/^\/assets\/Catalogue-[\w-]+\.js$/)]);
  });

  it('is not in sitemap.xml, while the content pages are', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('_catalogue');
    expect(sitemap).toContain('/pricing/seo</loc>');
  });
});

describe('section catalogue in Chromium', () => {
  it('shows each type with its heading, example and copy button, without console errors', async () => {
    const { page, problems } = await openPage(h);
    await open(page);
    expect(await page.locator('h1').first().textContent()).toBe('Danh mục section');
    for (const type of registeredSectionTypes) {
      const article = page.locator(`article#${type}`);
      expect(await article.getByRole('heading', { level: 2, name: type, exact: true }).count(), type).toBe(1);
      expect(await article.locator(`[data-section="${type}"]`).count(), type).toBeGreaterThan(0);
      expect(await article.getByRole('button', { name: `Sao chép JSON của ${type}` }).isVisible(), type).toBe(true);
    }
    expect(await page.locator('[data-section-error]').count()).toBe(0);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('wakes an example far down with its own code when it comes near the view; it then works', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page);
    await page.waitForLoadState('networkidle');
    const boot = bootDataOf(catalogueHtml());
    const island = `s${boot.page!.sections.findIndex((section) => section.type === 'tabs')}`;
    const code = boot.assets.islands![island]![0]!;
    const awake = () => islandAwake(page, island);
    expect(await awake()).toBe(false);
    expect(requested).not.toContain(code);

    await page.locator('article#tabs').scrollIntoViewIfNeeded();
    await expect.poll(awake).toBe(true);
    // Woken is not yet running: wait for its React root (a tab pressed earlier is a case of tests/browser/wake.test.ts).
    await expect.poll(() => islandHasRoot(page, island)).toBe(true);
    const tab = page.locator('article#tabs').getByRole('tab', { name: 'Bảng giá' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(requested).toContain(code);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('copies an example by keyboard and announces it (its JSON read back from the document); the table of contents jumps to a type', async () => {
    const { page } = await openPage(h, { permissions: ['clipboard-read', 'clipboard-write'] });
    await open(page);
    const data = (await (await page.request.get(`${h.baseUrl}/page-data/${CATALOGUE_ROUTE.slice(1)}.json`)).json()) as PageData;
    const button = page.getByRole('button', { name: 'Sao chép JSON của planGrid' });
    await button.focus();
    await page.keyboard.press('Enter');
    const status = page.locator('article#planGrid [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Đã sao chép');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.catalogue!.find((e) => e.type === 'planGrid')!.json);
    await page.getByRole('button', { name: 'Sao chép JSON của faq' }).focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.catalogue!.find((e) => e.type === 'faq')!.json);

    await page
      .getByRole('navigation', { name: /Mục lục/ })
      .getByRole('link', { name: 'tabs', exact: true })
      .click();
    await page.waitForURL(/#tabs$/);
    await expect
      .poll(() =>
        page
          .locator('article#tabs h2')
          .first()
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
    await page.context().close();
  });

  it('lays out only what is near the view until after load, then every entry', async () => {
    const { page, problems } = await openPage(h);
    const entry = await holdRequests(page, /\/entry\.client-[^/]*\.js$/);
    await page.goto(`${h.baseUrl}${CATALOGUE_ROUTE}`, { waitUntil: 'domcontentloaded' });
    await entry.requested;
    // No script yet: the browser renders the entries near the view only.
    const rendered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main article[id]')].map((a) => [a.id, a.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true })]),
      );
    const before = Object.fromEntries(await rendered());
    expect(before.hero).toBe(true);
    expect(before.tabs).toBe(false);
    expect(await page.locator(`main [${DEFERRED_LAYOUT_ATTRIBUTE}]`).count()).toBe(registeredSectionTypes.length + 1);

    entry.release();
    await expect.poll(() => page.locator(`[${DEFERRED_LAYOUT_ATTRIBUTE}]`).count()).toBe(0);
    expect((await rendered()).every(([, visible]) => visible)).toBe(true);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a #type the page loads with: every entry is laid out before any script file arrives, and the view is on the type', async () => {
    const { page, problems } = await openPage(h);
    const entry = await holdRequests(page, /\/entry\.client-[^/]*\.js$/);
    await page.goto(`${h.baseUrl}${CATALOGUE_ROUTE}#tabs`, { waitUntil: 'domcontentloaded' });
    await entry.requested;
    expect(await page.locator(`[${DEFERRED_LAYOUT_ATTRIBUTE}]`).count()).toBe(0);
    const headingTop = () =>
      page
        .locator('article#tabs h2')
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(headingTop).toBeGreaterThanOrEqual(0);
    expect(await headingTop()).toBeLessThan(200);
    entry.release();
    await waitForHydration(page);
    const top = await headingTop();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('rendered by client navigation, lays out its entries in steps too, and copies its examples', async () => {
    const { page, problems } = await openPage(h, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await markDocument(page);
    // No page links to it (an authors' page): a link added for the test, followed in the app.
    await clickAddedLink(page, CATALOGUE_ROUTE, 'Danh mục section');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Danh mục section');
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => page.locator(`[${DEFERRED_LAYOUT_ATTRIBUTE}]`).count()).toBe(0);
    expect(await page.locator('main article[id]').count()).toBe(registeredSectionTypes.length);
    // Its copy buttons copy the JSON of the page data (the document loaded had none of it).
    const data = (await (await page.request.get(`${h.baseUrl}/page-data/${CATALOGUE_ROUTE.slice(1)}.json`)).json()) as PageData;
    await page.getByRole('button', { name: 'Sao chép JSON của tabs' }).click();
    await expect.poll(() => page.locator('article#tabs [role="status"]').textContent()).toBe('Đã sao chép');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.catalogue!.find((e) => e.type === 'tabs')!.json);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('is readable with JavaScript off: every example is in the HTML', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(h.baseUrl + CATALOGUE_ROUTE))?.status()).toBe(200);
    for (const type of registeredSectionTypes) expect(await page.locator(`article#${type} [data-section="${type}"]`).count(), type).toBeGreaterThan(0);
    await page.context().close();
  });

  it('has no serious or critical axe-core violations', { timeout: 120_000 }, async () => {
    const { page } = await openPage(h, { viewport: { width: 360, height: 740 } });
    await open(page);
    // Positions inside entries not yet laid out are guesses: axe measures the page as it ends up.
    await expect.poll(() => page.locator(`[${DEFERRED_LAYOUT_ATTRIBUTE}]`).count()).toBe(0);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    await page.context().close();
  });
});
