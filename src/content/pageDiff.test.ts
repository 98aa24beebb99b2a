// The page diff on real page files with the real schemas: each edit a publisher may review is
// reported once, in Vietnamese labels and readable values, never as a JSON path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../engine/project.ts';
import { SECTIONS_DIR } from '../engine/schemaFiles.ts';
import { formatVnd } from '../lib/format.ts';
import { describeValue, diffPages, matchLists, wordDiff, type PageDiff } from './pageDiff.ts';
import { SchemaSet } from './schemaSet.ts';
import { schemaDocuments } from '../editor/server/projectInfo.ts';

const schemas = new SchemaSet(schemaDocuments(path.join(PROJECT_ROOT, 'schema'), SECTIONS_DIR));
type Page = { meta: Record<string, unknown>; sections: Record<string, unknown>[]; [key: string]: unknown };
const load = (file: string): Page => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages', file), 'utf8')) as Page;
const home = load('index.json');
const edit = (page: Page, change: (copy: Page) => void): Page => {
  const copy = structuredClone(page);
  change(copy);
  return copy;
};
const indexOfType = (page: Page, type: string) => page.sections.findIndex((s) => s.type === type);

/** No file path such as "sections[1].items[0]" anywhere in what the publisher reads. */
function expectNoJsonPaths(diff: PageDiff) {
  const text = JSON.stringify(diff);
  expect(text).not.toMatch(/sections\[|\[\d+\]|\bsections\.\d/);
}

describe('diffPages on pages/index.json', () => {
  const total = home.sections.length;

  it('finds nothing between a page and itself', () => {
    const diff = diffPages(schemas, home, structuredClone(home));
    expect(diff).toEqual({ kind: 'unchanged', page: [], sections: [], counts: { changed: 0, added: 0, removed: 0, moved: 0, unchanged: total } });
  });

  it('reports a text change in one section as that one field, labelled like the editor', () => {
    const at = indexOfType(home, 'stats');
    const items = home.sections[at].items as { label: string }[];
    const after = edit(home, (p) => ((p.sections[at].items as { label: string }[])[1].label = 'Khách hàng quay lại'));
    const diff = diffPages(schemas, home, after);
    expect(diff.kind).toBe('changed');
    expect(diff.counts).toEqual({ changed: 1, added: 0, removed: 0, moved: 0, unchanged: total - 1 });
    expect(diff.sections).toHaveLength(1);
    const [section] = diff.sections;
    expect(section).toMatchObject({
      kind: 'changed',
      name: 'Dãy số liệu thành tích',
      heading: home.sections[at].heading,
      positionBefore: at + 1,
      positionAfter: at + 1,
    });
    expect(section.fields).toEqual([
      { kind: 'changed', label: 'Các số liệu › mục 2 › Nhãn của số liệu', before: items[1].label, after: 'Khách hàng quay lại' },
    ]);
    expectNoJsonPaths(diff);
  });

  it('reports a section inserted at the top as the only change (the rest are matched, not shifted)', () => {
    const after = edit(home, (p) => p.sections.unshift({ type: 'cta', heading: 'Ưu đãi tháng 12', text: 'Giảm 20% gói SEO.', showHotline: true }));
    const diff = diffPages(schemas, home, after);
    expect(diff.counts).toEqual({ changed: 0, added: 1, removed: 0, moved: 0, unchanged: total });
    expect(diff.sections).toHaveLength(1);
    const [added] = diff.sections;
    expect(added).toMatchObject({ kind: 'added', heading: 'Ưu đãi tháng 12', positionAfter: 1 });
    expect(added.positionBefore).toBeUndefined();
    expect(added.fields).toEqual(
      expect.arrayContaining([
        { kind: 'added', label: 'Tiêu đề', before: undefined, after: 'Ưu đãi tháng 12' },
        expect.objectContaining({ kind: 'added', after: 'có' }),
      ]),
    );
    expect(added.fields.every((f) => f.kind === 'added' && f.before === undefined)).toBe(true);
    // The section's type is its name, not a field the author changed.
    expect(added.fields.map((f) => f.after)).not.toContain('cta');
    expectNoJsonPaths(diff);
  });

  it('reports a removed section with what it held, where it was', () => {
    const at = indexOfType(home, 'process');
    const after = edit(home, (p) => p.sections.splice(at, 1));
    const diff = diffPages(schemas, home, after);
    expect(diff.counts).toEqual({ changed: 0, added: 0, removed: 1, moved: 0, unchanged: total - 1 });
    expect(diff.sections).toEqual([expect.objectContaining({ kind: 'removed', heading: home.sections[at].heading, positionBefore: at + 1 })]);
    expect(diff.sections[0].fields.length).toBeGreaterThan(0);
    expect(diff.sections[0].fields.every((f) => f.kind === 'removed' && f.after === undefined && f.before !== undefined)).toBe(true);
  });

  it('reports two swapped sections as a move, not as a removal and an addition', () => {
    const a = indexOfType(home, 'testimonials');
    const after = edit(home, (p) => ([p.sections[a], p.sections[a + 1]] = [p.sections[a + 1], p.sections[a]]));
    const diff = diffPages(schemas, home, after);
    expect(diff.counts).toEqual({ changed: 0, added: 0, removed: 0, moved: 1, unchanged: total - 1 });
    const [moved] = diff.sections;
    expect(moved.kind).toBe('moved');
    expect(moved.fields).toEqual([]);
    expect([moved.positionBefore, moved.positionAfter].sort()).toEqual([a + 1, a + 2]);
  });

  it('keeps a heavily edited section as changed in place when it stays between the same neighbours', () => {
    const at = indexOfType(home, 'cta');
    const after = edit(home, (p) => Object.assign(p.sections[at], { heading: 'Sẵn sàng chưa?', text: 'Gọi ngay.', showHotline: false }));
    const diff = diffPages(schemas, home, after);
    expect(diff.counts).toMatchObject({ changed: 1, added: 0, removed: 0 });
    expect(diff.sections[0].fields.map((f) => f.kind)).toEqual(expect.arrayContaining(['changed']));
    expect(diff.sections[0].fields.find((f) => f.after === 'không' || f.before === 'không')).toBeDefined();
  });

  it('matches the items of a list the same way: a question added first is the only change', () => {
    const at = indexOfType(home, 'faq');
    const after = edit(home, (p) => (p.sections[at].items as unknown[]).unshift({ question: 'Có hợp đồng không?', answer: 'Có, ký theo quý.' }));
    const diff = diffPages(schemas, home, after);
    expect(diff.counts.changed).toBe(1);
    const labels = diff.sections[0].fields.map((f) => `${f.kind} ${f.label}`);
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label).toMatch(/^added .* › mục 1 › /);
    expectNoJsonPaths(diff);
  });

  it('labels page fields and a changed address in the author’s words', () => {
    const after = edit(home, (p) => {
      p.meta.title = 'AM Digital – trang chủ mới';
      p.schedule = { publishAt: '2026-12-01T08:00:00+07:00' };
    });
    const diff = diffPages(schemas, home, after, { routeBefore: '/', routeAfter: '/trang-chu' });
    expect(diff.sections).toEqual([]);
    expect(diff.page).toEqual([
      { kind: 'changed', label: 'Địa chỉ trang', before: '/', after: '/trang-chu' },
      expect.objectContaining({ kind: 'changed', before: home.meta.title, after: 'AM Digital – trang chủ mới' }),
      expect.objectContaining({ kind: 'added', label: expect.stringMatching(/› Giờ đăng$/), after: '01/12/2026 08:00' }),
    ]);
    expect(diff.page[1].label).toMatch(/› Tiêu đề trang$/);
  });

  it('reports a new page with everything added, and a deleted one with everything removed', () => {
    const added = diffPages(schemas, undefined, home);
    expect(added.kind).toBe('added');
    expect(added.counts).toEqual({ changed: 0, added: total, removed: 0, moved: 0, unchanged: 0 });
    expect(added.sections.map((s) => s.positionAfter)).toEqual(home.sections.map((_, i) => i + 1));
    const fields = [...added.page, ...added.sections.flatMap((s) => s.fields)];
    expect(fields.length).toBeGreaterThan(total);
    expect(fields.every((f) => f.kind === 'added' && f.before === undefined && typeof f.after === 'string')).toBe(true);
    expectNoJsonPaths(added);

    const removed = diffPages(schemas, home, undefined);
    expect(removed.kind).toBe('removed');
    expect(removed.counts.removed).toBe(total);
    expect(removed.sections.every((s) => s.kind === 'removed' && s.fields.every((f) => f.kind === 'removed'))).toBe(true);
  });
});

