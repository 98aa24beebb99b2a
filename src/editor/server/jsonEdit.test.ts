import { describe, expect, it } from 'vitest';
import { updateJsonText } from './jsonEdit.ts';

const text = `{
  "meta": { "title": "A", "description": "B" },
  "sections": [
    {
      "type": "hero",
      "title": "T",
      "highlights": ["a", "b"]
    },
    {
      "type": "faq",
      "items": "seo"
    }
  ]
}
`;
const before = JSON.parse(text);

describe('updateJsonText', () => {
  it('changes only the edited value; one-line objects and arrays elsewhere keep their form', () => {
    const next = structuredClone(before);
    next.sections[1].items = 'thanh-toan';
    expect(updateJsonText(text, before, next)).toBe(text.replace('"items": "seo"', '"items": "thanh-toan"'));
  });

  it('puts a new key where the edited value has it (the editor inserts in schema order)', () => {
    const next = structuredClone(before);
    next.sections[0] = { type: 'hero', eyebrow: 'E', title: 'T', highlights: ['a', 'b'] };
    const out = updateJsonText(text, before, next);
    expect(out).toContain('"type": "hero",\n      "eyebrow": "E",\n      "title": "T"');
    expect(JSON.parse(out)).toEqual(next);
    expect(out.endsWith('}\n')).toBe(true);
  });

  it('moves, adds and removes items with valid, 2-space output that reads back as the value', () => {
    for (const change of [
      (v: typeof before) => v.sections.reverse(),
      (v: typeof before) => v.sections.push({ type: 'cta', heading: 'H' }),
      (v: typeof before) => v.sections[0].highlights.splice(0, 1),
      (v: typeof before) => delete v.meta.description,
    ]) {
      const next = structuredClone(before);
      change(next);
      const out = updateJsonText(text, before, next);
      expect(JSON.parse(out)).toEqual(next);
      expect(Object.keys(JSON.parse(out).sections[0])).toEqual(Object.keys(next.sections[0]));
      expect(out).not.toMatch(/\t/);
      expect(out.endsWith('\n')).toBe(true);
    }
  });

  it('unchanged value: the text as it was, byte for byte', () => {
    expect(updateJsonText(text, before, structuredClone(before))).toBe(text);
  });
});
