// Loads the JSON Schemas from schema/ and compiles them once with ajv.
// Custom annotation keywords carry meaning the cross-file checks need:
//   x-link: true      — the string is a link (internal targets must exist)
//   x-asset: true     — the string is a file in public/
//   x-ref: "<coll>"   — the string is the id of an item in pages/_data/<coll>/
//   x-pages: true     — the string is a route; the model replaces it with the cards of the pages
//                       directly below that route (newest first, cut to a sibling "limit")
//   tsType            — the TypeScript type of the resolved value (for generated types)
import Ajv2020, { type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listJsonFiles } from './project.ts';

export const SCHEMA_BASE = 'https://schema.site.local/';

/** Values met by the marker keywords during one validate() call. */
export interface Marks {
  links: { pointer: string; value: string }[];
  assets: { pointer: string; value: string }[];
  refs: { pointer: string; value: string; collection: string }[];
  pageLists: { pointer: string; value: string }[];
}

let currentMarks: Marks | null = null;

export const emptyMarks = (): Marks => ({ links: [], assets: [], refs: [], pageLists: [] });

/** Runs `fn` while collecting marks from the keywords. */
export function collectMarks<T>(fn: () => T): { result: T; marks: Marks } {
  const marks: Marks = emptyMarks();
  currentMarks = marks;
  try {
    return { result: fn(), marks };
  } finally {
    currentMarks = null;
  }
}

export interface CompiledSchemas {
  page: ValidateFunction;
  site: ValidateFunction;
  collections: Map<string, ValidateFunction>;
  /** Section types as listed by the page schema's discriminated union, in order. */
  sectionTypes: string[];
  /** Raw schema documents by file (relative to schema/), for hints. */
  documents: Map<string, AnySchemaObject>;
  ajv: Ajv2020;
}

const cache = new Map<string, CompiledSchemas>();

export function loadSchemas(schemaDir: string): CompiledSchemas {
  // Keyed by the schema files' mtimes so an edited schema is picked up by a running dev server.
  const files = listJsonFiles(schemaDir);
  const key = `${schemaDir}|${files.map((rel) => statSync(path.join(schemaDir, rel)).mtimeMs).join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  const mark = (kind: 'links' | 'assets' | 'pageLists') => ({
    keyword: { links: 'x-link', assets: 'x-asset', pageLists: 'x-pages' }[kind],
    schemaType: 'boolean' as const,
    validate: (_schema: boolean, data: unknown, _parent?: AnySchemaObject, cxt?: { instancePath: string }) => {
      if (currentMarks && typeof data === 'string' && cxt) currentMarks[kind].push({ pointer: cxt.instancePath, value: data });
      return true;
    },
  });
  ajv.addKeyword(mark('links'));
  ajv.addKeyword(mark('assets'));
  ajv.addKeyword(mark('pageLists'));
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    validate: (collection: string, data: unknown, _parent?: AnySchemaObject, cxt?: { instancePath: string }) => {
      if (currentMarks && typeof data === 'string' && cxt) currentMarks.refs.push({ pointer: cxt.instancePath, value: data, collection });
      return true;
    },
  });

  const documents = new Map<string, AnySchemaObject>();
  for (const rel of files) {
    const schema = JSON.parse(readFileSync(path.join(schemaDir, rel), 'utf8')) as AnySchemaObject;
    documents.set(rel, schema);
    ajv.addSchema({ ...schema, $id: SCHEMA_BASE + rel });
  }
  const get = (rel: string) => {
    const fn = ajv.getSchema(SCHEMA_BASE + rel);
    if (!fn) throw new Error(`schema/${rel} is missing`);
    return fn;
  };
  const collections = new Map<string, ValidateFunction>();
  for (const rel of documents.keys()) {
    const m = /^data\/(.+)\.schema\.json$/.exec(rel);
    if (m) collections.set(m[1], get(rel));
  }
  const compiled: CompiledSchemas = {
    page: get('page.schema.json'),
    site: get('site.schema.json'),
    collections,
    sectionTypes: sectionTypesOf(documents),
    documents,
    ajv,
  };
  cache.clear();
  cache.set(key, compiled);
  return compiled;
}

function sectionTypesOf(documents: Map<string, AnySchemaObject>): string[] {
  const page = documents.get('page.schema.json');
  const branches = (page?.$defs?.section?.oneOf ?? []) as { $ref: string }[];
  return branches.map(({ $ref }) => {
    const doc = documents.get($ref);
    const tag = doc?.properties?.type?.const;
    if (typeof tag !== 'string') throw new Error(`schema/${$ref} has no "type" const`);
    return tag;
  });
}

/** The schema document of one section type (for hints). */
export function sectionSchema(schemas: CompiledSchemas, type: string): AnySchemaObject | undefined {
  return schemas.documents.get(`sections/${type}.schema.json`);
}
