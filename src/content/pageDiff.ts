// What changed between two versions of a page, in the author's words: the page's own fields (title,
// description, schedule…) and each section added, removed, moved or changed, with every changed field
// named as the editor names it ("Thống kê › mục 2 › Nhãn") and its values as short readable text
// ("4.900.000 ₫", "có", "3 mục"). A publisher reviews a draft with it (src/admin/content/diffHtml.ts), the
// editor compares an A/B variant with the original with it ("So với bản gốc"); nothing here is JSON.
//
// Sections have no ids, so the two lists are matched by content: a weighted longest common
// subsequence over "same type and mostly the same fields" keeps a section inserted at the top from
// making every later one look changed; what is left over is paired as moved (when it is mostly the
// same elsewhere in the list), or as changed in place (the same type between the same neighbours),
// and only the rest counts as added or removed. Lists of items inside a section (FAQ questions,
// figures, plans) are matched the same way.
import { formatInteger, formatVnd } from '../lib/format.ts';
import { formatVietnamTime, parseDateTime } from '../lib/dateTime.ts';
import { fieldLabelPath, sectionLabel } from './fieldPath.ts';
import { enumLabel } from './labels.ts';
import { isoToVn } from './vnDate.ts';
import type { Schema, SchemaSet } from './schemaSet.ts';
import type { JsonPath } from '../model/sectionTree.ts';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

/** One field that differs: its name in the author's words and both values as short text. */
export interface FieldChange {
  kind: ChangeKind;
  /** "Tiêu đề", "Câu hỏi › mục 2 › Trả lời": inside a section, from the section (its name is the heading above). */
  label: string;
  /** The value before, as text; undefined when the field did not exist. */
  before?: string;
  /** The value after, as text; undefined when the field is gone. */
  after?: string;
  /** For a longer text edited in places: both texts in pieces, the words that differ marked. */
  words?: { before: TextPiece[]; after: TextPiece[] };
}

/** A run of a text; `changed` when its words are not in the other version. */
export interface TextPiece {
  text: string;
  changed: boolean;
}

export interface SectionChange {
  /** added, removed, moved (possibly with field changes too) or changed in place. */
  kind: ChangeKind;
  /** The section type's Vietnamese name ("Bảng giá"). */
  name: string;
  /** Its heading (or title, label), when it has one. */
  heading?: string;
  /** Its place in the list, counted from 1 (before is undefined for an added section, after for a removed one). */
  positionBefore?: number;
  positionAfter?: number;
  fields: FieldChange[];
}

export interface DiffCounts {
  changed: number;
  added: number;
  removed: number;
  moved: number;
  unchanged: number;
}

export interface PageDiff {
  /** added: a new page; removed: a deleted page; unchanged: nothing differs. */
  kind: 'added' | 'removed' | 'changed' | 'unchanged';
  /** The page's own fields (title and description for search engines, schedule, card…), with the page's address. */
  page: FieldChange[];
  /** The sections that differ, in the order of the page after the change (removed ones where they were). */
  sections: SectionChange[];
  /** How many sections of each kind; unchanged ones are counted here only. */
  counts: DiffCounts;
}

