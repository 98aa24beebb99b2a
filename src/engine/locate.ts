// Maps JSON pointers to line:column in the original text, and reports malformed JSON with a location.
import { intendedNumber } from './didYouMean.ts';
import { findNodeAtLocation, parseTree, printParseErrorCode, visit, type Node, type ParseError } from 'jsonc-parser';

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
      const root = tooDeepAt === undefined ? parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }) : undefined;
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

/** "sections[2].plans[0].price": the path as an author reads it. */
export function displayPath(segments: (string | number)[]): string {
  let out = '';
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out || '(root)';
}

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

export function describeParseError(error: ParseError): { message: string; hint: string } {
  const code = printParseErrorCode(error.error);
  const known: Record<string, [string, string]> = {
    CommaExpected: ['a comma is missing', 'put a comma between two properties or two array items'],
    PropertyNameExpected: ['a property name is expected', 'property names are written in double quotes, e.g. "title"; remove a trailing comma before } or ]'],
    ValueExpected: ['a value is expected', 'a trailing comma before } or ] is not allowed in JSON; remove it, or add the missing value'],
    ColonExpected: ['a colon is expected', 'write "name": value'],
    CloseBraceExpected: ['a closing } is missing', 'every { needs a matching }'],
    CloseBracketExpected: ['a closing ] is missing', 'every [ needs a matching ]'],
    EndOfFileExpected: ['unexpected content after the end of the JSON', 'a file holds one JSON object; remove what follows its closing }'],
    InvalidCommentToken: ['comments are not allowed in JSON', 'remove the comment; put notes in a "description" field instead'],
    UnexpectedEndOfComment: ['comments are not allowed in JSON', 'remove the comment; put notes in a "description" field instead'],
    UnexpectedEndOfString: ['a string is not closed', 'close the text with a double quote "'],
    InvalidSymbol: ['an invalid character', 'text must be in double quotes; true, false, null and numbers are written bare'],
    InvalidEscapeCharacter: ['an invalid escape sequence', 'write a backslash as \\\\ and a quote as \\"'],
    InvalidUnicode: ['an invalid \\u escape', 'write \\u followed by four hexadecimal digits, or the character itself'],
    InvalidCharacter: ['an invalid character in a string', 'line breaks inside text are written as \\n, tabs as \\t'],
    InvalidNumberFormat: ['an invalid number', 'write numbers like 4900000 or 4.5: no leading zeros, no "+", digits after a "."'],
    UnexpectedEndOfNumber: ['an unfinished number', 'write numbers like 4900000 or 4.5: digits after a "." or an "e"'],
  };
  const [message, hint] = Object.hasOwn(known, code) ? known[code] : [`malformed JSON (${code})`, 'check the JSON syntax around this position'];
  return { message: `malformed JSON: ${message}`, hint };
}

export interface SyntaxProblem {
  offset: number;
  message: string;
  hint: string;
}

const NUMBER_CHAR = /[0-9A-Za-z.+-]/;

/** A number-like word ("01", "4.900.000", "+1", ".5") around `offset` that is not a JSON number. */
function badNumberAt(text: string, offset: number): { start: number; token: string } | undefined {
  let start = offset;
  while (start > 0 && NUMBER_CHAR.test(text[start - 1])) start--;
  let end = offset;
  while (end < text.length && NUMBER_CHAR.test(text[end])) end++;
  const token = text.slice(start, end);
  if (!/^[+-]?\.?[0-9]/.test(token) || /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(token)) return undefined;
  return { start, token };
}

/** The first reason the text is not a JSON document, located; undefined when it parses. */
export function syntaxProblem(doc: SourceDocument): SyntaxProblem | undefined {
  if (doc.valid) return undefined;
  const { text } = doc;
  if (text.charCodeAt(0) === 0xfeff) {
    return { offset: 0, message: 'the file starts with an invisible byte order mark (BOM)', hint: 'save the file as "UTF-8" (not "UTF-8 with BOM")' };
  }
  if (text.trim() === '') {
    return { offset: 0, message: 'the file is empty', hint: 'a content file holds one JSON object: { "$schema": …, … }' };
  }
  if (doc.tooDeepAt !== undefined) {
    return { offset: doc.tooDeepAt, message: `malformed JSON: nested more than ${MAX_DEPTH} levels deep`, hint: 'a content file never needs this many levels of { and [; look for brackets that are not closed' };
  }
  const first = doc.parseErrors[0];
  if (first) {
    const code = printParseErrorCode(first.error);
    const before = text.slice(0, first.offset).trimEnd();
    const next = text[first.offset];
    if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && before.endsWith(',') && (next === '}' || next === ']')) {
      return {
        offset: before.length - 1,
        message: `malformed JSON: a trailing comma before ${next}`,
        hint: `JSON does not allow a comma after the last ${next === '}' ? 'property' : 'item'}; remove this comma`,
      };
    }
    const number = badNumberAt(text, first.offset);
    if (number) {
      const meant = intendedNumber(number.token);
      return {
        offset: number.start,
        message: `malformed JSON: ${number.token} is not a valid number`,
        hint: meant !== undefined ? `write ${meant}` : 'write numbers like 4900000 or 4.5: no dots between thousands, no leading zeros, no "+"',
      };
    }
    const { message, hint } = describeParseError(first);
    if (code === 'CommaExpected' && before.length > 0) {
      const line = doc.positionAt(before.length - 1).line;
      return { offset: first.offset, message, hint: `put a comma at the end of line ${line}, after the value there` };
    }
    return { offset: first.offset, message, hint };
  }
  if (!doc.root) return { offset: 0, message: 'malformed JSON', hint: 'check the JSON syntax' };
  try {
    JSON.parse(text);
  } catch (e) {
    // jsonc-parser accepted what JSON.parse rejects: report JSON.parse's own words.
    return { offset: 0, message: `malformed JSON: ${(e as Error).message}`, hint: 'check the JSON syntax' };
  }
  return undefined;
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
