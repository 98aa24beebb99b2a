// Section-level edits of a page value: insert from the catalogue, duplicate, remove, move, with ids
// kept unique on the page (ids are anchors).
import { sectionAnchors } from '../../model/sectionTree.ts';
import { listAnchors } from '../schema/sectionOutline.ts';
import { getIn, moveItem, setIn, type JsonPath } from '../../content/jsonValue.ts';

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
export function withFreeIds(page: unknown, section: JsonObject): JsonObject {
  const taken = new Set(listAnchors((page as { sections?: unknown })?.sections));
  const copy = structuredClone(section);
  const list = [copy];
  for (const anchor of sectionAnchors(list, [])) {
    const holder = getIn(list, anchor.path.slice(0, -1)) as JsonObject;
    const free = uniqueId(anchor.id, taken);
    holder.id = free;
    taken.add(free);
  }
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

export function duplicateSection(page: unknown, path: JsonPath): unknown {
  const section = getIn(page, path) as JsonObject;
  const index = path[path.length - 1] as number;
  return insertSection(page, path.slice(0, -1), index + 1, withFreeIds(page, section));
}