export interface DiffOptions {
  /** The page's address before and after ("/pricing/seo"): a moved or renamed file shows as an address change. */
  routeBefore?: string;
  routeAfter?: string;
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** A stable text of a value (object keys sorted): equal values give equal keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A list item as compared: its kind and type, and each field's canonical text (computed once per item). */
type Keyed = { object: false; text: string } | { object: true; type: unknown; fields: Map<string, string> };

function keyed(value: unknown): Keyed {
  if (!isObject(value)) return { object: false, text: canonical(value) };
  const fields = new Map(Object.entries(value).flatMap(([k, v]) => (k === 'type' || v === undefined ? [] : [[k, canonical(v)] as [string, string]])));
  return { object: true, type: value.type, fields };
}

function alike(a: Keyed, b: Keyed): number {
  if (!a.object || !b.object) return !a.object && !b.object && a.text === b.text ? 1 : 0;
  if (a.type !== b.type) return 0;
  const keys = new Set([...a.fields.keys(), ...b.fields.keys()]);
  if (keys.size === 0) return 1;
  let equal = 0;
  for (const key of keys) if (a.fields.get(key) === b.fields.get(key)) equal++;
  return equal / keys.size;
}

/** How alike two list items are, 0–1: 0 for another section type or kind, else the share of equal fields. */
export const similarity = (a: unknown, b: unknown): number => alike(keyed(a), keyed(b));

/** Alike enough to be the same item, edited. */
const MATCH = 0.5;

/** Index pairs [before, after] of the same items in two lists. */
type Pair = [number, number];

/**
 * Matches the items of two lists: a weighted longest common subsequence of alike items (in order),
 * then leftovers alike elsewhere in the list (moves), then leftovers of the same type between the
 * same matched neighbours (edited in place). Returns the pairs and which of them are moves.
 */
export function matchLists(before: readonly unknown[], after: readonly unknown[]): { pairs: Pair[]; moved: Set<number> } {
  const n = before.length;
  const m = after.length;
  const keyedAfter = after.map(keyed);
  const sim = before.map((a) => {
    const k = keyed(a);
    return keyedAfter.map((b) => alike(k, b));
  });
  // best[i][j]: the best total similarity matching before[i..] with after[j..].
  const best = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const take = sim[i][j] >= MATCH ? sim[i][j] + best[i + 1][j + 1] : -1;
      best[i][j] = Math.max(take, best[i + 1][j], best[i][j + 1]);
    }
  }
  const pairs: Pair[] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (sim[i][j] >= MATCH && best[i][j] === sim[i][j] + best[i + 1][j + 1]) pairs.push([i++, j++]);
    else if (best[i][j] === best[i + 1][j]) i++;
    else j++;
  }
  const usedBefore = new Set(pairs.map(([i]) => i));
  const usedAfter = new Set(pairs.map(([, j]) => j));
  // Moves: a leftover after-item and the most alike leftover before-item.
  const moved = new Set<number>();
  for (let j = 0; j < m; j++) {
    if (usedAfter.has(j)) continue;
    let found = -1;
    for (let i = 0; i < n; i++) if (!usedBefore.has(i) && sim[i][j] >= MATCH && (found === -1 || sim[i][j] > sim[found][j])) found = i;
    if (found === -1) continue;
    pairs.push([found, j]);
    moved.add(j);
    usedBefore.add(found);
    usedAfter.add(j);
  }
  // Edited in place: between the same two in-order neighbours, leftovers of the same type, in order.
  const anchors = pairs.filter(([, j]) => !moved.has(j)).sort((x, y) => x[0] - y[0]);
  const bounds: Pair[] = [[-1, -1], ...anchors, [n, m]];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const freeBefore = range(bounds[k][0] + 1, bounds[k + 1][0]).filter((i) => !usedBefore.has(i));
    const freeAfter = range(bounds[k][1] + 1, bounds[k + 1][1]).filter((j) => !usedAfter.has(j));
    for (const j of freeAfter) {
      const i = freeBefore.find((x) => !usedBefore.has(x) && kindKey(before[x]) === kindKey(after[j]));
      if (i === undefined) continue;
      pairs.push([i, j]);
      usedBefore.add(i);
      usedAfter.add(j);
    }
  }
  return { pairs: pairs.sort((x, y) => x[1] - y[1]), moved };
}

