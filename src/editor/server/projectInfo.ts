// What the editor's interface needs to know about the project: the schemas (the only description of
// every section's fields), each type's example content, the pages and their anchors (link picker),
// shared data (pickers), images in public/ and the site's icons.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { classifyFile, isPageFile, listJsonFiles, routeFromFile, type ContentDirs } from '../../engine/project.ts';
import { PLACEHOLDER_TEXTS } from '../../engine/pageCreation/pageTemplates.ts';
import { readSchemaDocuments } from '../../engine/schemaFiles.ts';
import { sectionAnchors, walkSections } from '../../model/sectionTree.ts';
import type { ProjectInfo } from '../contract/types.ts';
export type { ProjectInfo } from '../contract/types.ts';

const readJson = (abs: string): unknown => {
  try {
    return JSON.parse(readFileSync(abs, 'utf8'));
  } catch {
    return undefined;
  }
};

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? listFiles(abs, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** A section's (or tab's) heading, when it has one. */
function headingOf(holder: unknown): string[] {
  const h = (holder ?? {}) as Record<string, unknown>;
  const text = [h.heading, h.title, h.label].find((x) => typeof x === 'string' && x.trim());
  return typeof text === 'string' ? [text] : [];
}

const valueAt = (root: unknown, at: (string | number)[]) => at.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], root);

/** A short line saying what a shared-data item holds (its title, name or question count…). */
function summarize(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const v = value as Record<string, unknown>;
  // Its own name, else the start of its text (a social post: "Facebook: Chiến dịch Facebook Ads mùa Tết…").
  const text = typeof v.content === 'string' ? `${typeof v.platformName === 'string' ? `${v.platformName}: ` : ''}${v.content.slice(0, 70)}…` : undefined;
  const title = [v.title, v.name, v.heading, v.label, text].find((x) => typeof x === 'string') as string | undefined;
  const names = Object.values(v).find((x): x is { name?: string; question?: string }[] => Array.isArray(x));
  const first = names
    ?.slice(0, 4)
    .map((item) => (typeof item === 'object' && item ? (item.name ?? item.question) : undefined))
    .filter(Boolean);
  // No list counts by key ("3 plans"): the first names say what the item holds, in its own words.
  return [title, first?.length ? first.join(' · ') : ''].filter(Boolean).join(' — ');
}

/** Every schema document by its name (`page.schema.json`, `sections/hero.schema.json`): what a SchemaSet is built from. */
export function schemaDocuments(schemaDir: string, sectionsDir: string): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const [rel, { doc }] of readSchemaDocuments(schemaDir, sectionsDir)) schemas[rel] = doc;
  return schemas;
}

export function projectInfo(dirs: ContentDirs, sectionsDir: string): ProjectInfo {
  const schemas = schemaDocuments(dirs.schemaDir, sectionsDir);
  const page = schemas['page.schema.json'] as { $defs: { section: { oneOf: { $ref: string }[] } } };
  const sectionTypes = page.$defs.section.oneOf.map(({ $ref }) => (schemas[$ref] as { properties: { type: { const: string } } }).properties.type.const);
  const examples: Record<string, unknown> = {};
  for (const type of sectionTypes) examples[type] = readJson(path.join(sectionsDir, type, 'example.json'));

  const pages: ProjectInfo['pages'] = [];
  const data: ProjectInfo['data'] = {};
  for (const rel of listJsonFiles(dirs.pagesDir)) {
    const value = readJson(path.join(dirs.pagesDir, rel)) as { meta?: { title?: string }; sections?: unknown } | undefined;
    if (isPageFile(rel)) {
      const anchors = sectionAnchors(value?.sections);
      const anchorHeadings = Object.fromEntries(anchors.flatMap((a) => headingOf(valueAt(value, a.path.slice(0, -1))).map((h) => [a.id, h])));
      const headings = walkSections(value?.sections).flatMap((node) => headingOf(node.section));
      pages.push({ route: routeFromFile(rel), title: String(value?.meta?.title ?? ''), anchors: anchors.map((a) => a.id), headings, anchorHeadings });
      continue;
    }
    const kind = classifyFile(rel);
    if (kind.kind === 'data') (data[kind.collection] ??= []).push({ id: kind.id, summary: summarize(value) });
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  const images = listFiles(dirs.publicDir)
    .filter((rel) => /\.(png|jpe?g|webp|avif|svg)$/i.test(rel) && !rel.startsWith('icons/'))
    .map((rel) => `/${rel}`);
  const site = readJson(path.join(dirs.pagesDir, '_site.json')) as { siteUrl?: string } | undefined;
  return { schemas, sectionTypes, examples, pages, data, images, siteUrl: String(site?.siteUrl ?? ''), placeholderTexts: [...PLACEHOLDER_TEXTS] };
}
