// `npm run build`: validate every page (fail on any problem), build the client with Vite, build
// the document renderer for Node, prerender every route plus the section catalogue and 404.html,
// write sitemap.xml (without the catalogue) and robots.txt,
// then precompress text files (gzip + brotli); the server bundle (build/server), the editor's interface
// for the admin (build/editor, scripts/lib/buildEditor.ts) and the includes
// docs/nginx.conf reads (build/nginx: the site server's security headers and content types).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';
import { CATALOGUE_ROUTE } from '../src/engine/catalogue.ts';
import { CLIENT_ENTRY, HYDRATE_MODULE } from '../src/publish/documentAssets.ts';
import { schemaFingerprint, type CodeBuild } from '../src/publish/contentBuild.ts';
import { Precompressor } from '../src/publish/precompress.ts';
import { IMAGE_CACHE_DIR, ImagePipeline } from '../src/publish/images/imagePipeline.ts';
import { CODE_ASSETS_FILE, prerenderSite, PrerenderError, RENDERER_DIR, RENDERER_FILE, type PrerenderResult, type Renderer } from '../src/publish/prerender.ts';
import { buildServer } from './lib/buildServer.ts';
import { buildEditor } from './lib/buildEditor.ts';
import { compileHintPlugin } from './lib/compileHint.ts';
import { writeNginxIncludes } from './gen-nginx.ts';
import { buildInstant } from './lib/buildInstant.ts';
import { serverContentOf } from '../src/server/serverContentOf.ts';

const started = performance.now();
const clientDir = path.join(PROJECT_ROOT, 'build/client');
const serverDir = path.join(PROJECT_ROOT, 'build/server');
/** The document renderer and what its documents load: kept, so a publish renders content without Vite (src/publish/). */
const rendererDir = path.join(PROJECT_ROOT, RENDERER_DIR);
/*
 * One chunk per section type (src/sections/lazySection.ts). Sections without behaviour are prerendered (src/renderer/prerenderSections.tsx): the site's
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
        // section islands load) was `catalogueView-…`, as if every page loaded the catalogue.
        chunkFileNames: (chunk) => `assets/${chunk.moduleIds.some((id) => id.endsWith('/src/sections/registry.ts')) ? 'sectionRegistry' : '[name]'}-[hash].js`,
      },
    },
    // One stylesheet for the whole site: many small per-section files compress far worse (measured:
    // 15 KB vs 10 KB gzip on the home page), and it is cached after the first page.
    cssCodeSplit: false,
    // No loader helper around dynamic imports: the files a page needs are listed (boot data
    // `assets.preload` and `assets.islands`) and preloaded all
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
  build: { outDir: rendererDir, ssr: 'src/entry.server.tsx', copyPublicDir: false, ssrEmitAssets: true, cssCodeSplit: false, manifest: true },
});
const siteStylesheet = ((): string => {
  const files = readdirSync(path.join(rendererDir, 'assets')).filter((file) => file.endsWith('.css'));
  if (files.length !== 1) throw new Error(`expected one stylesheet from the renderer's build, found ${files.length}`);
  // Under the client's assets (content-hashed name, served immutable); the client build's own is not used.
  for (const file of readdirSync(path.join(clientDir, 'assets'))) if (file.endsWith('.css')) rmSync(path.join(clientDir, 'assets', file));
  copyFileSync(path.join(rendererDir, 'assets', files[0]!), path.join(clientDir, 'assets', files[0]!));
  return `/assets/${files[0]}`;
})();

const code: CodeBuild = {
  manifest: {
    ...(JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest),
    ...(JSON.parse(readFileSync(path.join(clientDir, '.vite/entry-manifest.json'), 'utf8')) as Manifest),
  },
  stylesheet: siteStylesheet,
  schemas: schemaFingerprint(path.join(PROJECT_ROOT, 'schema'), path.join(PROJECT_ROOT, 'src/sections')),
};
writeFileSync(path.join(rendererDir, CODE_ASSETS_FILE), `${JSON.stringify(code)}\n`);
const renderer = (await import(pathToFileURL(path.join(rendererDir, RENDERER_FILE)).href)) as Renderer;
// Compressed copies kept by content hash between builds: only files with new bytes are compressed. A
// route's files are compressed while the next routes render (rendering keeps one core busy).
const compressor = new Precompressor({ cache: path.join(PROJECT_ROOT, 'node_modules/.cache/precompress') });
let prerendered: PrerenderResult;
try {
  prerendered = await prerenderSite({
    model: result.model,
    renderer,
    code,
    outDir: clientDir,
    at: builtAt,
    written: (file, rel) => compressor.add(file, rel),
    // public/ is the one the build copied (Vite's copy at the root of build/client): its images are encoded from there.
    images: new ImagePipeline({ publicDir: path.join(PROJECT_ROOT, 'public'), outDir: clientDir, cacheDir: IMAGE_CACHE_DIR }),
  });
} catch (error) {
  if (!(error instanceof PrerenderError)) throw error;
  console.error(`build stopped: ${error.message}`);
  process.exit(1);
}
// What each route was rendered from: the first release made from this build reuses what did not change (src/publish/prerender.ts).
writeFileSync(path.join(PROJECT_ROOT, 'build/render-keys.json'), `${JSON.stringify(prerendered.renderKeys)}\n`);
// When the next schedule starts or ends: the site must be built again then (docs/operations.md, "Scheduled pages").
writeFileSync(
  path.join(PROJECT_ROOT, 'build/schedule.json'),
  `${JSON.stringify({ builtAt: builtAt.toISOString(), nextChangeAt: result.model.nextScheduleChange?.toISOString() ?? null }, null, 2)}\n`,
);

rmSync(serverDir, { recursive: true, force: true });
// The editor's interface for the admin server (build/editor: its own files, none of the site's).
await buildEditor({ projectRoot: PROJECT_ROOT, outDir: path.join(PROJECT_ROOT, 'build/editor') });
const serverContent = serverContentOf(result.model);
// The site server for `npm start` (Node alone, no pages/ or dev tools at run time).
await buildServer({ projectRoot: PROJECT_ROOT, outDir: serverDir, content: serverContent });
// The same values beside the site, for a release (`npm run release -- add`): a server serving releases reads them per release.
writeFileSync(path.join(PROJECT_ROOT, 'build/server-content.json'), `${JSON.stringify(serverContent)}\n`);
// What docs/nginx.conf includes when nginx serves build/client itself: the site server's headers and types.
writeNginxIncludes(path.join(PROJECT_ROOT, 'build/nginx'));
rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
const compressed = await compressor.finish(clientDir);
console.log(
  `built ${prerendered.pages} pages${prerendered.redirects ? ` (+ ${prerendered.redirects} expired, redirected)` : ''} + ${prerendered.catalogue} of the section catalogue (${CATALOGUE_ROUTE}) + 404.html, sitemap.xml (${prerendered.sitemapRoutes.length} URLs), robots.txt; ${compressed} files precompressed; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
