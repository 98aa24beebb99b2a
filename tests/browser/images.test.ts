// A phone photo uploaded as /hosting's hero, as staff do it: through the upload (cleaned as it arrives),
// published by the content build (encoded at the hero's widths), served by the site server and loaded by
// Chromium as a 390-px phone. The phone downloads a small AVIF, never the original; no published copy
// carries the photo's GPS position or phone model; the markup keeps the box (width, height) and the
// priority of the page's largest paint.
import exifr from 'exifr';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { copyContent } from './contentCopy.ts';
import { saveUpload } from '../../src/editor/server/upload.ts';
import { IMAGE_SLOTS } from '../../src/model/imageSlots.ts';
import { buildContent } from '../../src/publish/contentBuild.ts';
import { createSiteServer } from '../../src/server/siteServer.ts';
import { phonePhoto } from '../photos.ts';

let scratch: string;
let outDir: string;
let uploaded: { src: string; width: number; height: number };
let server: ReturnType<typeof createSiteServer>;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'images-site-'));
  const root = path.join(scratch, 'content');
  const dirs = copyContent(root);
  // 4000×3000 as the phone stored it, held upright (orientation 6), with its maker, model and GPS.
  uploaded = await saveUpload(dirs.publicDir, 'Văn phòng AM Digital.jpg', await phonePhoto({ width: 4000, height: 3000, orientation: 6 }));
  const hosting = JSON.parse(readFileSync(path.join(dirs.pagesDir, 'hosting.json'), 'utf8')) as { sections: { type: string; image?: unknown }[] };
  hosting.sections[0]!.image = { ...uploaded, alt: 'Đội kỹ thuật AM Digital tại văn phòng' };
  writeFileSync(path.join(dirs.pagesDir, 'hosting.json'), JSON.stringify(hosting, null, 2));
  outDir = path.join(scratch, 'site');
  const builtAt = new Date((JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'build/schedule.json'), 'utf8')) as { builtAt: string }).builtAt);
  await buildContent({ dirs, buildDir: path.join(PROJECT_ROOT, 'build'), outDir, at: builtAt });
  server = createSiteServer({ root: outDir, env: { ...process.env, LEADS_DB_PATH: path.join(scratch, 'leads.sqlite'), LEADS_WEBHOOK_URL: '' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('an uploaded phone photo as a hero', () => {
  it('is kept upright, at most 2,560 px, as a JPEG', () => {
    expect(uploaded.src).toMatch(/^\/images\/uploads\/van-phong-am-digital\.jpg$/);
    expect([uploaded.width, uploaded.height]).toEqual([1920, 2560]);
  });

  it('a 390-px phone downloads one small AVIF of it, never the original, and shows it in its box', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const images: { url: string; type: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      images.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length });
    });
    await page.goto(`${baseUrl}/hosting`);
    const hero = page.locator('main section').first().locator('img');
    await hero.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector('main section img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const shown = await hero.evaluate((img: HTMLImageElement) => ({
      currentSrc: new URL(img.currentSrc).pathname,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      fetchPriority: img.getAttribute('fetchpriority'),
      sizes: img.getAttribute('sizes'),
      inPicture: img.parentElement?.tagName,
      natural: img.naturalWidth,
    }));
    expect(shown).toMatchObject({ width: '1920', height: '2560', fetchPriority: 'high', sizes: IMAGE_SLOTS.hero.sizes, inPicture: 'PICTURE' });
    expect(shown.currentSrc).toMatch(/^\/assets\/img\/van-phong-am-digital-[0-9a-f]{10}-(640|800)\.avif$/);
    const heroLoads = images.filter((image) => image.url.includes('van-phong-am-digital'));
    expect(heroLoads.map((image) => image.url)).toEqual([shown.currentSrc]);
    expect(heroLoads[0]!.type).toBe('image/avif');
    // The goal: the hero costs at most 60 KB on a phone.
    expect(heroLoads[0]!.bytes).toBeLessThanOrEqual(60 * 1024);
    expect(images.some((image) => image.url.startsWith('/images/uploads/'))).toBe(false);
    // Served immutable, under a content-hashed name.
    const response = await page.request.get(baseUrl + shown.currentSrc);
    expect(response.headers()['cache-control']).toContain('immutable');
    await context.close();
  });

  it('no published copy carries the GPS position or the phone model', async () => {
    const published = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((rel) => path.basename(rel).includes('van-phong-am-digital'));
    // The original as uploaded (cleaned) and every encoded copy.
    expect(published.length).toBeGreaterThan(10);
    for (const rel of published) {
      const bytes = readFileSync(path.join(outDir, rel));
      expect(bytes.includes(Buffer.from('TestPhone')), rel).toBe(false);
      expect(await exifr.gps(bytes).catch(() => undefined), rel).toBeUndefined();
    }
  });
});
