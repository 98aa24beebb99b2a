// The page's sections as a tree, nested ones included: a section holds sections wherever its schema
// has an array marked "x-sections": true (a tab's "sections"). Read from the schema, for any type.
import type { JsonPath } from '../state/jsonValue.ts';
import type { Schema, SchemaSet } from './schemaSet.ts';

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface SectionGroup {
  /** Path of the array holding the sections, e.g. ['sections', 2, 'tabs', 0, 'sections']. */
  path: JsonPath;
  /** The object holding that array (a tab): its label and id name the group. */
  holder: JsonObject;
  holderPath: JsonPath;
  sections: SectionNode[];
}

export interface SectionNode {
  path: JsonPath;
  section: JsonObject;
  type: string;
  groups: SectionGroup[];
}

/** The arrays of sections inside `value` (whose schema is `schema`), at any depth. */
function findGroups(schemas: SchemaSet, schema: Schema | undefined, value: unknown, path: JsonPath, holder: JsonObject, holderPath: JsonPath): SectionGroup[] {
  if (!schema) return [];
  const s = schemas.branchFor(schemas.deref(schema), value);
  if (Array.isArray(value)) {
    if (schemas.holdsSections(s)) return [{ path, holder, holderPath, sections: outline(schemas, value, path) }];
    return value.flatMap((item, i) => findGroups(schemas, s.items, item, [...path, i], isObject(item) ? item : holder, isObject(item) ? [...path, i] : holderPath));
  }
  if (!isObject(value)) return [];
  return Object.entries(s.properties ?? {}).flatMap(([key, child]) => findGroups(schemas, child, value[key], [...path, key], value, path));
}

export function outline(schemas: SchemaSet, sections: unknown, path: JsonPath = ['sections']): SectionNode[] {
  if (!Array.isArray(sections)) return [];
  return sections.map((section, i) => {
    const at = [...path, i];
    const object = isObject(section) ? section : {};
    const schema = schemas.sectionSchema(object.type);
    const groups = schema ? Object.entries(schema.properties ?? {}).flatMap(([key, child]) => findGroups(schemas, child, object[key], [...at, key], object, at)) : [];
    return { path: at, section: object, type: String(object.type ?? '?'), groups };
  });
}

/** Every section in file order (nested ones after their holder). */
export function flatten(nodes: SectionNode[]): SectionNode[] {
  return nodes.flatMap((n) => [n, ...n.groups.flatMap((g) => flatten(g.sections))]);
}

/** The page's anchors: section ids and the ids of the objects holding nested sections (tabs). */
export function listAnchors(schemas: SchemaSet, sections: unknown): string[] {
  const ids: string[] = [];
  const visit = (nodes: SectionNode[]) => {
    for (const node of nodes) {
      if (typeof node.section.id === 'string' && node.section.id) ids.push(node.section.id);
      for (const group of node.groups) {
        if (typeof group.holder.id === 'string' && group.holder.id && group.holder !== node.section) ids.push(group.holder.id);
        visit(group.sections);
      }
    }
  };
  visit(outline(schemas, sections));
  return ids;
}
