// A problem found by the validator, and how it is printed. The problem itself is a code from the
// catalogue (src/engine/messages/messageTable.ts) with its parameters; its text is rendered from the
// catalogue in the reader's language (Vietnamese unless asked otherwise).
import { codeFrame } from './codeFrame.ts';
import { docsLink, positionText, renderMessage, type Lang, type MessageCode, type ParamsOf } from './messages/messageTable.ts';
import type { Trail } from './messages/params.ts';

export type { Lang, MessageCode } from './messages/messageTable.ts';

/** What a check knows about a problem: its code and parameters, and where it is. */
export interface IssueInput<C extends MessageCode = MessageCode> {
  /** Stable code of the problem (its catalogue entry); tests and tools match on this, not on the text. */
  code: C;
  /** The values the message is written with (plain JSON). */
  params: ParamsOf<C>;
  /** File path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Path inside the document as JSON tools write it: `sections[2].plans[0].price` (counted from 0). */
  path: string;
  /** The arrays on the way, for the human position ("section thứ 3 (planGrid) › gói thứ 1"). */
  trail?: Trail;
}

/** A problem as the validator reports it: located, and worded in one language. */
export interface ValidationIssue<C extends MessageCode = MessageCode> extends IssueInput<C> {
  trail: Trail;
  /** The human position, counted from 1, in the issue's language ('' at the top level). */
  position: string;
  /** What is wrong, in the issue's language. */
  message: string;
  /** How to fix it, in the issue's language. */
  hint: string;
  /** Where the guide explains this code: `docs/authoring.md#page-link-not-found`. */
  docs: string;
}

/** A located problem with its text in `lang` (Vietnamese by default). */
export function createIssue<C extends MessageCode>(input: IssueInput<C>, lang: Lang = 'vi'): ValidationIssue<C> {
  const trail = input.trail ?? [];
  const { message, hint } = renderMessage(input.code, input.params, lang);
  return { ...input, trail, position: positionText(trail, lang), message, hint, docs: docsLink(input.code) };
}

/** The same problem worded in another language. */
export function localizeIssue<C extends MessageCode>(issue: ValidationIssue<C>, lang: Lang): ValidationIssue<C> {
  return createIssue(issue, lang);
}

/** Words around the message, per language. */
const LABELS: Record<Lang, { hint: string; at: string; docs: string }> = {
  vi: { hint: 'cách sửa', at: 'vị trí', docs: 'giải thích' },
  en: { hint: 'hint', at: 'at', docs: 'explained in' },
};

export interface FormatOptions {
  lang?: Lang;
  /** The file's text: adds the code frame (the offending lines with the column marked). */
  source?: string;
  /** Set false to leave the code frame out even when `source` is given. */
  codeFrame?: boolean;
}

/** One problem's parts, worded in `lang`, for a display of its own (the dev overlay, the editor). */
export interface IssueView {
  code: MessageCode;
  /** `pages/pricing/seo.json:14:9`, the form editors and terminals make clickable. */
  location: string;
  path: string;
  /** Counted from 1: "section thứ 3 (planGrid) › gói thứ 1" ('' at the top level). */
  position: string;
  /** The catalogue's short title of the code: "Số viết thành chữ". */
  title: string;
  message: string;
  hint: string;
  /** The offending lines with the column marked ('' without the file's text). */
  codeFrame: string;
  /** `docs/authoring.md#number-written-as-text`. */
  docs: string;
  /** Words around the parts in this language: "cách sửa", "vị trí", "giải thích". */
  labels: { hint: string; at: string; docs: string };
}

export function viewIssue(issue: ValidationIssue, { lang = 'vi', source, codeFrame: withFrame = true }: FormatOptions = {}): IssueView {
  const text = createIssue(issue, lang);
  return {
    code: text.code,
    location: `${text.file}:${text.line}:${text.column}`,
    path: text.path,
    position: text.position,
    title: renderMessage(text.code, text.params, lang).title,
    message: text.message,
    hint: text.hint,
    codeFrame: withFrame && source !== undefined ? codeFrame(source, text.line, text.column) : '',
    docs: text.docs,
    labels: LABELS[lang],
  };
}

/**
 * One problem for a terminal (or the dev overlay):
 *
 *     pages/pricing/seo.json:14:9 sections[2].plans[0].price phải là số nguyên, nhưng là "4.9M" [NUMBER_WRITTEN_AS_TEXT]
 *         vị trí: section thứ 3 (planGrid) › gói thứ 1
 *       > 14 |         "price": "4.9M",
 *            |         ^
 *         cách sửa: viết 4900000 (số: …)
 *         giải thích: docs/authoring.md#number-written-as-text
 *
 * The first line keeps the `file:line:column` form that editors and terminals make clickable.
 */
export function formatIssue(issue: ValidationIssue, options: FormatOptions = {}): string {
  const view = viewIssue(issue, options);
  const lines = [`${view.location} ${view.path} ${view.message} [${view.code}]`];
  if (view.position) lines.push(`    ${view.labels.at}: ${view.position}`);
  if (view.codeFrame) lines.push(...view.codeFrame.split('\n').map((l) => `  ${l}`));
  lines.push(`    ${view.labels.hint}: ${view.hint}`, `    ${view.labels.docs}: ${view.docs}`);
  return lines.join('\n');
}

/** The first line only: `file:line:col path message [CODE]`. */
export function formatHeadline(issue: ValidationIssue, lang: Lang = 'vi'): string {
  const text = createIssue(issue, lang);
  return `${text.file}:${text.line}:${text.column} ${text.path} ${text.message} [${text.code}]`;
}

/** GitHub Actions workflow command; message text escaped as the runner expects. */
export function formatIssueGithub(issue: ValidationIssue, lang: Lang = 'vi'): string {
  const text = createIssue(issue, lang);
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  // Property values also need ":" and "," escaped, or a file name holding them cuts the command short.
  const escapeProperty = (s: string) => escape(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const where = text.position ? `${text.path} (${text.position})` : text.path;
  const body = `${where} ${text.message}\n${LABELS[lang].hint}: ${text.hint}\n${LABELS[lang].docs}: ${text.docs}`;
  return `::error file=${escapeProperty(text.file)},line=${text.line},col=${text.column},title=${escapeProperty(text.code)}::${escape(body)}`;
}

/** By file, then position; the same order whatever the machine's locale. */
export function sortIssues<T extends ValidationIssue>(issues: T[]): T[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file, 'en') || a.line - b.line || a.column - b.column);
}
