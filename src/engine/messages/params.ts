// Parameter shapes shared by the catalogue's templates. Parameters are plain JSON (they are part of
// `--format json`), never text in one language: the catalogue words them.

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** A value as a message quotes it: JSON text for short primitives, or its kind. */
export type Shown = string | { kind: 'list' | 'object' | 'null' | 'huge-number' };

/** One step of a problem's position: the array `key`, the `index` in it, and the item's type if it is a section. */
export interface TrailStep {
  key: string;
  index: number;
  label?: string;
}
export type Trail = TrailStep[];

export function shown(value: unknown): Shown {
  if (value === null) return { kind: 'null' };
  if (Array.isArray(value)) return { kind: 'list' };
  if (typeof value === 'object') return { kind: 'object' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { kind: 'huge-number' };
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 37)}…"` : json;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The array steps of a JSON path in `root`, each with the item's `type` when it has one (sections). */
export function trailOf(root: unknown, segments: readonly (string | number)[]): Trail {
  const trail: Trail = [];
  let node: unknown = root;
  let key = '';
  for (const seg of segments) {
    if (typeof seg === 'number' && Array.isArray(node)) {
      const item = node[seg];
      trail.push({ key, index: seg, ...(isObject(item) && typeof item.type === 'string' ? { label: item.type } : {}) });
      node = item;
    } else {
      key = String(seg);
      node = isObject(node) ? node[seg] : undefined;
    }
  }
  return trail;
}
