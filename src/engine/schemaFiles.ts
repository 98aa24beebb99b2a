// Where the JSON Schemas are: schema/ holds the page, site, shared-data and common schemas; each
// section type's schema is src/sections/<type>/schema.json, beside its component. The files' "$ref"s
// are real relative paths (so VS Code follows them from a page's "$schema"); every reader here sees
// one layout, as if the section schemas were schema/sections/<type>.schema.json ("sections/hero.schema.json"
// is the document's name for ajv, the editor and the generators).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listJsonFiles, PROJECT_ROOT } from './project.ts';

/** The folder of the section types, one folder each. */
export const SECTIONS_DIR = path.join(PROJECT_ROOT, 'src/sections');
/** A section type's schema file inside its folder. */
export const SECTION_SCHEMA_FILE = 'schema.json';

/** The document name of a section type's schema, relative to schema/: `sections/hero.schema.json`. */
export const sectionSchemaName = (type: string) => `sections/${type}.schema.json`;

/** The section types: the folders of `sectionsDir` holding a schema.json, sorted. */
export function sectionFolders(sectionsDir: string = SECTIONS_DIR): string[] {
  return readdirSync(sectionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(sectionsDir, entry.name, SECTION_SCHEMA_FILE)))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A schema document with the file it was read from. */
export interface SchemaDocument {
  file: string;
  doc: Record<string, unknown>;
}

const PAGE_TO_SECTION = /^\.\.\/src\/sections\/([^/]+)\/schema\.json$/;
const SECTION_TO_SCHEMA = /^\.\.\/\.\.\/\.\.\/schema\/(.+)$/;
const SECTION_TO_SECTION = /^\.\.\/([^/]+)\/schema\.json$/;

/** A "$ref" file part written in a real file, as the same ref in the one layout. */
function logicalRef(target: string, inSectionFolder: boolean, file: string): string {
  if (!target) return target;
  if (!inSectionFolder) {
    const section = PAGE_TO_SECTION.exec(target);
    return section ? sectionSchemaName(section[1]) : target;
  }
  const schema = SECTION_TO_SCHEMA.exec(target);
  if (schema) return `../${schema[1]}`;
  const section = SECTION_TO_SECTION.exec(target);
  if (section) return `${section[1]}.schema.json`;
  throw new Error(`${file}: "$ref": "${target}" must point into schema/ ("../../../schema/…") or another section ("../<type>/schema.json")`);
}

function rewriteRefs(node: unknown, inSectionFolder: boolean, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, inSectionFolder, file));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const [target, fragment] = value.split('#');
      const rel = logicalRef(target, inSectionFolder, file);
      out.$ref = fragment === undefined ? rel : `${rel}#${fragment}`;
    } else out[key] = rewriteRefs(value, inSectionFolder, file);
  }
  return out;
}

/**
 * Every schema document by its name relative to schema/ (`page.schema.json`,
 * `sections/hero.schema.json`, `data/plans.schema.json`), sorted by name, refs in that layout.
 */
export function readSchemaDocuments(schemaDir: string, sectionsDir: string = SECTIONS_DIR): Map<string, SchemaDocument> {
  return new Map(
    schemaFiles(schemaDir, sectionsDir).map(({ rel, file, inSectionFolder }) => [
      rel,
      { file, doc: rewriteRefs(JSON.parse(readFileSync(file, 'utf8')), inSectionFolder, file) as Record<string, unknown> },
    ]),
  );
}

/** The schema files by document name (as readSchemaDocuments names them), sorted by it, without reading them. */
export function schemaFiles(schemaDir: string, sectionsDir: string = SECTIONS_DIR): { rel: string; file: string; inSectionFolder: boolean }[] {
  const found = [
    ...listJsonFiles(schemaDir)
      .filter((rel) => !rel.startsWith('sections/'))
      .map((rel) => ({ rel, file: path.join(schemaDir, rel), inSectionFolder: false })),
    ...sectionFolders(sectionsDir).map((type) => ({
      rel: sectionSchemaName(type),
      file: path.join(sectionsDir, type, SECTION_SCHEMA_FILE),
      inSectionFolder: true,
    })),
  ];
  return found.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
