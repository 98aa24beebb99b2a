// Maps JSON pointers to line:column in the original text, and reports malformed JSON with a location.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

export interface SourceDocument {
  text: string;
  root: Node | undefined;
  parseErrors: ParseError[];
  positionAt(offset: number): Position;
}

export function parseDocument(text: string): SourceDocument {
  const parseErrors: ParseError[] = [];
  const root = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const positionAt = (offset: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };
  return { text, root, parseErrors, positionAt };
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
    UnexpectedEndOfString: ['a string is not closed', 'close the text with a double quote "'],
    InvalidSymbol: ['an invalid character', 'text must be in double quotes; true, false, null and numbers are written bare'],
    InvalidEscapeCharacter: ['an invalid escape sequence', 'write a backslash as \\\\ and a quote as \\"'],
    InvalidCharacter: ['an invalid character in a string', 'line breaks inside text are written as \\n'],
  };
  const [message, hint] = known[code] ?? [`malformed JSON (${code})`, 'check the JSON syntax around this position'];
  return { message: `malformed JSON: ${message}`, hint };
}

/** Duplicate keys are legal for JSON.parse (the last wins) but always an author's mistake. */
export function findDuplicateKeys(doc: SourceDocument): { segments: (string | number)[]; key: string; offset: number }[] {
  const out: { segments: (string | number)[]; key: string; offset: number }[] = [];
  const walk = (node: Node, segments: (string | number)[]) => {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const [keyNode, valueNode] = prop.children ?? [];
        const key = String(keyNode?.value);
        if (seen.has(key)) out.push({ segments: [...segments, key], key, offset: prop.offset });
        seen.add(key);
        if (valueNode) walk(valueNode, [...segments, key]);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => walk(child, [...segments, i]));
    }
  };
  if (doc.root) walk(doc.root, []);
  return out;
}
