// Immutable edits of a page value. Existing keys keep their place; a new key goes where the
// schema lists it, so a saved file reads in schema order (the server keeps the rest of the file).
import type { Schema, SchemaSet } from './schemaSet.ts';

export type { JsonPath } from '../model/sectionTree.ts';
import type { JsonPath } from '../model/sectionTree.ts';
type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getIn(value: unknown, path: JsonPath): unknown {
  let at = value;
  for (const segment of path) at = (at as Record<string | number, unknown> | undefined)?.[segment as never];
  return at;
}

/** `obj` with `key` set (or removed, for undefined); a new key is placed by `order` (schema order). */
export function setKey(obj: JsonObject, key: string, value: unknown, order: string[] = []): JsonObject {
  if (value === undefined) {
    const { [key]: _removed, ...rest } = obj;
    return rest;
  }
  if (Object.hasOwn(obj, key)) return { ...obj, [key]: value };
  const entries = Object.entries(obj);
  const rank = order.indexOf(key);
  // After the last existing key the schema lists before this one; at the end when there is none.
  let at = entries.length;
  if (rank !== -1) {
    const later = entries.findIndex(([k]) => order.indexOf(k) > rank);
    if (later !== -1) at = later;
  }
  entries.splice(at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/** `root` with the value at `path` replaced (undefined removes an object key or an array item). */
export function setIn(root: unknown, path: JsonPath, value: unknown, orderAt: (path: JsonPath) => string[] = () => []): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const here = path.slice(0, 0);
  const walk = (node: unknown, segment: string | number, tail: JsonPath, prefix: JsonPath): unknown => {
    const child = (node as Record<string | number, unknown> | undefined)?.[segment as never];
    const next = tail.length === 0 ? value : walk(child, tail[0], tail.slice(1), [...prefix, segment]);
    if (typeof segment === 'number') {
      const list = Array.isArray(node) ? [...node] : [];
      if (next === undefined) list.splice(segment, 1);
      else list[segment] = next;
      return list;
    }
    return setKey(isObject(node) ? node : {}, segment, next, orderAt(prefix));
  };
  return walk(root, head, rest, here);
}

export function moveItem(list: unknown[], from: number, to: number): unknown[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/** A starting value for a schema: required properties filled, in schema order. */
export function defaultFor(schemas: SchemaSet, raw: Schema | undefined, depth = 0): unknown {
  const schema = schemas.deref(raw);
  if (depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.enum) return schema.enum[0];
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return defaultFor(schemas, branches[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? (schema.properties ? 'object' : 'string'));
  switch (type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array': {
      if (schemas.holdsSections(schema) || schemas.isSectionSchema(schema.items)) return [];
      return Array.from({ length: schema.minItems ?? 0 }, () => defaultFor(schemas, schema.items, depth + 1));
    }
    case 'object': {
      const out: JsonObject = {};
      // The required properties, and of two alternatives (a plan's price or priceText) the usual one.
      const usual = new Set(schemas.alternatives(schema).map(([key]) => key));
      for (const key of Object.keys(schema.properties ?? {})) {
        if (schema.required?.includes(key) || usual.has(key)) out[key] = defaultFor(schemas, schema.properties![key], depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

/** "sections[2].plans[0].price": the path as the validator reports it (the same function as src/engine/locate.ts's). */
export { displayPath } from '../lib/displayPath.ts';
