// The section catalogue in the built site: an index and a page per section type, prerendered with
// noindex, each example's JSON sent once (in the document, not in the boot data), not in
// sitemap.xml; the index loads no section code, a type's page what any page with its sections
// loads, and no page ships the catalogue's view as code; in Chromium every section type's page
// with its example live and a copy button, an interactive example working, copying by keyboard,
// links from the index followed as documents (prefetched on intent), old #type links, JavaScript
// off, and no serious axe violation. What the pages must show is read from the files, not from the
// code that builds them: the section folders, each one's schema.json and example.json.
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueTypePage } from '../../src/model/boot.ts';
import { isPrerendered } from '../../src/model/prerendered.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import {
  bootDataOf,
  builtHtmlOf,
  CLIENT_DIR,
  clickAddedLink,
  holdRequests,
  islandAwake,
  islandHasRoot,
  isSameDocument,
  markDocument,
  openPage,
  pageIdle,
  startHarness,
  type Harness,
  waitForHydration,
} from './harness.ts';
import { deliveryType, followPrefetched } from './prefetching.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CATALOGUE_ROUTE = '/_catalogue';
const SECTIONS_DIR = path.join(PROJECT_ROOT, 'src/sections');
/** The section types: the folders of src/sections with an example, in name order. */
const types = readdirSync(SECTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(SECTIONS_DIR, entry.name, 'example.json')))
  .map((entry) => entry.name)
  .sort();
