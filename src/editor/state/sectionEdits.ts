// Section-level edits of a page value: insert from the catalogue, duplicate, remove, move, with ids
// kept unique on the page (ids are anchors).
import { listAnchors, outline } from '../schema/sectionOutline.ts';
import type { SchemaSet } from '../schema/schemaSet.ts';
import { getIn, moveItem, setIn, type JsonPath } from './jsonValue.ts';

type JsonObject = Record<string, unknown>;

/** "faq" → "faq-2" (or -3…) when "faq" is taken. */
export function uniqueId(id: string, taken: Set<string>): string {
  if (!taken.has(id)) return id;
  const base = id.replace(/-\d+$/, '');
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A copy of `section` whose ids (its own and its nested sections' and groups') are free on the page. */
export function withFreeIds(schemas: SchemaSet, page: unknown, section: JsonObject): JsonObject {
  const taken = new Set(listAnchors(schemas, (page as { sections?: unknown })?.sections));
  const copy = structuredClone(section);
  const rename = (holder: JsonObject) => {
    const id = holder.id;
    if (typeof id !== 'string') return;
    const free = uniqueId(id, taken);
    holder.id = free;
    taken.add(free);
  };
  const visit = (nodes: ReturnType<typeof outline>) => {
    for (const node of nodes) {
      rename(node.section);
      for (const group of node.groups) {
        if (group.holder !== node.section) rename(group.holder);
        visit(group.sections);
      }
    }
  };
  visit(outline(schemas, [copy], ['x']));
  return copy;
}

export function insertSection(page: unknown, listPath: JsonPath, index: number, section: JsonObject): unknown {
  const list = (getIn(page, listPath) as unknown[] | undefined) ?? [];
  return setIn(page, listPath, [...list.slice(0, index), section, ...list.slice(index)]);
}

export function moveSection(page: unknown, listPath: JsonPath, from: number, to: number): unknown {
  const list = (getIn(page, listPath) as unknown[] | undefined) ?? [];
  return setIn(page, listPath, moveItem(list, from, to));
}

export function duplicateSection(schemas: SchemaSet, page: unknown, path: JsonPath): unknown {
  const section = getIn(page, path) as JsonObject;
  const index = path[path.length - 1] as number;
  return insertSection(page, path.slice(0, -1), index + 1, withFreeIds(schemas, page, section));
}
