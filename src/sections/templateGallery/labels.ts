// Vietnamese names of the template fields' fixed values (schema/data/templates.schema.json), used
// by the filters, the cards and the preview. Typed by the generated enums: a new value in the
// schema fails `tsc` until it has a name here.
import type { Category, Color, Industry } from './galleryState.ts';

export const CATEGORY_LABELS: Record<Category, string> = {
  landing: 'Landing page',
  agency: 'Agency',
  ecommerce: 'Thương mại điện tử',
  education: 'Giáo dục',
  blog: 'Blog',
};

export const INDUSTRY_LABELS: Record<Industry, string> = {
  saas: 'SaaS',
  marketing: 'Marketing',
  retail: 'Bán lẻ',
  education: 'Giáo dục',
  media: 'Truyền thông',
};

export const COLOR_LABELS: Record<Color, string> = {
  indigo: 'Chàm',
  violet: 'Tím',
  emerald: 'Xanh lục bảo',
  blue: 'Xanh dương',
  slate: 'Xám đá',
};

export const ALL_LABEL = 'Tất cả';
