// "x-one-per": a planGrid comparison row has exactly one value per plan, whether the plans are
// written in the page or come from a shared set (pages/_data/planSets/, resolved after the schema
// check). A row with too few or too many values is located at its "values", with the catalogue's
// Vietnamese message naming the plans in order.
import { afterEach, describe, expect, it } from 'vitest';
import { relativePointer } from '../../src/engine/locate.ts';
import { localizeIssue } from '../../src/engine/issue.ts';
import { located, validateValues, VALID_HOME, VALID_SITE } from './helpers.ts';

let project: { cleanup(): void } | undefined;
afterEach(() => project?.cleanup());

const plan = (id: string, name: string) => ({ id, name, price: 1000000, features: ['Báo cáo hằng tháng'] });
const THREE_PLANS = [plan('co-ban', 'Cơ bản'), plan('tang-truong', 'Tăng trưởng'), plan('toan-dien', 'Toàn diện')];
const SHARED_SET = { title: 'Gói SEO', plans: [plan('seo-co-ban', 'SEO Cơ bản'), plan('seo-nang-cao', 'SEO Nâng cao')] };

const planGrid = (plans: unknown, rows: { label: string; values: (string | boolean)[] }[]) => ({
  type: 'planGrid',
  heading: 'Bảng giá',
  plans,
  comparison: { rows },
});

function validate(sections: object[]) {
  const run = validateValues({
    '_site.json': VALID_SITE,
    'index.json': { ...VALID_HOME, sections },
    '_data/planSets/seo.json': SHARED_SET,
  });
  project = run.project;
  return run.result;
}

/** Line and column (from 1) of the n-th (from 0) `"values"` key in the page as validateValues writes it. */
function valuesPosition(sections: object[], n: number): string {
  const lines = JSON.stringify({ $schema: '../../schema/page.schema.json', ...VALID_HOME, sections }, null, 2).split('\n');
  let seen = -1;
  for (const [i, line] of lines.entries()) {
    const column = line.indexOf('"values": [');
    if (column >= 0 && ++seen === n) return `pages/index.json:${i + 1}:${column + 1}`;
  }
  throw new Error(`no values list ${n}`);
}

describe('comparison rows: one value per plan', () => {
  it('rows with one value per plan are valid, plans written in the page or shared', () => {
    const result = validate([
      planGrid(THREE_PLANS, [{ label: 'Số bài viết', values: ['4 bài', '8 bài', '12 bài'] }]),
      planGrid('seo', [{ label: 'Báo cáo', values: [true, false] }]),
    ]);
    expect(result.issues).toEqual([]);
    expect(result.model).toBeDefined();
  });

  it('a row with too few values for the plans in the page is located at its values, naming the plans', () => {
    const sections = [
      planGrid(THREE_PLANS, [
        { label: 'Số bài viết', values: ['4 bài', '8 bài', '12 bài'] },
        { label: 'Báo cáo', values: [true, true] },
      ]),
    ];
    const result = validate(sections);
    expect(located(result.issues)).toEqual([['LIST_COUNT_MISMATCH', valuesPosition(sections, 1), 'sections[0].comparison.rows[1].values']]);
    const [issue] = result.issues;
    expect(issue.message).toBe('"values" có 2 giá trị nhưng "plans" có 3 mục');
    expect(issue.hint).toBe('mỗi mục của "plans" cần đúng một giá trị, theo thứ tự: "Cơ bản", "Tăng trưởng", "Toàn diện"; thêm 1 giá trị còn thiếu');
    expect(issue.position).toBe('section thứ 1 (planGrid) › hàng thứ 2');
    expect(issue.docs).toBe('docs/authoring.md#list-count-mismatch');
    expect(localizeIssue(issue, 'en').message).toBe('"values" has 2 values but "plans" has 3 items');
  });

  it('a shared plan set is counted after it is resolved: too many values name the set file', () => {
    const sections = [planGrid('seo', [{ label: 'Báo cáo', values: ['Hằng tháng', 'Hằng tuần', 'Hằng ngày'] }])];
    const result = validate(sections);
    expect(located(result.issues)).toEqual([['LIST_COUNT_MISMATCH', valuesPosition(sections, 0), 'sections[0].comparison.rows[0].values']]);
    expect(result.issues[0].message).toBe('"values" có 3 giá trị nhưng "plans" có 2 mục (trong pages/_data/planSets/seo.json)');
    expect(result.issues[0].hint).toBe('mỗi mục của "plans" cần đúng một giá trị, theo thứ tự: "SEO Cơ bản", "SEO Nâng cao"; bỏ 1 giá trị thừa');
    expect(result.model).toBeUndefined();
  });

  it('holds inside tabs too, each wrong row reported once', () => {
    const sections = [
      {
        type: 'tabs',
        label: 'Bảng giá theo nhu cầu',
        tabs: [
          {
            id: 'gia',
            label: 'Bảng giá',
            sections: [
              planGrid('seo', [
                { label: 'A', values: ['1'] },
                { label: 'B', values: ['1', '2'] },
              ]),
            ],
          },
          { id: 'goi', label: 'Gói riêng', sections: [planGrid(THREE_PLANS, [{ label: 'C', values: ['1', '2', '3', '4'] }])] },
        ],
      },
    ];
    const result = validate(sections);
    expect(located(result.issues)).toEqual([
      ['LIST_COUNT_MISMATCH', valuesPosition(sections, 0), 'sections[0].tabs[0].sections[0].comparison.rows[0].values'],
      ['LIST_COUNT_MISMATCH', valuesPosition(sections, 2), 'sections[0].tabs[1].sections[0].comparison.rows[0].values'],
    ]);
    expect(result.issues.map((i) => i.params)).toMatchObject([
      { count: 1, expected: 2, source: 'pages/_data/planSets/seo.json' },
      { count: 4, expected: 3, names: ['Cơ bản', 'Tăng trưởng', 'Toàn diện'] },
    ]);
  });

  it('an unknown plan set is reported once, as the unknown id, not as a count', () => {
    const result = validate([planGrid('seoo', [{ label: 'Báo cáo', values: [true] }])]);
    expect(result.issues.map((i) => i.code)).toEqual(['DATA_REF_NOT_FOUND']);
  });

  it('plans that break the schema are reported by the schema only', () => {
    const result = validate([planGrid([], [{ label: 'Báo cáo', values: [true] }])]);
    expect(result.issues.length).toBeGreaterThan(0);
    expect(result.issues.map((i) => i.code)).not.toContain('LIST_COUNT_MISMATCH');
  });
});

describe('relative JSON pointers (the x-one-per target)', () => {
  it('climb levels, then follow the path', () => {
    expect(relativePointer('/sections/2/comparison/rows/3/values', '4/plans')).toBe('/sections/2/plans');
    expect(relativePointer('/a/b', '0')).toBe('/a/b');
    expect(relativePointer('/a/b', '2/c~1d')).toBe('/c~1d');
    expect(relativePointer('/a~1x/b', '1/c')).toBe('/a~1x/c');
  });

  it('are undefined above the document or when malformed', () => {
    expect(relativePointer('/a', '2/b')).toBeUndefined();
    expect(relativePointer('/a', 'b')).toBeUndefined();
    expect(relativePointer('/a', '01/b')).toBeUndefined();
  });
});
