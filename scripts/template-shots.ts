// `npm run template-shots` (after `npm run build`): the pictures of each template, taken from its
// live demo page (/templates/<id>) of the BUILT site, served on 127.0.0.1 and opened in Debian's
// Chromium, written to public/images/templates/:
//   <id>.webp        the whole page at a 1280 px layout, 640 px wide (the gallery card scrolls through it)
//   <id>-phone.webp  the first screen at a 375 px layout, 300 px wide (the phone frame of `deviceShowcase`)
// and to public/images/hero-web-design.webp, the opening picture of /services/web-design (eager, so not
// among the lazy renders): two demos in a browser window and a phone, with the templates' colours and
// the typeface on a card.
// WebP is encoded by Chromium itself (canvas), so no image package is needed. The demo bar
// ("Bản xem thử …") is left out: the picture shows the website a customer gets. Then every image
// object in pages/ that shows one of these files gets its new width and height (the text of the
// file is edited in place; section examples too), so `npm run validate` (IMAGE_SIZE_MISMATCH) agrees
// with the files.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyEdits, modify, parseTree, type Node } from 'jsonc-parser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { listJsonFiles, PROJECT_ROOT } from '../src/engine/project.ts';
import { imageSizeOf, type PixelSize } from '../src/engine/imageSize.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';
import { DEMO_PALETTES } from '../src/shell/demo/demoPalette.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { serveBuilt } from './lib/serveBuilt.ts';

/** The two renders: layout width (CSS px) and scale (picture width = width × scale). */
export const SHOTS = {
  page: { viewport: { width: 1280, height: 800 }, scale: 0.5, fullPage: true, suffix: '' },
  phone: { viewport: { width: 375, height: 812 }, scale: 0.8, fullPage: false, suffix: '-phone' },
} as const;
const WEBP_QUALITY = 0.78;
const OUT_DIR = path.join(PROJECT_ROOT, 'public/images/templates');
const CLIENT_DIR = path.join(PROJECT_ROOT, 'build/client');

/** A PNG encoded again as WebP by Chromium's canvas (in `encoder`, a blank page). */
async function toWebp(encoder: Page, png: Buffer, quality = WEBP_QUALITY): Promise<Buffer> {
  const base64 = await encoder.evaluate(
    async ([data, quality]) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
      if (blob.type !== 'image/webp') throw new Error(`this Chromium encodes ${blob.type}, not WebP`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [png.toString('base64'), quality] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** One render of a demo page, as WebP. */
async function shoot(browser: Browser, encoder: Page, url: string, shot: (typeof SHOTS)[keyof typeof SHOTS]): Promise<Buffer> {
  return await toWebp(encoder, await render(browser, url, shot));
}

/** One render of a demo page without its demo bar, as PNG. */
async function render(browser: Browser, url: string, shot: { viewport: { width: number; height: number }; scale: number; fullPage: boolean }): Promise<Buffer> {
  const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    // A first visit fills the cache: the fonts are `font-display: optional`, so only a visit that has
    // them at hand shows Be Vietnam Pro everywhere (as a returning reader sees the site).
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const response = await page.goto(url);
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({ content: '[data-demo-bar]{display:none!important}' });
    await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { polling: 250, timeout: 60_000 })
      .catch(() => console.warn(`${url}: not hydrated after 60 s, picture of the prerendered page`));
    // Every image loaded and decoded, lazy ones too, before the picture is taken.
    await page.evaluate(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      await document.fonts.ready;
    });
    await page.waitForLoadState('networkidle');
    return await page.screenshot({ fullPage: shot.fullPage, type: 'png' });
  } finally {
    await context.close();
  }
}

/**
 * The hero picture's layout (CSS px), scale and WebP quality: 560 × 440 (the hero column's width on a
 * laptop) at 1.5×, enough for a phone's 1.75× at 358 px; it is the page's largest paint on a phone,
 * so it is kept under 40 KB.
 */
const HERO = { width: 560, height: 440, scale: 1.5, quality: 0.7, desktop: 'agency-marketing', phone: 'blog-media', file: 'hero-web-design.webp' } as const;

