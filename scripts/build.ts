// `npm run build`: validate every page (fail on any problem), build the client with Vite, build
// the document renderer for Node, prerender every route plus the section catalogue and 404.html,
// write each page's data for client navigation, sitemap.xml (without the catalogue) and robots.txt,
// then precompress text files (gzip + brotli); the server bundle (build/server) and the includes
// docs/nginx.conf reads (build/nginx: the site server's security headers and content types).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompress } from './lib/precompress.ts';
import { build, type Manifest } from 'vite';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';
import { buildCatalogue, CATALOGUE_ROUTE } from '../src/engine/catalogue.ts';
import { toPageData, type DocumentAssets, type PageData } from '../src/model/boot.ts';
import { pageDataUrl } from '../src/model/pageDataUrl.ts';
import { walkSections } from '../src/model/sectionTree.ts';
import { buildServer } from './lib/buildServer.ts';
import { compileHintPlugin } from './lib/compileHint.ts';
import { writeNginxIncludes } from './gen-nginx.ts';
import { sitemapXml } from './lib/sitemap.ts';
import { redirectPage } from './lib/redirectPage.ts';
import { buildInstant } from './lib/buildInstant.ts';
import { isPrerendered } from '../src/model/prerendered.ts';
import { islandId } from '../src/model/islandSpec.ts';
import { serverContentOf } from '../src/server/serverContent.ts';
import type * as EntryServer from '../src/entry.server.tsx';

const started = performance.now();
const clientDir = path.join(PROJECT_ROOT, 'build/client');
const serverDir = path.join(PROJECT_ROOT, 'build/server');
const CLIENT_ENTRY = 'src/entry.client.tsx';
/** The app's code, imported by the entry after the first paint (src/entry.client.tsx). */
const HYDRATE_MODULE = 'src/app/hydrate.tsx';
const SECTION_ISLANDS_MODULE = 'src/app/sectionIslands.tsx';
const CATALOGUE_MODULE = 'src/renderer/Catalogue.tsx';
const COPY_JSON_MODULE = 'src/renderer/CopyJsonButton.tsx';
const START_APP_MODULE = 'src/app/startApp.tsx';
/*
 * One chunk per section type (src/sections/lazySection.ts). Sections without behaviour are prerendered (src/app/prerenderSections.tsx): the site's
 * pages never load their chunks, so a page loads the chunks of its interactive sections only (0–3
 * files, modulepreloaded). Before prerendering, split lost to one bundle (every page loaded 12–26
 * small files: LCP 2.0–2.6 s against 1.6 s, measured 2026-11-22).
 */

// The instant the pages' schedules are read at: now, or SITE_BUILD_AT (an ISO date-time) to build the
// site as it will be at a campaign's start (the scheduler's rebuild, the tests' clock).
const builtAt = buildInstant(process.env.SITE_BUILD_AT);
const result = validateProject(undefined, undefined, { at: builtAt });
if (!result.model) {
  console.error(formatReport(result));
  console.error('\nbuild stopped: fix the page files above (npm run validate checks them again)');
  process.exit(1);
}
const { site, pages, redirects } = result.model;

rmSync(path.join(PROJECT_ROOT, 'build'), { recursive: true, force: true });
await build({
  root: PROJECT_ROOT,
  logLevel: 'warn',
  // The app's module (React DOM and the islands' code, 227 KB) runs as soon as the first island
  // wakes: compiled on the main thread function by function, its first run was one task of
  // 20–115 ms in a cold browser (median 64, unthrottled); compiled while it streams in, 18–41 (31).
  plugins: [compileHintPlugin(HYDRATE_MODULE)],
  build: {
    outDir: clientDir,
    manifest: true,
    // The app, with all the site's CSS. The small script in <head> that imports it after the first
    // paint is built on its own below: a second entry here would share chunks with the app (and
    // Vite keeps one stylesheet per entry with cssCodeSplit off).
    // Its export `hydrate` is what the entry calls: kept (Vite's default drops an app entry's exports).
    rolldownOptions: {
      input: HYDRATE_MODULE,
      preserveEntrySignatures: 'allow-extension',
      output: {
        // A shared chunk is named after one of its modules: the one with the section registry (which
        // section islands and client navigation load) was `catalogueView-…`, as if every page loaded the catalogue.
        chunkFileNames: (chunk) => `assets/${chunk.moduleIds.some((id) => id.endsWith('/src/sections/registry.ts')) ? 'sectionRegistry' : '[name]'}-[hash].js`,
      },
    },
    // One stylesheet for the whole site: many small per-section files compress far worse (measured:
    // 15 KB vs 10 KB gzip on the home page), and it is cached after the first page.
    cssCodeSplit: false,
    // No loader helper around dynamic imports: the files a page or a navigation needs are listed
    // (boot data `assets.preload` and `assets.navigation`, page data `modules`) and preloaded all
    // at once by our code, so the helper's dependency maps (−1.1 KB gzip per page) would be dead weight.
    modulePreload: false,
  },
});
// The entry script: self-contained (it imports the app by the URL in the boot data, so no loader
// helper of Vite's is bundled into it), 0.6 KB gzip.
await build({
  root: PROJECT_ROOT,
  configFile: false,
  logLevel: 'warn',
  build: { outDir: clientDir, emptyOutDir: false, copyPublicDir: false, manifest: '.vite/entry-manifest.json', rolldownOptions: { input: CLIENT_ENTRY } },
});
// The renderer. Its CSS is the site's stylesheet: it covers everything a document can show, also
// the HTML no client module imports (the footer, the contact bar, a demo page's frame: no code of
// theirs reaches the browser). Same class names as the client build (scripts/lib/cssClassNames.ts).
await build({
  root: PROJECT_ROOT,
  logLevel: 'warn',
  build: { outDir: serverDir, ssr: 'src/entry.server.tsx', copyPublicDir: false, ssrEmitAssets: true, cssCodeSplit: false, manifest: true },
});
const siteStylesheet = ((): string => {
  const files = readdirSync(path.join(serverDir, 'assets')).filter((file) => file.endsWith('.css'));
  if (files.length !== 1) throw new Error(`expected one stylesheet from the renderer's build, found ${files.length}`);
  // Under the client's assets (content-hashed name, served immutable); the client build's own is not used.
  for (const file of readdirSync(path.join(clientDir, 'assets'))) if (file.endsWith('.css')) rmSync(path.join(clientDir, 'assets', file));
  copyFileSync(path.join(serverDir, 'assets', files[0]!), path.join(clientDir, 'assets', files[0]!));
  return `/assets/${files[0]}`;
})();

