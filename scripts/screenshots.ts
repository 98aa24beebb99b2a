// `npm run screenshots [-- --label after] [--route /services …]`: full-page screenshots of the key routes (or
// of the routes given) of the BUILT site
// (run `npm run build` first) at a phone width and a laptop width, written to
// docs/screenshots/<label>/<route>-<width>.jpg (JPEG 70: a tenth of PNG's bytes), so a design change shows its visual diff in review.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { serveBuilt } from './lib/serveBuilt.ts';

export const SCREENSHOT_ROUTES = [
  '/',
  '/hosting',
  '/pricing/seo',
  '/services/zns-zalo',
  '/templates',
  '/contact',
  '/blog/seo-topical-map',
  '/ecosystem/uyen-ai',
  '/about',
];
export const SCREENSHOT_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const { values } = parseArgs({
  options: { label: { type: 'string', default: 'after' }, width: { type: 'string' }, route: { type: 'string', multiple: true } },
});
const routes = values.route ?? SCREENSHOT_ROUTES;
for (const route of routes) if (!/^\/[a-z0-9/-]*$/.test(route)) throw new Error(`--route must be a path of the site, got "${route}"`);
const label = values.label!;
if (!/^[a-z0-9-]+$/.test(label)) throw new Error(`--label must be lower-case letters, digits and hyphens, got "${label}"`);
const outDir = path.join(PROJECT_ROOT, 'docs/screenshots', label);
mkdirSync(outDir, { recursive: true });

const fileName = (route: string, width: number) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}.jpg`;

const served = await serveBuilt(path.join(PROJECT_ROOT, 'build/client'));
const baseUrl = served.base;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
try {
  for (const viewport of SCREENSHOT_WIDTHS.filter((v) => !values.width || String(v.width) === values.width)) {
    for (const route of routes) {
      // A fresh context per route: each screenshot is a first visit, as a reader arriving from search.
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(baseUrl + route);
      // Hydration changes nothing visible, so a machine too loaded to finish it in time still gets
      // its screenshot (of the prerendered page), with a warning.
      await page
        .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { polling: 250, timeout: 60_000 })
        .catch(() => console.warn(`${route} at ${viewport.width} px: not hydrated after 60 s, screenshot of the prerendered page`));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, fileName(route, viewport.width));
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 });
      console.log(path.relative(PROJECT_ROOT, file));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await served.close();
}
