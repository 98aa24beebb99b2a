// Resolves the x-ref ids (and x-pages routes) of a section the way the engine does before rendering (src/engine/
// validateProject.ts): the section schema's x-ref keyword marks every id while validating, and each
// id is replaced by pages/_data/<collection>/<id>.json (or the part of it the x-ref's "#/pointer" names).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, defaultDirs } from '../src/engine/project.ts';
import { collectMarks, loadSchemas, SCHEMA_BASE } from '../src/engine/schemas.ts';
import type { Section } from '../src/model/generated.ts';
import { cardsBelow } from '../src/engine/pageCards.ts';
import { validateProject } from '../src/engine/validateProject.ts';

/** The segments of a JSON pointer ('/services/0' → ['services', '0']). */
function segmentsOf(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function getAt(value: unknown, segments: string[]): unknown {
  return segments.reduce<unknown>((v, seg) => {
    if (!v || typeof v !== 'object' || !Object.hasOwn(v, seg)) throw new Error(`resolveExample: nothing at /${segments.join('/')}`);
    return (v as Record<string, unknown>)[seg];
  }, value);
}

/**
 * A copy of `section` (as written in a page or an example.json, with ids) with every x-ref id
 * replaced by its shared data, as the section's component receives it. Throws when the section is
 * invalid or an id has no data file.
 */
export function resolveExample<T = Section>(section: unknown, dirs = defaultDirs): T {
  const type = (section as { type?: unknown }).type;
  const validate = loadSchemas(dirs.schemaDir).ajv.getSchema(`${SCHEMA_BASE}sections/${String(type)}.schema.json`);
  if (!validate) throw new Error(`resolveExample: no schema for section type ${JSON.stringify(type)}`);
  const { result: valid, marks } = collectMarks(() => validate(section));
  if (!valid) throw new Error(`resolveExample: invalid ${String(type)} section: ${JSON.stringify(validate.errors)}`);

  const resolved = structuredClone(section) as Record<string, unknown>;
  for (const ref of marks.refs) {
    const [collection, pointer = ''] = ref.collection.split('#');
    const file = path.join(dirs.pagesDir, DATA_DIR, collection, `${ref.value}.json`);
    const data = structuredClone(getAt(JSON.parse(readFileSync(file, 'utf8')), segmentsOf(pointer))) as Record<string, unknown>;
    // A whole data file stands in for the id: its editor pointer is not content.
    if (pointer === '' && data && typeof data === 'object') delete data.$schema;
    const at = segmentsOf(ref.pointer);
    const parent = getAt(resolved, at.slice(0, -1)) as Record<string, unknown>;
    parent[at[at.length - 1]] = data;
  }
  // x-pages: the cards of the real project's pages below the route, as the engine lists them.
  if (marks.pageLists.length > 0) {
    const model = validateProject(dirs).model;
    if (!model) throw new Error('resolveExample: the project has validation errors (npm run validate)');
    for (const list of marks.pageLists) {
      const at = segmentsOf(list.pointer);
      const parent = getAt(resolved, at.slice(0, -1)) as Record<string, unknown>;
      parent[at[at.length - 1]] = cardsBelow(model.pages, list.value, parent.limit as number | undefined);
    }
  }
  return resolved as T;
}
