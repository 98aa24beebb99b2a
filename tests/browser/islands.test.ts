// Issue 18: a document hydrates only its islands (the shell's menus, its interactive sections), each
// a React root of its own; React Router and the page renderer load when the visitor is about to
// navigate, and then render <main> client-side. Checked in Chromium against the built site: what a
// content page loads, that the shell works before any navigation, that navigation from plain HTML
// links is client-side (no document load) with the right title, content, scroll and back/forward,
// that interactive sections work after it, and that clicks racing a slow app load end on the last one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootPreloads } from '../../scripts/lib/routeWeight.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import {
  CLIENT_DIR,
  holdRequests,
  isSameDocument,
  markDocument,
  openPage,
  startHarness,
  waitForDeferredLayout,
  waitForHydration,
  type Harness,
  builtHtmlOf,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const assets = readdirSync(path.join(CLIENT_DIR, 'assets'));
/** The chunk of the page renderer that takes over on navigation (it holds React Router). */
const appChunk = assets.find((file) => /^startApp-[\w-]+\.js$/.test(file))!;
const model = validateProject().model!;
const site = model.site;
const titleOf = (route: string) => model.pages.find((p) => p.route === route)!.meta.title;

/** Marks the window: still there after a client navigation, gone after a document load. */
const mainText = (page: Page) => page.evaluate(() => document.getElementById('main')!.innerText.replace(/\s+/g, ' ').trim());

