// The escaping tag of the admin's views: text is escaped, SafeHtml is not, nothing else gets in.
import { describe, expect, it } from 'vitest';
import { html, joinHtml, SafeHtml, trustedHtml } from './html.ts';

describe('html`…`', () => {
  it('escapes every text and number put into it, in text and in quoted attributes', () => {
    const text = `<img src=x onerror=alert(1)>"><script>alert(1)</script>' onmouseover='x & ü`;
    expect(String(html`<p title="${text}" data-x='${text}'>${text} ${42}</p>`)).toBe(`<p title="${esc(text)}" data-x='${esc(text)}'>${esc(text)} 42</p>`);
  });

  it('puts SafeHtml in as it is (once: never escaped twice), and arrays of it joined', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    expect(String(html`<ul>${['a<b', 'c'].map(item)}</ul>`)).toBe('<ul><li>a&#60;b</li><li>c</li></ul>');
    expect(String(html`<div>${html`<p>${'&'}</p>`}</div>`)).toBe('<div><p>&#38;</p></div>');
  });

  it('shows nothing for false, null and undefined, so `cond && html`…`` reads as it should', () => {
    const flag = false as boolean;
    expect(String(html`<p${flag && html` hidden`}>${null}${undefined}</p>`)).toBe('<p></p>');
  });

  it('refuses what has no text to show (true, an object) instead of writing "true" or "[object Object]"', () => {
    expect(() => html`${true as unknown as string}`).toThrow(TypeError);
    expect(() => html`${{} as unknown as string}`).toThrow(TypeError);
  });

  it('joins with a separator, escaped unless SafeHtml', () => {
    expect(String(joinHtml([html`<b>1</b>`, '2<'], ' & '))).toBe('<b>1</b> &#38; 2&#60;');
    expect(String(joinHtml(['a', 'b'], html`<br>`))).toBe('a<br>b');
  });

  it('makes SafeHtml only by the tag and trustedHtml: a string cannot be declared safe by `new`', () => {
    expect(() => new SafeHtml('<script>', Symbol('SafeHtml'))).toThrow(TypeError);
    expect(String(trustedHtml('a>b{c:d}'))).toBe('a>b{c:d}');
  });
});

/** The reference: & < > " ' as numeric character references. */
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