describe('diffPages: values as text', () => {
  it('formats a changed price the Vietnamese way', () => {
    const page = load('templates/landing-saas.json');
    const at = indexOfType(page, 'planGrid');
    const after = edit(page, (p) => ((p.sections[at].plans as { price: number }[])[0].price = 350000));
    const diff = diffPages(schemas, page, after);
    expect(diff.sections).toHaveLength(1);
    expect(diff.sections[0].fields).toEqual([
      { kind: 'changed', label: 'Các gói viết trực tiếp trong trang › mục 1 › Giá bằng số', before: '290.000\u00a0₫', after: '350.000\u00a0₫' },
    ]);
    expect(diff.sections[0].fields[0].after).toBe(formatVnd(350000));
    expectNoJsonPaths(diff);
  });

  it('says which words went and came in a long list, and a list only reordered', () => {
    const at = indexOfType(home, 'leadForm');
    const services = Array.from({ length: 10 }, (_, i) => `Dịch vụ ${i + 1}`);
    const before = edit(home, (p) => (p.sections[at].services = services));
    const after = edit(before, (p) => (p.sections[at].services = [...services.slice(1), 'Hosting']));
    const [field] = diffPages(schemas, before, after).sections[0].fields;
    expect(field).toMatchObject({ kind: 'changed', before: '10 mục; bỏ: Dịch vụ 1', after: '10 mục; thêm: Hosting' });
    const reordered = edit(before, (p) => (p.sections[at].services = [...services].reverse()));
    expect(diffPages(schemas, before, reordered).sections[0].fields[0]).toMatchObject({ before: '10 mục', after: '10 mục; đổi thứ tự' });
  });

  it('does not stumble on a draft that does not validate', () => {
    const broken = { meta: 'x', sections: [null, 'chữ', { type: 'khong-co' }, ...home.sections.slice(1)] };
    const diff = diffPages(schemas, home, broken);
    expect(diff.kind).toBe('changed');
    expect(diff.counts.unchanged).toBe(home.sections.length - 1);
    expect(diff.sections.filter((s) => s.kind === 'added')).toHaveLength(3);
    expectNoJsonPaths(diff);
  });

  it('marks the words changed in a longer text, and leaves a short one whole', () => {
    const text = String(home.sections[0].description);
    expect(text.length).toBeGreaterThan(60);
    const words = text.split(' ');
    const replaced = words[3];
    const after = edit(home, (p) => (p.sections[0].description = [...words.slice(0, 3), 'NHANH', ...words.slice(4)].join(' ')));
    const [field] = diffPages(schemas, home, after).sections[0].fields;
    expect(field.before).toBe(text);
    const changed = (side: 'before' | 'after') => field.words?.[side].filter((p) => p.changed).map((p) => p.text.trim());
    expect(changed('before')).toEqual([replaced]);
    expect(changed('after')).toEqual(['NHANH']);
    expect(field.words?.after.map((p) => p.text).join('')).toBe(field.after);
    expect(field.words?.before.map((p) => p.text).join('')).toBe(text);

    expect(wordDiff('Giá tốt', 'Giá rẻ')).toBeUndefined();
    expect(wordDiff('a'.repeat(70), 'b'.repeat(70))).toBeUndefined();
  });

  it('says booleans, lists, numbers and objects in words', () => {
    expect(describeValue(true)).toBe('có');
    expect(describeValue(false)).toBe('không');
    expect(describeValue(1234567)).toBe('1.234.567');
    expect(describeValue(2.5)).toBe('2,5');
    expect(describeValue(['SEO', 'Quảng cáo'])).toBe('SEO, Quảng cáo');
    expect(describeValue(Array.from({ length: 12 }, (_, i) => i))).toBe('12 mục');
    expect(describeValue([{ a: 1 }, { a: 2 }, { a: 3 }])).toBe('3 mục');
    expect(describeValue({ src: '/a.png', alt: 'Ảnh đội ngũ' })).toBe('Ảnh đội ngũ');
    expect(describeValue('')).toBe('(trống)');
    expect(describeValue('cards', { enum: ['strip', 'cards'], 'x-enumLabels': ['Dải', 'Thẻ'] })).toBe('Thẻ');
  });
});

describe('matchLists', () => {
  const a = { type: 'x', heading: 'A', text: '1' };
  const b = { type: 'x', heading: 'B', text: '2' };
  const c = { type: 'y', heading: 'C' };

  it('pairs equal items in order and leaves the rest unmatched', () => {
    expect(matchLists([a, b, c], [c, a, b]).pairs).toEqual([
      [2, 0],
      [0, 1],
      [1, 2],
    ]);
    expect(matchLists([a, b, c], [a, c]).pairs).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(matchLists([a], [c]).pairs).toEqual([]);
  });

  it('marks an item found elsewhere as moved', () => {
    const { pairs, moved } = matchLists([a, b, c], [b, c, a]);
    expect(pairs).toHaveLength(3);
    expect([...moved]).toEqual([2]);
  });
});