const manifest = {
  ...(JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest),
  ...(JSON.parse(readFileSync(path.join(clientDir, '.vite/entry-manifest.json'), 'utf8')) as Manifest),
};
// What a page's islands load: the sections it hydrates (prerendered ones need no code).
const assetsFor = (page: PageData | null) => documentAssets(manifest, page);
const { renderDocument, registeredSectionTypes, prerenderStaticSections } = (await import(
  pathToFileURL(path.join(serverDir, 'entry.server.js')).href
)) as typeof EntryServer;
let catalogue: PageData[];
try {
  // Their sections without behaviour are prerendered as on any page.
  catalogue = await Promise.all(buildCatalogue(registeredSectionTypes, result.model).map((page) => prerenderStaticSections(page, site)));
} catch (error) {
  console.error(`build stopped: ${(error as Error).message}`);
  process.exit(1);
}

// The catalogue's pages are prerendered and have page data like pages; the sitemap lists only pages.
// Pages carry their sections without behaviour as HTML.
const prerenderedPages = await Promise.all(pages.map((p) => prerenderStaticSections(toPageData(p), site)));
const byRoute = new Map<string, PageData>([...prerenderedPages, ...catalogue].map((p) => [p.route, p] as const));
const findPage = (route: string) => byRoute.get(route) ?? null;
const write = (rel: string, body: string) => {
  const file = path.join(clientDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
};

const renderFailures: string[] = [];
for (const page of byRoute.values()) {
  let html: string;
  try {
    ({ html } = await renderDocument({ path: page.route, site, assets: assetsFor(page), findPage }));
  } catch (error) {
    renderFailures.push(
      `${pages.find((p) => p.route === page.route)?.file ?? `${page.route} (src/sections/*/example.json)`}: ${error instanceof Error ? error.message : String(error)}`,
    );
    continue;
  }
  write(page.route === '/' ? 'index.html' : `${page.route.slice(1)}/index.html`, html);
  // With the modules its interactive sections need (fetched at once before it shows, no waterfall).
  const modules = navigationModules(manifest, page);
  write(pageDataUrl(page.route), JSON.stringify(modules.length > 0 ? { ...page, modules } : page));
}
if (renderFailures.length > 0) {
  // Valid data that a component cannot render is a bug to fix before shipping, not a notice to publish.
  console.error(`build stopped: a page failed to render\n${renderFailures.join('\n')}`);
  process.exit(1);
}
const notFound = await renderDocument({ path: '/404', site, assets: assetsFor(null), findPage: () => null });
write('404.html', notFound.html);

// Expired campaigns that send their visitors on: a static page at the old route.
for (const { from, to } of redirects) write(`${from.slice(1)}/index.html`, redirectPage({ to, siteUrl: site.siteUrl, siteName: site.company.name }));
// When the next schedule starts or ends: the site must be built again then (docs/operations.md, "Scheduled pages").
writeFileSync(
  path.join(PROJECT_ROOT, 'build/schedule.json'),
  `${JSON.stringify({ builtAt: builtAt.toISOString(), nextChangeAt: result.model.nextScheduleChange?.toISOString() ?? null }, null, 2)}\n`,
);

const sitemapRoutes = pages.filter((p) => !p.meta.canonical || p.meta.canonical === p.route).map((p) => p.route);
write('sitemap.xml', sitemapXml(site.siteUrl, sitemapRoutes));
write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);

rmSync(serverDir, { recursive: true, force: true });
const serverContent = serverContentOf(result.model);
// The site server for `npm start` (Node alone, no pages/ or dev tools at run time).
await buildServer({ projectRoot: PROJECT_ROOT, outDir: serverDir, content: serverContent });
// The same values beside the site, for a release (`npm run release -- add`): a server serving releases reads them per release.
writeFileSync(path.join(PROJECT_ROOT, 'build/server-content.json'), `${JSON.stringify(serverContent)}\n`);
// What docs/nginx.conf includes when nginx serves build/client itself: the site server's headers and types.
writeNginxIncludes(path.join(PROJECT_ROOT, 'build/nginx'));
rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
const compressed = precompress(clientDir);
console.log(
  `built ${pages.length} pages${redirects.length ? ` (+ ${redirects.length} expired, redirected)` : ''} + ${catalogue.length} of the section catalogue (${CATALOGUE_ROUTE}) + 404.html, sitemap.xml (${sitemapRoutes.length} URLs), robots.txt; ${compressed} files precompressed; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/**
 * What one document loads: the client entry; after the first paint the islands' module
 * (HYDRATE_MODULE: React and the shell's islands) and the chunks it imports, listed in `preload`
 * and fetched in parallel by the entry; and all the CSS (stylesheets in <head>, so the prerendered
 * page is styled before any script runs). Each interactive section's code (the module of section
 * islands with Mantine's provider, the chunks of its section types — each a dynamic entry, see
 * src/sections/lazySection.ts — and what they import) is listed per island (`islands`): fetched
 * when the section comes within a few screens or wakes (src/app/islands/wake.ts), so a form at the
 * bottom of a long page costs its first load nothing. A section catalogue page's copy button is an
 * island too. The page renderer with React Router (src/app/startApp.tsx) is not among them: it
 * loads when the visitor is about to navigate.
 */
function documentAssets(m: Manifest, page: PageData | null): DocumentAssets {
  const preload = moduleFiles(m, [CLIENT_ENTRY, HYDRATE_MODULE]);
  const beyondPreload = (keys: string[]) => [...moduleFiles(m, keys)].filter((file) => !preload.has(file));
  // After prerendering, the sections left are those with behaviour: the page's section islands.
  let islands: Record<string, string[]> | undefined;
  for (const [index, section] of (page?.sections ?? []).entries()) {
    if (isPrerendered(section)) continue;
    islands ??= {};
    islands[islandId({ kind: 'section', index })] = beyondPreload([SECTION_ISLANDS_MODULE, ...sectionChunks(m, [section])]);
  }
  if (page?.catalogue?.kind === 'type') {
    islands ??= {};
    islands[islandId({ kind: 'copyJson' })] = beyondPreload([SECTION_ISLANDS_MODULE, COPY_JSON_MODULE]);
  }
  return {
    entry: `/${m[CLIENT_ENTRY].file}`,
    app: `/${m[HYDRATE_MODULE].file}`,
    preload: [...preload],
    ...(islands ? { islands } : {}),
    // Client navigation's code (src/app/startApp.tsx and what it imports), preloaded when the visitor is about to navigate.
    navigation: beyondPreload([START_APP_MODULE]),
    styles: [siteStylesheet],
  };
}

/**
 * What client navigation to a page fetches at once, beyond what every document loads: the code of
 * its interactive sections (on a catalogue page: its view, which imports the copy button).
 */
function navigationModules(m: Manifest, page: PageData): string[] {
  const hydrated = page.sections.filter((section) => !isPrerendered(section));
  if (!page.catalogue && hydrated.length === 0) return [];
  const keys = [SECTION_ISLANDS_MODULE, ...sectionChunks(m, hydrated), ...(page.catalogue ? [CATALOGUE_MODULE] : [])];
  const everyPage = moduleFiles(m, [CLIENT_ENTRY, HYDRATE_MODULE]);
  return [...moduleFiles(m, keys)].filter((file) => !everyPage.has(file));
}

/** The manifest keys of the chunks of the section types in `sections` (nested ones too) that have behaviour. */
function sectionChunks(m: Manifest, sections: readonly unknown[]): string[] {
  const types = new Set(walkSections(sections).flatMap(({ section }) => (isPrerendered(section) ? [] : [String(section.type)])));
  return [...types].map((type) => {
    const key = Object.keys(m).find((k) => m[k].isDynamicEntry && k.startsWith(`src/sections/${type}/`));
    if (!key) throw new Error(`no chunk for section type "${type}" in the build manifest`);
    return key;
  });
}

/** The files of these modules and of everything they import (but the entry script: it is in <head>). */
function moduleFiles(m: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = m[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
    if (key !== CLIENT_ENTRY) files.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}