/** A type's page, in the hyphenated form of every route (entryHeader → /_catalogue/entry-header). */
const routeOf = (type: string) => `${CATALOGUE_ROUTE}/${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
const typeRoutes = types.map(routeOf);
/** A type's example.json, as its file has it. */
const exampleOf = (type: string) => JSON.parse(readFileSync(path.join(SECTIONS_DIR, type, 'example.json'), 'utf8')) as unknown;
/** A type's description, as its schema.json has it. */
const descriptionOf = (type: string) => (JSON.parse(readFileSync(path.join(SECTIONS_DIR, type, 'schema.json'), 'utf8')) as { description: string }).description;
/** The boot data of a route's built document. */
const bootOf = (route: string) => bootDataOf(builtHtmlOf(route));
/** Types whose example has behaviour: prerendered ones are HTML in the document. */
const interactive = types.filter((type) => !isPrerendered(bootOf(routeOf(type)).page!.sections[0]!));
/** Text as React writes it in HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
const unescapeHtml = (html: string) =>
  html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
/** The JSON a built type page shows (its one <pre><code>), as text. */
const shownJson = (html: string) => unescapeHtml(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!);
/** Words of the catalogue's view (src/renderer/Catalogue.tsx), which the build renders and no script needs. */
const VIEW_WORDS = ['Vị trí trong danh mục', 'Loại section khác'];

/** Waits until the document's h1 reads `text` (headings show no-break spaces between a word's syllables). */
const waitForH1 = (page: Page, text: string) =>
  page.waitForFunction((text) => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === text, text);

async function open(page: Page, route: string) {
  expect((await page.goto(h.baseUrl + route))?.status(), route).toBe(200);
  await waitForHydration(page);
}

describe('section catalogue, build output', () => {
  it('prerenders the index and a page per registered type, each noindex (in its head and its boot data)', () => {
    const index = builtHtmlOf(CATALOGUE_ROUTE);
    expect(index).toContain('<meta name="robots" content="noindex"/>');
    expect(types.length).toBeGreaterThan(20);
    // Every type, in name order, linked to its page and described as its schema says.
    expect([...index.matchAll(/<li id="(\w+)"[^>]*><a href="([^"]+)"/g)].map(([, type, href]) => [type, href])).toEqual(
      types.map((type) => [type, routeOf(type)]),
    );
    for (const type of types) expect(index, type).toContain(escapeHtml(descriptionOf(type)));
    expect(bootDataOf(index).page!.catalogue).toMatchObject({ kind: 'index' });
    expect(bootDataOf(index).page!.noindex).toBe(true);
    for (const [i, route] of typeRoutes.entries()) {
      const html = builtHtmlOf(route);
      expect(html, route).toContain('<meta name="robots" content="noindex"/>');
      expect(html, route).toContain(`data-section="${types[i]}"`);
      expect(bootDataOf(html).page!.noindex, route).toBe(true);
    }
  });

  it("sends each example's JSON once: shown in its page's document as its example.json has it, left out of the boot data", () => {
    for (const [i, route] of typeRoutes.entries()) {
      const html = builtHtmlOf(route);
      const boot = bootDataOf(html);
      expect(boot.page!.catalogue, route).toMatchObject({ kind: 'type' });
      expect((boot.page!.catalogue as CatalogueTypePage).entry.json, route).toBeUndefined();
      const json = shownJson(html);
      expect(JSON.parse(json), route).toEqual(exampleOf(types[i]!));
      // Once in the whole document, as HTML text (the boot data, JSON in a script, would hold it with its quotes as \").
      expect(html.split(escapeHtml(json)).length - 1, route).toBe(1);
      expect(html, route).not.toContain(JSON.stringify(json).slice(1, -1));
    }
  });

  it("loads on the index what a content page loads; on a type's page its example's code and the copy button's as their own islands, and nowhere the catalogue's view", () => {
    const contentPage = bootDataOf(builtHtmlOf('/about')).assets;
    const index = bootDataOf(builtHtmlOf(CATALOGUE_ROUTE)).assets;
    expect(index.preload).toEqual(contentPage.preload);
    expect(index.islands).toBeUndefined();
    expect(interactive.length).toBeGreaterThan(3);
    for (const route of typeRoutes) {
      const { assets, page } = bootDataOf(builtHtmlOf(route));
      expect(assets.preload, route).toEqual(contentPage.preload);
      const firstLoad = new Set(assets.preload);
      const islands = assets.islands!;
      expect(islands.copyJson?.length, route).toBeGreaterThan(0);
      if (!isPrerendered(page!.sections[0]!)) expect(islands.s0?.length, route).toBeGreaterThan(0);
      for (const file of Object.values(islands).flat()) expect(firstLoad.has(file), file).toBe(false);
      expect(
        islands.copyJson!.some((file) => /^\/assets\/CopyJsonButton-[\w-]+\.js$/.test(file)),
        route,
      ).toBe(true);
    }
    // The view itself is the build's HTML: no file a catalogue page lists, first load or island, has its words.
    const listed = new Set(
      [CATALOGUE_ROUTE, ...typeRoutes].flatMap((route) => [...bootOf(route).assets.preload, ...Object.values(bootOf(route).assets.islands ?? {}).flat()]),
    );
    expect(listed.size).toBeGreaterThan(0);
    for (const file of listed) {
      const code = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
      for (const words of VIEW_WORDS) expect(code, `${file} has "${words}"`).not.toContain(words);
    }
    for (const words of VIEW_WORDS) expect(builtHtmlOf(routeOf('tabs')), words).toContain(words);
  });

  it('is not in sitemap.xml, while the content pages are', () => {
    const sitemap = readFileSync(path.join(CLIENT_DIR, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('_catalogue');
    expect(sitemap).toContain('/pricing/seo</loc>');
  });
});

describe('section catalogue in Chromium', () => {
  it("shows every type's page with its heading, example and copy button, without console errors", { timeout: 180_000 }, async () => {
    const { page, problems } = await openPage(h);
    for (const type of types) {
      await open(page, routeOf(type));
      expect(await page.getByRole('heading', { level: 1, name: type, exact: true }).count(), type).toBe(1);
      expect(await page.locator(`main [data-section="${type}"]`).count(), type).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: `Sao chép JSON của ${type}` }).isVisible(), type).toBe(true);
      expect(await page.locator('[data-section-error]').count(), type).toBe(0);
    }
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('wakes an interactive example with its own code; it then works', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page, routeOf('tabs'));
    const code = bootOf(routeOf('tabs')).assets.islands!.s0![0]!;
    await expect.poll(() => islandAwake(page, 's0')).toBe(true);
    await expect.poll(() => islandHasRoot(page, 's0')).toBe(true);
    const tab = page.getByRole('tab', { name: 'Bảng giá' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(requested).toContain(code);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('copies an example by keyboard and announces it (its JSON read back from the document)', async () => {
    const { page } = await openPage(h, { permissions: ['clipboard-read', 'clipboard-write'] });
    for (const type of ['planGrid', 'faq']) {
      await open(page, routeOf(type));
      await page.getByRole('button', { name: `Sao chép JSON của ${type}` }).focus();
      await page.keyboard.press(type === 'faq' ? 'Space' : 'Enter');
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Đã sao chép');
      expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(exampleOf(type));
    }
    await page.context().close();
  });

  it('leaves the copy button asleep, its code unloaded, until used; a click made while its code loads still copies', async () => {
    const { page, problems } = await openPage(h, { permissions: ['clipboard-read', 'clipboard-write'] });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const code = bootOf(routeOf('planGrid')).assets.islands!.copyJson!;
    const button = code.find((file) => /\/CopyJsonButton-[\w-]+\.js$/.test(file))!;
    expect(button).toBeDefined();
    const held = await holdRequests(page, new RegExp(`${button.replaceAll('.', '\\.')}$`));
    await open(page, routeOf('planGrid'));
    // The page's first load fetched, and all it had queued run (pageIdle). The button's code is asked for
    // when it wakes (data-awake at once) or is fetched ahead (a modulepreload link added at once): neither.
    const firstLoad = bootOf(routeOf('planGrid')).assets.preload;
    await expect.poll(() => firstLoad.filter((file) => !requested.includes(file))).toEqual([]);
    await pageIdle(page);
    expect(await islandAwake(page, 'copyJson')).toBe(false);
    expect(await page.evaluate((files) => files.filter((file) => document.querySelector(`link[href="${file}"]`)), code)).toEqual([]);
    for (const file of code) expect(requested).not.toContain(file);

    await page.getByRole('button', { name: 'Sao chép JSON của planGrid' }).click();
    await held.requested;
    expect(await page.getByRole('status').textContent()).toBe('');
    held.release();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Đã sao chép');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(exampleOf('planGrid'));
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it("goes from the index to a type's page and on to the next, each a document fetched ahead on intent; the example works and copies", async () => {
    const { page, problems } = await openPage(h, { permissions: ['clipboard-read', 'clipboard-write'] });
    await open(page, '/about');
    await markDocument(page);
    // No page links to it (an authors' page): a link added for the test, followed as any link is.
    await clickAddedLink(page, CATALOGUE_ROUTE, 'Danh mục section');
    await page.waitForURL(`**${CATALOGUE_ROUTE}`);
    await waitForH1(page, 'Danh mục section');
    expect(await isSameDocument(page)).toBe(false);
    // The type listed before tabs (the catalogue lists them in name order), whose "next" link is tabs.
    const before = types[types.indexOf('tabs') - 1]!;
    await followPrefetched(page, page.getByRole('link', { name: before, exact: true }));
    await page.waitForURL(`**${routeOf(before)}`);
    await waitForH1(page, before);
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    await followPrefetched(page, page.getByRole('link', { name: 'tabs →' }));
    await page.waitForURL(`**${routeOf('tabs')}`);
    await waitForH1(page, 'tabs');
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    // The new document's islands: its example and its copy button work.
    await waitForHydration(page);
    const tab = page.getByRole('tab', { name: 'Bảng giá' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    // Its copy button copies the example's JSON, which this document shows (and its boot data does not hold).
    await page.getByRole('button', { name: 'Sao chép JSON của tabs' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Đã sao chép');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(exampleOf('tabs'));
    await page.goBack();
    await page.waitForURL(`**${routeOf(before)}`);
    await waitForH1(page, before);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('back_forward');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('lands a link to the catalogue as one page (/_catalogue#tabs) on that type in the index', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}${CATALOGUE_ROUTE}#tabs`);
    const top = () => page.locator('li#tabs').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(200);
    await page.context().close();
  });

  it("is readable with JavaScript off: each type's example and JSON are in its page's HTML", async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    for (const [i, route] of typeRoutes.entries()) {
      expect((await page.goto(h.baseUrl + route))?.status()).toBe(200);
      expect(await page.locator(`main [data-section="${types[i]}"]`).count(), route).toBeGreaterThan(0);
      expect(JSON.parse((await page.locator('pre code').textContent())!), route).toEqual(exampleOf(types[i]!));
    }
    await page.context().close();
  });

  it('has no serious or critical axe-core violations on the index and on any type page', { timeout: 300_000 }, async () => {
    const { page } = await openPage(h, { viewport: { width: 360, height: 740 } });
    const bad: string[] = [];
    for (const route of [CATALOGUE_ROUTE, ...typeRoutes]) {
      await open(page, route);
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations)
        if (v.impact === 'serious' || v.impact === 'critical') bad.push(`${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(bad).toEqual([]);
    await page.context().close();
  });
});
