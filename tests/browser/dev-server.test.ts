// The dev server as an author uses it: save a page file and the open page loads again, once, where
// it was scrolled to; save a broken file and the located error shows in our overlay with its code
// frame over the last good render, without a reload; fix it and the page loads again without the
// overlay; a state no newer than the page never reloads it (no reload loop); a change saved between a
// page's render and its script subscribing still reaches it; an error fixed while no tab was open is
// never shown; a page broken on first load shows the same overlay and becomes the page once fixed.
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devRenderPlugin } from '../../src/dev/devRenderPlugin.ts';
import { catalogueRoute } from '../../src/model/catalogueRoutes.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { PAGES_GENERATION_ATTRIBUTE, PAGES_STATE_EVENT, PAGES_STATE_REQUEST, type PagesState } from '../../src/dev/pageProblems.ts';
import { pagesGeneration, pageValidationPlugin } from '../../src/dev/vitePlugin.ts';
import { bootDataOf, freePort, holdRequests, isSameDocument, markDocument, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
cpSync(defaultDirs.pagesDir, path.join(root, 'pages'), { recursive: true });
cpSync(defaultDirs.schemaDir, path.join(root, 'schema'), { recursive: true });
const dirs = { ...defaultDirs, pagesDir: path.join(root, 'pages'), schemaDir: path.join(root, 'schema'), displayRoot: root };
const pageFile = path.join(dirs.pagesDir, 'pricing/seo.json');
const original = readFileSync(pageFile, 'utf8');

let server: ViteDevServer;
let h: Harness;
let base: string;

const broken = original.replace('"type": "hero"', '"type": "heor"');
// The problem by its place and code (the text is the catalogue's, in Vietnamese).
const message = /pages\/pricing\/seo\.json:9:7 sections\[0\]\.type [^\n]*\[SECTION_TYPE_UNKNOWN\]/;
// The code frame: the line with a ">" in the gutter, then a caret under column 7.
const frame = /> {1,2}9 \| {7}"type": "heor",\n +\| {7}\^/;

/**
 * Writes the page file and resolves once the dev server's watcher has reported it (the plugin's
 * listener, added first, has then run). The watcher folds writes that follow each other within a
 * fraction of a second into one event, so a write it did not report is written again.
 */
async function save(text: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    let onChange = () => {};
    const seen = new Promise<boolean>((resolve) => {
      onChange = () => resolve(true);
      server.watcher.once('change', onChange);
      setTimeout(() => resolve(false), 1500);
    });
    writeFileSync(pageFile, text);
    if (await seen) return;
    server.watcher.off('change', onChange);
  }
  throw new Error('the dev server never saw the page file change');
}

/** A page whose waits allow for Vite compiling every module on first visit on a loaded machine. */
async function openDevPage() {
  const opened = await openPage(h, { viewport: { width: 390, height: 700 } });
  opened.page.setDefaultTimeout(120_000);
  return opened;
}

const overlayText = (page: Page) => page.evaluate(() => document.querySelector('page-problems')?.shadowRoot?.textContent ?? null);
const heading = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') ?? null);
const headingIs = (page: Page, text: string) =>
  page.waitForFunction((text) => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === text, text);
/** The count of changes to pages/ the shown document was rendered at (src/dev/devRenderPlugin.ts). */
const renderedGeneration = async (page: Page) => Number(await page.getAttribute(`script[${PAGES_GENERATION_ATTRIBUTE}]`, PAGES_GENERATION_ATTRIBUTE));

/** What each document of a watched page records from its start (an init script): its unloads and the overlays it showed. */
interface Recorded {
  /** beforeunload events: location.reload() fires one at once, before the next document is even asked for. */
  unloads: number;
  /** The text of each overlay element added to the document. */
  overlays: string[];
}

/**
 * Watches a page from its first document on: the documents it loads (each counted at its request),
 * and for each document of it, through Vite's socket, the states of pages/ it was sent after it asked
 * for one on subscribing (src/dev/overlayClient.ts). Every document records its unloads and overlays.
 */
