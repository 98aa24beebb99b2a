// The mistakes a new author makes, as issue 15 lists them, each answered with the fix itself: the
// code, the exact place and the Vietnamese hint an author reads (fixtures in tests/fixtures/broken/).
import { describe, expect, it } from 'vitest';
import { localizeIssue } from '../../src/engine/issue.ts';
import { validateFixture, validateValues, VALID_HOME, VALID_SITE } from './helpers.ts';

/** code, line, column and Vietnamese hint of each issue of a fixture. */
const answers = (fixture: string) =>
  validateFixture(`broken/${fixture}`).issues.map((i) => ({ file: i.file, code: i.code, line: i.line, column: i.column, hint: i.hint }));

describe('detections for new authors', () => {
  it('curly quotes pasted from Word, Docs or Zalo: named as such, with the line written right', () => {
    expect(answers('smart-quotes')).toEqual([
      {
        file: 'pages/about.json',
        code: 'JSON_SMART_QUOTES',
        line: 5,
        column: 7,
        hint: 'thay “ bằng " thẳng (hoặc dán dạng văn bản thuần); dòng 5 viết đúng là: { "type": "hero", "title": "Gói “Pro” giảm 10%" }',
      },
      {
        file: 'pages/index.json',
        code: 'JSON_SMART_QUOTES',
        line: 5,
        column: 32,
        hint: 'thay “ bằng " thẳng (hoặc dán dạng văn bản thuần); dòng 5 viết đúng là: { "type": "hero", "title": "Ưu đãi tháng 11" }',
      },
    ]);
    const [first] = validateFixture('broken/smart-quotes').issues;
    expect(first.message).toBe('JSON lỗi: dấu ngoặc kép cong “ (do Word, Google Docs hay Zalo tự đổi); JSON chỉ nhận dấu ngoặc kép thẳng "');
  });

  it('our own site URL in a link: "write /contact", then checked as the internal link it is', () => {
    expect(answers('own-site-links')).toEqual([
      {
        file: 'pages/index.json',
        code: 'LINK_OWN_SITE',
        line: 5,
        column: 73,
        hint: 'viết "/contact" (liên kết trong website không ghi tên miền, để được kiểm tra và chạy cả khi xem thử)',
      },
      {
        file: 'pages/index.json',
        code: 'LINK_OWN_SITE',
        line: 5,
        column: 132,
        hint: 'viết "/khong-co" (liên kết trong website không ghi tên miền, để được kiểm tra và chạy cả khi xem thử)',
      },
      {
        file: 'pages/index.json',
        code: 'PAGE_LINK_NOT_FOUND',
        line: 5,
        column: 132,
        hint: 'mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có pages/khong-co.json)',
      },
    ]);
  });

  it('a dead internal link suggests the page meant: Vietnamese route names from the site file, then close spellings', () => {
    expect(answers('route-aliases')).toEqual([
      // The alias list is checked too: each name must lead to a page.
      {
        file: 'pages/_site.json',
        code: 'PAGE_LINK_NOT_FOUND',
        line: 43,
        column: 5,
        hint: 'mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có pages/khong-co.json)',
      },
      {
        file: 'pages/index.json',
        code: 'PAGE_LINK_NOT_FOUND',
        line: 5,
        column: 73,
        hint: 'viết "/contact"; mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có pages/lien-he.json)',
      },
      {
        file: 'pages/index.json',
        code: 'PAGE_LINK_NOT_FOUND',
        line: 5,
        column: 117,
        hint: 'viết "/pricing/seo#goi"; mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có pages/bang-gia/seo.json)',
      },
      {
        file: 'pages/index.json',
        code: 'PAGE_LINK_NOT_FOUND',
        line: 5,
        column: 169,
        hint: 'viết "/contact"; mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có pages/contcat.json)',
      },
    ]);
  });

  it('a section type written in Vietnamese or by its name in the guide: the type it means (x-aliases in its schema)', () => {
    const found = answers('section-type-aliases');
    expect(found.map(({ code, line, column }) => [code, line, column])).toEqual([
      ['SECTION_TYPE_UNKNOWN', 5, 7],
      ['SECTION_TYPE_UNKNOWN', 6, 7],
      ['SECTION_TYPE_UNKNOWN', 7, 7],
      ['SECTION_TYPE_UNKNOWN', 8, 7],
    ]);
    expect(found.map((f) => f.hint.split(';')[0])).toEqual([
      'viết "type": "stats" (tên loại viết bằng tiếng Anh)',
      'viết "type": "planGrid" (tên loại viết bằng tiếng Anh)',
      'viết "type": "faq" (tên loại viết bằng tiếng Anh)',
      'viết "type": "stats" (tên loại viết bằng tiếng Anh)',
    ]);
    expect(validateFixture('broken/section-type-aliases').issues[0].message).toBe('"thống kê" không phải là loại section. Có phải ý bạn là "stats"?');
  });

  it('a duplicated id names the section that has it already, and where', () => {
    const [dup] = validateFixture('broken/duplicate-section-ids').issues;
    expect({ code: dup.code, line: dup.line, column: dup.column }).toEqual({ code: 'ANCHOR_ID_DUPLICATE', line: 7, column: 22 });
    expect(dup.message).toBe('"gioi-thieu" đã là mã của một section khác trên trang này: section thứ 1 (hero) (dòng 5)');
    expect(dup.position).toBe('section thứ 3 (faq)');
    expect(dup.hint).toBe('mã section và mã thẻ là neo (#gioi-thieu) nên không được trùng trong một trang; đổi một trong hai mã');
    // Nested: the other one is named by its place in the tabs.
    const nested = validateFixture('broken/nested-sections').issues.filter((i) => i.code === 'ANCHOR_ID_DUPLICATE');
    expect(nested.map((i) => i.message)).toEqual([
      '"dau-trang" đã là mã của một section khác trên trang này: section thứ 1 (hero) (dòng 5)',
      '"quy-trinh" đã là mã của một section trên trang này: section thứ 2 (tabs) › thẻ thứ 1 › section thứ 1 (process) (dòng 15)',
      '"dich-vu" đã là mã của một section trên trang này: section thứ 2 (tabs) (dòng 8)',
    ]);
  });

  it('a date written DD/MM/YYYY: the exact ISO date to write (and no made-up date for 31/02)', () => {
    expect(answers('date-day-month-year')).toEqual([
      { file: 'pages/blog/bai-a.json', code: 'DATE_NOT_ISO', line: 4, column: 60, hint: 'viết "2026-11-23"' },
      { file: 'pages/blog/bai-b.json', code: 'VALUE_FORM', line: 4, column: 60, hint: expect.stringContaining('YYYY-MM-DD') },
    ]);
  });

  it('an image path without its leading "/" or with "public/": the path to write, and only a file that exists as the fix', () => {
    expect(answers('image-paths')).toEqual([
      { file: 'pages/index.json', code: 'IMAGE_PATH_NOT_ROOTED', line: 5, column: 50, hint: 'viết "/images/hero.svg" (đường dẫn tính từ thư mục public/)' },
      { file: 'pages/index.json', code: 'IMAGE_PATH_PUBLIC_PREFIX', line: 6, column: 50, hint: 'viết "/images/hero.svg"' },
      { file: 'pages/index.json', code: 'IMAGE_PATH_NOT_ROOTED', line: 7, column: 49, hint: 'viết "/images/hero.svg" (đường dẫn tính từ thư mục public/)' },
      {
        file: 'pages/index.json',
        code: 'IMAGE_PATH_NOT_ROOTED',
        line: 8,
        column: 50,
        hint: 'đường dẫn tính từ thư mục public/ và bắt đầu bằng "/": "/images/khong-co.svg" — nhưng chưa có tệp public/images/khong-co.svg, hãy thêm tệp đó',
      },
      // The example is a file that exists in this project's public/, not one from the schema.
      {
        file: 'pages/index.json',
        code: 'IMAGE_REMOTE',
        line: 9,
        column: 50,
        hint: 'tải ảnh về thư mục public/images/ rồi ghi đường dẫn của nó, ví dụ "/images/hero.svg"',
      },
    ]);
  });

  it('a siteUrl that is not a plain https origin is refused, with the origin to write', () => {
    expect(answers('site-url')).toEqual([{ file: 'pages/_site.json', code: 'SITE_URL_NOT_ORIGIN', line: 3, column: 3, hint: 'viết "https://example.vn"' }]);
    const refused = (siteUrl: string) => {
      const { project, result } = validateValues({ '_site.json': { ...VALID_SITE, siteUrl }, 'index.json': VALID_HOME });
      project.cleanup();
      return result.issues.map((i) => [i.code, i.path]);
    };
    for (const siteUrl of ['https://user:pass@example.vn', 'https://example.vn:443', 'https://EXAMPLE.vn', 'https://example.vn?x=1', 'https://example.vn#top'])
      expect(refused(siteUrl), siteUrl).toEqual([['SITE_URL_NOT_ORIGIN', 'siteUrl']]);
    // The schema's pattern refuses other schemes, paths and a trailing slash.
    for (const siteUrl of ['http://example.vn', 'https://example.vn/', 'https://example.vn/vi'])
      expect(refused(siteUrl), siteUrl).toEqual([['VALUE_FORM', 'siteUrl']]);
    expect(refused('https://example.vn:8443')).toEqual([]);
  });

  it('every detection also answers in English, and links to its entry in the guide', () => {
    const [quote] = validateFixture('broken/smart-quotes').issues;
    expect(localizeIssue(quote, 'en').hint).toBe(
      'replace “ with a straight " (or paste as plain text); line 5 written correctly: { "type": "hero", "title": "Gói “Pro” giảm 10%" }',
    );
    const [own] = validateFixture('broken/own-site-links').issues;
    expect(localizeIssue(own, 'en').hint).toBe('write "/contact" (internal links leave out the domain, so they are checked and work in the preview too)');
    expect(own.docs).toBe('docs/authoring.md#link-own-site');
  });
});
