// The validator's building blocks: locations, paths, suggestions, number hints, issue formats, and the
// "one error per section, from its own schema" rule checked for every section type.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { didYouMean, intendedNumber, typoDistance } from '../../src/engine/didYouMean.ts';
import { createIssue, formatIssue, formatIssueGithub, localizeIssue, sortIssues, viewIssue, type ValidationIssue } from '../../src/engine/issue.ts';
import { displayPath, findDuplicateKeys, locate, MAX_DEPTH, parseDocument, pointerSegments } from '../../src/engine/locate.ts';
import { straightenQuotes, syntaxProblem } from '../../src/engine/checks/syntax.ts';
import { classifyFile, isPageFile, listJsonFiles, routeFromFile } from '../../src/engine/project.ts';
import { describeSchemaErrors, linkProblem } from '../../src/engine/schemaErrors.ts';
import { collectMarks, loadSchemas } from '../../src/engine/schemas.ts';
import { slugify } from '../../src/lib/text.ts';
import { FIXTURES, SCHEMA_DIR } from './helpers.ts';

const issue = (over: Partial<Pick<ValidationIssue, 'file' | 'line' | 'column'>> = {}): ValidationIssue =>
  createIssue({
    code: 'NUMBER_WRITTEN_AS_TEXT',
    params: { expected: 'integer', got: '"4.9M"', meant: 4900000 },
    file: 'pages/pricing/seo.json',
    line: 14,
    column: 9,
    path: 'sections[2].plans[0].price',
    trail: [
      { key: 'sections', index: 2, label: 'planGrid' },
      { key: 'plans', index: 0 },
    ],
    ...over,
  });

