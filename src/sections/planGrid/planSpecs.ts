import type { Plan } from '../../model/generated.ts';

/** Badge of a popular plan that has none of its own. */
export const POPULAR_BADGE = 'Phổ biến';
/** Screen-reader prefix of the struck-through price. */
export const ORIGINAL_PRICE_LABEL = 'Giá gốc';
/** Period shown when a plan gives none (the schema's default). */
export const DEFAULT_PERIOD = 'tháng';
/** Caption of the plan comparison table when the data gives none. */
export const COMPARISON_CAPTION = 'So sánh các gói';
/** Header of the comparison table's first column. */
export const COMPARISON_FEATURE_COLUMN = 'Tính năng';
/** Spoken yes / no of a comparison cell (shown as a check mark / a dash). */
export const COMPARISON_YES = 'Có';
export const COMPARISON_NO = 'Không';

type SpecCategory = 'hosting' | 'vps' | 'ssl' | 'web';

/**
 * Vietnamese labels for the category extras of a plan, in display order. The type demands a
 * label for every field the schema defines, so a new schema field fails tsc until labelled here.
 */
const SPEC_LABELS: { [C in SpecCategory]-?: { [F in keyof Required<NonNullable<Plan[C]>>]: string } } = {
  hosting: { storage: 'Dung lượng', bandwidth: 'Băng thông', domains: 'Tên miền', ssl: 'SSL', performance: 'Hiệu năng' },
  vps: { cpu: 'CPU', ram: 'RAM', storage: 'Ổ cứng', bandwidth: 'Băng thông', region: 'Vị trí' },
  ssl: { validation: 'Xác thực', domains: 'Tên miền', warranty: 'Bảo hiểm', issuance: 'Thời gian cấp' },
  web: { duration: 'Thời gian thực hiện', pages: 'Số trang', responsive: 'Responsive', seo: 'SEO', support: 'Hỗ trợ sau bàn giao' },
};

const CATEGORIES: SpecCategory[] = ['hosting', 'vps', 'ssl', 'web'];

export interface PlanSpec {
  key: string;
  label: string;
  value: string;
}

/** The filled-in extras of a plan (hosting, vps, ssl, web — in that order) as label/value rows. */
export function planSpecs(plan: Plan): PlanSpec[] {
  const rows: PlanSpec[] = [];
  for (const category of CATEGORIES) {
    const values = plan[category] as Record<string, string | undefined> | undefined;
    if (!values) continue;
    const labels = SPEC_LABELS[category] as Record<string, string>;
    for (const [field, label] of Object.entries(labels)) {
      const value = values[field];
      if (value) rows.push({ key: `${category}.${field}`, label, value });
    }
  }
  return rows;
}
