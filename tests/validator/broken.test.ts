// Every folder in tests/fixtures/broken/ is a small project with known mistakes. Each case lists the exact
// report, by code (never by wording): the catalogue code, `file:line:column` and JSON path of every issue,
// in order, and the parameters that carry the suggestion or the fix (a did-you-mean, the value to write).
// The wording lives in src/engine/messages/messageTable.ts; tests/validator/detections.test.ts checks the
// Vietnamese hints of the detections made for new authors.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue, type ValidationIssue } from '../../src/engine/issue.ts';
import { MESSAGE_CODES } from '../../src/engine/messages/messageTable.ts';
import { FIXTURES, validateFixture } from './helpers.ts';

type Expected = [code: ValidationIssue['code'], at: string, path: string, params?: Record<string, unknown>];

const cases: Record<string, Expected[]> = {
  'broken-links': [
    ['PAGE_LINK_NOT_FOUND', 'pages/_data/planSets/seo.json:4:114', 'plans[0].cta.href', { meant: undefined }],
    ['PAGE_LINK_NOT_FOUND', 'pages/_site.json:12:78', 'mainMenu[1].href', { meant: undefined }],
    ['LINK_EMPTY_ANCHOR', 'pages/about.json:5:124', 'sections[0].buttons[1].href', { fixed: '/' }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:3:123', 'meta.canonical', { meant: undefined }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:10:32', 'sections[0].buttons[0].href', { meant: undefined }],
    ['LOCAL_ANCHOR_NOT_FOUND', 'pages/index.json:11:31', 'sections[0].buttons[1].href', { meant: 'top' }],
    ['ANCHOR_NOT_FOUND', 'pages/index.json:12:38', 'sections[0].buttons[2].href', { meant: 'team' }],
    ['LINK_TRAILING_SLASH', 'pages/index.json:28:28', 'sections[2].buttons[0].href', { fixed: '/about' }],
    ['LINK_TO_INDEX', 'pages/index.json:29:29', 'sections[2].buttons[1].href', { fixed: '/about' }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:30:31', 'sections[2].buttons[2].href', { meant: '/about' }],
  ],
  'data-errors': [
    ['DATA_COLLECTION_UNKNOWN', 'pages/_data/planSet/seo.json:1:1', '(root)', { meant: 'planSets' }],
    ['NUMBER_OUT_OF_RANGE', 'pages/_data/planSets/seo.json:4:39', 'plans[0].price'],
    ['PROPERTY_UNKNOWN', 'pages/_data/planSets/seo.json:4:83', 'plans[0].discount', { meant: undefined }],
    ['FILE_NOT_CONTENT', 'pages/_partials/header.json:1:1', '(root)'],
  ],
  'date-day-month-year': [
    ['DATE_NOT_ISO', 'pages/blog/bai-a.json:4:60', 'card.date', { iso: '2026-11-23' }],
    ['VALUE_FORM', 'pages/blog/bai-b.json:4:60', 'card.date'],
  ],
  'duplicate-keys': [
    ['JSON_DUPLICATE_KEY', 'pages/index.json:3:119', 'meta.title'],
    ['JSON_DUPLICATE_KEY', 'pages/index.json:8:7', 'sections[0].type'],
    ['JSON_DUPLICATE_KEY', 'pages/index.json:11:3', 'sections'],
  ],
  'duplicate-route': [
    ['ROUTE_DUPLICATE', 'pages/about.json:1:1', '(root)'],
    ['PAGE_LINK_NOT_FOUND', 'pages/about.json:5:69', 'sections[0].buttons[0].href', { meant: undefined }],
  ],
  'duplicate-section-ids': [['ANCHOR_ID_DUPLICATE', 'pages/index.json:7:22', 'sections[2].id']],
  'image-paths': [
    ['IMAGE_PATH_NOT_ROOTED', 'pages/index.json:5:50', 'sections[0].image.src', { fixed: '/images/hero.svg', exists: true }],
    ['IMAGE_PATH_PUBLIC_PREFIX', 'pages/index.json:6:50', 'sections[1].image.src', { fixed: '/images/hero.svg', exists: true }],
    ['IMAGE_PATH_NOT_ROOTED', 'pages/index.json:7:49', 'sections[2].image.src', { fixed: '/images/hero.svg', exists: true }],
    ['IMAGE_PATH_NOT_ROOTED', 'pages/index.json:8:50', 'sections[3].image.src', { fixed: '/images/khong-co.svg', exists: false }],
    ['IMAGE_REMOTE', 'pages/index.json:9:50', 'sections[4].image.src'],
  ],
  'malformed-json': [
    ['JSON_COMMENT', 'pages/block-comment.json:2:56', '(file)'],
    ['JSON_BOM', 'pages/byte-order-mark.json:1:1', '(file)'],
    ['JSON_EMPTY', 'pages/empty.json:1:1', '(file)'],
    ['JSON_COMMENT', 'pages/line-comment.json:2:3', '(file)'],
    ['JSON_CLOSE_BRACKET_MISSING', 'pages/missing-brace.json:3:1', '(file)'],
    ['JSON_COMMA_MISSING', 'pages/missing-comma.json:4:3', '(file)'],
    ['JSON_INVALID_CHARACTER', 'pages/single-quotes.json:2:3', '(file)'],
    ['JSON_TRAILING_COMMA', 'pages/trailing-comma.json:4:17', '(file)'],
    ['JSON_CONTENT_AFTER_END', 'pages/two-values.json:2:1', '(file)'],
    ['JSON_STRING_NOT_CLOSED', 'pages/unclosed-string.json:4:14', '(file)'],
  ],
  'missing-image': [
    ['IMAGE_NOT_FOUND', 'pages/index.json:3:134', 'meta.image.src'],
    ['IMAGE_NOT_FOUND', 'pages/index.json:5:56', 'sections[0].image.src'],
    ['IMAGE_WRONG_CASE', 'pages/index.json:6:61', 'sections[1].image.src', { actual: '/images/hero.svg' }],
    ['IMAGE_OUTSIDE_PUBLIC', 'pages/index.json:7:55', 'sections[2].image.src'],
    ['IMAGE_BAD_ESCAPE', 'pages/index.json:8:58', 'sections[3].image.src'],
    ['IMAGE_REMOTE', 'pages/index.json:9:56', 'sections[4].image.src'],
    ['IMAGE_PATH_NOT_ROOTED', 'pages/index.json:10:57', 'sections[5].image.src', { fixed: '/images/hero.svg', exists: true }],
  ],
  'missing-plan-set': [
    ['DATA_REF_NOT_FOUND', 'pages/index.json:5:27', 'sections[0].plans', { meant: 'seo' }],
    ['DATA_REF_NOT_FOUND', 'pages/index.json:6:27', 'sections[1].plans', { meant: undefined }],
  ],
  'nested-sections': [
    ['ANCHOR_ID_DUPLICATE', 'pages/index.json:16:30', 'sections[1].tabs[0].sections[1].id'],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:16:106', 'sections[1].tabs[0].sections[1].buttons[0].href', { meant: undefined }],
    ['LOCAL_ANCHOR_NOT_FOUND', 'pages/index.json:16:147', 'sections[1].tabs[0].sections[1].buttons[1].href', { meant: 'bang-gia' }],
    ['DATA_REF_NOT_FOUND', 'pages/index.json:23:35', 'sections[1].tabs[1].sections[0].plans', { meant: undefined }],
    ['NUMBER_NOT_GREATER', 'pages/index.json:24:85', 'sections[1].tabs[1].sections[1].plans[0].originalPrice'],
    ['ANCHOR_ID_DUPLICATE', 'pages/index.json:28:11', 'sections[1].tabs[2].id'],
    ['SECTION_NOT_NESTABLE', 'pages/index.json:31:15', 'sections[1].tabs[2].sections[0].type', { type: 'tabs', container: 'tabs' }],
    ['PROPERTY_UNKNOWN', 'pages/index.json:31:123', 'sections[1].tabs[2].sections[0].tabs[0].sections[0].headng', { meant: 'heading' }],
    ['DATA_REF_NOT_FOUND', 'pages/index.json:31:140', 'sections[1].tabs[2].sections[0].tabs[0].sections[0].items', { meant: undefined }],
    ['ANCHOR_ID_DUPLICATE', 'pages/index.json:31:170', 'sections[1].tabs[2].sections[0].tabs[1].id'],
  ],
  'own-site-links': [
    ['LINK_OWN_SITE', 'pages/index.json:5:73', 'sections[0].buttons[0].href', { fixed: '/contact' }],
    ['LINK_OWN_SITE', 'pages/index.json:5:132', 'sections[0].buttons[1].href', { fixed: '/khong-co' }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:5:132', 'sections[0].buttons[1].href', { meant: undefined }],
  ],
  'plan-grid-plans': [
    ['VALUE_NO_FORM', 'pages/index.json:5:27', 'sections[0].plans'],
    ['LIST_TOO_SHORT', 'pages/index.json:6:27', 'sections[1].plans'],
    ['LIST_TOO_SHORT', 'pages/index.json:7:81', 'sections[2].plans[0].features'],
    ['NUMBER_WRITTEN_AS_TEXT', 'pages/index.json:8:63', 'sections[3].plans[0].price', { meant: 4900000 }],
    ['BOOLEAN_WRITTEN_AS_TEXT', 'pages/index.json:8:106', 'sections[3].plans[0].popular'],
  ],
  'plan-rules': [
    ['LIST_KEY_DUPLICATE', 'pages/_data/planSets/seo.json:5:7', 'plans[1].id', { firstIndex: 0 }],
    ['NUMBER_NOT_GREATER', 'pages/_data/planSets/seo.json:5:57', 'plans[1].originalPrice'],
    ['NUMBER_NOT_GREATER', 'pages/index.json:8:61', 'sections[0].plans[0].originalPrice'],
    ['LIST_KEY_DUPLICATE', 'pages/index.json:9:11', 'sections[0].plans[1].id', { firstIndex: 0 }],
    ['LIST_COUNT_MISMATCH', 'pages/index.json:11:107', 'sections[0].comparison.rows[1].values', { count: 1, expected: 2 }],
    ['LIST_COUNT_MISMATCH', 'pages/index.json:16:54', 'sections[1].comparison.rows[0].values', { source: 'pages/_data/planSets/seo.json' }],
  ],
  'price-not-a-number': [['NUMBER_WRITTEN_AS_TEXT', 'pages/pricing/seo.json:14:9', 'sections[2].plans[0].price', { meant: 4900000 }]],
  'prototype-section-types': [
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:5:7', 'sections[0].type', { meant: undefined }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:6:7', 'sections[1].type', { meant: undefined }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:7:7', 'sections[2].type', { meant: undefined }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:8:7', 'sections[3].type', { meant: undefined }],
    ['PROPERTY_UNKNOWN', 'pages/index.json:9:37', 'sections[4].__proto__', { meant: undefined }],
    ['PROPERTY_UNKNOWN', 'pages/index.json:9:72', 'sections[4].constructor', { meant: undefined }],
  ],
  'reserved-404': [['ROUTE_RESERVED', 'pages/404.json:1:1', '(root)']],
  'route-aliases': [
    ['PAGE_LINK_NOT_FOUND', 'pages/_site.json:43:5', 'routeAliases["du-an"]', { meant: undefined }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:5:73', 'sections[0].buttons[0].href', { meant: '/contact' }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:5:117', 'sections[0].buttons[1].href', { meant: '/pricing/seo#goi' }],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:5:169', 'sections[0].buttons[2].href', { meant: '/contact' }],
  ],
  'route-names': [
    ['ROUTE_NAME_INVALID', 'pages/About_Us.json:1:1', '(root)', { slug: 'about-us' }],
    ['ROUTE_NAME_INVALID', 'pages/bang--gia.json:1:1', '(root)', { slug: 'bang-gia' }],
    ['ROUTE_NAME_INVALID', 'pages/Pricing/seo.json:1:1', '(root)', { slug: 'pricing' }],
  ],
  'schema-pointer': [
    ['SCHEMA_POINTER_WRONG', 'pages/_data/planSets/seo.json:2:3', '$schema', { actual: '../../../../../../../schema/page.schema.json' }],
    ['SCHEMA_POINTER_WRONG', 'pages/blog/post.json:2:3', '$schema', { actual: '../schema/page.schema.json' }],
    ['SCHEMA_POINTER_MISSING', 'pages/index.json:1:1', '(root)'],
  ],
  'section-type-aliases': [
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:5:7', 'sections[0].type', { meant: 'stats' }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:6:7', 'sections[1].type', { meant: 'planGrid' }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:7:7', 'sections[2].type', { meant: 'faq' }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:8:7', 'sections[3].type', { meant: 'stats' }],
  ],
  'section-type-missing': [
    ['SECTION_TYPE_MISSING', 'pages/index.json:5:5', 'sections[0]'],
    ['SECTION_TYPE_NOT_TEXT', 'pages/index.json:6:7', 'sections[1].type'],
    ['VALUE_WRONG_TYPE', 'pages/index.json:7:5', 'sections[2]'],
    ['PAGE_LINK_NOT_FOUND', 'pages/index.json:8:65', 'sections[3].buttons[0].href', { meant: undefined }],
    ['VALUE_NOT_IN_LIST', 'pages/index.json:8:85', 'sections[3].buttons[0].variant', { meant: 'primary' }],
  ],
  'site-missing': [['SITE_FILE_MISSING', 'pages/_site.json:1:1', '(file)']],
  'site-url': [['SITE_URL_NOT_ORIGIN', 'pages/_site.json:3:3', 'siteUrl', { origin: 'https://example.vn' }]],
  'smart-quotes': [
    ['JSON_SMART_QUOTES', 'pages/about.json:5:7', '(file)', { quote: '“', fixed: '{ "type": "hero", "title": "Gói “Pro” giảm 10%" }' }],
    ['JSON_SMART_QUOTES', 'pages/index.json:5:32', '(file)', { quote: '“', fixed: '{ "type": "hero", "title": "Ưu đãi tháng 11" }' }],
  ],
  'unknown-property': [
    ['PROPERTY_UNKNOWN', 'pages/index.json:5:23', 'sections[0].titel', { meant: 'title' }],
    ['PROPERTY_UNKNOWN', 'pages/index.json:6:102', 'sections[1].buttons[0].variante', { meant: 'variant' }],
    ['PROPERTY_UNKNOWN', 'pages/index.json:7:75', 'sections[2].colour', { meant: undefined }],
  ],
  'unknown-section-type': [
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:5:7', 'sections[0].type', { meant: 'hero' }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:6:7', 'sections[1].type', { meant: 'hero' }],
    ['SECTION_TYPE_UNKNOWN', 'pages/index.json:7:7', 'sections[2].type', { meant: undefined }],
  ],
  'unsafe-links': [
    ['LINK_UNSAFE', 'pages/_site.json:12:32', 'mainMenu[0].href', { scheme: 'javascript' }],
    ['LINK_BAD_MAILTO', 'pages/_site.json:12:235', 'mainMenu[4].href'],
    ['LINK_UNSAFE', 'pages/index.json:9:25', 'sections[0].buttons[0].href', { scheme: 'javascript' }],
    ['LINK_NOT_HTTPS', 'pages/index.json:10:25', 'sections[0].buttons[1].href', { fixed: 'https://example.vn' }],
    ['LINK_PROTOCOL_RELATIVE', 'pages/index.json:11:25', 'sections[0].buttons[2].href', { fixed: 'https://evil.com' }],
    ['LINK_UNSAFE', 'pages/index.json:18:25', 'sections[1].buttons[0].href', { scheme: 'data' }],
    ['LINK_UNSAFE', 'pages/index.json:19:25', 'sections[1].buttons[1].href', { scheme: 'javascript' }],
    ['LINK_HAS_SPACE', 'pages/index.json:20:25', 'sections[1].buttons[2].href'],
  ],
};

