import { useId, type ChangeEvent } from 'react';
import { CATEGORIES, COLORS, INDUSTRIES, SORT_DESC, type GalleryState } from './galleryState.ts';
import { ALL_LABEL, CATEGORY_LABELS, COLOR_LABELS, INDUSTRY_LABELS } from './labels.ts';
import type { GalleryQuery } from './useGalleryQuery.ts';
import classes from './TemplateGallery.module.css';

type Option = readonly [value: string, label: string];

const withAll = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] => [
  ['', ALL_LABEL],
  ...values.map((v) => [v, labels[v]] as const),
];
const CATEGORY_OPTIONS = withAll(CATEGORIES, CATEGORY_LABELS);
const INDUSTRY_OPTIONS = withAll(INDUSTRIES, INDUSTRY_LABELS);
const COLOR_OPTIONS = withAll(COLORS, COLOR_LABELS);
const SORT_OPTIONS: Option[] = [
  ['', 'Tên A → Z'],
  [SORT_DESC, 'Tên Z → A'],
];

/** The search box and the four labelled native selects (category, industry, colour, sort). */
export function GalleryFilters({ state, set }: { state: GalleryState; set: GalleryQuery['set'] }) {
  const uid = useId();
  // Labels point at their control (for/id) rather than wrap it: a wrapping label's text would
  // include the options' text.
  const select = (key: 'category' | 'industry' | 'color' | 'sort', label: string, options: Option[], value: string) => (
    <div className={classes.field}>
      <label htmlFor={`${uid}-${key}`}>{label}</label>
      <select
        id={`${uid}-${key}`}
        className={classes.control}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => set(key, event.currentTarget.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div role="search" aria-label="Tìm và lọc mẫu giao diện" className={classes.filters}>
      <div className={`${classes.field} ${classes.search}`}>
        <label htmlFor={`${uid}-query`}>Tìm mẫu</label>
        <input
          id={`${uid}-query`}
          type="search"
          className={classes.control}
          value={state.query}
          placeholder="Tên mẫu hoặc thẻ, ví dụ: bán hàng"
          onChange={(event) => set('query', event.currentTarget.value)}
          enterKeyHint="search"
          autoComplete="off"
        />
      </div>
      {select('category', 'Danh mục', CATEGORY_OPTIONS, state.category)}
      {select('industry', 'Ngành', INDUSTRY_OPTIONS, state.industry)}
      {select('color', 'Màu', COLOR_OPTIONS, state.color)}
      {select('sort', 'Sắp xếp', SORT_OPTIONS, state.sort === 'desc' ? SORT_DESC : '')}
    </div>
  );
}
