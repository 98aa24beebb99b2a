// What pages receive instead of the ids and routes they are written with: each x-ref id becomes its
// shared data, each x-pages route the cards of the pages below it (the marker keywords of
// src/engine/schemas.ts find them while validating). One piece of code for page files
// (validateProject) and for section examples (the section catalogue, the component tests).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pointerSegments } from './locate.ts';
import { cardsBelow, type CardedPage } from './pageCards.ts';
import { DATA_DIR, defaultDirs, type ContentDirs } from './project.ts';
import { collectMarks, loadSchemas, SCHEMA_BASE, type Marks } from './schemas.ts';

type Segments = (string | number)[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function getAt(value: unknown, segments: Segments): unknown {
  return segments.reduce<unknown>((v, seg) => {
    if (!v || typeof v !== 'object' || !Object.hasOwn(v, seg)) throw new Error(`nothing at /${segments.join('/')}`);
    return (v as Record<string | number, unknown>)[seg];
  }, value);
}

function setAt(value: unknown, segments: Segments, next: unknown) {
  (getAt(value, segments.slice(0, -1)) as Record<string | number, unknown>)[segments[segments.length - 1]] = next;
}

/** An image object of the model learns where it is drawn (src/model/imageSlots.ts): the build encodes it for that. */
function markSlot(image: unknown, slot: string) {
  if (isObject(image)) image.slot = slot;
}

/**
 * A copy of `value` (validated: `marks` are what its validation found) with its references
 * resolved. `data(collection, id)` gives a shared data item; `pages()` the project's pages, read
 * only when there is an x-pages route.
 */
export function resolveMarks<T>(
  value: T,
  marks: Pick<Marks, 'refs' | 'pageLists'> & Partial<Pick<Marks, 'images'>>,
  data: (collection: string, id: string) => unknown,
  pages: () => Iterable<CardedPage>,
  dataMarks?: (collection: string, id: string) => Partial<Pick<Marks, 'images'>> | undefined,
): T {
  const resolved = structuredClone(value);
  for (const ref of marks.refs) {
    const [collection, pointer = ''] = ref.collection.split('#');
    const item = structuredClone(getAt(data(collection, ref.value), pointerSegments(pointer)));
    // A whole data file stands in for the reference: its editor pointer is not content.
    if (pointer === '' && isObject(item)) delete item.$schema;
    // The item's images keep the slots its own schema names (their pointers are within its file).
    for (const image of dataMarks?.(collection, ref.value)?.images ?? []) {
      if (image.pointer === pointer || image.pointer.startsWith(`${pointer}/`))
        markSlot(getAt(item, pointerSegments(image.pointer.slice(pointer.length))), image.slot);
    }
    setAt(resolved, pointerSegments(ref.pointer), item);
  }
  for (const image of marks.images ?? []) markSlot(getAt(resolved, pointerSegments(image.pointer)), image.slot);
  for (const list of marks.pageLists) {
    const segments = pointerSegments(list.pointer);
    const limit = (getAt(resolved, segments.slice(0, -1)) as { limit?: number }).limit;
    setAt(resolved, segments, cardsBelow(pages(), list.value, limit));
  }
  return resolved;
}

/**
 * One section written on its own (a section folder's example.json), validated against its type's
 * schema and resolved as on a page, shared data read from pages/_data/. Throws when the section is
 * invalid or names a data item that does not exist.
 */
export function resolveSection<T>(section: unknown, pages: () => Iterable<CardedPage>, dirs: ContentDirs = defaultDirs): T {
  const type = String((section as { type?: unknown } | null)?.type);
  const validate = loadSchemas(dirs.schemaDir, dirs.sectionsDir).ajv.getSchema(`${SCHEMA_BASE}sections/${type}.schema.json`);
  if (!validate) throw new Error(`no schema for the section type "${type}"`);
  const { result: valid, marks } = collectMarks(() => validate(section));
  if (!valid) throw new Error(`not a valid "${type}" section: ${JSON.stringify(validate.errors)}`);
  return resolveMarks(section, marks, (collection, id) => readDataItem(dirs.pagesDir, collection, id), pages) as T;
}

/**
 * A shared data id: a file name in pages/_data/<collection>/ without ".json", never a path. The
 * schemas give every x-ref string this pattern (tests/unit/resolve.test.ts holds them to it).
 */
export const DATA_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * The shared data item `id` of `collection`, read from pages/_data/. Anything but a plain name is
 * refused before the disk is touched, and the file must lie inside the data folder: a section
 * (the editor's preview resolves unsaved ones) can never make this read another file.
 */
export function readDataItem(pagesDir: string, collection: string, id: string): unknown {
  const dataDir = path.resolve(pagesDir, DATA_DIR);
  if (!DATA_ID.test(id) || !/^[A-Za-z0-9]+$/.test(collection)) throw new Error(`"${id}" is not a shared data id (a file name, never a path)`);
  const file = path.resolve(dataDir, collection, `${id}.json`);
  // Defence in depth: whatever the checks above let through, the file is a direct child of the collection's folder.
  if (path.dirname(file) !== path.join(dataDir, collection)) throw new Error(`"${id}" is outside ${DATA_DIR}/${collection}/`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`"${id}" is not in the shared ${collection} (${(error as Error).message})`);
  }
}
