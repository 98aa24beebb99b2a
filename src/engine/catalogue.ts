// The section catalogue: pages for authors. Its index (/_catalogue) lists every section type with
// its schema's description; each type has its own page (/_catalogue/<type>) with its example.json
// rendered as a page renders it and the example's JSON to copy. One page per type, as Storybook and
// Mantine's docs have, keeps each page as light as a content page however many types there are
// (all 28 examples on one page made its first layout alone a long task on a phone).
// Built from the registry's types and the files, so a new section type appears with no extra work.
// Not content: no page file, not in sitemap.xml, noindex.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueEntry, CatalogueType, ResolvedPage } from '../model/boot.ts';
import { CATALOGUE_ROUTE, catalogueRoute } from '../model/catalogueRoutes.ts';
import type { Section } from '../model/generated.ts';
import { defaultDirs, PROJECT_ROOT, type ContentDirs } from './project.ts';
import { resolveSection } from './resolve.ts';
import { loadSchemas, sectionSchema } from './schemas.ts';
import type { SiteModel } from './validateProject.ts';

export { CATALOGUE_ROUTE, catalogueRoute };

export interface CatalogueOptions {
  dirs?: ContentDirs;
  /** Folder of the section folders (each with its example.json). */
  sectionsDir?: string;
}

/**
 * The catalogue's pages for these section types (the registry's `registeredSectionTypes`: the
 * caller passes them, so Node code that cannot load components still builds it): the index first,
 * then one page per type in the same order. Throws, naming the file, when an example is missing,
 * invalid or names shared data that does not exist.
 */
export function buildCatalogue(
  types: readonly string[],
  model: SiteModel,
  { dirs = defaultDirs, sectionsDir = path.join(PROJECT_ROOT, 'src/sections') }: CatalogueOptions = {},
): [ResolvedPage, ...ResolvedPage[]] {
  const schemas = loadSchemas(dirs.schemaDir, dirs.sectionsDir);
  const examples: { entry: CatalogueEntry; section: Section }[] = [];
  for (const type of types) {
    const file = path.join(sectionsDir, type, 'example.json');
    try {
      const example = JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown };
      if (example.type !== type) throw new Error(`its "type" is ${JSON.stringify(example.type)}, not "${type}"`);
      const description = sectionSchema(schemas, type)?.description;
      if (typeof description !== 'string') throw new Error(`src/sections/${type}/schema.json has no "description"`);
      // Resolved exactly as a page's sections are, against the validated project's pages.
      const section = resolveSection<Section>(example, () => model.pages, dirs);
      examples.push({ entry: { type, description, route: catalogueRoute(type), json: JSON.stringify(example, null, 2) }, section });
    } catch (error) {
      throw new Error(`section catalogue: ${path.relative(dirs.displayRoot, file).split(path.sep).join('/')}: ${(error as Error).message}`);
    }
  }
  if (examples.length === 0) throw new Error('section catalogue: no section types');
  const company = model.site.company.name;
  // entryHeader and article show the card of the page they are on: a real page's card.
  const card = model.pages.find((page) => page.card)?.card;
  const common = { ...(card ? { card } : {}), noindex: true } as const;
  const listed = examples.map(({ entry: { type, description, route } }): CatalogueType => ({ type, description, route }));
  const index: ResolvedPage = {
    route: CATALOGUE_ROUTE,
    meta: {
      title: `Danh mục section | ${company}`,
      description: 'Mọi loại section của trang web, mỗi loại một trang: mô tả, ví dụ hiển thị trực tiếp và JSON của ví dụ để sao chép vào tệp trang.',
    },
    ...common,
    sections: [],
    catalogue: { kind: 'index', types: listed },
  };
  const typePages = examples.map(({ entry, section }, position): ResolvedPage => {
    const previous = listed[position - 1];
    const next = listed[position + 1];
    return {
      route: entry.route,
      meta: { title: `${entry.type} — Danh mục section | ${company}`, description: entry.description },
      ...common,
      sections: [section],
      catalogue: {
        kind: 'type',
        entry,
        position: position + 1,
        count: listed.length,
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
      },
    };
  });
  return [index, ...typePages];
}
