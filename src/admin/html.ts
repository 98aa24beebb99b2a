// The admin's pages are HTML written as template strings. This tag makes them escape by default: every
// value put into html`…` is text (escaped by src/lib/escapeHtml.ts, quotes included, so it is safe in
// a quoted attribute too) unless it is already SafeHtml, markup this tag made. A raw string therefore
// never becomes markup, and the types refuse a string where a view expects markup.
import { escapeHtml } from '../lib/escapeHtml.ts';

/** Only html`…` and trustedHtml make SafeHtml: `new SafeHtml(text)` elsewhere throws. */
const MAKER = Symbol('SafeHtml');

/** Markup the admin made with html`…`: its values were escaped when it was made. `String(markup)` is the HTML. */
export class SafeHtml {
  readonly #markup: string;
  constructor(markup: string, maker: symbol) {
    if (maker !== MAKER) throw new TypeError('SafeHtml is made by html`…` or trustedHtml only');
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

/** What may go into html`…`: text and numbers are escaped; nothing shows for false, null and undefined. */
export type HtmlValue = SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return escapeHtml(String(value));
  if (value === false || value === null || value === undefined) return '';
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  // true, an object, a function: a mistake in a view, never shown as "[object Object]" or "true".
  throw new TypeError(`html\`…\` cannot show ${typeof value === 'object' ? 'an object' : typeof value}`);
}

/** The tag: html`<p>${text}</p>` escapes `text`; SafeHtml (and arrays of it) goes in as it is. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0];
  for (let i = 0; i < values.length; i++) markup += render(values[i]) + strings[i + 1];
  return new SafeHtml(markup, MAKER);
}

/** `items` with `separator` between them (both escaped unless SafeHtml). */
export const joinHtml = (items: readonly HtmlValue[], separator: HtmlValue): SafeHtml => new SafeHtml(items.map(render).join(render(separator)), MAKER);

/**
 * The escape hatch, for constant markup written in this code only (the pages' inline CSS, which escaping
 * would break): never a value from a request, a file or the database. The lint test
 * (html.lint.test.ts) refuses any argument but a literal without `${`.
 */
export const trustedHtml = (constantMarkup: string): SafeHtml => new SafeHtml(constantMarkup, MAKER);
