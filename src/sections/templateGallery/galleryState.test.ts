import { describe, expect, it } from 'vitest';
import type { TemplateFile } from '../../model/generated.ts';
import {
  CATEGORIES,
  COLORS,
  filterAndSort,
  INDUSTRIES,
  isFiltering,
  pageButtons,
  paginate,
  parseState,
  prepareTemplates,
  type Filters,
} from './galleryState.ts';

const cover = { src: '/images/templates/x.svg', alt: '', width: 640, height: 400 };
const template = (id: string, name: string, over: Partial<TemplateFile> = {}): TemplateFile => ({
  id,
  name,
  category: 'landing',
  price: 4900000,
  industry: 'saas',
  color: 'indigo',
  cover,
  tags: ['Mẫu'],
  features: ['Tính năng'],
  ...over,
});

/**
 * 200 templates named "Mẫu 001" … "Mẫu 200" (zero-padded: A→Z is numeric order). Template n has
 * CATEGORIES[n % 5], INDUSTRIES[floor(n / 5) % 5], COLORS[n % 2] (indigo when even, violet when
 * odd) and, every tenth, the tags "Bán hàng" and "Khuyến mãi": every count below is known.
 */
const generated: TemplateFile[] = Array.from({ length: 200 }, (_, i) => {
  const n = i + 1;
  return template(`mau-${n}`, `Mẫu ${String(n).padStart(3, '0')}`, {
    category: CATEGORIES[n % 5],
    industry: INDUSTRIES[Math.floor(n / 5) % 5],
    color: COLORS[n % 2],
    tags: n % 10 === 0 ? ['Bán hàng', 'Khuyến mãi'] : ['Giới thiệu'],
  });
});
// Given in a shuffled order: the gallery sorts by name itself.
const shuffled = generated.map((_, i) => generated[(i * 37) % 200]);
const prepared = prepareTemplates(shuffled);
const none: Filters = { query: '', category: '', industry: '', color: '' };
const ids = (list: TemplateFile[]) => list.map((t) => t.id);

describe('parseState', () => {
  const raw = { query: '', category: '', industry: '', color: '', sort: '', page: '' };

  it('reads known values and falls back to the defaults for anything else', () => {
    expect(parseState(raw)).toEqual({ query: '', category: '', industry: '', color: '', sort: 'asc', page: 1 });
    expect(parseState({ query: 'bán hàng', category: 'ecommerce', industry: 'retail', color: 'emerald', sort: 'z-a', page: '3' })).toEqual({
      query: 'bán hàng',
      category: 'ecommerce',
      industry: 'retail',
      color: 'emerald',
      sort: 'desc',
      page: 3,
    });
    expect(parseState({ ...raw, category: 'shop', industry: 'SaaS', color: 'red', sort: 'a-z' })).toMatchObject({
      category: '',
      industry: '',
      color: '',
      sort: 'asc',
    });
    for (const page of ['0', '-2', '2.5', 'abc', '02', '1e3', '9999999']) expect(parseState({ ...raw, page }).page, page).toBe(1);
  });

  it('filtering means a search text or a filter, not the sort order', () => {
    expect(isFiltering(none)).toBe(false);
    expect(isFiltering({ ...none, query: '   ' })).toBe(false);
    expect(isFiltering({ ...none, query: 'seo' })).toBe(true);
    expect(isFiltering({ ...none, color: 'blue' })).toBe(true);
  });
});

