// Places in the page named in the author's words (problem list, merge conflicts), never as JSON paths.
import { describe, expect, it } from 'vitest';
import { fieldLabelPath, parseDisplayPath } from '../../../src/content/fieldPath.ts';
import { schemas } from './formHarness.tsx';

const page = {
  meta: { title: 'T', description: 'D' },
  sections: [
    { type: 'hero', title: 'Xin chào' },
    {
      type: 'stats',
      items: [
        { value: '1', label: 'A' },
        { value: '2', label: 'B' },
      ],
    },
  ],
};

describe('fieldLabelPath', () => {
  it('names sections, items and fields in Vietnamese', () => {
    expect(fieldLabelPath(schemas, page, parseDisplayPath('sections[1].items[1].label'))).toBe(
      'Dãy số liệu thành tích › Các số liệu › mục 2 › Nhãn của số liệu',
    );
    expect(fieldLabelPath(schemas, page, ['sections', 0, 'title'])).toMatch(/^Phần mở đầu trang › Tiêu đề/);
    expect(fieldLabelPath(schemas, page, ['meta', 'title'])).toMatch(/› Tiêu đề trang/);
    expect(fieldLabelPath(schemas, page, [])).toBe('Cả trang');
    // A key the schema does not know (a stats section has no title): never the key itself.
    expect(fieldLabelPath(schemas, page, ['sections', 1, 'title'])).toBe('Dãy số liệu thành tích › trường không có trong biểu mẫu');
  });

  it('reads the validator’s display paths', () => {
    expect(parseDisplayPath('sections[2].tabs[0]["a-b"]')).toEqual(['sections', 2, 'tabs', 0, 'a-b']);
    expect(parseDisplayPath('(root)')).toEqual([]);
  });
});