const summary = (issue: ValidationIssue) => [issue.code, `${issue.file}:${issue.line}:${issue.column}`, issue.path];

describe('broken fixtures report exactly their mistakes', () => {
  it('every fixture folder has an expectation, and every expectation a folder', () => {
    const folders = readdirSync(path.join(FIXTURES, 'broken')).sort();
    expect(folders).toEqual(Object.keys(cases).sort());
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(name, () => {
      const result = validateFixture(`broken/${name}`);
      expect(result.model).toBeUndefined();
      expect(result.issues.map(summary)).toEqual(expected.map(([code, at, where]) => [code, at, where]));
      expected.forEach(([, at, , params], i) => {
        if (params) expect(result.issues[i].params, at).toMatchObject(params);
      });
    });
  }

  it('formats the issue example: location, path, Vietnamese message and code, position, code frame, hint, guide', () => {
    const { issues, sources } = validateFixture('broken/price-not-a-number');
    const [issue] = issues;
    expect(issue).toMatchObject({
      file: 'pages/pricing/seo.json',
      line: 14,
      column: 9,
      path: 'sections[2].plans[0].price',
      position: 'section thứ 3 (planGrid) › gói thứ 1',
    });
    const lines = formatIssue(issue, { source: sources!.get(issue.file) }).split('\n');
    expect(lines[0]).toBe('pages/pricing/seo.json:14:9 sections[2].plans[0].price phải là số nguyên, nhưng là "4.9M" [NUMBER_WRITTEN_AS_TEXT]');
    expect(lines[1]).toBe('    vị trí: section thứ 3 (planGrid) › gói thứ 1');
    expect(lines.slice(2, 6)).toEqual([
      '    13 |         "features": ["30 từ khóa"],',
      '  > 14 |         "price": "4.9M"',
      '       |         ^',
      '    15 |       }]',
    ]);
    expect(lines[6]).toMatch(/^ {4}cách sửa: viết 4900000 /);
    expect(lines[7]).toBe('    giải thích: docs/authoring.md#number-written-as-text');
  });

  it('reports the mistakes of all files in one run', () => {
    const files = (name: string) => new Set(validateFixture(`broken/${name}`).issues.map((i) => i.file));
    expect(files('broken-links')).toEqual(new Set(['pages/_data/planSets/seo.json', 'pages/_site.json', 'pages/about.json', 'pages/index.json']));
    expect(files('malformed-json').size).toBe(10);
  });

  it('every issue of every fixture is located inside its file and carries a code, a path, a message and a hint', () => {
    for (const name of Object.keys(cases)) {
      for (const issue of validateFixture(`broken/${name}`).issues) {
        expect(MESSAGE_CODES).toContain(issue.code);
        expect(Number.isInteger(issue.line) && issue.line >= 1, `${name}: ${issue.file}`).toBe(true);
        expect(Number.isInteger(issue.column) && issue.column >= 1, `${name}: ${issue.file}`).toBe(true);
        expect(issue.file).toMatch(/^pages\//);
        expect(issue.path).not.toBe('');
        expect(issue.message).not.toBe('');
        expect(issue.hint, `${name}: ${issue.path} ${issue.message}`).toMatch(/\S/);
      }
    }
  });
});
