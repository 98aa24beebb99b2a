// Issue 18: a document hydrates only its islands (the shell's menus, its interactive sections), each
// a React root of its own; a link to another page loads that page's document, which Chromium
// prefetches on the visitor's intent (speculation rules: src/app/speculationRules.ts), so the click
// is served from memory. Checked in Chromium against the built site: that no client file holds React
// Router, what a content page loads (no Mantine until an interactive island wakes; hovering a link
// prefetches its document), that the shell works, that a plain link of the footer loads its page from
// the prefetch with the right title, content and scroll, and back and forward return where the visitor
// was, that interactive sections work on the new page, that a reload keeps the place before any
// script arrives, that links clicked in quick succession while their documents are slow end on the
// last one, and that a click made before the page's scripts run (or when they fail) still gets its page.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootPreloads } from '../../scripts/lib/routeWeight.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import {
  CLIENT_DIR,
  holdRequests,
  isSameDocument,
  islandAwake,
  markDocument,
  openPage,
  pageIdle,
  startHarness,
  waitForDeferredLayout,
  waitForHydration,
  type Harness,
  builtHtmlOf,
} from './harness.ts';
import { arrival, followPrefetched, watchPrefetches } from './prefetching.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const model = validateProject().model!;
const site = model.site;
const titleOf = (route: string) => model.pages.find((p) => p.route === route)!.meta.title;

/** The built scripts of a folder of assets, with their text. */
const scriptsOf = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
const clientScripts = scriptsOf(path.join(CLIENT_DIR, 'assets'));
/** React Router's own error text, kept by a production build (its invariant messages are not stripped). */
const REACT_ROUTER_MARK = 'You cannot render a <Router> inside another <Router>';
/** Mantine's theme code: the files that read its provider. */
const MANTINE_MARK = 'MantineProvider was not found';
const mantineFiles = clientScripts.filter(({ text }) => text.includes(MANTINE_MARK)).map(({ file }) => `/assets/${file}`);

const mainText = (page: Page) => page.evaluate(() => document.getElementById('main')!.innerText.replace(/\s+/g, ' ').trim());

/**
 * A loopback proxy in front of the site that holds each request for a path `held` gives a promise
 * until that promise settles: the document a click asks for and the prefetch its press started alike
 * (a route of playwright holds neither the prefetch nor a navigation served from it).
 */