describe('filterAndSort', () => {
  it('sorts by name with Vietnamese collation: Đ after D, Ă and Â after A, case ignored', () => {
    const list = prepareTemplates(['Eo', 'Đà Nẵng', 'Dz', 'Dịch vụ', 'ăn uống', 'Âu', 'Az', 'an'].map((name, i) => template(`t${i}`, name)));
    const names = (order: 'asc' | 'desc') => filterAndSort(list, none, order).map((t) => t.name);
    expect(names('asc')).toEqual(['an', 'Az', 'ăn uống', 'Âu', 'Dịch vụ', 'Dz', 'Đà Nẵng', 'Eo']);
    expect(names('desc')).toEqual(['Eo', 'Đà Nẵng', 'Dz', 'Dịch vụ', 'Âu', 'ăn uống', 'Az', 'an']);
  });

  it('breaks ties between equal names by id, so the order is stable', () => {
    const list = prepareTemplates([template('b', 'Cùng tên'), template('a', 'Cùng tên')]);
    expect(ids(filterAndSort(list, none, 'asc'))).toEqual(['a', 'b']);
  });

  it('keeps all 200 in name order when nothing filters, and does not change the prepared list', () => {
    expect(ids(filterAndSort(prepared, none, 'asc'))).toEqual(ids(generated));
    expect(ids(filterAndSort(prepared, none, 'desc'))).toEqual(ids(generated).reverse());
    expect(ids(prepared.map((p) => p.template))).toEqual(ids(generated));
  });

  it('searches name and tags, without regard to case or diacritics, every word', () => {
    expect(filterAndSort(prepared, { ...none, query: 'MAU 01' }, 'asc').map((t) => t.name)).toEqual([
      'Mẫu 001',
      'Mẫu 010',
      'Mẫu 011',
      'Mẫu 012',
      'Mẫu 013',
      'Mẫu 014',
      'Mẫu 015',
      'Mẫu 016',
      'Mẫu 017',
      'Mẫu 018',
      'Mẫu 019',
      'Mẫu 101',
    ]);
    expect(filterAndSort(prepared, { ...none, query: 'ban hang' }, 'asc')).toHaveLength(20);
    expect(filterAndSort(prepared, { ...none, query: 'khuyến  MÃI bán' }, 'asc')).toHaveLength(20);
    expect(filterAndSort(prepared, { ...none, query: 'bán hàng video' }, 'asc')).toEqual([]);
  });

  it('combines the filters with each other and with the search', () => {
    const byCategory = filterAndSort(prepared, { ...none, category: 'agency' }, 'asc');
    expect(byCategory).toHaveLength(40);
    expect(byCategory.every((t) => t.category === 'agency')).toBe(true);
    const both = filterAndSort(prepared, { ...none, category: 'agency', industry: 'marketing' }, 'asc');
    // n % 5 = 1 and floor(n / 5) % 5 = 1: n = 6, 31, 56, …, 181.
    expect(ids(both)).toEqual(['mau-6', 'mau-31', 'mau-56', 'mau-81', 'mau-106', 'mau-131', 'mau-156', 'mau-181']);
    // Colour: odd n are violet (COLORS[1]).
    expect(ids(filterAndSort(prepared, { ...none, category: 'agency', industry: 'marketing', color: 'violet' }, 'asc'))).toEqual([
      'mau-31',
      'mau-81',
      'mau-131',
      'mau-181',
    ]);
    expect(ids(filterAndSort(prepared, { query: 'ban hang', category: 'landing', industry: '', color: 'indigo' }, 'desc'))).toEqual([
      'mau-200',
      'mau-190',
      'mau-180',
      'mau-170',
      'mau-160',
      'mau-150',
      'mau-140',
      'mau-130',
      'mau-120',
      'mau-110',
      'mau-100',
      'mau-90',
      'mau-80',
      'mau-70',
      'mau-60',
      'mau-50',
      'mau-40',
      'mau-30',
      'mau-20',
      'mau-10',
    ]);
    expect(filterAndSort(prepared, { ...none, category: 'blog', color: 'slate' }, 'asc')).toEqual([]);
  });
});

describe('paginate', () => {
  const all = filterAndSort(prepared, none, 'asc');

  it('cuts 200 templates into 23 pages of 9, the last with 2', () => {
    const first = paginate(all, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 23, total: 200, from: 1, to: 9 });
    expect(first.items.map((t) => t.name)).toEqual(['Mẫu 001', 'Mẫu 002', 'Mẫu 003', 'Mẫu 004', 'Mẫu 005', 'Mẫu 006', 'Mẫu 007', 'Mẫu 008', 'Mẫu 009']);
    const last = paginate(all, 23);
    expect(last).toMatchObject({ page: 23, pageCount: 23, from: 199, to: 200 });
    expect(last.items.map((t) => t.name)).toEqual(['Mẫu 199', 'Mẫu 200']);
    expect(paginate(all, 12).items.map((t) => t.id)).toEqual(ids(all).slice(99, 108));
  });

  it('a page past the last, or not a page, resets to 1', () => {
    expect(paginate(all, 24)).toMatchObject({ page: 1, from: 1, to: 9 });
    const narrowed = filterAndSort(prepared, { ...none, category: 'agency' }, 'asc');
    expect(paginate(narrowed, 5)).toMatchObject({ page: 5, pageCount: 5, from: 37, to: 40 });
    expect(paginate(narrowed, 6)).toMatchObject({ page: 1, pageCount: 5, from: 1, to: 9 });
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(paginate(narrowed, bad).page).toBe(1);
  });

  it('nothing to show: no pages, page 1, no positions', () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, pageCount: 0, total: 0, from: 0, to: 0 });
  });

  it('takes the page size as a parameter', () => {
    expect(paginate(all, 2, 50)).toMatchObject({ pageCount: 4, from: 51, to: 100 });
  });
});

describe('pageButtons', () => {
  it('lists every page up to 7', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond 7: first, last, the current page with its neighbours, and gaps of two pages or more', () => {
    expect(pageButtons(1, 23)).toEqual([1, 2, 3, 4, 5, 'gap', 23]);
    expect(pageButtons(4, 23)).toEqual([1, 2, 3, 4, 5, 'gap', 23]);
    expect(pageButtons(5, 23)).toEqual([1, 'gap', 4, 5, 6, 'gap', 23]);
    expect(pageButtons(12, 23)).toEqual([1, 'gap', 11, 12, 13, 'gap', 23]);
    expect(pageButtons(19, 23)).toEqual([1, 'gap', 18, 19, 20, 'gap', 23]);
    expect(pageButtons(20, 23)).toEqual([1, 'gap', 19, 20, 21, 22, 23]);
    expect(pageButtons(23, 23)).toEqual([1, 'gap', 19, 20, 21, 22, 23]);
    expect(pageButtons(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageButtons(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('never hides a single page behind a gap', () => {
    for (let count = 8; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const buttons = pageButtons(page, count);
        expect(buttons[0]).toBe(1);
        expect(buttons.at(-1)).toBe(count);
        expect(buttons).toContain(page);
        buttons.forEach((b, i) => {
          if (b !== 'gap') return;
          const before = buttons[i - 1] as number;
          const after = buttons[i + 1] as number;
          expect(after - before, `${page}/${count}`).toBeGreaterThan(2);
        });
      }
    }
  });
});
