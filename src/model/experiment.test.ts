import { describe, expect, it } from 'vitest';
import { pageWithVariant } from './experiment.ts';

const hero = { type: 'hero', id: 'hero', title: 'Bản gốc' };
const cta = { type: 'cta', id: 'lien-he', heading: 'Liên hệ' };
const plain = { type: 'faq', items: [] };
const page = {
  meta: { title: 'Trang thử' },
  experiment: {
    id: 'thu',
    name: 'Thử',
    original: { name: 'Bản gốc', weight: 34 },
    variants: [
      { id: 'b', name: 'B', weight: 33, replace: { 'lien-he': { ...cta, heading: 'Gọi ngay' } } },
      { id: 'c', name: 'C', weight: 33, replace: { hero: 'không phải mục', khac: { type: 'cta', id: 'khac' } } },
    ],
  },
  sections: [hero, plain, cta],
};

describe('pageWithVariant: a page file as a variant’s visitors see it', () => {
  it('puts the variant’s replacements where the sections of their ids are, drops the experiment, keeps the rest', () => {
    const b = pageWithVariant(page, 'b')!;
    expect(b.experiment).toBeUndefined();
    expect(b.meta).toBe(page.meta);
    expect(b.sections).toEqual([hero, plain, { ...cta, heading: 'Gọi ngay' }]);
    // The same variant by its index (the editor's), the page itself untouched.
    expect(pageWithVariant(page, 0)).toEqual(b);
    expect(page.sections[2]).toBe(cta);
  });

  it('"a" is the page as written, without its experiment', () => {
    const { experiment: _, ...asWritten } = page;
    expect(pageWithVariant(page, 'a')).toEqual(asWritten);
  });

  it('applies a replacement as written, even one that is not a section (the validator reports it); a replacement of no section adds nothing', () => {
    expect(pageWithVariant(page, 'c')!.sections).toEqual(['không phải mục', plain, cta]);
    expect(pageWithVariant(page, 1)!.sections).toHaveLength(3);
  });

  it('only the replacement map’s own keys replace (a section id "constructor" is not replaced by Object’s)', () => {
    const odd = { ...page, sections: [{ type: 'cta', id: 'constructor' }] };
    expect(pageWithVariant(odd, 'b')!.sections).toEqual(odd.sections);
  });

  it('undefined without an experiment or without that variant', () => {
    expect(pageWithVariant({ sections: [hero] }, 'a')).toBeUndefined();
    expect(pageWithVariant(page, 'd')).toBeUndefined();
    expect(pageWithVariant(page, 2)).toBeUndefined();
    expect(pageWithVariant('không phải trang', 'a')).toBeUndefined();
  });
});