async function watchPage(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'document' && request.frame() === page.mainFrame() && loads.push(request.url())));
  /** Per document (one socket each), the states it received after it asked: the first is the answer. */
  const answered: PagesState[][] = [];
  /** Per document, the states it received before it asked (its script not yet subscribed). */
  const unheard: PagesState[][] = [];
  page.on('websocket', (socket) => {
    let asked = false;
    const after: PagesState[] = [];
    const before: PagesState[] = [];
    unheard.push(before);
    const message = (payload: string | Buffer) => {
      try {
        return JSON.parse(String(payload)) as { type?: string; event?: string; data?: unknown };
      } catch {
        return {};
      }
    };
    socket.on('framesent', ({ payload }) => {
      if (message(payload).event === PAGES_STATE_REQUEST && !asked) {
        asked = true;
        answered.push(after);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      const { event, data } = message(payload);
      if (event === PAGES_STATE_EVENT) (asked ? after : before).push(data as PagesState);
    });
  });
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.unloads = 0;
    recorded.overlays = [];
    addEventListener('beforeunload', () => recorded.unloads++);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.nodeName === 'PAGE-PROBLEMS') recorded.overlays.push((node as Element).shadowRoot?.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    loads,
    /** How many documents have been answered the state they asked for. */
    answers: () => answered.filter((states) => states.length > 0).length,
    /** The answer each document got to its request. */
    answerStates: () => answered.filter((states) => states.length > 0).map((states) => states[0]!),
    unheard,
    recorded: () => page.evaluate(() => ({ unloads: (window as unknown as Recorded).unloads, overlays: (window as unknown as Recorded).overlays })),
  };
}

/** A made-up problem, sent to a page to learn when it has handled what came before (not a file of pages/). */
const PROBE = { location: 'probe.json:1:1', text: 'probe of the dev-server test' };

/**
 * Proves that the shown document has handled every state it was sent so far and reloaded for none:
 * sends it a state with a made-up problem (the overlay shows it), then a valid state at the document's
 * own generation, so not newer (the overlay goes, the page must stay). The states come in order on one
 * socket, so once the overlay is gone every earlier one has been handled too, and a reload asked for
 * by any of them has fired beforeunload already. Call once the document's own request was answered.
 */
async function expectSettled(page: Page, watched: Awaited<ReturnType<typeof watchPage>>): Promise<void> {
  const generation = await renderedGeneration(page);
  server.ws.send(PAGES_STATE_EVENT, { problems: [PROBE], generation } satisfies PagesState);
  await page.waitForFunction((text) => document.querySelector('page-problems')?.shadowRoot?.textContent?.includes(text) === true, PROBE.text);
  server.ws.send(PAGES_STATE_EVENT, { problems: [], generation } satisfies PagesState);
  await page.waitForFunction(() => document.querySelector('page-problems') === null);
  // No unload asked for, and the only overlay this document ever showed is the probe's.
  const recorded = await watched.recorded();
  expect(recorded.unloads).toBe(0);
  expect(recorded.overlays).toHaveLength(1);
  expect(recorded.overlays[0]).toContain(PROBE.text);
  expect(watched.loads).toHaveLength(watched.answers());
}