describe('islands', () => {
  it('the app chunk holds React Router; no first-load list names it, and the entry does not import it', () => {
    expect(appChunk).toBeDefined();
    expect(readFileSync(path.join(CLIENT_DIR, 'assets', appChunk), 'utf8')).toMatch(/useNavigationType|BrowserRouter|react-router/i);
    for (const route of ['/', '/about', '/hosting', '/contact', '/blog']) expect(bootPreloads(builtHtmlOf(route)), route).not.toContain(`/assets/${appChunk}`);
  });

  it('a content page loads neither the app nor Mantine until the visitor goes for a link, and its shell works', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    const islands = await page.evaluate(() => [...document.querySelectorAll('[data-island]')].map((element) => element.getAttribute('data-island')));
    expect(islands).toEqual(['header', 'dock']);
    expect(scripts).not.toContain(`/assets/${appChunk}`);
    expect(scripts.some((file) => /MantineThemeProvider|sectionIslands/.test(file))).toBe(false);
    // The mobile menu (an island) opens and closes.
    await page.getByRole('button', { name: site.ui.openMenu }).click();
    await expect.poll(() => page.getByRole('button', { name: site.ui.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: site.ui.openMenu }).getAttribute('aria-expanded')).toBe('false');
    expect(scripts).not.toContain(`/assets/${appChunk}`);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a plain link of the footer navigates client-side: new title, content and scroll; back and forward too', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    await markDocument(page);
    const aboutText = await mainText(page);
    // Where the page was when the link was clicked (the click scrolls the footer into view first).
    await page.evaluate(() =>
      document.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = window.scrollY), { capture: true, once: true }),
    );
    await page.locator('footer a[href="/templates"]').first().click();
    await page.waitForURL(`${h.baseUrl}/templates`);
    await expect.poll(() => page.title()).toBe(titleOf('/templates'));
    expect(await isSameDocument(page)).toBe(true);
    // The same content the prerendered /templates document has in <main>, at the top of the page.
    const { page: fresh } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await fresh.goto(`${h.baseUrl}/templates`);
    await waitForHydration(fresh);
    await waitForDeferredLayout(fresh);
    await waitForDeferredLayout(page);
    expect(await mainText(page)).toBe(await mainText(fresh));
    await fresh.context().close();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // One title, one description: the prerendered page's head tags were replaced, not added to.
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/templates$/);
    // An interactive section on the new page works: the gallery's category filter, kept in the URL.
    const gallery = page.locator('[data-section="templateGallery"]');
    const shown = await gallery.locator('[role="status"]').textContent();
    await page.getByLabel('Danh mục').selectOption('blog');
    await expect.poll(() => gallery.locator('[role="status"]').textContent()).not.toBe(shown);
    await page.waitForURL(`${h.baseUrl}/templates?danh-muc=blog`);
    const templatesAt = await page.evaluate(() => window.scrollY);
    // The header's islands follow the location: the menu marks /templates's entry as current.
    await expect.poll(() => page.locator('header a[aria-current="page"][href="/templates"]').count()).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL(`${h.baseUrl}/about`);
    await expect.poll(() => mainText(page)).toBe(aboutText);
    const clickedAt = await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
    expect(clickedAt).toBeGreaterThan(500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(clickedAt);
    await page.goForward();
    await page.waitForURL(`${h.baseUrl}/templates?danh-muc=blog`);
    await expect.poll(() => page.title()).toBe(titleOf('/templates'));
    // Forward returns to where the visitor left /templates (not where /about was), filter included.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(templatesAt);
    expect(await page.getByLabel('Danh mục').inputValue()).toBe('blog');
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a reload after a client navigation puts the page back where the visitor was, before any script file arrives', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await page.locator('footer a[href="/templates"]').first().click();
    await page.waitForURL(`${h.baseUrl}/templates`);
    await expect.poll(() => page.title()).toBe(titleOf('/templates'));
    await page.evaluate(() => window.scrollTo(0, 900));
    // Recorded on the next frame, under the entry's key.
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}') as Record<string, number>)[(history.state as { key: string }).key]),
      )
      .toBe(900);
    // The entry is held: only the inline bootstrap can have scrolled.
    const { requested, release } = await holdRequests(page, '**/assets/entry.client-*.js');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await requested;
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  // Repeated: the order in which the held code and the two pages arrive varies from run to run (it
  // once decided which click won, and in 3 runs of 6 neither did).
  it('clicks racing a slow app load end on the last link clicked, without a document load (10 runs)', async () => {
    for (let run = 0; run < 10; run++) {
      const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
      const { release } = await holdRequests(page, `**/assets/${appChunk}`);
      await page.goto(`${h.baseUrl}/about`);
      await waitForHydration(page);
      await markDocument(page);
      await page.locator('footer a[href="/portfolio"]').first().click();
      await page.locator('footer a[href="/blog"]').first().click();
      release();
      await page.waitForURL(`${h.baseUrl}/blog`, { timeout: 15_000 });
      await expect.poll(() => page.title()).toBe(titleOf('/blog'));
      expect(await isSameDocument(page)).toBe(true);
      expect(await page.locator('main h1').count()).toBe(1);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.context().close();
    }
  });

  it('a click whose app code cannot load still gets its page, as a document load', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.route(`**/assets/${appChunk}`, (route) => route.abort());
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('footer a[href="/blog"]').first().click();
    await page.waitForURL(`${h.baseUrl}/blog`);
    await expect.poll(() => page.title()).toBe(titleOf('/blog'));
    expect(await isSameDocument(page)).toBe(false);
    // The refused chunk (asked for by the preload on intent, then by the click) is the only problem: no error escapes to the page.
    expect(problems.console.length).toBeGreaterThan(0);
    expect(problems.console.filter((line) => line !== 'error: Failed to load resource: net::ERR_FAILED')).toEqual([]);
    expect(
      problems.failedRequests.every((url) => url.includes(appChunk)),
      problems.failedRequests.join(' '),
    ).toBe(true);
    await page.context().close();
  });

  it('a link to a template demo (its own shell) loads the document', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/templates`);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('main a[href^="/templates/"]').first().click();
    await page.waitForURL(/\/templates\/[\w-]+$/);
    await expect.poll(() => page.locator('[data-demo-bar]').count()).toBe(1);
    expect(await isSameDocument(page)).toBe(false);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});