/**
 * `/services/web-design`'s opening picture, composed in Chromium from the first screens of two demo
 * pages (a browser window at a 1280 px layout and a phone at 375 px, both without the demo bar, taken
 * at the picture's own pixel density; the site refuses to be framed) over a soft panel,
 * with a card of the five template colours and the site's typeface; transparent around it, so it
 * sits on the hero's own background.
 */
async function composeHero(browser: Browser, encoder: Page, baseUrl: string, palettes: readonly string[]): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: HERO.width, height: HERO.height }, deviceScaleFactor: HERO.scale, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const desk = 452 / 1280;
    const phone = 126 / 375;
    const shot = async (id: string, viewport: { width: number; height: number }, scale: number) =>
      `data:image/png;base64,${(await render(browser, `${baseUrl}/templates/${id}`, { viewport, scale: scale * HERO.scale, fullPage: false })).toString('base64')}`;
    const deskShot = await shot(HERO.desktop, { width: 1280, height: 800 }, desk);
    const phoneShot = await shot(HERO.phone, { width: 375, height: 812 }, phone);
    const html = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Be Vietnam Pro'; font-weight: 700; src: url('${fontUrl(700)}') format('woff2'); }
html, body { margin: 0; background: transparent; }
body { position: relative; width: ${HERO.width}px; height: ${HERO.height}px; overflow: hidden; font-family: 'Be Vietnam Pro', sans-serif; }
.panel { position: absolute; inset: 20px 0 18px 40px; border-radius: 28px; overflow: hidden; background: linear-gradient(135deg, #e0e7ff, #eef2ff 70%); }
.panel::before, .panel::after { content: ''; position: absolute; border-radius: 50%; background: #c7d2fe; opacity: .55; }
.panel::before { width: 220px; height: 220px; right: -70px; top: -80px; }
.panel::after { width: 160px; height: 160px; left: -60px; bottom: -70px; }
.window { position: absolute; left: 0; top: 52px; width: 452px; border-radius: 12px; overflow: hidden; background: #fff; box-shadow: 0 22px 44px rgba(15, 23, 41, .22), 0 0 0 1px rgba(15, 23, 41, .06); }
.bar { display: flex; gap: 6px; align-items: center; height: 22px; padding: 0 10px; background: #f1f5f9; }
.bar i { width: 8px; height: 8px; border-radius: 50%; background: #f87171; } .bar i + i { background: #fbbf24; } .bar i + i + i { background: #34d399; }
.screen { width: 452px; height: ${Math.round(800 * desk)}px; overflow: hidden; }
.screen img { display: block; width: 100%; height: 100%; }
.phone { position: absolute; right: 14px; top: 112px; padding: 6px; border-radius: 24px; background: #0f1729; box-shadow: 0 24px 40px rgba(15, 23, 41, .3); }
.phone .screen { width: 126px; height: ${Math.round(812 * phone)}px; border-radius: 18px; }
.card { position: absolute; left: 16px; top: 330px; display: flex; gap: 14px; align-items: center; padding: 12px 16px; border-radius: 16px; background: #fff; box-shadow: 0 14px 30px rgba(15, 23, 41, .16); }
.card b { font-size: 30px; line-height: 1; color: #0f1729; }
.card span { display: flex; gap: 8px; }
.card span i { width: 24px; height: 24px; border-radius: 50%; }
</style></head><body>
<div class="panel"></div>
<div class="window"><div class="bar"><i></i><i></i><i></i></div><div class="screen"><img src="${deskShot}" alt=""></div></div>
<div class="phone"><div class="screen"><img src="${phoneShot}" alt=""></div></div>
<div class="card"><b>Aa</b><span>${palettes.map((c) => `<i style="background:${c}"></i>`).join('')}</span></div>
</body></html>`;
    // Served from the site's origin, for its font.
    await page.route(`${baseUrl}/__hero`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${baseUrl}/__hero`);
    await page.evaluate(async () => {
      await Promise.all([...document.images].map((img) => img.decode()));
      await document.fonts.ready;
    });
    return await toWebp(encoder, await page.screenshot({ type: 'png', omitBackground: true }), HERO.quality);
  } finally {
    await context.close();
  }
}

/** The built site's Be Vietnam Pro (latin subset) of a weight. */
function fontUrl(weight: 400 | 700): string {
  const name = readdirSync(path.join(CLIENT_DIR, 'assets')).find((f) => f.startsWith(`be-vietnam-pro-latin-${weight}-normal`) && f.endsWith('.woff2'));
  if (!name) throw new Error(`build/client/assets has no be-vietnam-pro-latin-${weight} font`);
  return `/assets/${name}`;
}

/** Sets width and height of every image object in the JSON files below `dir` whose src is one of `sizes`; returns the files changed. */
export function updateImageSizes(dir: string, sizes: ReadonlyMap<string, PixelSize>): string[] {
  const changed: string[] = [];
  for (const rel of listJsonFiles(dir)) {
    const file = path.join(dir, rel);
    let text = readFileSync(file, 'utf8');
    const edits: { at: (string | number)[]; value: number }[] = [];
    const walk = (node: Node | undefined, at: (string | number)[]) => {
      if (!node) return;
      if (node.type === 'object') {
        const src = node.children?.find((p) => p.children?.[0].value === 'src')?.children?.[1]?.value;
        const size = typeof src === 'string' ? sizes.get(src) : undefined;
        if (size) {
          for (const key of ['width', 'height'] as const) {
            const current = node.children?.find((p) => p.children?.[0].value === key)?.children?.[1]?.value;
            if (current !== size[key]) edits.push({ at: [...at, key], value: size[key] });
          }
        }
        for (const property of node.children ?? []) walk(property.children?.[1], [...at, property.children![0].value as string]);
      } else if (node.type === 'array') {
        node.children?.forEach((child, index) => walk(child, [...at, index]));
      }
    };
    walk(parseTree(text), []);
    if (edits.length === 0) continue;
    for (const edit of edits) text = applyEdits(text, modify(text, edit.at, edit.value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
    writeFileSync(file, text);
    changed.push(path.relative(PROJECT_ROOT, file));
  }
  return changed;
}

async function main() {
  const result = validateProject();
  if (!result.model) {
    console.error(formatReport(result));
    process.exit(1);
  }
  try {
    statSync(path.join(CLIENT_DIR, '404.html'));
  } catch {
    console.error('build/client is missing: run `npm run build` first');
    process.exit(1);
  }
  const demos = result.model.pages.flatMap((page) => (page.demo ? [{ id: page.demo.template.id, route: page.route }] : []));
  mkdirSync(OUT_DIR, { recursive: true });

  const served = await serveBuilt(CLIENT_DIR);
  const baseUrl = served.base;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const sizes = new Map<string, PixelSize>();
  try {
    const encoder = await browser.newPage();
    for (const demo of demos) {
      for (const shot of Object.values(SHOTS)) {
        const webp = await shoot(browser, encoder, baseUrl + demo.route, shot);
        const name = `${demo.id}${shot.suffix}.webp`;
        writeFileSync(path.join(OUT_DIR, name), webp);
        const size = imageSizeOf(webp)!;
        sizes.set(`/images/templates/${name}`, size);
        console.log(`public/images/templates/${name}  ${size.width}×${size.height}  ${(webp.length / 1024).toFixed(1)} KB`);
      }
    }
    const webp = await composeHero(
      browser,
      encoder,
      baseUrl,
      Object.values(DEMO_PALETTES).map((shades) => shades[6]),
    );
    writeFileSync(path.join(OUT_DIR, '..', HERO.file), webp);
    const size = imageSizeOf(webp)!;
    sizes.set(`/images/${HERO.file}`, size);
    console.log(`public/images/${HERO.file}  ${size.width}×${size.height}  ${(webp.length / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
    await served.close();
  }
  // The pages, and the section examples (the catalogue and the component tests show them).
  for (const dir of ['pages', 'src/sections'])
    for (const file of updateImageSizes(path.join(PROJECT_ROOT, dir), sizes)) console.log(`updated the sizes in ${file}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
