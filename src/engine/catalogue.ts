// The section catalogue: a page for authors listing every section type with its schema's
// description, its example.json rendered as a page renders it, and the example's JSON to copy.
// Built from the registry's types and the files, so a new section type appears with no extra work.
// Not content: no page file, not in sitemap.xml, noindex.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueEntry, PageData } from '../app/boot.ts';
import type { Section } from '../model/generated.ts';
import { sectionAnchors, walkSections } from '../model/sectionTree.ts';
import { defaultDirs, PROJECT_ROOT, type ContentDirs } from './project.ts';
import { resolveSection } from './resolve.ts';
import { loadSchemas, sectionSchema } from './schemas.ts';
import type { SiteModel } from './validateProject.ts';

/** Names starting with "_" are never content routes (src/engine/project.ts), so this one is free. */
export const CATALOGUE_ROUTE = '/_catalogue';

export interface CatalogueOptions {
  dirs?: ContentDirs;
  /** Folder of the section folders (each with its example.json). */
  sectionsDir?: string;
}

/**
 * The catalogue page for these section types (the registry's `registeredSectionTypes`: the caller
 * passes them, so Node code that cannot load components still builds it). Throws, naming the
 * file, when an example is missing, invalid or names shared data that does not exist.
 */
export function buildCatalogue(
  types: readonly string[],
  model: SiteModel,
  { dirs = defaultDirs, sectionsDir = path.join(PROJECT_ROOT, 'src/sections') }: CatalogueOptions = {},
): PageData {
  const schemas = loadSchemas(dirs.schemaDir);
  const entries: CatalogueEntry[] = [];
  const sections: Section[] = [];
  for (const type of types) {
    const file = path.join(sectionsDir, type, 'example.json');
    try {
      const example = JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown };
      if (example.type !== type) throw new Error(`its "type" is ${JSON.stringify(example.type)}, not "${type}"`);
      const description = sectionSchema(schemas, type)?.description;
      if (typeof description !== 'string') throw new Error(`schema/sections/${type}.schema.json has no "description"`);
      // Resolved exactly as a page's sections are, against the validated project's pages.
      sections.push(resolveSection<Section>(example, () => model.pages, dirs));
      entries.push({ type, description, json: JSON.stringify(example, null, 2) });
    } catch (error) {
      throw new Error(`section catalogue: ${path.relative(dirs.displayRoot, file).split(path.sep).join('/')}: ${(error as Error).message}`);
    }
  }
  const [first, ...rest] = sections;
  if (!first) throw new Error('section catalogue: no section types');
  dropRepeatedIds(sections, types);
  // entryHeader and article show the card of the page they are on: a real page's card.
  const card = model.pages.find((page) => page.card)?.card;
  return {
    route: CATALOGUE_ROUTE,
    meta: {
      title: `Danh mục section | ${model.site.company.name}`,
      description: 'Mọi loại section của trang web: mô tả, ví dụ hiển thị trực tiếp và JSON của ví dụ để sao chép vào tệp trang.',
    },
    ...(card ? { card } : {}),
    sections: [first, ...rest],
    noindex: true,
    catalogue: entries,
  };
}

/**
 * Each example was written alone, and one page now shows them all: a section id that a type's
 * anchor (#hero), a tab or an earlier example already uses is dropped from the rendered copy (the
 * JSON shown keeps it), so anchors and aria references stay unique. Tab ids stay: tabs need them.
 */
function dropRepeatedIds(sections: Section[], types: readonly string[]) {
  const taken = new Set<string>([...types, ...sectionAnchors(sections).flatMap((anchor) => (anchor.kind === 'group' ? [anchor.id] : []))]);
  for (const { section } of walkSections(sections)) {
    if (typeof section.id !== 'string') continue;
    if (taken.has(section.id)) delete section.id;
    else taken.add(section.id);
  }
}