beforeAll(async () => {
  // The dev server mounts the leads API: its database goes to the temporary folder, not data/.
  process.env.LEADS_DB_PATH = path.join(root, 'leads.sqlite');
  process.env.LEADS_WEBHOOK_URL = '';
  const port = await freePort();
  server = await createServer({
    configFile: false,
    root: PROJECT_ROOT,
    // Its own, empty cache of pre-bundled dependencies (never one another run left in node_modules/.vite):
    // every run starts as a first `npm run dev` does, so a dependency Vite finds only when a page
    // asks for it (a reload of that page) fails the first test.
    cacheDir: path.join(root, 'vite-cache'),
    appType: 'custom',
    logLevel: 'silent',
    plugins: [react(), pageValidationPlugin(dirs), devRenderPlugin(dirs)],
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  base = `http://127.0.0.1:${port}`;
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

// Generous: Vite compiles every module on first visit, and the machine is shared.
describe('dev server', { timeout: 300_000 }, () => {
  it('renders pages, reloads the open page once on each valid save where it was scrolled to, overlays a broken save without a reload and recovers', async () => {
    const { page, problems } = await openDevPage();
    const watched = await watchPage(page);
    // The first request makes Vite transform every module: on a loaded machine that takes minutes,
    // so wait for hydration itself rather than for the load event within goto's own timeout.
    await page.goto(`${base}/pricing/seo`, { waitUntil: 'commit' });
    await waitForHydration(page, { timeout: 180_000 });
    await page.waitForLoadState('networkidle');
    expect(await heading(page)).toBe('Bảng giá SEO');
    // Its own request answered: the state as it is now, valid and no newer than the page (no reload).
    await expect.poll(watched.answers).toBe(1);
    expect(watched.answerStates()[0]).toEqual({ problems: [], generation: await renderedGeneration(page) });
    await expectSettled(page, watched);
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 600));

    // A valid save: the page loads again, once, with the change, where it was scrolled to.
    const before = await renderedGeneration(page);
    await save(original.replace('"title": "Bảng giá SEO"', '"title": "Bảng giá SEO 2026"'));
    await headingIs(page, 'Bảng giá SEO 2026');
    expect(await isSameDocument(page)).toBe(false);
    expect(await renderedGeneration(page)).toBeGreaterThan(before);
    await waitForHydration(page);
    // Kept by the browser on reload (scroll anchoring may move it a little when the title wraps).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect.poll(watched.answers).toBe(2);
    await expectSettled(page, watched);
    expect(watched.loads).toEqual([`${base}/pricing/seo`, `${base}/pricing/seo`]);
    await markDocument(page);

    // A broken save: the overlay over the last good render, and no reload.
    await save(broken);
    await page.waitForFunction(() => document.querySelector('page-problems') !== null);
    const text = await overlayText(page);
    expect(text).toMatch(message);
    expect(text).toContain('cách sửa:');
    expect(text).toMatch(frame);
    expect(text).not.toMatch(/disable this overlay|hmr\.overlay/);
    expect(await page.$('vite-error-overlay')).toBeNull();
    expect(await heading(page)).toBe('Bảng giá SEO 2026');
    // The broken state has been handled (its overlay shows) and asked for no reload.
    expect(await isSameDocument(page)).toBe(true);
    expect((await watched.recorded()).unloads).toBe(0);
    expect(watched.loads).toHaveLength(2);

    // Fixed: the page loads again, once, without the overlay, still where it was.
    await save(original);
    await headingIs(page, 'Bảng giá SEO');
    expect(await isSameDocument(page)).toBe(false);
    expect(await page.$('page-problems')).toBeNull();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect.poll(watched.answers).toBe(3);
    await expectSettled(page, watched);
    // One document load per valid save, none for the broken one, and none of Vite's own: it
    // pre-bundled every dependency the page and the app import before the first page
    // (devRenderPlugin's optimizeDeps.entries), none had to be added with a reload.
    expect(watched.loads).toEqual([`${base}/pricing/seo`, `${base}/pricing/seo`, `${base}/pricing/seo`]);
    // Each reloaded document was answered the state it was rendered at: nothing newer, no loop.
    const answers = watched.answerStates();
    expect(answers.map((state) => state.problems)).toEqual([[], [], []]);
    expect(new Set(answers.map((state) => state.generation)).size).toBe(3);
    expect(answers.at(-1)!.generation).toBe(await renderedGeneration(page));
    expect(problems.console.filter((line) => !line.includes('[vite]'))).toEqual([]);
    await page.context().close();
  });

  it('reloads a page with a change saved between its render and its script subscribing (the page script held back meanwhile)', async () => {
    const { page, problems } = await openDevPage();
    const watched = await watchPage(page);
    const held = await holdRequests(page, /\/src\/dev\/pageClient\.ts(\?|$)/);
    const connected = page
      .waitForEvent('websocket')
      .then((socket) => socket.waitForEvent('framereceived', ({ payload }) => String(payload).includes('"connected"')));
    try {
      // Deferred like every module script, the held page script keeps the load event back, not the document.
      await page.goto(`${base}/pricing/seo`, { waitUntil: 'commit' });
      await held.requested;
      await headingIs(page, 'Bảng giá SEO');
      const rendered = await renderedGeneration(page);
      // Vite's client is connected, so the state of the save reaches this document, while nothing of it listens.
      await connected;
      await save(original.replace('"title": "Bảng giá SEO"', '"title": "Bảng giá SEO 2027"'));
      await expect.poll(() => watched.unheard[0]?.length ?? 0).toBe(1);
      expect(watched.unheard[0]![0]).toEqual({ problems: [], generation: pagesGeneration() });
      expect(pagesGeneration()).toBeGreaterThan(rendered);
      expect(await heading(page)).toBe('Bảng giá SEO');
      expect(watched.answers()).toBe(0);
      expect(watched.loads).toHaveLength(1);

      // Subscribed at last, it asks for the state: newer than the page, so it loads again.
      held.release();
      await headingIs(page, 'Bảng giá SEO 2027');
      expect(watched.answerStates()[0]).toEqual({ problems: [], generation: pagesGeneration() });
      await waitForHydration(page);
      await expect.poll(watched.answers).toBe(2);
      expect(await renderedGeneration(page)).toBe(pagesGeneration());
      await expectSettled(page, watched);
      expect(watched.loads).toEqual([`${base}/pricing/seo`, `${base}/pricing/seo`]);
      expect(problems.console.filter((line) => !line.includes('[vite]'))).toEqual([]);
    } finally {
      held.release();
      await page.context().close();
      await save(original);
    }
  });

  it('never shows an error that was fixed while no tab was open', async () => {
    // No page is open (the tests above closed their own), so nothing receives what the server sends now.
    await save(broken);
    await save(original);

    const { page, problems } = await openDevPage();
    const watched = await watchPage(page);
    await page.goto(`${base}/pricing/seo`);
    // Its request answered with the state as it is now: valid, at the page's own generation.
    await expect.poll(watched.answers).toBe(1);
    expect(watched.answerStates()[0]).toEqual({ problems: [], generation: await renderedGeneration(page) });
    // Handled without an overlay (the probe's is the only one this document showed) and without a reload.
    await expectSettled(page, watched);
    await page.waitForLoadState('networkidle');
    expect(await heading(page)).toBe('Bảng giá SEO');
    expect(await page.$('page-problems')).toBeNull();
    expect(await page.$('vite-error-overlay')).toBeNull();
    expect(watched.loads).toEqual([`${base}/pricing/seo`]);
    expect(problems.console.filter((line) => !line.includes('[vite]'))).toEqual([]);
    await page.context().close();
  });

  it('shows a page broken on first load in the same overlay, and the page once it is fixed', async () => {
    await save(broken);
    const { page } = await openDevPage();
    const response = await page.goto(`${base}/pricing/seo`);
    expect(response?.status()).toBe(500);
    // Drawn by the server: there before any script ran.
    const text = await overlayText(page);
    expect(text).toMatch(message);
    expect(text).toMatch(frame);
    expect(text).not.toMatch(/disable this overlay|hmr\.overlay/);
    expect(await page.getByRole('heading', { name: 'Tệp trang có lỗi' }).isVisible()).toBe(true);

    await save(original);
    await page.waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') && document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === 'Bảng giá SEO',
    );
    expect(await page.$('page-problems')).toBeNull();
    await page.context().close();
  });

  it('answers the domain-check API as the site server does (bad input: 400 with the Vietnamese reason)', async () => {
    const response = await fetch(`${base}/api/domain-check?name=-sai&ext=.com`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).' });
  });

  it("renders the section catalogue from the current examples: its index, a type's page with its place in the catalogue; an unknown type is not found", async () => {
    const html = (route: string) => fetch(`${base}${route}`, { headers: { accept: 'text/html' } });
    const index = await html('/_catalogue');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain(`<a href="${catalogueRoute('entryHeader')}"`);
    const typePage = await html(catalogueRoute('entryHeader'));
    expect(typePage.status).toBe(200);
    expect(await typePage.text()).toContain('data-section="entryHeader"');
    // A type's place in the catalogue, in its document's boot data (what its islands read).
    const faq = await html(catalogueRoute('faq'));
    expect(faq.status).toBe(200);
    expect(bootDataOf(await faq.text()).page?.catalogue).toMatchObject({
      kind: 'type',
      entry: { type: 'faq' },
      previous: { type: registeredSectionTypes[registeredSectionTypes.indexOf('faq') - 1] },
    });
    expect((await html('/_catalogue/khong-co')).status).toBe(404);
    // No page data is served any more: its former address is an unknown path.
    const data = await fetch(`${base}/page-data${catalogueRoute('faq')}.json`);
    expect(data.status).toBe(404);
    expect(data.headers.get('content-type') ?? '').not.toMatch(/json/);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${base}/khong-co`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Trang không tồn tại.');
  });
});
