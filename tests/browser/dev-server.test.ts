// The dev server as an author uses it: save a page file and the open page updates in place; save
// a broken file and the located error shows in the overlay; fix it and the overlay goes away.
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devRenderPlugin } from '../../src/engine/devRenderPlugin.ts';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { pageValidationPlugin } from '../../src/engine/vitePlugin.ts';
import { freePort, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
cpSync(defaultDirs.pagesDir, path.join(root, 'pages'), { recursive: true });
cpSync(defaultDirs.schemaDir, path.join(root, 'schema'), { recursive: true });
const dirs = { ...defaultDirs, pagesDir: path.join(root, 'pages'), schemaDir: path.join(root, 'schema'), displayRoot: root };
const pageFile = path.join(dirs.pagesDir, 'pricing/seo.json');
const original = readFileSync(pageFile, 'utf8');

let server: ViteDevServer;
let h: Harness;
let base: string;


beforeAll(async () => {
  const port = await freePort();
  server = await createServer({
    configFile: false,
    root: PROJECT_ROOT,
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

describe('dev server', () => {
  it('renders pages, updates the open page on save, overlays a broken save and recovers', { timeout: 300_000 }, async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 700 } });
    // The first request makes Vite transform every module: on a loaded machine that takes minutes,
    // so wait for hydration itself rather than for the load event within goto's own timeout.
    await page.goto(`${base}/pricing/seo`, { waitUntil: 'commit' });
    await waitForHydration(page, { timeout: 180_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.textContent('h1')).toBe('BẢNG GIÁ SEO');
    // Survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { keepMe: number }).keepMe = 1;
      window.scrollTo(0, 600);
    });

    writeFileSync(pageFile, original.replace('"title": "BẢNG GIÁ SEO"', '"title": "BẢNG GIÁ SEO 2026"'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'BẢNG GIÁ SEO 2026', null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { keepMe?: number }).keepMe)).toBe(1);
    // Not reset to the top (scroll anchoring may move it a little when the title wraps).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    writeFileSync(pageFile, original.replace('"type": "hero"', '"type": "heor"'));
    await page.waitForFunction(() => document.querySelector('vite-error-overlay') !== null, null, { timeout: 10_000 });
    const overlayText = await page.evaluate(() => document.querySelector('vite-error-overlay')!.shadowRoot!.textContent);
    expect(overlayText).toContain('pages/pricing/seo.json:9:7 sections[0].type "heor" is not a section type. Did you mean "hero"?');
    // The last good render stays behind the overlay.
    expect(await page.textContent('h1')).toBe('BẢNG GIÁ SEO 2026');

    // The file watcher folds writes that follow each other within a fraction of a second into one
    // event; an author never saves that fast, so wait like one would.
    await page.waitForTimeout(1000);
    writeFileSync(pageFile, original);
    await page.waitForFunction(() => document.querySelector('vite-error-overlay') === null && document.querySelector('h1')?.textContent === 'BẢNG GIÁ SEO', null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { keepMe?: number }).keepMe)).toBe(1);
    expect(problems.console.filter((line) => !line.includes('[vite]'))).toEqual([]);
    await page.context().close();
  });

  it('answers the domain-check API as the site server does (bad input: 400 with the Vietnamese reason)', async () => {
    const response = await fetch(`${base}/api/domain-check?name=-sai&ext=.com`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).' });
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${base}/khong-co`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Trang không tồn tại.');
  });
});
