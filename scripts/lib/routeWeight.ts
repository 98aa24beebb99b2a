// First-load weight of each prerendered route: the JS and CSS files its HTML loads
// (scripts, modulepreloads, the entry and the code it loads after the first paint — `assets.entry`
// and `assets.preload` in the boot data —, stylesheets), gzip-compressed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load budgets (issue 18), gzip: a content page, whose only islands are the shell's menus,
 * loads React and those alone; a page with interactive sections (or a section catalogue page's copy
 * button) adds their code and Mantine's provider.
 */
export const BUDGET = { contentJsKb: 75, jsKb: 100, cssKb: 12 };

/** The JS budget of a route, by what it hydrates. */
export function jsBudgetKb(row: Pick<RouteWeight, 'sectionIslands'>): number {
  return row.sectionIslands === 0 ? BUDGET.contentJsKb : BUDGET.jsKb;
}

export interface RouteWeight {
  route: string;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  jsFiles: string[];
  cssFiles: string[];
  /** Islands other than the shell's (interactive sections, a catalogue page's copy button). */
  sectionIslands: number;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

export function htmlFiles(clientDir: string, dir = clientDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(clientDir, full);
    return name.endsWith('.html') ? [full] : [];
  });
}

export function routeOf(clientDir: string, htmlFile: string): string {
  const rel = path.relative(clientDir, htmlFile).split(path.sep).join('/');
  if (rel === '404.html') return '(404)';
  const route = `/${rel.replace(/(^|\/)index\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

interface BootView {
  assets?: { entry?: string; preload?: string[]; islands?: Record<string, string[]> };
  islands?: { kind: string }[];
}

function bootOf(html: string): BootView {
  const boot = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  return boot ? (JSON.parse(boot[1]) as BootView) : {};
}

/**
 * The modules a document fetches without any interaction, from the boot data: the entry (requested
 * by the inline bootstrap, src/app/bootstrapScript.ts) and what it fetches (src/entry.client.tsx)
 * after the first paint, and each interactive section's as it comes near (all of them: the first
 * screen of a phone or of a desktop holds different sections).
 */
export function bootPreloads(html: string): string[] {
  const { assets } = bootOf(html);
  const islands = Object.values(assets?.islands ?? {}).flat();
  return [...new Set([...(assets?.entry ? [assets.entry] : []), ...(assets?.preload ?? []), ...islands])];
}

export function measureRoute(clientDir: string, htmlFile: string): RouteWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) js.add(m[1]);
  for (const href of bootPreloads(html)) js.add(href);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/import\s+[^"']*from\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+\.css)"[^>]*rel="stylesheet"/g)) css.add(m[1]);
  const local = (href: string) => path.join(clientDir, href.replace(/^\//, ''));
  return {
    route: routeOf(clientDir, htmlFile),
    jsGzip: [...js].reduce((sum, href) => sum + gzipSize(local(href)), 0),
    cssGzip: [...css].reduce((sum, href) => sum + gzipSize(local(href)), 0),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    jsFiles: [...js],
    cssFiles: [...css],
    sectionIslands: (bootOf(html).islands ?? []).filter((island) => island.kind !== 'header' && island.kind !== 'dock').length,
  };
}

export function measureSite(clientDir: string): RouteWeight[] {
  return htmlFiles(clientDir)
    .map((file) => measureRoute(clientDir, file))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
