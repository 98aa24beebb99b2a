// Checks of the build output and the site server that need a finished build.
import { SEARCH_ROUTE } from '../../src/model/search.ts';
import { withListingPages } from '../../src/engine/listingPages.ts';
import { joinHeading } from '../../src/lib/headingBreaks.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { BUDGET, jsBudgetKb, measureSite } from '../../scripts/lib/routeWeight.ts';
import { BOOTSTRAP_SCRIPT } from '../../src/app/bootstrapScript.ts';
import { SPECULATION_RULES } from '../../src/app/speculationRules.ts';
import { COMPILE_HINT } from '../../scripts/lib/compileHint.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import { bootDataOf, CLIENT_DIR, startHarness, type Harness } from './harness.ts';

const require = createRequire(import.meta.url);
let h: Harness;
let model: SiteModel;
beforeAll(async () => {
  // The pages as the build writes them: each listing split into its pages.
  model = withListingPages(validateProject().model!);
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('build output', () => {
  it('prerenders one HTML file per page, with its content', () => {
    for (const page of model.pages) {
      const file = page.route === '/' ? 'index.html' : `${page.route.slice(1)}/index.html`;
      const html = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
      expect(html, page.route).toContain('<html lang="vi"');
      expect(html, page.route).toContain(`<title>${page.meta.title}</title>`);
      const hero = page.sections.find((s) => s.type === 'hero');
      // As the build writes headings: Vietnamese compounds joined by no-break spaces (src/lib/headingBreaks.ts).
      if (hero && hero.type === 'hero') expect(html, page.route).toContain(joinHeading(hero.title));
    }
  });

  it('keeps ajv, the schemas and the validator out of the browser bundle', () => {
    const assets = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const js = readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8');
      for (const marker of ['json-schema.org', 'additionalProperties', 'x-ref', 'strictRequired', 'validateProject', 'jsonc-parser']) {
        expect(js.includes(marker), `${file} contains ${marker}`).toBe(false);
      }
    }
  });

  it("puts Mantine's CSS before the CSS modules that override it", () => {
    const css = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => f.endsWith('.css'));
    for (const file of css) {
      const text = readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8');
      const firstModuleRule = text.search(/\._[A-Za-z]+_[a-z0-9]{5}_\d+/);
      const lastMantineRule = text.lastIndexOf('.m_');
      if (firstModuleRule >= 0 && lastMantineRule >= 0) expect(lastMantineRule, file).toBeLessThan(firstModuleRule);
    }
  });

  it('each page loads the one stylesheet in <head> and no script there; <body> ends with the boot data, the bootstrap naming the entry and the speculation rules (section chunks: prerendered-sections.test.ts)', () => {
    for (const file of ['index.html', 'blog/index.html', 'pricing/seo/index.html', '404.html']) {
      const html = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/rel="stylesheet" href="\/assets\/style-[\w-]+\.css"/g), file).toHaveLength(1);
      expect(head, file).not.toContain('<script');
      // No script file the parser would request before the first paint.
      expect(html, file).not.toMatch(/<script[^>]*\ssrc=/);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(
        scripts.map((m) => m[1]),
        file,
      ).toEqual([
        ' type="application/json" id="boot-data"',
        expect.stringMatching(/^ data-entry="\/assets\/entry\.client-[\w-]+\.js"$/),
        ' type="speculationrules"',
      ]);
      expect(scripts[1]![2], file).toBe(BOOTSTRAP_SCRIPT);
      expect(scripts[2]![2], file).toBe(SPECULATION_RULES);
      expect(html.endsWith(`${scripts[1]![0]}${scripts[2]![0]}</body></html>`), file).toBe(true);
    }
  });

  it("marks the islands' module, and only it, to be compiled while it streams in (V8's compile hint on its first line)", () => {
    const html = readFileSync(path.join(CLIENT_DIR, 'templates/index.html'), 'utf8');
    const boot = bootDataOf(html);
    const assets = path.join(CLIENT_DIR, 'assets');
    const hinted = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes(COMPILE_HINT));
    expect(hinted.map((file) => `/assets/${file}`)).toEqual([boot.assets.app]);
    expect(readFileSync(path.join(CLIENT_DIR, boot.assets.app), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('ships no dark colour-scheme rule (the site forces the light scheme)', () => {
    const css = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => f.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect(readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8'), file).not.toMatch(/data-mantine-color-scheme=["']?dark/);
  });

  it('ships no CSS variable of the Mantine palettes it drops, and nothing refers to them', () => {
    const { DROPPED_PALETTES } = require('../../scripts/postcss-unused-palettes.cjs') as { DROPPED_PALETTES: string[] };
    expect(DROPPED_PALETTES.length).toBeGreaterThan(0);
    const assets = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => /\.(css|js)$/.test(f));
    const texts = assets.map((file) => [file, readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8')] as const);
    const dropped = DROPPED_PALETTES.join('|');
    // Mantine's runtime theme defines aliases such as "--mantine-color-error": var(--mantine-color-red-6);
    // they are harmless while nothing uses the alias.
    const aliasDefinition = new RegExp(`"(--mantine-color-[a-z-]+)":\`var\\(--mantine-color-(?:${dropped})-\\d\\)\``, 'g');
    const aliases = new Set(texts.flatMap(([, text]) => [...text.matchAll(aliasDefinition)].map((m) => m[1])));
    for (const [file, text] of texts) {
      expect(new RegExp(`--mantine-color-(?:${dropped})-`).exec(text.replace(aliasDefinition, ''))?.[0], file).toBeUndefined();
      for (const alias of aliases) expect(text.includes(`var(${alias})`), `${file} uses ${alias}`).toBe(false);
    }
  });

  it("ships none of Mantine's variables and variant rules it drops, and no page or script refers to them", () => {
    const { DROPPED_VARIABLES, UNUSED_ATTRIBUTE } = require('../../scripts/postcss-unused-mantine.cjs') as {
      DROPPED_VARIABLES: RegExp[];
      UNUSED_ATTRIBUTE: RegExp;
    };
    const assets = readdirSync(path.join(CLIENT_DIR, 'assets'))
      .filter((f) => /\.(css|js)$/.test(f))
      .map((f) => path.join('assets', f));
    const pages = model.pages.map((p) => (p.route === '/' ? 'index.html' : `${p.route.slice(1)}/index.html`)).concat('404.html');
    const stylesheet = assets.filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(CLIENT_DIR, f), 'utf8'));
    const declared = new Set(stylesheet.flatMap((css) => [...css.matchAll(/(--mantine-[\w-]+):/g)].map((m) => m[1])));
    // The drop happened: the full default set has these.
    for (const name of ['--mantine-z-index-modal', '--mantine-shadow-sm', '--mantine-h5-font-size', '--mantine-color-gray-light'])
      expect(declared.has(name), name).toBe(false);
    expect(stylesheet.join('')).not.toMatch(UNUSED_ATTRIBUTE);
    for (const file of [...assets, ...pages]) {
      const text = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
      for (const [, name] of text.matchAll(/var\((--mantine-[\w-]+)/g)) {
        expect(
          DROPPED_VARIABLES.some((pattern) => pattern.test(name)),
          `${file} refers to ${name}`,
        ).toBe(false);
      }
      // The HTML form of the attributes those rules select.
      if (file.endsWith('.html'))
        expect(
          / data-(?:truncate|line-clamp|inherit|inline|auto-cols)[= >]| data-(?:strategy="grid"|variant="gradient"|underline="(?:not-hover|always)")| dir="rtl"|mantine-(?:focus-always|focus-never|active|light-hidden)\b| data-(?:respect-reduced-motion|fluid)\b/.exec(
            text,
          )?.[0],
          file,
        ).toBeUndefined();
    }
  });

  it('stays within the weight budget on every route', () => {
    const rows = measureSite(CLIENT_DIR);
    // Every page, 404.html and the section catalogue: its index and a page per type (tests/browser/catalogue.test.ts);
    // and each A/B variant's own document (the original's index.ab-a.html included), measured like a page.
    const variantDocuments = model.pages.reduce((n, p) => n + (p.experiment?.variants.length ?? 0), 0);
    expect(variantDocuments).toBeGreaterThan(0);
    expect(rows.length).toBe(model.pages.length + 2 + registeredSectionTypes.length + variantDocuments);
    for (const row of rows) {
      expect(row.jsFiles.length, row.route).toBeGreaterThan(0);
      expect(row.cssFiles.length, row.route).toBeGreaterThan(0);
      expect(row.jsGzip / 1024, `${row.route} JS KB`).toBeLessThanOrEqual(jsBudgetKb(row));
      expect(row.cssGzip / 1024, `${row.route} CSS KB`).toBeLessThanOrEqual(BUDGET.cssKb);
    }
  });

  it('writes sitemap.xml with every page and robots.txt pointing to it, and no 404 page in either', () => {
    const sitemap = readFileSync(path.join(CLIENT_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The search page's answers are per query: not a page to list.
    expect(locs.sort()).toEqual(
      model.pages
        .filter((p) => p.route !== SEARCH_ROUTE)
        .map((p) => `${model.site.siteUrl}${p.route}`)
        .sort(),
    );
    expect(readFileSync(path.join(CLIENT_DIR, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${model.site.siteUrl}/sitemap.xml`);
    expect(readdirSync(CLIENT_DIR)).toContain('404.html');
    expect(readdirSync(CLIENT_DIR)).not.toContain('404');
  });

  it("writes the blog's Atom feed, its newest posts with absolute URLs, linked from /blog and every post", async () => {
    const feed = readFileSync(path.join(CLIENT_DIR, 'blog/feed.xml'), 'utf8');
    const posts = model.pages.filter((p) => p.route.startsWith('/blog/') && p.card).sort((a, b) => b.card!.date.localeCompare(a.card!.date));
    expect(posts.length).toBeGreaterThan(0);
    const links = [...feed.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(posts.map((p) => `${model.site.siteUrl}${p.route}`));
    expect(feed).toContain(`<published>${posts[0]!.card!.date}T00:00:00+07:00</published>`);
    for (const route of ['/blog', ...posts.map((p) => p.route)]) {
      const html = readFileSync(path.join(CLIENT_DIR, route.slice(1), 'index.html'), 'utf8');
      expect(html, route).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/blog\/feed.xml"\/>/);
    }
    const served = await fetch(`${h.baseUrl}/blog/feed.xml`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/xml/);
  });

  it('gives every post a 1200×630 social card from its cover', () => {
    for (const post of model.pages.filter((p) => p.route.startsWith('/blog/') && p.card)) {
      const html = readFileSync(path.join(CLIENT_DIR, post.route.slice(1), 'index.html'), 'utf8');
      expect(html, post.route).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html, post.route).toContain('<meta property="og:image:height" content="630"/>');
    }
  });
});

describe('site server', () => {
  it('serves HTML compressed and revalidated, hashed assets immutable, unknown paths as 404', async () => {
    const home = await fetch(`${h.baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await home.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const js = await fetch(h.baseUrl + asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    const missing = await fetch(`${h.baseUrl}/khong-co-trang-nay`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Trang không tồn tại.');
    const pricing = await fetch(`${h.baseUrl}/pricing/seo`);
    expect(pricing.status).toBe(200);
  });
});