async function startDocumentHoldingProxy(
  upstream: string,
  held: (pathname: string) => Promise<void> | null,
): Promise<{ url: string; close(): Promise<void>; exchangesOf(pathname: string): Promise<unknown>[] }> {
  /** Per path, each exchange's end: its answer sent, or given up by the browser. */
  const exchanges = new Map<string, Promise<unknown>[]>();
  const server = http.createServer((req, res) => {
    // The browser may give up on an answer it no longer wants (a navigation replaced by a newer one).
    res.on('error', () => {});
    const pathname = new URL(req.url!, upstream).pathname;
    exchanges.set(pathname, [...(exchanges.get(pathname) ?? []), new Promise((resolve) => res.once('close', resolve))]);
    const forward = () => {
      const upstreamRequest = http.request(
        `${upstream}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstreamRequest.on('error', (error) => res.destroy(error));
      req.pipe(upstreamRequest);
    };
    const gate = held(pathname);
    if (gate) void gate.then(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchangesOf: (pathname) => exchanges.get(pathname) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A gate of that proxy: `requested` resolves at the first request it holds, which all go on at `release()`. */
function documentGate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let onRequest = () => {};
  const requested = new Promise<void>((resolve) => (onRequest = resolve));
  return {
    requested,
    release,
    hold: () => {
      onRequest();
      return released;
    },
  };
}

/** The middle of the first element matching `selector`, scrolled into view (for a click with page.mouse). */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('islands', () => {
  it("no built client script holds React Router's code, so no page can load it (the editor's preview, which uses it, keeps the mark)", () => {
    // The mark survives a production build: the editor's preview renders with React Router.
    expect(scriptsOf(path.join(PROJECT_ROOT, 'build/editor/assets')).some(({ text }) => text.includes(REACT_ROUTER_MARK))).toBe(true);
    expect(clientScripts.length).toBeGreaterThan(10);
    expect(clientScripts.filter(({ text }) => text.includes(REACT_ROUTER_MARK)).map(({ file }) => file)).toEqual([]);
    // Every file a page loads first is one of those scripts.
    const names = new Set(clientScripts.map(({ file }) => `/assets/${file}`));
    for (const route of ['/', '/about', '/hosting', '/contact', '/blog', '/templates']) {
      const preloads = bootPreloads(builtHtmlOf(route));
      expect(preloads.length, route).toBeGreaterThan(0);
      expect(
        preloads.filter((file) => file.endsWith('.js') && !names.has(file)),
        route,
      ).toEqual([]);
    }
  });

  it('a content page loads no Mantine until an interactive island wakes, hovering a link prefetches its document, and its shell works', async () => {
    expect(mantineFiles.length).toBeGreaterThan(0);
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    const routerScripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(new URL(response.url()).pathname);
      void response.text().then(
        (text) => text.includes(REACT_ROUTER_MARK) && routerScripts.push(response.url()),
        () => {},
      );
    });
    const prefetches = await watchPrefetches(page);
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const islands = await page.evaluate(() => [...document.querySelectorAll('[data-island]')].map((element) => element.getAttribute('data-island')));
    expect(islands).toEqual(['header', 'dock']);
    // The mobile menu (an island) opens and closes.
    await page.getByRole('button', { name: site.ui.openMenu }).click();
    await expect.poll(() => page.getByRole('button', { name: site.ui.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: site.ui.openMenu }).getAttribute('aria-expanded')).toBe('false');
    // The pointer resting on a link fetches its document, and nothing else.
    const link = page.locator('footer a[href="/templates"]').first();
    await link.scrollIntoViewIfNeeded();
    const before = scripts.length;
    await link.hover();
    await expect.poll(() => prefetches.get(`${h.baseUrl}/templates`)).toBe('Ready');
    expect(scripts.slice(before)).toEqual([]);
    expect(scripts.filter((file) => mantineFiles.includes(file))).toEqual([]);
    // Followed: the prefetched document. Its gallery, an interactive island, wakes and brings Mantine.
    await link.click();
    await page.waitForURL(`${h.baseUrl}/templates`);
    expect(await arrival(page)).toMatchObject({ deliveryType: 'navigational-prefetch', type: 'navigate' });
    const gallery = (await page
      .locator('[data-section="templateGallery"]')
      .evaluate((section) => section.closest('[data-island]')!.getAttribute('data-island')))!;
    await expect.poll(() => islandAwake(page, gallery)).toBe(true);
    await expect.poll(() => scripts.filter((file) => mantineFiles.includes(file)).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(routerScripts).toEqual([]);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a plain link of the footer loads its page from the prefetch: new title, content and top of page; back and forward return where the visitor was', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    await markDocument(page);
    const aboutText = await mainText(page);
    // Where the page is when the link is clicked (the footer in view).
    const link = page.locator('footer a[href="/templates"]').first();
    await link.scrollIntoViewIfNeeded();
    const clickedAt = await page.evaluate(() => window.scrollY);
    expect(clickedAt).toBeGreaterThan(500);
    await followPrefetched(page, link);
    await page.waitForURL(`${h.baseUrl}/templates`);
    await expect.poll(() => page.title()).toBe(titleOf('/templates'));
    expect(await isSameDocument(page)).toBe(false);
    expect(await arrival(page)).toMatchObject({ deliveryType: 'navigational-prefetch', type: 'navigate' });
    // The same content the /templates document has in <main> when loaded on its own, at the top of the page.
    const { page: fresh } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await fresh.goto(`${h.baseUrl}/templates`);
    await waitForHydration(fresh);
    await waitForDeferredLayout(fresh);
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    expect(await mainText(page)).toBe(await mainText(fresh));
    await fresh.context().close();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/templates$/);
    // An interactive section on the new page works: the gallery's category filter, kept in the URL.
    const gallery = page.locator('[data-section="templateGallery"]');
    const shown = await gallery.locator('[role="status"]').textContent();
    await page.getByLabel('Danh mục').selectOption('blog');
    await expect.poll(() => gallery.locator('[role="status"]').textContent()).not.toBe(shown);
    await page.waitForURL(`${h.baseUrl}/templates?danh-muc=blog`);
    // The header marks /templates's entry as current.
    expect(await page.locator('header a[aria-current="page"][href="/templates"]').count()).toBeGreaterThan(0);
    // The visitor reads on a little before going back.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.goBack();
    await page.waitForURL(`${h.baseUrl}/about`);
    expect((await arrival(page)).type).toBe('back_forward');
    await expect.poll(() => mainText(page)).toBe(aboutText);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(clickedAt);
    await page.goForward();
    await page.waitForURL(`${h.baseUrl}/templates?danh-muc=blog`);
    expect((await arrival(page)).type).toBe('back_forward');
    await expect.poll(() => page.title()).toBe(titleOf('/templates'));
    // Forward returns to where the visitor left /templates (not where /about was), filter included.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await expect.poll(() => page.getByLabel('Danh mục').inputValue()).toBe('blog');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a reload of a page reached by a link puts it back where the visitor was, before any script file arrives', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/about`);
    await waitForHydration(page);
    await page.locator('footer a[href="/templates"]').first().click();
    await page.waitForURL(`${h.baseUrl}/templates`);
    await expect.poll(() => page.title()).toBe(titleOf('/templates'));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // The entry is held: only the browser (and the inline bootstrap laying the page out) can have scrolled.
    const { requested, release } = await holdRequests(page, '**/assets/entry.client-*.js');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await requested;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  // Repeated: the order in which the two documents (and their prefetches) arrive varies from run to
  // run, as does the time between the clicks.
  it('links clicked in quick succession while their documents are slow end on the last link clicked (10 runs)', { timeout: 300_000 }, async () => {
    let gates = new Map<string, ReturnType<typeof documentGate>>();
    const proxy = await startDocumentHoldingProxy(h.baseUrl, (pathname) => gates.get(pathname)?.hold() ?? null);
    try {
      for (let run = 0; run < 10; run++) {
        gates = new Map(['/portfolio', '/blog'].map((route) => [route, documentGate()]));
        const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
        const committed: string[] = [];
        page.on('framenavigated', (frame) => frame === page.mainFrame() && committed.push(new URL(frame.url()).pathname));
        await page.goto(`${proxy.url}/about`);
        await waitForHydration(page);
        await markDocument(page);
        // Clicked with the mouse, as a visitor does: a locator's click would wait for the held navigation.
        const portfolio = await centreOf(page, 'footer a[href="/portfolio"]');
        const blog = await centreOf(page, 'footer a[href="/blog"]');
        expect(await centreOf(page, 'footer a[href="/portfolio"]')).toEqual(portfolio);
        await page.mouse.click(portfolio.x, portfolio.y);
        await gates.get('/portfolio')!.requested;
        await sleep(run * 15);
        await page.mouse.click(blog.x, blog.y);
        await gates.get('/blog')!.requested;
        // Half the runs answer the first link first, half the last.
        const order = run % 2 === 0 ? ['/portfolio', '/blog'] : ['/blog', '/portfolio'];
        gates.get(order[0]!)!.release();
        await sleep(20 + run * 10);
        gates.get(order[1]!)!.release();
        await page.waitForURL(`${proxy.url}/blog`, { timeout: 15_000 });
        await expect.poll(() => page.title()).toBe(titleOf('/blog'));
        // Every answer for the first link's document (its prefetch, its navigation) has been sent or given
        // up, and /blog's own scripts have run (hydrated, then idle): nothing is left that could still take
        // the page elsewhere, and it stays on /blog.
        await Promise.all(proxy.exchangesOf('/portfolio'));
        await waitForHydration(page);
        await pageIdle(page);
        expect(new URL(page.url()).pathname).toBe('/blog');
        expect(committed, `run ${run}`).toEqual(['/about', '/blog']);
        expect(await isSameDocument(page)).toBe(false);
        expect(await page.locator('main h1').count()).toBe(1);
        expect(problems).toEqual({ console: [], failedRequests: [] });
        await page.context().close();
      }
    } finally {
      for (const gate of gates.values()) gate.release();
      await proxy.close();
    }
  });

  it.each(['held back', 'refused'])('a click made while the pages’ scripts are %s still gets its page, as a document (from the prefetch)', async (scripts) => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    const held = scripts === 'held back' ? await holdRequests(page, '**/assets/*.js') : null;
    if (!held) await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${h.baseUrl}/about`, { waitUntil: 'domcontentloaded' });
    if (held) await held.requested;
    // No script has run: no island is awake, the page is not hydrated.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await markDocument(page);
    await followPrefetched(page, page.locator('footer a[href="/blog"]').first());
    await page.waitForURL(`${h.baseUrl}/blog`);
    await expect.poll(() => page.title()).toBe(titleOf('/blog'));
    expect(await isSameDocument(page)).toBe(false);
    expect(await arrival(page)).toMatchObject({ deliveryType: 'navigational-prefetch', type: 'navigate' });
    expect(await page.locator('main h1').count()).toBe(1);
    if (held) {
      held.release();
      await waitForHydration(page);
      expect(problems).toEqual({ console: [], failedRequests: [] });
    } else {
      // The refused scripts are the only problem: no error escapes to the page.
      await expect.poll(() => problems.failedRequests.length).toBeGreaterThan(0);
      expect(problems.console.filter((line) => line !== 'error: Failed to load resource: net::ERR_FAILED')).toEqual([]);
      expect(
        problems.failedRequests.every((url) => /\/assets\/[^/]+\.js /.test(url)),
        problems.failedRequests.join(' '),
      ).toBe(true);
    }
    await page.context().close();
  });

  it('a link to a template demo (its own shell, no site footer) loads its document from the prefetch too', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/templates`);
    await waitForHydration(page);
    await markDocument(page);
    await followPrefetched(page, page.locator('main a[href^="/templates/"]').first());
    await page.waitForURL(/\/templates\/[\w-]+$/);
    await expect.poll(() => page.locator('[data-demo-bar]').count()).toBe(1);
    expect(await isSameDocument(page)).toBe(false);
    expect(await arrival(page)).toMatchObject({ deliveryType: 'navigational-prefetch', type: 'navigate' });
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});
