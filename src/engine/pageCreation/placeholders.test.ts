// The starter templates' placeholder texts, as the admin's send-for-review and publish read them: found
// at their path in a fresh page of every template, gone once written over, and in no page of the site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listJsonFiles, PROJECT_ROOT } from '../project.ts';
import { findPlaceholders, PLACEHOLDER_META, PLACEHOLDER_TEXTS, TEMPLATE_NAMES, TEMPLATES } from './pageTemplates.ts';

const fresh = (name: (typeof TEMPLATE_NAMES)[number]) => ({
  meta: PLACEHOLDER_META,
  ...TEMPLATES[name].build({ route: '/blog/bai-moi', parent: '/blog', today: '2026-11-27' }),
});
const at = (value: unknown, segments: (string | number)[]) => segments.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

describe('the templates’ placeholder texts', () => {
  it('are found in a fresh page of every template, each at the path of its text', () => {
    for (const name of TEMPLATE_NAMES) {
      const page = fresh(name);
      const found = findPlaceholders(page);
      expect([name, found.length > 2]).toEqual([name, true]);
      for (const { path: where, text } of found) expect(at(page, where)).toBe(text);
      expect(found.map((f) => f.path)).toContainEqual(['meta', 'title']);
    }
    expect(findPlaceholders(fresh('landing'))).toContainEqual({
      path: ['sections', 0, 'title'],
      text: 'Tiêu đề chính: lợi ích lớn nhất bạn mang lại cho khách hàng',
    });
  });

  it('are only the texts marked as such: a heading an author may keep is not one', () => {
    expect(PLACEHOLDER_TEXTS.has('Ý thứ nhất')).toBe(true);
    expect(PLACEHOLDER_TEXTS.has('Câu hỏi thường gặp')).toBe(false);
    expect(PLACEHOLDER_TEXTS.has('Quy trình 4 bước')).toBe(false);
    expect(PLACEHOLDER_TEXTS.has('Nhận tư vấn miễn phí')).toBe(false);
  });

  it('are gone once written over (a text around a placeholder is the author’s own)', () => {
    const page = fresh('pricing');
    const before = findPlaceholders(page).length;
    page.meta = { title: 'Bảng giá quảng cáo | AM Digital', description: PLACEHOLDER_META.description };
    expect(findPlaceholders(page)).toHaveLength(before - 1);
    expect(findPlaceholders({ text: `${PLACEHOLDER_META.title} và hơn nữa` })).toEqual([]);
    expect(findPlaceholders({ text: ` ${PLACEHOLDER_META.title} ` })).toHaveLength(1);
  });

  it('are in no page of the site', () => {
    const pagesDir = path.join(PROJECT_ROOT, 'pages');
    const files = listJsonFiles(pagesDir);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => findPlaceholders(JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8'))).map((f) => `${file}: ${f.text}`));
    expect(found).toEqual([]);
  });
});
