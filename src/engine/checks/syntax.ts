// Why a text is not a JSON document, located, with the author's likely mistake named: a trailing
// comma, a number written with dots, curly quotes pasted from a word processor, a missing comma.
import { printParseErrorCode } from 'jsonc-parser';
import { intendedNumber } from '../didYouMean.ts';
import { MAX_DEPTH, type SourceDocument } from '../locate.ts';
import { found, type Found } from '../schemaErrors.ts';

export const CODES = [
  'JSON_BOM',
  'JSON_EMPTY',
  'JSON_TOO_DEEP',
  'JSON_SMART_QUOTES',
  'JSON_TRAILING_COMMA',
  'JSON_COMMA_MISSING',
  'JSON_NUMBER_INVALID',
  'JSON_PROPERTY_NAME_EXPECTED',
  'JSON_VALUE_EXPECTED',
  'JSON_COLON_EXPECTED',
  'JSON_CLOSE_BRACE_MISSING',
  'JSON_CLOSE_BRACKET_MISSING',
  'JSON_CONTENT_AFTER_END',
  'JSON_COMMENT',
  'JSON_STRING_NOT_CLOSED',
  'JSON_INVALID_CHARACTER',
  'JSON_INVALID_ESCAPE',
  'JSON_INVALID_UNICODE_ESCAPE',
  'JSON_CONTROL_CHARACTER',
  'JSON_MALFORMED',
] as const;

export interface SyntaxProblem extends Found {
  offset: number;
}

/** jsonc-parser's error names → our codes. */
const PARSE_ERRORS: Record<string, (typeof CODES)[number]> = {
  CommaExpected: 'JSON_COMMA_MISSING',
  PropertyNameExpected: 'JSON_PROPERTY_NAME_EXPECTED',
  ValueExpected: 'JSON_VALUE_EXPECTED',
  ColonExpected: 'JSON_COLON_EXPECTED',
  CloseBraceExpected: 'JSON_CLOSE_BRACE_MISSING',
  CloseBracketExpected: 'JSON_CLOSE_BRACKET_MISSING',
  EndOfFileExpected: 'JSON_CONTENT_AFTER_END',
  InvalidCommentToken: 'JSON_COMMENT',
  UnexpectedEndOfComment: 'JSON_COMMENT',
  UnexpectedEndOfString: 'JSON_STRING_NOT_CLOSED',
  InvalidSymbol: 'JSON_INVALID_CHARACTER',
  InvalidEscapeCharacter: 'JSON_INVALID_ESCAPE',
  InvalidUnicode: 'JSON_INVALID_UNICODE_ESCAPE',
  InvalidCharacter: 'JSON_CONTROL_CHARACTER',
  InvalidNumberFormat: 'JSON_NUMBER_INVALID',
  UnexpectedEndOfNumber: 'JSON_NUMBER_INVALID',
};

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

/** Typographic double quotes that word processors and chat apps put in place of ". */
const CURLY_DOUBLE = new Set(['\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\u00AB', '\u00BB', '\uFF02']);
/** Where a string that a curly quote may close ends: the JSON punctuation after a value or key. */
const AFTER_STRING = /^\s*(?:[,:}\]]|$)/;

/**
 * The line with the curly quotes that delimit strings made straight; curly quotes inside a
 * properly quoted text ("Gói “Pro”") are content and stay. Undefined when nothing changes.
 */
export function straightenQuotes(line: string): { fixed: string; first: number; quote: string } | undefined {
  let out = '';
  let first = -1;
  let quote = '';
  let inString = false;
  let openedCurly = false;
  const replace = (i: number) => {
    if (first < 0) {
      first = i;
      quote = line[i];
    }
    out += '"';
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') {
        out += c + (line[i + 1] ?? '');
        i++;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (CURLY_DOUBLE.has(c) && (openedCurly || AFTER_STRING.test(line.slice(i + 1)))) {
        inString = false;
        replace(i);
      } else out += c;
    } else if (c === '"') {
      inString = true;
      openedCurly = false;
      out += c;
    } else if (CURLY_DOUBLE.has(c)) {
      inString = true;
      openedCurly = true;
      replace(i);
    } else out += c;
  }
  return first < 0 ? undefined : { fixed: out.trim(), first, quote };
}

/** Curly quotes used as JSON quotes on the line of `offset` or the line before it (an unclosed string ends there). */
function smartQuotesNear(doc: SourceDocument, offset: number): SyntaxProblem | undefined {
  const { text } = doc;
  const lineStart = (at: number) => text.lastIndexOf('\n', at - 1) + 1;
  const here = lineStart(Math.min(offset, text.length));
  const starts = [here, ...(here > 0 ? [lineStart(here - 1)] : [])];
  for (const start of starts) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
    const straight = straightenQuotes(line);
    if (!straight) continue;
    return {
      offset: start + straight.first,
      ...found('JSON_SMART_QUOTES', { quote: straight.quote, line: doc.positionAt(start).line, fixed: straight.fixed }),
    };
  }
  return undefined;
}

/** The first reason the text is not a JSON document, located; undefined when it parses. */
export function syntaxProblem(doc: SourceDocument): SyntaxProblem | undefined {
  if (doc.valid) return undefined;
  const { text } = doc;
  if (text.charCodeAt(0) === 0xfeff) return { offset: 0, ...found('JSON_BOM', {}) };
  if (text.trim() === '') return { offset: 0, ...found('JSON_EMPTY', {}) };
  if (doc.tooDeepAt !== undefined) return { offset: doc.tooDeepAt, ...found('JSON_TOO_DEEP', { max: MAX_DEPTH }) };
  const first = doc.parseErrors[0];
  if (first) {
    const name = printParseErrorCode(first.error);
    const smart = smartQuotesNear(doc, first.offset);
    if (smart) return smart;
    const before = text.slice(0, first.offset).trimEnd();
    const next = text[first.offset];
    if ((name === 'PropertyNameExpected' || name === 'ValueExpected') && before.endsWith(',') && (next === '}' || next === ']')) {
      return { offset: before.length - 1, ...found('JSON_TRAILING_COMMA', { before: next }) };
    }
    const number = badNumberAt(text, first.offset);
    if (number) return { offset: number.start, ...found('JSON_NUMBER_INVALID', { token: number.token, meant: intendedNumber(number.token) }) };
    if (name === 'CommaExpected') {
      return { offset: first.offset, ...found('JSON_COMMA_MISSING', { line: before.length > 0 ? doc.positionAt(before.length - 1).line : undefined }) };
    }
    const code = Object.hasOwn(PARSE_ERRORS, name) ? PARSE_ERRORS[name] : undefined;
    if (code && code !== 'JSON_COMMA_MISSING' && code !== 'JSON_NUMBER_INVALID') return { offset: first.offset, ...found(code, {}) };
    return { offset: first.offset, ...found('JSON_MALFORMED', { detail: name }) };
  }
  if (!doc.root) return { offset: 0, ...found('JSON_MALFORMED', { detail: 'no value' }) };
  try {
    JSON.parse(text);
  } catch (e) {
    // jsonc-parser accepted what JSON.parse rejects: report JSON.parse's own words.
    return { offset: 0, ...found('JSON_MALFORMED', { detail: (e as Error).message }) };
  }
  return undefined;
}
