// The dev server as an author uses it: save a page file and the open page updates in place; save
// a broken file and the located error shows in our overlay with its code frame; fix it and the
// overlay goes away; an error fixed while no tab was open is never shown; a page broken on first
// load shows the same overlay and becomes the page once fixed.
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../src/model/boot.ts';
import { pageDataUrl } from '../../src/model/pageDataUrl.ts';
import { devRenderPlugin } from '../../src/dev/devRenderPlugin.ts';
import { catalogueRoute } from '../../src/model/catalogueRoutes.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { pageValidationPlugin } from '../../src/dev/vitePlugin.ts';
import { freePort, isSameDocument, markDocument, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

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
  it('renders pages, updates the open page on save, overlays a broken save and recovers', async () => {
    const { page, problems } = await openDevPage();
    const documentLoads: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'document' && documentLoads.push(request.url())));
    // The first request makes Vite transform every module: on a loaded machine that takes minutes,
    // so wait for hydration itself rather than for the load event within goto's own timeout.
    await page.goto(`${base}/pricing/seo`, { waitUntil: 'commit' });
    await waitForHydration(page, { timeout: 180_000 });
    await page.waitForLoadState('networkidle');
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Bảng giá SEO');
    // Survives only if the page is not reloaded.
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 600));

    await save(original.replace('"title": "Bảng giá SEO"', '"title": "Bảng giá SEO 2026"'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === 'Bảng giá SEO 2026');
    expect(await isSameDocument(page)).toBe(true);
    // Not reset to the top (scroll anchoring may move it a little when the title wraps).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await save(broken);
    await page.waitForFunction(() => document.querySelector('page-problems') !== null);
    const text = await overlayText(page);
    expect(text).toMatch(message);
    expect(text).toContain('cách sửa:');
    expect(text).toMatch(frame);
    expect(text).not.toMatch(/disable this overlay|hmr\.overlay/);
    expect(await page.$('vite-error-overlay')).toBeNull();
    // The last good render stays behind the overlay.
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Bảng giá SEO 2026');

    await save(original);
    await page.waitForFunction(
      () => document.querySelector('page-problems') === null && document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === 'Bảng giá SEO',
    );
    expect(await isSameDocument(page)).toBe(true);
    // Loaded once: Vite pre-bundled every dependency the page and the app import before the first
    // page (devRenderPlugin's optimizeDeps.entries), none had to be added with a reload.
    expect(documentLoads).toEqual([`${base}/pricing/seo`]);
    expect(problems.console.filter((line) => !line.includes('[vite]'))).toEqual([]);
    await page.context().close();
  });

  it('never shows an error that was fixed while no tab was open', async () => {
    // No page is open (the test above closed its own), so nothing receives what the server sends now.
    await save(broken);
    await save(original);

    const { page, problems } = await openDevPage();
    // A valid state makes the page reload its data: the answer to its request has then arrived.
    const answered = page.waitForRequest((request) => request.url().endsWith('/page-data/pricing/seo.json'));
    await page.goto(`${base}/pricing/seo`);
    await answered;
    await page.waitForLoadState('networkidle');
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Bảng giá SEO');
    expect(await page.$('page-problems')).toBeNull();
    expect(await page.$('vite-error-overlay')).toBeNull();
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

  it("renders the section catalogue from the current examples: its index, a type's page and their page data; an unknown type is not found", async () => {
    const html = (route: string) => fetch(`${base}${route}`, { headers: { accept: 'text/html' } });
    const index = await html('/_catalogue');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain(`<a href="${catalogueRoute('entryHeader')}"`);
    const typePage = await html(catalogueRoute('entryHeader'));
    expect(typePage.status).toBe(200);
    expect(await typePage.text()).toContain('data-section="entryHeader"');
    const data = (await (await fetch(`${base}${pageDataUrl(catalogueRoute('faq'))}`)).json()) as PageData;
    expect(data.catalogue).toMatchObject({
      kind: 'type',
      entry: { type: 'faq' },
      previous: { type: registeredSectionTypes[registeredSectionTypes.indexOf('faq') - 1] },
    });
    expect((await html('/_catalogue/khong-co')).status).toBe(404);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${base}/khong-co`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Không tìm thấy trang này');
  });
});
