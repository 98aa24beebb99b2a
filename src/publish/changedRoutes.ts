// Which routes two built sites answer differently: a page added, removed or whose HTML changed (the
// list a release shows: "which pages changed").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sameFile } from './linkFiles.ts';

/** The routes of the documents (index.html files) under `dir`, by their file. */
function documents(dir: string, from = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      // The code's files and the page data are not documents.
      if (!from && (name === 'assets' || name === 'page-data')) continue;
      for (const [route, inner] of documents(file, `${from}/${name}`)) found.set(route, inner);
    } else if (name === 'index.html') found.set(from || '/', file);
  }
  return found;
}

/** The routes added, removed or changed from `before` (absent: none) to `after`, sorted. */
export function changedRoutes(before: string | undefined, after: string): string[] {
  const old = before ? documents(before) : new Map<string, string>();
  const now = documents(after);
  const changed = new Set<string>();
  for (const [route, file] of now) {
    const earlier = old.get(route);
    // A document linked from the earlier build is the same file: unchanged without reading it.
    if (!earlier || (!sameFile(earlier, file) && !readFileSync(earlier).equals(readFileSync(file)))) changed.add(route);
  }
  for (const route of old.keys()) if (!now.has(route)) changed.add(route);
  return [...changed].sort();
}
