// The catalogue of messages is complete: every code has Vietnamese and English text that renders
// with its example parameters, an entry (anchor) in the authoring guide, and exactly one check that
// owns it; hints' examples never name a file the project does not have.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFrame } from '../codeFrame.ts';
import { PROJECT_ROOT } from '../project.ts';
import { loadSchemas } from '../schemas.ts';
import { CHECKS } from '../validateProject.ts';
import { MESSAGE_TABLE, docsAnchor, DOCS_FILE, langFromEnv, MESSAGE_CODES, positionText, renderMessage, type MessageCode } from './messageTable.ts';

const guide = readFileSync(path.join(PROJECT_ROOT, DOCS_FILE), 'utf8');

describe('message catalogue', () => {
  it.each(MESSAGE_CODES)('%s has a Vietnamese and an English title, message and hint', (code) => {
    const entry = MESSAGE_TABLE[code];
    const vi = renderMessage(code, entry.example as never, 'vi');
    const en = renderMessage(code, entry.example as never, 'en');
    for (const text of [vi.title, vi.message, vi.hint, en.title, en.message, en.hint]) {
      expect(text, code).toMatch(/\S/);
      expect(text, code).not.toMatch(/undefined|\[object Object\]|NaN/);
    }
    // Translated, not copied: the Vietnamese title is not the English one.
    expect(vi.title, code).not.toBe(en.title);
    expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/);
  });

  it.each(MESSAGE_CODES)('%s has its entry in docs/authoring.md, which every message links to', (code) => {
    expect(guide).toContain(`<a id="${docsAnchor(code)}"></a>`);
    expect(renderMessage(code, MESSAGE_TABLE[code].example as never).docs).toBe(`docs/authoring.md#${docsAnchor(code)}`);
  });

  it('every code is owned by exactly one check, and every check reports only catalogue codes', () => {
    const owners = new Map<MessageCode, string[]>();
    for (const check of CHECKS) for (const code of check.codes) owners.set(code, [...(owners.get(code) ?? []), check.name]);
    expect([...owners.keys()].sort()).toEqual([...MESSAGE_CODES].sort());
    for (const [code, by] of owners) expect(by, code).toHaveLength(1);
  });

  it("no image path in the schemas' examples names a file that public/ does not have", () => {
    const { documents } = loadSchemas(path.join(PROJECT_ROOT, 'schema'));
    const paths = [...JSON.stringify([...documents.values()]).matchAll(/"(\/[\w/.-]+\.(?:svg|png|jpe?g|webp|avif))"/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of new Set(paths)) expect(() => readFileSync(path.join(PROJECT_ROOT, 'public', p)), p).not.toThrow();
  });

  it('section aliases are declared in the section schemas and each names one type', () => {
    const { sectionAliases, sectionTypes, notNestable } = loadSchemas(path.join(PROJECT_ROOT, 'schema'));
    expect(sectionAliases.get('thongke')).toBe('stats');
    expect(sectionAliases.get('banggia')).toBe('planGrid');
    for (const type of sectionAliases.values()) expect(sectionTypes).toContain(type);
    expect([...notNestable].sort()).toEqual(['entryHeader', 'tabs']);
  });

  it('positions count from 1, as people do, in both languages', () => {
    const trail = [
      { key: 'sections', index: 6, label: 'faq' },
      { key: 'items', index: 0 },
    ];
    expect(positionText(trail)).toBe('section thứ 7 (faq) › mục thứ 1');
    expect(positionText(trail, 'en')).toBe('section 7 (faq) › item 1');
    expect(positionText([{ key: 'highlights', index: 1 }])).toBe('phần tử thứ 2 của "highlights"');
    expect(positionText([])).toBe('');
  });

  it('the language follows --lang, else an English locale, else Vietnamese', () => {
    expect(langFromEnv({})).toBe('vi');
    expect(langFromEnv({ LANG: 'vi_VN.UTF-8' })).toBe('vi');
    expect(langFromEnv({ LANG: 'C.UTF-8' })).toBe('vi');
    expect(langFromEnv({ LANG: 'en_US.UTF-8' })).toBe('en');
    expect(langFromEnv({ LANG: 'en' })).toBe('en');
    expect(langFromEnv({ LANG: 'vi_VN.UTF-8', LC_ALL: 'en_GB.UTF-8' })).toBe('en');
    expect(langFromEnv({ LANG: 'english' })).toBe('vi');
  });
});

describe('code frames', () => {
  const text = ['{', '  "a": 1,', '  "b": "x"', '}'].join('\n');

  it('show the line with the column marked and one line around it', () => {
    expect(codeFrame(text, 3, 8)).toBe(['  2 |   "a": 1,', '> 3 |   "b": "x"', '    |        ^', '  4 | }'].join('\n'));
    expect(codeFrame(text, 1, 1, { context: 0 })).toBe(['> 1 | {', '    | ^'].join('\n'));
  });

  it('keep tabs so the caret lines up, and pad the gutter for two-digit lines', () => {
    const tabbed = `${'\n'.repeat(9)}\t"x":\t1`;
    expect(codeFrame(tabbed, 10, 7)).toBe(['   9 |', '> 10 | \t"x":\t1', '     | \t    \t^'].join('\n'));
  });

  it('cut a long line to a window around the column', () => {
    const long = `{"a": "${'x'.repeat(300)}", "b": 1}`;
    const column = long.indexOf('"b"') + 1;
    const [line, caret] = codeFrame(long, 1, column, { maxWidth: 40 }).split('\n');
    expect(line).toBe(`> 1 | …${'x'.repeat(30)}", "b": 1}`);
    // The caret is under the "b".
    expect(line[caret.indexOf('^')]).toBe('"');
    expect(line.slice(caret.indexOf('^'), caret.indexOf('^') + 3)).toBe('"b"');
  });

  it('are empty for a line outside the text', () => {
    expect(codeFrame(text, 9, 1)).toBe('');
    expect(codeFrame(text, 0, 1)).toBe('');
  });
});
