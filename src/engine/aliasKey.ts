import { slugify } from '../lib/text.ts';

/** "Thống kê", "thong-ke", "THONG KE" → "thongke": how a name is compared with aliases (section types, routes). */
export const aliasKey = (name: string) => slugify(name).replace(/-/g, '');
