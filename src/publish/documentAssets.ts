// Which built files a document loads, read from the client build's manifest: the entry script, the
// app's module and its chunks, each interactive section's code (per island) and the site's
// stylesheet. Shared by the full build and the content build.
import type { Manifest } from 'vite';
import type { DocumentAssets, PageData } from '../model/boot.ts';
import { islandId } from '../model/islandSpec.ts';
import { isPrerendered } from '../model/prerendered.ts';
import { walkSections } from '../model/sectionTree.ts';

/** The client build's modules the assets are named by (vite manifest keys). */
export const CLIENT_ENTRY = 'src/entry.client.tsx';
/** The app's code, imported by the entry after the first paint (src/entry.client.tsx). */
export const HYDRATE_MODULE = 'src/app/hydrate.tsx';
const SECTION_ISLANDS_MODULE = 'src/app/sectionIslands.tsx';
const COPY_JSON_MODULE = 'src/renderer/CopyJsonButton.tsx';

/** What the documents of one code build load: the manifest of its client build and its stylesheet's URL. */
export interface CodeAssets {
  manifest: Manifest;
  /** "/assets/<name>-<hash>.css" */
  stylesheet: string;
}

/**
 * What one document loads: the client entry; after the first paint the islands' module
 * (HYDRATE_MODULE: React and the shell's islands) and the chunks it imports, listed in `preload`
 * and fetched in parallel by the entry; and all the CSS (stylesheets in <head>, so the prerendered
 * page is styled before any script runs). Each interactive section's code (the module of section
 * islands with Mantine's provider, the chunks of its section types — each a dynamic entry, see
 * src/sections/lazySection.ts — and what they import) is listed per island (`islands`): fetched
 * when the section comes within a few screens or wakes (src/app/islands/wake.ts), so a form at the
 * bottom of a long page costs its first load nothing. A section catalogue page's copy button is an
 * island too.
 */
export function documentAssets({ manifest: m, stylesheet }: CodeAssets, page: PageData | null): DocumentAssets {
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
    styles: [stylesheet],
  };
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
