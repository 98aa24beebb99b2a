// Maps JSON pointers to line:column in the original text (malformed JSON is described by checks/syntax.ts).
import { findNodeAtLocation, parseTree, visit, type Node, type ParseError } from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

export interface SourceDocument {
  text: string;
  root: Node | undefined;
  parseErrors: ParseError[];
  positionAt(offset: number): Position;
  /** Offset of the first bracket nested deeper than MAX_DEPTH (the text is then not parsed). */
  tooDeepAt?: number;
  /** True when the text is well-formed JSON; `value` is then the parsed value. */
  valid: boolean;
  value: unknown;
}

/** Deeper nesting than this is never meant in a content file, and would overflow the parser's stack. */
export const MAX_DEPTH = 100;

/** Offset of the first `{` or `[` (outside strings) that opens level MAX_DEPTH + 1, if any. */
function tooDeep(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */ || c === 10 /* \n */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth = Math.max(0, depth - 1);
  }
  return undefined;
}

/**
 * Parses with JSON.parse (fast) and builds the located syntax tree and the line index only when
 * something has to be located: a valid file costs one parse and no tree.
 */
export function parseDocument(text: string): SourceDocument {
  const tooDeepAt = tooDeep(text);
  let value: unknown;
  let valueError = false;
  if (tooDeepAt === undefined) {
    try {
      value = JSON.parse(text);
    } catch {
      valueError = true;
    }
  }
  let tree: { root: Node | undefined; parseErrors: ParseError[] } | undefined;
  const getTree = () => {
    if (!tree) {
      const parseErrors: ParseError[] = [];
      const root =
        tooDeepAt === undefined ? parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }) : undefined;
      tree = { root, parseErrors };
    }
    return tree;
  };
  let lineStarts: number[] | undefined;
  const positionAt = (offset: number): Position => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
    }
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };
  return {
    text,
    get root() {
      return getTree().root;
    },
    get parseErrors() {
      return getTree().parseErrors;
    },
    positionAt,
    tooDeepAt,
    value,
    valid: tooDeepAt === undefined && !valueError,
  };
}

/** "/sections/2/plans/0" → ["sections", 2, "plans", 0] (RFC 6901 unescaping). */
export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((seg) => (/^(0|[1-9][0-9]*)$/.test(seg) ? Number(seg) : seg));
}

/** A relative JSON pointer without its "#" form: levels up, then a path ("4/plans"). */
export const RELATIVE_POINTER = /^(0|[1-9][0-9]*)((?:\/.*)?)$/;

/**
 * The absolute JSON pointer that `relative` ("4/plans": up four levels, then "/plans") names from
 * `from`; undefined when it climbs above the document or is not a relative pointer.
 */
export function relativePointer(from: string, relative: string): string | undefined {
  const m = RELATIVE_POINTER.exec(relative);
  if (!m) return undefined;
  const raw = from === '' ? [] : from.slice(1).split('/');
  const up = Number(m[1]);
  if (up > raw.length) return undefined;
  return (
    raw
      .slice(0, raw.length - up)
      .map((seg) => `/${seg}`)
      .join('') + m[2]
  );
}

/** "sections[2].plans[0].price" (in src/lib: the editor and the admin's server use it without this parser). */
export { displayPath } from '../lib/displayPath.ts';

/**
 * Where an error at `segments` should point: the property key when the value sits under
 * a key (so the line reads `"price": "4.9M"`), the element itself inside arrays, and the
 * whole document for the root. `atKey` points at the key of the last segment (unknown properties).
 */
export function locate(doc: SourceDocument, segments: (string | number)[]): Position {
  if (!doc.root) return { line: 1, column: 1 };
  // Walk up until a node exists: a missing property is reported at its nearest parent.
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(doc.root, segments.slice(0, n));
    if (!node) continue;
    const owner = node.parent?.type === 'property' ? node.parent : node;
    return doc.positionAt(owner.offset);
  }
  return doc.positionAt(doc.root.offset);
}

export interface DuplicateKey {
  segments: (string | number)[];
  key: string;
  /** Offset of the repeated property. */
  offset: number;
  /** Offset of the property's first occurrence. */
  firstOffset: number;
}

/** Duplicate keys are legal for JSON.parse (the last wins) but always an author's mistake. */
/** Number of keys in a parsed JSON value, all levels. */
function countKeys(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + countKeys(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  let n = 0;
  for (const key in value) n += 1 + countKeys((value as Record<string, unknown>)[key]);
  return n;
}

// In well-formed JSON a string followed by a colon is always a key.
const KEY_TOKEN = /"(?:[^"\\]|\\.)*"\s*:/g;

export function findDuplicateKeys(doc: SourceDocument): DuplicateKey[] {
  const out: DuplicateKey[] = [];
  if (doc.tooDeepAt !== undefined) return out;
  // Fast path: JSON.parse keeps one entry per key, so equal counts mean no key was repeated.
  if (doc.valid && (doc.text.match(KEY_TOKEN)?.length ?? 0) === countKeys(doc.value)) return out;
  // A scan without building a tree: one map of seen keys per open object.
  const open: Map<string, number>[] = [];
  visit(doc.text, {
    onObjectBegin: () => void open.push(new Map()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, offset, _length, _line, _column, pathSupplier) => {
      const seen = open[open.length - 1];
      const first = seen.get(key);
      if (first !== undefined) out.push({ segments: [...pathSupplier(), key], key, offset, firstOffset: first });
      else seen.set(key, offset);
    },
  });
  return out;
}
