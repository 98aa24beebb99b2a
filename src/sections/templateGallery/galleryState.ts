// The template gallery's state as pure functions: read from the URL query, filter → sort →
// paginate, and the page-number list. The component only memoises and renders them.
import type { TemplateFile } from '../../model/generated.ts';
import { fieldsKey, keyHasWords, searchWords } from '../../lib/text.ts';

export const PAGE_SIZE = 9;

export type Category = TemplateFile['category'];
export type Industry = TemplateFile['industry'];
export type Color = TemplateFile['color'];
export type SortOrder = 'asc' | 'desc';

export const CATEGORIES: readonly Category[] = ['landing', 'agency', 'ecommerce', 'education', 'blog'];
export const INDUSTRIES: readonly Industry[] = ['saas', 'marketing', 'retail', 'education', 'media'];
export const COLORS: readonly Color[] = ['indigo', 'violet', 'emerald', 'blue', 'slate'];

/** The gallery's URL query keys: /templates?q=ban+hang&danh-muc=ecommerce&nganh=retail&mau=emerald&sap-xep=z-a&trang=2. */
export const QUERY = { query: 'q', category: 'danh-muc', industry: 'nganh', color: 'mau', sort: 'sap-xep', page: 'trang' } as const;
/** ?sap-xep= value for name descending; ascending is the default and has none. */
export const SORT_DESC = 'z-a';

export interface Filters {
  query: string;
  /** '' = all. */
  category: Category | '';
  industry: Industry | '';
  color: Color | '';
}

export interface GalleryState extends Filters {
  sort: SortOrder;
  /** The requested page, 1-based (it may exceed the page count: see paginate). */
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string): T | '' => (values.includes(raw as T) ? (raw as T) : '');

/** The state from the raw query values; an unknown value means its default (all, ascending, page 1). */
export function parseState(raw: Record<keyof typeof QUERY, string>): GalleryState {
  return {
    query: raw.query,
    category: oneOf(CATEGORIES, raw.category),
    industry: oneOf(INDUSTRIES, raw.industry),
    color: oneOf(COLORS, raw.color),
    sort: raw.sort === SORT_DESC ? 'desc' : 'asc',
    page: /^[1-9]\d{0,5}$/.test(raw.page) ? Number(raw.page) : 1,
  };
}

/** Whether any filter narrows the list (the sort order does not). */
export const isFiltering = (f: Filters): boolean => f.query.trim() !== '' || f.category !== '' || f.industry !== '' || f.color !== '';

/**
 * Vietnamese collation (Đ after D, Ă and Â after A). Created on the first comparison, not when the
 * module loads: the first Intl object of a page loads the locale data (≈ 10 ms here), which would
 * lengthen the task that runs the gallery's code; then kept, as a collator is costly to build.
 */
let collator: Intl.Collator | undefined;
const compareVi = (a: string, b: string) => (collator ??= new Intl.Collator('vi')).compare(a, b);

export interface PreparedTemplate {
  template: TemplateFile;
  /** Search form of name and tags, computed once (not on every keystroke). */
  key: string;
}

/** The templates sorted by name A→Z (ties by id), each with its search key: done once per list. */
export function prepareTemplates(templates: readonly TemplateFile[]): PreparedTemplate[] {
  return templates
    .map((template) => ({ template, key: fieldsKey([template.name, ...template.tags]) }))
    .sort((a, b) => compareVi(a.template.name, b.template.name) || compareVi(a.template.id, b.template.id));
}

/**
 * The templates matching every filter (search words in name or tags, without regard to case or
 * diacritics), in `order` by name. `prepared` is sorted A→Z already, so Z→A is its reverse.
 */
export function filterAndSort(prepared: readonly PreparedTemplate[], filters: Filters, order: SortOrder): TemplateFile[] {
  const words = searchWords(filters.query);
  const matches: TemplateFile[] = [];
  for (const { template, key } of prepared) {
    if (filters.category && template.category !== filters.category) continue;
    if (filters.industry && template.industry !== filters.industry) continue;
    if (filters.color && template.color !== filters.color) continue;
    if (keyHasWords(key, words)) matches.push(template);
  }
  return order === 'desc' ? matches.reverse() : matches;
}

export interface PageView<T> {
  items: T[];
  /** The page shown, 1-based: the requested one, or 1 when it is past the last page. */
  page: number;
  /** 0 when there is nothing to show. */
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 and 0 when none). */
  from: number;
  to: number;
}

/** One page of `items`; a requested page past the last (filters narrowed the list) resets to 1. */
export function paginate<T>(items: readonly T[], requested: number, size = PAGE_SIZE): PageView<T> {
  const total = items.length;
  const pageCount = Math.ceil(total / size);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
  const start = (page - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page, pageCount, total, from: shown.length ? start + 1 : 0, to: start + shown.length };
}

/**
 * The page buttons to show: all when there are up to 7 pages, else the first, the last and the
 * current one with its neighbours, 'gap' standing for the pages left out (1 … 4 5 6 … 23).
 */
export function pageButtons(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  // Near either end, show enough pages that a gap never hides a single page.
  if (page <= 4) [2, 3, 4, 5].forEach((n) => shown.add(n));
  if (page >= pageCount - 3) [1, 2, 3, 4].forEach((n) => shown.add(pageCount - n));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}