/** The items only in `a` and the items only in `b`, counting repeats. */
function multisetDifference(a: string[], b: string[]): [string[], string[]] {
  const left = [...b];
  const gone = a.filter((item) => {
    const at = left.indexOf(item);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
  return [gone, left];
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
/** Items that can be the same one edited: same section type, or both objects, or both scalars. */
const kindKey = (v: unknown) => (isObject(v) ? `object:${String(v.type ?? '')}` : Array.isArray(v) ? 'array' : 'scalar');

// ---- values as text -------------------------------------------------------------------------

const LIST_JOIN_MAX = 8;
const isVnd = (schema: Schema) => (schema.refs ?? []).some((ref) => ref.endsWith('#/$defs/vnd'));

function decimal(n: number): string {
  if (Number.isInteger(n)) return formatInteger(n);
  const [whole, fraction] = String(Math.abs(n)).split('.');
  return `${n < 0 ? '-' : ''}${formatInteger(Number(whole))},${fraction ?? ''}`;
}

/** A value as a reader says it: "4.900.000 ₫", "có", "27/11/2026 00:00", "Chữ căn giữa, ảnh bên dưới", "3 mục". */
export function describeValue(value: unknown, schema: Schema = {}, schemas?: SchemaSet): string {
  if (value === undefined || value === null) return '(trống)';
  const enumIndex = schema.enum?.findIndex((v) => same(v, value)) ?? -1;
  if (enumIndex !== -1) return enumLabel(schema, enumIndex);
  if (typeof value === 'boolean') return value ? 'có' : 'không';
  if (typeof value === 'number') return isVnd(schema) ? formatVnd(value) : decimal(value);
  if (typeof value === 'string') {
    if (schema['x-date-time'] === true) {
      const instant = parseDateTime(value);
      return instant ? formatVietnamTime(instant) : value;
    }
    if (schema['x-date'] === true) return isoToVn(value);
    return value === '' ? '(trống)' : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '(trống)';
    const items = schemas ? schemas.deref(schema.items) : {};
    if (value.length <= LIST_JOIN_MAX && value.every(isScalar)) return value.map((v) => describeValue(v, items, schemas)).join(', ');
    return `${value.length} mục`;
  }
  if (isObject(value)) {
    const name = [value.heading, value.title, value.name, value.label, value.alt, value.src].find((x) => typeof x === 'string' && x.trim());
    const filled = Object.values(value).filter((v) => v !== undefined).length;
    return typeof name === 'string' ? name : `${filled} trường`;
  }
  return String(value);
}

// ---- words within a text ----------------------------------------------------------------------

/** Texts shorter than this are read whole; longer ones get their changed words marked. */
const WORD_DIFF_MIN = 60;
/** Word pairs compared at most (a 1,000-word text against another): beyond it, no marking. */
const WORD_DIFF_MAX_CELLS = 1_000_000;

/**
 * The two texts in pieces, the words of each that are not in the other marked (a longest common
 * subsequence of words; spaces follow their word). Undefined for short texts, texts sharing no word,
 * or texts too long to compare.
 */
export function wordDiff(before: string, after: string): { before: TextPiece[]; after: TextPiece[] } | undefined {
  if (Math.max(before.length, after.length) < WORD_DIFF_MIN) return undefined;
  const a = before.match(/\S+\s*|^\s+/g) ?? [];
  const b = after.match(/\S+\s*|^\s+/g) ?? [];
  if (a.length * b.length > WORD_DIFF_MAX_CELLS) return undefined;
  const word = (token: string) => token.trim();
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = word(a[i]) === word(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  if (lcs[0][0] === 0) return undefined;
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (word(a[i]) === word(b[j])) {
      keptA.add(i++);
      keptB.add(j++);
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) i++;
    else j++;
  }
  const pieces = (tokens: string[], kept: Set<number>): TextPiece[] => {
    const out: TextPiece[] = [];
    tokens.forEach((token, k) => {
      const changed = !kept.has(k);
      const last = out[out.length - 1];
      if (last && last.changed === changed) last.text += token;
      else out.push({ text: token, changed });
    });
    return out;
  };
  return { before: pieces(a, keptA), after: pieces(b, keptB) };
}

// ---- the diff ---------------------------------------------------------------------------------

interface Side {
  page: unknown;
  path: JsonPath;
  value: unknown;
}

class Differ {
  constructor(
    private readonly schemas: SchemaSet,
    private readonly before: unknown,
    private readonly after: unknown,
  ) {}

  private schemaOf(side: Side): Schema {
    const at = this.schemas.schemaAt(side.page, side.path);
    return at ? this.schemas.branchFor(this.schemas.deref(at), side.value) : {};
  }

  private label(side: Side, from: number): string {
    const full = fieldLabelPath(this.schemas, side.page, side.path);
    if (from === 0) return full;
    const prefix = fieldLabelPath(this.schemas, side.page, side.path.slice(0, from));
    return full.startsWith(`${prefix} › `) ? full.slice(prefix.length + 3) : full;
  }

  /** The key order of an object: the schema's, then the rest as written. */
  private keysOf(side: Side | undefined, other: Side | undefined): string[] {
    const schema = side ? this.schemaOf(side) : other ? this.schemaOf(other) : {};
    const present = new Set([...Object.keys(isObject(side?.value) ? side.value : {}), ...Object.keys(isObject(other?.value) ? other.value : {})]);
    const properties = schema.properties ?? {};
    const ordered = Object.keys(properties).filter((k) => present.has(k));
    // A fixed value (a section's "type") is not something an author changes: it is the section's name.
    const fixed = (k: string) => properties[k] !== undefined && this.schemas.deref(properties[k]).const !== undefined;
    return [...ordered, ...[...present].filter((k) => !ordered.includes(k))].filter((k) => !fixed(k));
  }

  /**
   * The field changes between `a` (before) and `b` (after), either possibly absent; labels start
   * after `from` segments of the path (the section's own path, whose name is shown above).
   */
  fields(a: Side | undefined, b: Side | undefined, from: number, out: FieldChange[] = []): FieldChange[] {
    const va = a?.value;
    const vb = b?.value;
    if (same(va, vb)) return out;
    const child = (side: Side | undefined, key: string | number): Side | undefined => {
      const value = (side?.value as Record<string | number, unknown> | undefined)?.[key as never];
      return side && value !== undefined ? { page: side.page, path: [...side.path, key], value } : undefined;
    };
    const aObject = va === undefined || isObject(va);
    const bObject = vb === undefined || isObject(vb);
    if (aObject && bObject && (isObject(va) || isObject(vb))) {
      for (const key of this.keysOf(b ?? a, b ? a : undefined)) this.fields(child(a, key), child(b, key), from, out);
      return out;
    }
    const objectList = (v: unknown) => v === undefined || (Array.isArray(v) && v.some((x) => !isScalar(x)));
    if (objectList(va) && objectList(vb) && (Array.isArray(va) || Array.isArray(vb))) {
      const listA = (va ?? []) as unknown[];
      const listB = (vb ?? []) as unknown[];
      const { pairs, moved } = matchLists(listA, listB);
      const matchedA = new Set(pairs.map(([i]) => i));
      const matchedB = new Map(pairs.map(([i, j]) => [j, i]));
      listA.forEach((_, i) => {
        if (!matchedA.has(i)) this.fields(child(a, i), undefined, from, out);
      });
      listB.forEach((_, j) => {
        const i = matchedB.get(j);
        if (i === undefined) return void this.fields(undefined, child(b, j), from, out);
        if (moved.has(j) && b) out.push({ kind: 'moved', label: this.label(child(b, j) as Side, from), before: `vị trí ${i + 1}`, after: `vị trí ${j + 1}` });
        this.fields(child(a, i), child(b, j), from, out);
      });
      return out;
    }
    const where = (b ?? a) as Side;
    let before = a ? describeValue(va, this.schemaOf(a), this.schemas) : undefined;
    let after = b ? describeValue(vb, this.schemaOf(b), this.schemas) : undefined;
    // A long list of words ("12 mục" on both sides) says which ones went and came.
    if (Array.isArray(va) && Array.isArray(vb) && (before === after || va.length > LIST_JOIN_MAX || vb.length > LIST_JOIN_MAX)) {
      const items = (side: Side, list: unknown[]) => list.map((v) => describeValue(v, this.schemas.deref(this.schemaOf(side).items), this.schemas));
      const [gone, came] = multisetDifference(items(a as Side, va), items(b as Side, vb));
      if (gone.length) before = `${before}; bỏ: ${gone.join(', ')}`;
      if (came.length) after = `${after}; thêm: ${came.join(', ')}`;
      if (!gone.length && !came.length) after = `${after}; đổi thứ tự`;
    }
    const words = typeof va === 'string' && typeof vb === 'string' && before === va && after === vb ? wordDiff(va, vb) : undefined;
    out.push({
      kind: va === undefined ? 'added' : vb === undefined ? 'removed' : 'changed',
      label: this.label(where, from),
      before,
      after,
      ...(words ? { words } : {}),
    });
    return out;
  }

  section(kind: ChangeKind, i: number | undefined, j: number | undefined): SectionChange {
    const side = (page: unknown, index: number | undefined): Side | undefined =>
      index === undefined ? undefined : { page, path: ['sections', index], value: (page as { sections: unknown[] }).sections[index] };
    const a = side(this.before, i);
    const b = side(this.after, j);
    const found = (b ?? a)?.value;
    const value: JsonObject = isObject(found) ? found : {};
    const heading = [value.heading, value.title, value.label].find((x) => typeof x === 'string' && x.trim()) as string | undefined;
    return {
      kind,
      name: sectionLabel(this.schemas, value),
      ...(heading ? { heading } : {}),
      ...(i === undefined ? {} : { positionBefore: i + 1 }),
      ...(j === undefined ? {} : { positionAfter: j + 1 }),
      fields: this.fields(a, b, 2),
    };
  }
}

const sectionsOf = (page: unknown): unknown[] => (isObject(page) && Array.isArray(page.sections) ? page.sections : []);

/** What differs between two versions of a page (before undefined: a new page; after undefined: a deleted one). */
export function diffPages(schemas: SchemaSet, before: unknown, after: unknown, options: DiffOptions = {}): PageDiff {
  const differ = new Differ(schemas, before, after);
  const page: FieldChange[] = [];
  if (options.routeBefore !== options.routeAfter) {
    page.push({
      kind: options.routeBefore === undefined ? 'added' : options.routeAfter === undefined ? 'removed' : 'changed',
      label: 'Địa chỉ trang',
      before: options.routeBefore,
      after: options.routeAfter,
    });
  }
  // The page's own fields, without its sections and the file's "$schema" (for the code editor only).
  const own = (value: unknown) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'sections' && k !== '$schema')) : undefined;
  const ownBefore = own(before);
  const ownAfter = own(after);
  differ.fields(ownBefore && { page: before, path: [], value: ownBefore }, ownAfter && { page: after, path: [], value: ownAfter }, 0, page);

  const listBefore = sectionsOf(before);
  const listAfter = sectionsOf(after);
  const { pairs, moved } = matchLists(listBefore, listAfter);
  const counts: DiffCounts = { changed: 0, added: 0, removed: 0, moved: 0, unchanged: 0 };
  const byAfter = new Map(pairs.map(([i, j]) => [j, i]));
  const matchedBefore = new Set(pairs.map(([i]) => i));
  const sections: SectionChange[] = [];
  // Removed sections where they were: before the first after-section that followed them.
  const removedBefore = (limit: number) => {
    for (let i = 0; i < listBefore.length; i++) {
      if (matchedBefore.has(i) || i >= limit) continue;
      matchedBefore.add(i);
      sections.push(differ.section('removed', i, undefined));
      counts.removed++;
    }
  };
  listAfter.forEach((_, j) => {
    const i = byAfter.get(j);
    if (i === undefined) {
      sections.push(differ.section('added', undefined, j));
      counts.added++;
      return;
    }
    if (!moved.has(j)) removedBefore(i);
    const change = differ.section(moved.has(j) ? 'moved' : 'changed', i, j);
    if (change.kind === 'changed' && change.fields.length === 0) counts.unchanged++;
    else {
      sections.push(change);
      counts[change.kind === 'moved' ? 'moved' : 'changed']++;
    }
  });
  removedBefore(listBefore.length);

  const kind = before === undefined ? 'added' : after === undefined ? 'removed' : page.length || sections.length ? 'changed' : 'unchanged';
  return { kind, page, sections, counts };
}
