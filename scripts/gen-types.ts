// Generates src/model/generated.ts from the JSON Schemas (schema/ and src/sections/<type>/schema.json), so a schema change that breaks a
// component fails `tsc`. Run by `npm run gen` (or gen:types); a unit test fails when the file is stale.
import { compile } from 'json-schema-to-typescript';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDirs, type ContentDirs } from '../src/engine/project.ts';
import { readSchemaDocuments, SECTIONS_DIR } from '../src/engine/schemaFiles.ts';

export const GENERATED_FILE = path.join(defaultDirs.pagesDir, '..', 'src/model/generated.ts');

type Json = Record<string, unknown>;
const pascal = (s: string) => s.replace(/(^|[-_/])(\w)/g, (_, __, c: string) => c.toUpperCase());

/** TypeScript names for each schema file's root and its $defs. */
function namesFor(rel: string, def?: string): string {
  if (rel === 'common.schema.json') return pascal(def!);
  if (rel === 'page.schema.json') return def ? (def === 'section' ? 'Section' : `Page${pascal(def)}`) : 'PageFile';
  if (rel === 'site.schema.json') return def ? `Site${pascal(def)}` : 'SiteFile';
  const section = /^sections\/(.+)\.schema\.json$/.exec(rel);
  if (section) return def ? `${pascal(section[1])}${pascal(def)}` : `${pascal(section[1])}Section`;
  const data = /^data\/(.+)\.schema\.json$/.exec(rel);
  if (data) return `${pascal(data[1]).replace(/s$/, '')}File`;
  throw new Error(`no type name for schema/${rel}`);
}

export async function generateTypes(dirs: Pick<ContentDirs, 'schemaDir'> = defaultDirs, sectionsDir: string = SECTIONS_DIR): Promise<string> {
  const files = new Map<string, Json>();
  for (const [rel, { doc }] of readSchemaDocuments(dirs.schemaDir, sectionsDir)) files.set(rel, doc);

  const defs: Record<string, Json> = {};
  const target = (fromRel: string, ref: string): { name: string; schema: Json } => {
    const [filePart, fragment = ''] = ref.split('#');
    const rel = filePart ? path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), filePart)) : fromRel;
    const def = fragment.replace(/^\/\$defs\//, '') || undefined;
    const doc = files.get(rel)!;
    return { name: namesFor(rel, def), schema: def ? (doc.$defs as Record<string, Json>)[def] : doc };
  };
  // Rewrites cross-file refs to local $defs; primitive defs are inlined so they stay `string`.
  const rewrite = (node: unknown, rel: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, rel));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Json;
    if (typeof obj.$ref === 'string') {
      const { name, schema } = target(rel, obj.$ref);
      const [filePart] = obj.$ref.split('#');
      const targetRel = filePart ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), filePart)) : rel;
      if (schema.type !== 'object' && !schema.oneOf && schema.type !== 'array')
        return rewrite({ ...schema, description: obj.description ?? schema.description }, targetRel);
      return { $ref: `#/$defs/${name}` };
    }
    const out: Json = {};
    // The discriminated union is the type; its shared "type" property would become an intersection.
    const skip = obj.discriminator ? ['discriminator', 'properties', 'required', 'type'] : [];
    for (const [k, v] of Object.entries(obj)) {
      if (skip.includes(k)) continue;
      if (k === '$defs' || k === '$schema' || k === 'examples' || k.startsWith('x-')) continue;
      out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, rewrite(s, rel)])) : rewrite(v, rel);
    }
    return out;
  };
  for (const [rel, doc] of files) {
    if (rel !== 'common.schema.json') defs[namesFor(rel)] = { ...(rewrite(doc, rel) as Json), title: namesFor(rel) };
    for (const [def, schema] of Object.entries((doc.$defs ?? {}) as Record<string, Json>)) {
      if (schema.type === 'object' || schema.oneOf || schema.type === 'array')
        defs[namesFor(rel, def)] = { ...(rewrite(schema, rel) as Json), title: namesFor(rel, def) };
    }
  }
  const bundle = {
    title: 'ContentSchemas',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(defs).map((n) => [n, { $ref: `#/$defs/${n}` }])),
    $defs: defs,
  };
  const ts = await compile(bundle as never, 'ContentSchemas', {
    bannerComment: '/* Generated from schema/ by `npm run gen:types`. Do not edit by hand. */',
    additionalProperties: false,
    maxItems: -1,
    format: true,
    strictIndexSignatures: true,
  });
  return `${ts}\n${sectionListsTable(files)}`;
}

/**
 * Where each section type holds nested sections: the lists marked `"x-sections": true` in its schema,
 * as paths from the section ('*' = every item of a list), e.g. tabs → [['tabs', '*', 'sections']].
 * The page walk (src/model/sectionTree.ts) runs in the browser too, where the schemas are not shipped.
 */
function sectionListsTable(files: Map<string, Json>): string {
  const table: Record<string, string[][]> = {};
  const follow = (node: unknown, rel: string, at: string[], seen: Set<string>, out: string[][]) => {
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    if (obj['x-sections'] === true) {
      out.push(at);
      return;
    }
    if (typeof obj.$ref === 'string') {
      const [filePart, fragment = ''] = obj.$ref.split('#');
      const targetRel = filePart ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), filePart)) : rel;
      const key = `${targetRel}#${fragment}`;
      if (seen.has(key)) return;
      const doc = files.get(targetRel);
      const target = fragment
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((n, seg) => (n as Json | undefined)?.[seg], doc);
      follow(target, targetRel, at, new Set([...seen, key]), out);
    }
    for (const [name, prop] of Object.entries((obj.properties ?? {}) as Json)) follow(prop, rel, [...at, name], seen, out);
    if (obj.items) follow(obj.items, rel, [...at, '*'], seen, out);
    for (const union of ['anyOf', 'oneOf', 'allOf'] as const) for (const branch of (obj[union] ?? []) as unknown[]) follow(branch, rel, at, seen, out);
  };
  for (const [rel, doc] of files) {
    const type = /^sections\/(.+)\.schema\.json$/.exec(rel)?.[1];
    if (!type) continue;
    const out: string[][] = [];
    follow(doc, rel, [], new Set([`${rel}#`]), out);
    if (out.length > 0) table[type] = out;
  }
  return [
    '/** Section types that hold sections, and where (from the schemas\' "x-sections": true). */',
    `export const SECTION_LISTS: Readonly<Record<string, readonly (readonly string[])[]>> = ${JSON.stringify(table)};`,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(GENERATED_FILE, await generateTypes());
  console.log(`wrote ${path.relative(process.cwd(), GENERATED_FILE)}`);
}
