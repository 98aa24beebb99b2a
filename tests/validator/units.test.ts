// @vitest-environment node
// The validator's building blocks: locations, paths, suggestions, number hints, issue formats, and the
// "one error per section, from its own schema" rule checked for every section type.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { didYouMean, intendedNumber, suggestion, typoDistance } from '../../src/engine/didYouMean.ts';
import { formatIssue, formatIssueGithub, sortIssues, type ValidationIssue } from '../../src/engine/issue.ts';
import { displayPath, findDuplicateKeys, locate, MAX_DEPTH, parseDocument, pointerSegments, syntaxProblem } from '../../src/engine/locate.ts';
import { classifyFile, isPageFile, listJsonFiles, routeFromFile } from '../../src/engine/project.ts';
import { describeSchemaErrors, linkProblem } from '../../src/engine/schemaErrors.ts';
import { collectMarks, loadSchemas } from '../../src/engine/schemas.ts';
import { slugify } from '../../src/lib/text.ts';
import { FIXTURES, SCHEMA_DIR } from './helpers.ts';

const issue = (over: Partial<ValidationIssue> = {}): ValidationIssue => ({
  file: 'pages/pricing/seo.json',
  line: 14,
  column: 9,
  path: 'sections[2].plans[0].price',
  message: 'must be a whole number, got "4.9M"',
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

  it('describes each kind of malformed JSON at the right place', () => {
    const at = (text: string) => {
      const doc = parseDocument(text);
      const p = syntaxProblem(doc);
      return p && { ...doc.positionAt(p.offset), message: p.message };
    };
    expect(at('{"a": 1}')).toBeUndefined();
    expect(at('')).toEqual({ line: 1, column: 1, message: 'the file is empty' });
    expect(at('\n  \n')).toEqual({ line: 1, column: 1, message: 'the file is empty' });
    expect(at('{\n  "a": [1, 2,]\n}')).toEqual({ line: 2, column: 13, message: 'malformed JSON: a trailing comma before ]' });
    expect(at('{\n  "a": 1,\n}')).toEqual({ line: 2, column: 9, message: 'malformed JSON: a trailing comma before }' });
    expect(at('{"a": }')).toEqual({ line: 1, column: 7, message: 'malformed JSON: a value is expected' });
    expect(at('{"a" 1}')).toEqual({ line: 1, column: 6, message: 'malformed JSON: a colon is expected' });
    expect(at('{"a": 01}')).toEqual({ line: 1, column: 7, message: 'malformed JSON: 01 is not a valid number' });
    expect(at('{"price": 4.900.000}')).toEqual({ line: 1, column: 11, message: 'malformed JSON: 4.900.000 is not a valid number' });
    expect(syntaxProblem(parseDocument('{"price": 4.900.000}'))?.hint).toBe('write 4900000');
    expect(at('{"a": +1}')).toMatchObject({ message: 'malformed JSON: +1 is not a valid number' });
    expect(at('{"a": 1 "b": 2}')).toEqual({ line: 1, column: 9, message: 'malformed JSON: a comma is missing' });
    expect(at('{"a": "x\\qy"}')).toMatchObject({ message: 'malformed JSON: an invalid escape sequence' });
    expect(at('{"a": "tab\there"}')).toMatchObject({ message: 'malformed JSON: an invalid character in a string' });
    expect(at('{"a": NaN}')).toMatchObject({ line: 1, column: 7, message: 'malformed JSON: an invalid character' });
    expect(at('{"a": 1} // note')).toMatchObject({ message: 'malformed JSON: comments are not allowed in JSON' });
    expect(at(`${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`)).toEqual({ line: 1, column: MAX_DEPTH + 1, message: `malformed JSON: nested more than ${MAX_DEPTH} levels deep` });
    expect(at(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`)).toBeUndefined();
    // Brackets inside strings do not count as nesting.
    expect(at(`{"a": "${'['.repeat(MAX_DEPTH * 2)}"}`)).toBeUndefined();
  });

  it('parses 100 000 levels of nesting without a stack overflow', () => {
    const doc = parseDocument('['.repeat(100_000));
    expect(syntaxProblem(doc)?.message).toBe(`malformed JSON: nested more than ${MAX_DEPTH} levels deep`);
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
    expect(suggestion('heor', sectionTypes)).toBe('. Did you mean "hero"?');
    expect(suggestion('slider', sectionTypes)).toBe('');
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

describe('link messages', () => {
  it('explain why each refused link is refused', () => {
    expect(linkProblem('javascript:alert(1)').message).toBe('"javascript:alert(1)" is not allowed: javascript: links can run code or open local content');
    expect(linkProblem('data:text/html,x').message).toBe('"data:text/html,x" is not allowed: data: links can run code or open local content');
    expect(linkProblem('http://a.vn/x')).toEqual({ message: '"http://a.vn/x" is not allowed: links must use https', hint: 'write "https://a.vn/x"' });
    expect(linkProblem('//evil.com')).toEqual({ message: '"//evil.com" is not allowed: a link starting with "//" leaves the site', hint: 'write the full address, "https://evil.com"' });
    expect(linkProblem('#Bad Anchor').message).toBe('"#Bad Anchor" contains a space or line break');
    expect(linkProblem('#Bad').message).toBe('"#Bad" is not a section anchor');
    expect(linkProblem('tel:abc').message).toBe('"tel:abc" is not a phone link');
    expect(linkProblem('ftp://x').message).toBe('"ftp://x" is not an allowed link');
  });
});

describe('issue formats', () => {
  it('formatIssue: location, path, message, and the hint on its own line', () => {
    expect(formatIssue(issue())).toBe('pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M"');
    expect(formatIssue(issue({ hint: 'write 4900000' }))).toBe(
      'pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M"\n    hint: write 4900000',
    );
  });

  it('formatIssueGithub: a workflow command with escaped data and properties', () => {
    expect(formatIssueGithub(issue({ hint: 'write 4900000' }))).toBe(
      '::error file=pages/pricing/seo.json,line=14,col=9::sections[2].plans[0].price must be a whole number, got "4.9M"%0Ahint: write 4900000',
    );
    expect(formatIssueGithub(issue({ file: 'pages/a,b:c.json', message: '100% wrong\r\nreally', hint: undefined }))).toBe(
      '::error file=pages/a%2Cb%3Ac.json,line=14,col=9::sections[2].plans[0].price 100%25 wrong%0D%0Areally',
    );
  });

  it('sortIssues orders by file, then line, then column, keeping equal positions in order', () => {
    const a = issue({ file: 'pages/b.json', line: 2, column: 1, message: '1' });
    const b = issue({ file: 'pages/a.json', line: 9, column: 9, message: '2' });
    const c = issue({ file: 'pages/b.json', line: 1, column: 5, message: '3' });
    const d = issue({ file: 'pages/b.json', line: 1, column: 5, message: '4' });
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
    expect(listJsonFiles(path.join(FIXTURES, 'valid/pages'))).toEqual(['_data/planSets/seo.json', '_site.json', 'about.json', 'index.json', 'pricing/seo.json']);
    expect(listJsonFiles(path.join(FIXTURES, 'no-such-folder'))).toEqual([]);
  });

  it('slugify proposes a valid file name', () => {
    expect(slugify('Bảng Giá_SEO')).toBe('bang-gia-seo');
    expect(slugify('Đăng ký')).toBe('dang-ky');
    expect(slugify('About_Us')).toBe('about-us');
    expect(slugify('--a--b--')).toBe('a-b');
  });
});

describe('schema errors come from the section\'s own schema only', () => {
  const schemas = loadSchemas(SCHEMA_DIR);
  const meta = { title: 'T', description: 'Một mô tả đủ dài cho trang thử nghiệm của bộ kiểm tra nội dung.' };
  // A card, so a page with an entryHeader is complete apart from the section under test.
  const card = { title: 'T', summary: 'S', date: '2026-01-01', tags: ['SEO'], image: { src: '/a.svg', alt: 'a', width: 1, height: 1 } };
  const problemsOf = (sections: unknown[]) => {
    const ok = schemas.page({ meta, card, sections });
    expect(ok).toBe(false);
    return describeSchemaErrors(schemas.page.errors ?? [], { sectionTypes: schemas.sectionTypes }).map((p) => `${displayPath(p.segments)} ${p.message}`);
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