describe('locate', () => {
  it('turns offsets into 1-based line and column, with LF and CRLF line ends', () => {
    for (const eol of ['\n', '\r\n']) {
      const doc = parseDocument(['{', '  "a": {', '    "b": [1, "x"]', '  }', '}'].join(eol));
      expect(locate(doc, [])).toEqual({ line: 1, column: 1 });
      expect(locate(doc, ['a'])).toEqual({ line: 2, column: 3 });
      // A value under a key points at the key; an array item at the item itself.
      expect(locate(doc, ['a', 'b'])).toEqual({ line: 3, column: 5 });
      expect(locate(doc, ['a', 'b', 1])).toEqual({ line: 3, column: 14 });
      // A missing property is reported at its nearest existing parent.
      expect(locate(doc, ['a', 'missing', 'deeper'])).toEqual({ line: 2, column: 3 });
    }
  });

  it('finds keys that look like Object.prototype members', () => {
    const doc = parseDocument('{"x": 1,\n "__proto__": {"constructor": 2}}');
    expect(locate(doc, ['__proto__', 'constructor'])).toEqual({ line: 2, column: 16 });
    expect(locate(doc, ['toString'])).toEqual({ line: 1, column: 1 });
  });

  it('reads JSON pointers and prints author paths', () => {
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/sections/2/plans/0/price')).toEqual(['sections', 2, 'plans', 0, 'price']);
    expect(pointerSegments('/a~1b/c~0d/01')).toEqual(['a/b', 'c~d', '01']);
    expect(displayPath(['sections', 2, 'plans', 0, 'price'])).toBe('sections[2].plans[0].price');
    expect(displayPath([])).toBe('(root)');
    expect(displayPath(['$schema'])).toBe('$schema');
    expect(displayPath(['a b', 0, 'c-d'])).toBe('["a b"][0]["c-d"]');
  });

  it('describes each kind of malformed JSON at the right place, by code', () => {
    const at = (text: string) => {
      const doc = parseDocument(text);
      const p = syntaxProblem(doc);
      return p && { ...doc.positionAt(p.offset), code: p.code };
    };
    expect(at('{"a": 1}')).toBeUndefined();
    expect(at('')).toEqual({ line: 1, column: 1, code: 'JSON_EMPTY' });
    expect(at('\n  \n')).toEqual({ line: 1, column: 1, code: 'JSON_EMPTY' });
    expect(at('{\n  "a": [1, 2,]\n}')).toEqual({ line: 2, column: 13, code: 'JSON_TRAILING_COMMA' });
    expect(at('{\n  "a": 1,\n}')).toEqual({ line: 2, column: 9, code: 'JSON_TRAILING_COMMA' });
    expect(at('{"a": }')).toEqual({ line: 1, column: 7, code: 'JSON_VALUE_EXPECTED' });
    expect(at('{"a" 1}')).toEqual({ line: 1, column: 6, code: 'JSON_COLON_EXPECTED' });
    expect(at('{"a": 01}')).toEqual({ line: 1, column: 7, code: 'JSON_NUMBER_INVALID' });
    expect(at('{"price": 4.900.000}')).toEqual({ line: 1, column: 11, code: 'JSON_NUMBER_INVALID' });
    expect(syntaxProblem(parseDocument('{"price": 4.900.000}'))?.params).toEqual({ token: '4.900.000', meant: 4900000 });
    expect(at('{"a": +1}')).toMatchObject({ code: 'JSON_NUMBER_INVALID' });
    expect(at('{"a": 1 "b": 2}')).toEqual({ line: 1, column: 9, code: 'JSON_COMMA_MISSING' });
    expect(at('{"a": "x\\qy"}')).toMatchObject({ code: 'JSON_INVALID_ESCAPE' });
    expect(at('{"a": "tab\there"}')).toMatchObject({ code: 'JSON_CONTROL_CHARACTER' });
    expect(at('{"a": NaN}')).toMatchObject({ line: 1, column: 7, code: 'JSON_INVALID_CHARACTER' });
    expect(at('{"a": 1} // note')).toMatchObject({ code: 'JSON_COMMENT' });
    expect(at(`${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`)).toEqual({ line: 1, column: MAX_DEPTH + 1, code: 'JSON_TOO_DEEP' });
    expect(at(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`)).toBeUndefined();
    // Brackets inside strings do not count as nesting.
    expect(at(`{"a": "${'['.repeat(MAX_DEPTH * 2)}"}`)).toBeUndefined();
  });

  it('names curly quotes as curly quotes, at the first one, with the line written right', () => {
    const doc = parseDocument('{\n  "title": “Ưu đãi”,\n  "x": 1\n}');
    const p = syntaxProblem(doc)!;
    expect({ ...doc.positionAt(p.offset), code: p.code, params: p.params }).toEqual({
      line: 2,
      column: 12,
      code: 'JSON_SMART_QUOTES',
      params: { quote: '“', line: 2, fixed: '"title": "Ưu đãi",' },
    });
    // Closed with a curly quote after a straight one: the string ends there.
    expect(syntaxProblem(parseDocument('{"a": "Ưu đãi”}'))).toMatchObject({ code: 'JSON_SMART_QUOTES', params: { fixed: '{"a": "Ưu đãi"}' } });
  });

  it('leaves curly quotes that are content inside a properly quoted text alone', () => {
    expect(straightenQuotes('"title": "Gói “Pro” giảm 10%",')).toBeUndefined();
    expect(straightenQuotes('{ “type”: "hero", "title": "Gói “Pro”" }')).toEqual({ fixed: '{ "type": "hero", "title": "Gói “Pro”" }', first: 2, quote: '“' });
    expect(straightenQuotes('„Ja” « non »')).toMatchObject({ fixed: '"Ja" " non "' });
    // A valid file with curly quotes in its texts is not an error at all.
    expect(syntaxProblem(parseDocument('{"title": "Gói “Pro”"}'))).toBeUndefined();
  });

  it('parses 100 000 levels of nesting without a stack overflow', () => {
    const doc = parseDocument('['.repeat(100_000));
    expect(syntaxProblem(doc)?.code).toBe('JSON_TOO_DEEP');
  });

  it('finds duplicate keys at every depth, with the line of the first one', () => {
    const doc = parseDocument('{\n"a": 1,\n"b": [{"c": 1, "c": 2}],\n"a": 3,\n"__proto__": 1, "__proto__": 2}');
    expect(findDuplicateKeys(doc).map((d) => [d.segments, doc.positionAt(d.offset).line, doc.positionAt(d.firstOffset).line])).toEqual([
      [['b', 0, 'c'], 3, 3],
      [['a'], 4, 2],
      [['__proto__'], 5, 5],
    ]);
  });
});

describe('didYouMean', () => {
  const sectionTypes = ['hero', 'stats', 'planGrid', 'process', 'faq', 'testimonials', 'cta'];
  it('counts a swap of two letters as one typo', () => {
    expect(typoDistance('heor', 'hero')).toBe(1);
    expect(typoDistance('titel', 'title')).toBe(1);
    expect(typoDistance('kitten', 'sitting')).toBe(3);
    expect(typoDistance('', 'abc')).toBe(3);
    expect(typoDistance('abcdef', 'a', 2)).toBe(Infinity);
  });

  it('suggests close names and nothing for unrelated ones', () => {
    expect(didYouMean('heor', sectionTypes)).toBe('hero');
    expect(didYouMean('Hero', sectionTypes)).toBe('hero');
    expect(didYouMean('plangrid', sectionTypes)).toBe('planGrid');
    expect(didYouMean('testimonial', sectionTypes)).toBe('testimonials');
    expect(didYouMean('titel', ['type', 'id', 'title', 'description'])).toBe('title');
    expect(didYouMean('tpo', ['top', 'faq'])).toBe('top');
    expect(didYouMean('slider', sectionTypes)).toBeUndefined();
    expect(didYouMean('a', ['id', 'type'])).toBeUndefined();
    expect(didYouMean('toString', sectionTypes)).toBeUndefined();
    expect(didYouMean('__proto__', sectionTypes)).toBeUndefined();
    expect(didYouMean('hero', [])).toBeUndefined();
  });
});

describe('number hints', () => {
  it.each([
    ['4.9M', 4900000],
    ['4,9M', 4900000],
    ['4.9 triệu', 4900000],
    ['4.900.000', 4900000],
    ['4,900,000', 4900000],
    ['4 900 000', 4900000],
    ['4.900.000 ₫', 4900000],
    ['4.900.000đ', 4900000],
    ['4900000 VND', 4900000],
    ['4900000', 4900000],
    ['500k', 500000],
    ['1.2 tỷ', 1200000000],
    ['19.9tr', 19900000],
    ['4.5', 4.5],
  ])('"%s" was meant as %d', (text, number) => {
    expect(intendedNumber(text)).toBe(number);
  });

  it.each(['', 'abc', 'liên hệ', '4.9X', '4..9', '1.2.3M', 'M', '-5'])('"%s" is not a recognisable amount', (text) => {
    expect(intendedNumber(text)).toBeUndefined();
  });
});

describe('link problems', () => {
  it('name why each refused link is refused, by code, with the fixed link when there is one', () => {
    expect(linkProblem('javascript:alert(1)')).toMatchObject({ code: 'LINK_UNSAFE', params: { scheme: 'javascript' } });
    expect(linkProblem('data:text/html,x')).toMatchObject({ code: 'LINK_UNSAFE', params: { scheme: 'data' } });
    expect(linkProblem('http://a.vn/x')).toEqual({ code: 'LINK_NOT_HTTPS', params: { value: '"http://a.vn/x"', fixed: 'https://a.vn/x' } });
    expect(linkProblem('//evil.com')).toEqual({ code: 'LINK_PROTOCOL_RELATIVE', params: { value: '"//evil.com"', fixed: 'https://evil.com' } });
    expect(linkProblem('#Bad Anchor').code).toBe('LINK_HAS_SPACE');
    expect(linkProblem('#Bad').code).toBe('LINK_BAD_ANCHOR');
    expect(linkProblem('tel:abc').code).toBe('LINK_BAD_TEL');
    expect(linkProblem('ftp://x').code).toBe('LINK_NOT_ALLOWED');
  });
});

describe('issue formats', () => {
  const source = [
    '{',
    '  "sections": [',
    '    { "type": "planGrid", "plans": [',
    '      { "id": "a",',
    '        "price": "4.9M" }',
    '    ] }',
    '  ]',
    '}',
  ].join('\n');

  it('formatIssue: location, path, message and code; the human position; the code frame; the hint; the guide', () => {
    expect(formatIssue(issue({ line: 5, column: 9 }), { source }).split('\n')).toEqual([
      'pages/pricing/seo.json:5:9 sections[2].plans[0].price phải là số nguyên, nhưng là "4.9M" [NUMBER_WRITTEN_AS_TEXT]',
      '    vị trí: section thứ 3 (planGrid) › gói thứ 1',
      '    4 |       { "id": "a",',
      '  > 5 |         "price": "4.9M" }',
      '      |         ^',
      '    6 |     ] }',
      '    cách sửa: viết 4900000 (số: không ngoặc kép, dấu chấm, khoảng trắng hay đơn vị)',
      '    giải thích: docs/authoring.md#number-written-as-text',
    ]);
  });

  it('formatIssue in English, and without a code frame when there is no source', () => {
    expect(formatIssue(issue(), { lang: 'en' }).split('\n')).toEqual([
      'pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M" [NUMBER_WRITTEN_AS_TEXT]',
      '    at: section 3 (planGrid) › plan 1',
      '    hint: write 4900000 (a number: no quotes, dots, spaces or units)',
      '    explained in: docs/authoring.md#number-written-as-text',
    ]);
    expect(formatIssue(issue(), { source, codeFrame: false })).not.toContain(' | ');
  });

  it('viewIssue gives the parts for a display of its own (the dev overlay)', () => {
    expect(viewIssue(issue({ line: 5, column: 9 }), { source })).toEqual({
      code: 'NUMBER_WRITTEN_AS_TEXT',
      location: 'pages/pricing/seo.json:5:9',
      path: 'sections[2].plans[0].price',
      position: 'section thứ 3 (planGrid) › gói thứ 1',
      title: 'Số viết thành chữ',
      message: 'phải là số nguyên, nhưng là "4.9M"',
      hint: 'viết 4900000 (số: không ngoặc kép, dấu chấm, khoảng trắng hay đơn vị)',
      codeFrame: ['  4 |       { "id": "a",', '> 5 |         "price": "4.9M" }', '    |         ^', '  6 |     ] }'].join('\n'),
      docs: 'docs/authoring.md#number-written-as-text',
      labels: { hint: 'cách sửa', at: 'vị trí', docs: 'giải thích' },
    });
    expect(viewIssue(issue(), { lang: 'en' })).toMatchObject({ title: 'Number written as text', codeFrame: '', labels: { hint: 'hint' } });
  });

  it('localizeIssue rewords message, hint and position, and keeps code, params and place', () => {
    const vi = issue();
    const en = localizeIssue(vi, 'en');
    expect(en).toMatchObject({
      code: vi.code,
      params: vi.params,
      file: vi.file,
      line: vi.line,
      column: vi.column,
      path: vi.path,
      position: 'section 3 (planGrid) › plan 1',
    });
    expect(vi.message).toBe('phải là số nguyên, nhưng là "4.9M"');
    expect(en.message).toBe('must be a whole number, got "4.9M"');
  });

  it('formatIssueGithub: a workflow command titled with the code, with escaped data and properties', () => {
    expect(formatIssueGithub(issue())).toBe(
      '::error file=pages/pricing/seo.json,line=14,col=9,title=NUMBER_WRITTEN_AS_TEXT::sections[2].plans[0].price (section thứ 3 (planGrid) › gói thứ 1) phải là số nguyên, nhưng là "4.9M"%0Acách sửa: viết 4900000 (số: không ngoặc kép, dấu chấm, khoảng trắng hay đơn vị)%0Agiải thích: docs/authoring.md#number-written-as-text',
    );
    const odd = createIssue({
      code: 'FILE_UNREADABLE',
      params: { error: '100% wrong\r\nreally' },
      file: 'pages/a,b:c.json',
      line: 1,
      column: 1,
      path: '(file)',
    });
    expect(formatIssueGithub(odd, 'en')).toBe(
      '::error file=pages/a%2Cb%3Ac.json,line=1,col=1,title=FILE_UNREADABLE::(file) cannot be read: 100%25 wrong%0D%0Areally%0Ahint: check the file permissions%0Aexplained in: docs/authoring.md#file-unreadable',
    );
  });

  it('sortIssues orders by file, then line, then column, keeping equal positions in order', () => {
    const a = { ...issue({ file: 'pages/b.json', line: 2, column: 1 }), message: '1' };
    const b = { ...issue({ file: 'pages/a.json', line: 9, column: 9 }), message: '2' };
    const c = { ...issue({ file: 'pages/b.json', line: 1, column: 5 }), message: '3' };
    const d = { ...issue({ file: 'pages/b.json', line: 1, column: 5 }), message: '4' };
    expect(sortIssues([a, b, c, d]).map((i) => i.message)).toEqual(['2', '3', '4', '1']);
  });
});

describe('files and routes', () => {
  it('maps file names to routes', () => {
    expect(routeFromFile('index.json')).toBe('/');
    expect(routeFromFile('about.json')).toBe('/about');
    expect(routeFromFile('about/index.json')).toBe('/about');
    expect(routeFromFile('pricing/seo.json')).toBe('/pricing/seo');
    expect(isPageFile('_data/planSets/seo.json')).toBe(false);
    expect(isPageFile('blog/_draft.json')).toBe(false);
    expect(classifyFile('_site.json')).toEqual({ kind: 'site' });
    expect(classifyFile('_data/planSets/seo.json')).toEqual({ kind: 'data', collection: 'planSets', id: 'seo' });
    expect(classifyFile('_data/planSets/x/y.json')).toEqual({ kind: 'unknown' });
  });

  it('lists the JSON files of a folder, sorted, and nothing for a missing folder', () => {
    expect(listJsonFiles(path.join(FIXTURES, 'valid/pages'))).toEqual([
      '_data/planSets/seo.json',
      '_site.json',
      'about.json',
      'index.json',
      'pricing/seo.json',
    ]);
    expect(listJsonFiles(path.join(FIXTURES, 'no-such-folder'))).toEqual([]);
  });

  it('slugify proposes a valid file name', () => {
    expect(slugify('Bảng Giá_SEO')).toBe('bang-gia-seo');
    expect(slugify('Đăng ký')).toBe('dang-ky');
    expect(slugify('About_Us')).toBe('about-us');
    expect(slugify('--a--b--')).toBe('a-b');
  });
});

describe("schema errors come from the section's own schema only", () => {
  const schemas = loadSchemas(SCHEMA_DIR);
  const meta = { title: 'T', description: 'Một mô tả đủ dài cho trang thử nghiệm của bộ kiểm tra nội dung.' };
  // A card, so a page with an entryHeader is complete apart from the section under test.
  const card = { title: 'T', summary: 'S', date: '2026-01-01', tags: ['SEO'], image: { src: '/a.svg', alt: 'a', width: 1, height: 1 } };
  const problemsOf = (sections: unknown[]) => {
    const ok = schemas.page({ meta, card, sections });
    expect(ok).toBe(false);
    return describeSchemaErrors(schemas.page.errors ?? [], { sectionTypes: schemas.sectionTypes, lang: 'en' }).map(
      (p) => `${displayPath(p.segments)} ${p.message}`,
    );
  };

  it('the issue example gives one error, at the price', () => {
    expect(problemsOf([{ type: 'planGrid', plans: [{ id: 'a', name: 'A', price: '4.9M', features: ['f'] }] }])).toEqual([
      'sections[0].plans[0].price must be a whole number, got "4.9M"',
    ]);
  });

  it.each(schemas.sectionTypes)('an unknown property of a "%s" section gives its own missing and unknown properties, nothing else', (type) => {
    const doc = schemas.documents.get(`sections/${type}.schema.json`)!;
    const required = (doc.required as string[]).filter((name) => name !== 'type');
    // A name close to no property: a near-miss ("bogus" for "logos") is reported as a misspelling instead.
    expect(problemsOf([{ type, qqqqqqqq: 1 }])).toEqual([
      ...required.map((name) => `sections[0] is missing the required property "${name}"`),
      `sections[0].qqqqqqqq "qqqqqqqq" is not a known property of a "${type}" section`,
    ]);
  });

  it('marks are collected only inside collectMarks', () => {
    const page = { meta, sections: [{ type: 'hero', title: 'x', buttons: [{ label: 'a', href: '/x' }] }] };
    const { result, marks } = collectMarks(() => schemas.page(page));
    expect(result).toBe(true);
    expect(marks.links).toEqual([{ pointer: '/sections/0/buttons/0/href', value: '/x' }]);
    // Outside collectMarks the keywords record nothing (and do not throw).
    expect(schemas.page(page)).toBe(true);
    expect(marks.links).toHaveLength(1);
  });
});
