// A place in the page in the author's words: "Thống kê › mục 2 › Nhãn" instead of the file's
// "sections[1].items[1].label". Sections are named by their type's Vietnamese name (and heading,
// when two of a kind could be confused), list items by their number, fields by their label.
import type { SchemaSet } from './schemaSet.ts';
import { getIn, type JsonPath } from './jsonValue.ts';
import { labelOf, sectionName } from './labels.ts';

/** "sections[1].items[1].label" → ['sections', 1, 'items', 1, 'label']. */
export function parseDisplayPath(text: string): JsonPath {
  if (text === '(root)' || text === '') return [];
  const out: JsonPath = [];
  for (const match of text.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
    if (match[1] !== undefined) out.push(match[1]);
    else if (match[2] !== undefined) out.push(Number(match[2]));
    else out.push(JSON.parse(match[3]) as string);
  }
  return out;
}

/** The name of the section at `path` ("Thống kê"), with its heading when it has one. */
export function sectionLabel(schemas: SchemaSet, section: unknown, withHeading = false): string {
  const value = (section ?? {}) as Record<string, unknown>;
  const name = sectionName(schemas.sectionSchema(value.type), String(value.type ?? 'section'));
  const heading = [value.heading, value.title, value.label].find((x) => typeof x === 'string' && x.trim()) as string | undefined;
  return withHeading && heading ? `${name} “${heading.slice(0, 40)}”` : name;
}

export function fieldLabelPath(schemas: SchemaSet, page: unknown, path: JsonPath): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const prefix = path.slice(0, i + 1);
    const value = getIn(page, prefix);
    if (typeof segment === 'number') {
      const holder = schemas.schemaAt(page, path.slice(0, i));
      const isSection = holder !== undefined && (schemas.holdsSections(schemas.deref(holder)) || schemas.isSectionSchema(schemas.deref(holder).items));
      parts.push(isSection ? sectionLabel(schemas, value) : `mục ${segment + 1}`);
      continue;
    }
    const schema = schemas.schemaAt(page, prefix);
    // The list of sections itself needs no name: the section's name follows.
    const list = schema && schemas.deref(schema);
    if (list && (schemas.holdsSections(list) || schemas.isSectionSchema(list.items)) && typeof path[i + 1] === 'number') continue;
    // A key the schema does not have (a typo made in the file) has no name an author would know.
    parts.push(schema ? labelOf(schemas.deref(schema), segment) : 'trường không có trong biểu mẫu');
  }
  return parts.join(' › ') || 'Cả trang';
}
