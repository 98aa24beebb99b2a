// Which routes two built sites answer differently: a page added, removed or whose HTML changed (the
// list a release shows: "which pages changed").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sameFile } from './linkFiles.ts';

/** A route's documents: index.html, and an A/B experiment's variants index.ab-<variant>.html (src/model/experiment.ts). */
const DOCUMENT = /^index(?:\.ab-[a-z])?\.html$/;

/** The routes of the documents under `dir`, each with its document files by name. */
function documents(dir: string, from = ''): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      // The code's files are not documents.
      if (!from && name === 'assets') continue;
      for (const [route, inner] of documents(file, `${from}/${name}`)) found.set(route, inner);
    } else if (DOCUMENT.test(name)) {
      const route = from || '/';
      if (!found.has(route)) found.set(route, new Map());
      found.get(route)!.set(name, file);
    }
  }
  return found;
}

/** Whether two routes' documents differ: one more or fewer (a variant), or other bytes. */
function differ(earlier: Map<string, string>, now: Map<string, string>): boolean {
  if (earlier.size !== now.size) return true;
  for (const [name, file] of now) {
    const old = earlier.get(name);
    // A document linked from the earlier build is the same file: unchanged without reading it.
    if (!old || (!sameFile(old, file) && !readFileSync(old).equals(readFileSync(file)))) return true;
  }
  return false;
}

/** The routes added, removed or changed from `before` (absent: none) to `after`, sorted. */
export function changedRoutes(before: string | undefined, after: string): string[] {
  const old = before ? documents(before) : new Map<string, Map<string, string>>();
  const now = documents(after);
  const changed = new Set<string>();
  for (const [route, files] of now) {
    const earlier = old.get(route);
    if (!earlier || differ(earlier, files)) changed.add(route);
  }
  for (const route of old.keys()) if (!now.has(route)) changed.add(route);
  return [...changed].sort();
}
