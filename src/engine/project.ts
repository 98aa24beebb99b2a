// Where the content lives and how a file path becomes a route.
// Files and folders whose name starts with "_" are data, not routes (as in Astro).
import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found upwards from this module (or from a bundle of it). */
/**
 * The checkout this code runs from. A production bundle runs outside one (the admin server validates
 * a content checkout it exports itself, passing its own folders): the working folder then.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'pages'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface ContentDirs {
  /** Folder holding the page files, the site file and shared data. */
  pagesDir: string;
  /** Folder holding the JSON Schemas. */
  schemaDir: string;
  /** Folder of static files that images must exist in. */
  publicDir: string;
  /** Paths in messages are shown relative to this folder. */
  displayRoot: string;
  /** Folder of the section types (their schema.json); default: this checkout's src/sections (a content checkout validated by the admin has its own). */
  sectionsDir?: string;
}

export const defaultDirs: ContentDirs = {
  pagesDir: path.join(PROJECT_ROOT, 'pages'),
  schemaDir: path.join(PROJECT_ROOT, 'schema'),
  publicDir: path.join(PROJECT_ROOT, 'public'),
  displayRoot: PROJECT_ROOT,
};

/** Route reserved for the prerendered not-found document. */
export const NOT_FOUND_ROUTE = '/404';
export const SITE_FILE = '_site.json';
export const DATA_DIR = '_data';

/** All `.json` files below `dir`, as paths relative to it with forward slashes, sorted. */
export function listJsonFiles(dir: string, prefix = ''): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const name = entry.name;
    const rel = prefix ? `${prefix}/${name}` : name;
    let isDirectory = entry.isDirectory();
    if (entry.isSymbolicLink()) {
      try {
        isDirectory = statSync(path.join(dir, rel)).isDirectory();
      } catch {
        // A dangling symlink: as if it were not there.
        continue;
      }
    }
    if (isDirectory) out.push(...listJsonFiles(dir, rel));
    else if (name.endsWith('.json')) out.push(rel);
  }
  return out;
}

/** `index.json` → `/`, `pricing/seo.json` → `/pricing/seo`, `blog/index.json` → `/blog`. */
export function routeFromFile(relFile: string): string {
  const noExt = relFile.replace(/\.json$/, '');
  const trimmed = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return `/${trimmed}`;
}

/** A page file is any JSON file whose path has no segment starting with "_". */
export function isPageFile(relFile: string): boolean {
  return !relFile.split('/').some((segment) => segment.startsWith('_'));
}

export type ContentFileKind = { kind: 'page'; route: string } | { kind: 'site' } | { kind: 'data'; collection: string; id: string } | { kind: 'unknown' };

export function classifyFile(relFile: string): ContentFileKind {
  if (isPageFile(relFile)) return { kind: 'page', route: routeFromFile(relFile) };
  if (relFile === SITE_FILE) return { kind: 'site' };
  const m = /^_data\/([^/]+)\/([^/]+)\.json$/.exec(relFile);
  if (m) return { kind: 'data', collection: m[1], id: m[2] };
  return { kind: 'unknown' };
}
