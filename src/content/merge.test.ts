import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPath, getIn, setIn, type JsonPath } from './jsonValue.ts';
import { mergeThreeWay, resolveConflicts, sameJson } from './merge.ts';

const page = () => ({
  meta: { title: 'Trang', description: 'Mô tả' },
  sections: [
    { type: 'hero', title: 'Xin chào' },
    {
      type: 'stats',
      items: [
        { value: '120+', label: 'Khách hàng' },
        { value: '8', label: 'Năm' },
      ],
    },
  ],
});

describe('three-way merge of a page', () => {
  it('combines edits of different fields (the issue: my hero title, a colleague’s stat label)', () => {
    const base = page();
    const mine = setIn(base, ['sections', 0, 'title'], 'Chào mừng');
    const theirs = setIn(base, ['sections', 1, 'items', 0, 'label'], 'Khách hàng doanh nghiệp');
    const { value, conflicts } = mergeThreeWay(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(getIn(value, ['sections', 0, 'title'])).toBe('Chào mừng');
    expect(getIn(value, ['sections', 1, 'items', 0, 'label'])).toBe('Khách hàng doanh nghiệp');
  });

  it('a field both changed differently is a conflict; the merged value keeps theirs until the author picks', () => {
    const base = page();
    const mine = setIn(setIn(base, ['sections', 1, 'items', 0, 'label'], 'Khách quen'), ['meta', 'title'], 'Trang mới');
    const theirs = setIn(base, ['sections', 1, 'items', 0, 'label'], 'Khách hàng doanh nghiệp');
    const result = mergeThreeWay(base, mine, theirs);
    expect(result.conflicts).toEqual([
      { path: ['sections', 1, 'items', 0, 'label'], base: 'Khách hàng', mine: 'Khách quen', theirs: 'Khách hàng doanh nghiệp' },
    ]);
    expect(getIn(result.value, ['sections', 1, 'items', 0, 'label'])).toBe('Khách hàng doanh nghiệp');
    expect(getIn(result.value, ['meta', 'title'])).toBe('Trang mới');
    expect(getIn(resolveConflicts(result, { 'sections[1].items[0].label': 'mine' }), ['sections', 1, 'items', 0, 'label'])).toBe('Khách quen');
    expect(getIn(resolveConflicts(result, { 'sections[1].items[0].label': 'theirs' }), ['sections', 1, 'items', 0, 'label'])).toBe('Khách hàng doanh nghiệp');
  });

  it('the same change on both sides is no conflict', () => {
    const base = page();
    const both = setIn(base, ['meta', 'title'], 'Giống nhau');
    expect(mergeThreeWay(base, both, structuredClone(both))).toEqual({ value: both, conflicts: [] });
  });

  it('a list whose length changed on one side is one value: an added section next to an edit inside the list is a conflict', () => {
    const base = page();
    const mine = setIn(base, ['sections'], [...base.sections, { type: 'faq', items: 'seo' }]);
    const theirs = setIn(base, ['sections', 0, 'title'], 'Khác');
    const { conflicts } = mergeThreeWay(base, mine, theirs);
    expect(conflicts.map((c) => displayPath(c.path))).toEqual(['sections']);
    // The added section alone (the colleague did not touch the list) merges cleanly.
    expect(mergeThreeWay(base, mine, setIn(base, ['meta', 'title'], 'Khác')).conflicts).toEqual([]);
  });

  it('a field one side removed and the other changed is a conflict; removed by one, untouched by the other, it goes', () => {
    const base = page();
    const mine = setIn(base, ['meta', 'description'], undefined);
    expect(mergeThreeWay(base, mine, setIn(base, ['meta', 'description'], 'Mới')).conflicts.map((c) => displayPath(c.path))).toEqual(['meta.description']);
    const clean = mergeThreeWay(base, mine, setIn(base, ['meta', 'title'], 'Mới'));
    expect(clean.conflicts).toEqual([]);
    expect(clean.value).toEqual(setIn(base, ['meta'], { title: 'Mới' }));
    const result = mergeThreeWay(base, mine, setIn(base, ['meta', 'description'], 'Mới'));
    expect(getIn(resolveConflicts(result, { 'meta.description': 'mine' }), ['meta'])).toEqual({ title: 'Trang' });
  });

  it('a draft without its base (kept by an older editor) never wins silently: every differing field is a conflict', () => {
    const theirs = setIn(page(), ['meta', 'title'], 'Của đồng nghiệp');
    const mine = setIn(page(), ['meta', 'title'], 'Của tôi');
    expect(mergeThreeWay(undefined, mine, theirs).conflicts.map((c) => displayPath(c.path))).toEqual(['meta.title']);
  });
});

// Pages as trees of small objects and lists with text leaves, and edits as (path, new text) pairs.
const leaf = fc.string({ maxLength: 4 });
const tree = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('node'), { maxKeys: 4 }),
    fc.array(tie('node'), { maxLength: 3 }),
  ),
})).node;

function leafPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

const editsOf = (base: unknown, picks: number[], texts: string[]) => {
  const paths = leafPaths(base);
  if (paths.length === 0) return [];
  return picks.map((p, i) => ({ path: paths[p % paths.length], text: `${texts[i] ?? ''}!` }));
};
const apply = (value: unknown, edits: { path: JsonPath; text: string }[]) => edits.reduce((v, e) => setIn(v, e.path, e.text), value);

describe('three-way merge: properties', () => {
  it('one side unchanged: the other side wins whole, without conflicts', () => {
    fc.assert(
      fc.property(tree, tree, (base, other) => {
        expect(mergeThreeWay(base, base, other)).toEqual({ value: other, conflicts: [] });
        expect(mergeThreeWay(base, other, base).conflicts).toEqual([]);
        expect(sameJson(mergeThreeWay(base, other, base).value, other)).toBe(true);
      }),
    );
  });

  it('edits of different leaves combine: the result holds both sides’ edits and no conflict', () => {
    fc.assert(
      fc.property(
        tree,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 6 }),
        fc.nat(),
        (base, picks, texts, split) => {
          const edits = editsOf(base, picks, texts);
          // Mine edits some leaves, theirs the others: no leaf is edited by both.
          const cut = split % (edits.length + 1);
          const mineEdits = edits.slice(0, cut);
          const taken = new Set(mineEdits.map((e) => displayPath(e.path)));
          const theirEdits = edits.slice(cut).filter((e) => !taken.has(displayPath(e.path)));
          const mine = apply(base, mineEdits);
          const theirs = apply(base, theirEdits);
          const { value, conflicts } = mergeThreeWay(base, mine, theirs);
          expect(conflicts).toEqual([]);
          expect(sameJson(value, apply(theirs, mineEdits))).toBe(true);
        },
      ),
    );
  });

  it('every conflict is a value both sides changed, differently; picking for each gives each side back where it alone changed', () => {
    fc.assert(
      fc.property(tree, tree, tree, (base, mine, theirs) => {
        const result = mergeThreeWay(base, mine, theirs);
        for (const c of result.conflicts) {
          expect(sameJson(c.mine, c.theirs)).toBe(false);
          expect(sameJson(c.base, c.mine)).toBe(false);
          expect(sameJson(c.base, c.theirs)).toBe(false);
        }
        const allMine = Object.fromEntries(result.conflicts.map((c) => [displayPath(c.path), 'mine' as const]));
        const allTheirs = Object.fromEntries(result.conflicts.map((c) => [displayPath(c.path), 'theirs' as const]));
        // Symmetry: mine-first with my choices equals theirs-first with the same (now 'theirs') choices.
        const swapped = mergeThreeWay(base, theirs, mine);
        expect(sameJson(resolveConflicts(result, allMine), resolveConflicts(swapped, allTheirs))).toBe(true);
        expect(sameJson(resolveConflicts(result, allTheirs), resolveConflicts(swapped, allMine))).toBe(true);
      }),
    );
  });
});
