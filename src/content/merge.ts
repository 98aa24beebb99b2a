// Three-way merge of page values by field: the draft's base (what the author started from), the
// author's draft ("mine") and the file as it is now ("theirs", a colleague's save). Edits to
// different fields combine; a field both changed differently is a conflict the author decides —
// the merged value holds theirs there until then, so nothing is overwritten unseen.
import { displayPath, type JsonPath } from './jsonValue.ts';

export interface MergeConflict {
  path: JsonPath;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  value: unknown;
  conflicts: MergeConflict[];
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

export function mergeThreeWay(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const conflicts: MergeConflict[] = [];
  const value = mergeAt(base, mine, theirs, [], conflicts);
  return { value, conflicts };
}

function mergeAt(base: unknown, mine: unknown, theirs: unknown, path: JsonPath, conflicts: MergeConflict[]): unknown {
  if (sameJson(mine, theirs)) return theirs;
  if (sameJson(base, mine)) return theirs;
  if (sameJson(base, theirs)) return mine;
  // Both changed this value: look inside when both are objects (a missing base counts as empty)…
  if (isObject(mine) && isObject(theirs)) {
    const from = isObject(base) ? base : {};
    const out: JsonObject = {};
    // Theirs' key order (the file's), then keys only the author added, in the author's order.
    const keys = [...Object.keys(theirs), ...Object.keys(mine).filter((k) => !Object.hasOwn(theirs, k))];
    for (const key of keys) {
      const merged = mergeAt(from[key], mine[key], theirs[key], [...path, key], conflicts);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  // …and inside lists item by item only when no item was added or removed on either side: an index
  // would otherwise name different items in the two versions.
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && mine.length === theirs.length) {
    return theirs.map((item, i) => mergeAt(base[i], mine[i], item, [...path, i], conflicts));
  }
  conflicts.push({ path, base, mine, theirs });
  return theirs;
}

/** The merged value with each conflict decided: `choices` by display path, 'mine' or 'theirs'. */
export function resolveConflicts(result: MergeResult, choices: Record<string, 'mine' | 'theirs'>): unknown {
  let value = result.value;
  for (const conflict of result.conflicts) {
    if (choices[displayPath(conflict.path)] !== 'mine') continue;
    value = replaceAt(value, conflict.path, conflict.mine);
  }
  return value;
}

/** `root` with the value at `path` replaced (undefined removes it); keys keep their place. */
function replaceAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    const next = replaceAt(list[head], rest, value);
    if (next === undefined) list.splice(head, 1);
    else list[head] = next;
    return list;
  }
  const object = isObject(root) ? root : {};
  const next = replaceAt(object[head], rest, value);
  if (next === undefined) {
    const { [head]: _gone, ...others } = object;
    return others;
  }
  return { ...object, [head]: next };
}
