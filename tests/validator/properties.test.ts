// Property-based tests: whatever an author (or a broken editor) writes into a content file, validateProject
// returns located issues, never throws, and never touches Object.prototype.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationIssue } from '../../src/engine/issue.ts';
import { MAX_DEPTH } from '../../src/engine/locate.ts';
import type { ValidationResult } from '../../src/engine/validateProject.ts';
import { schemaPointer, tempProject, VALID_HOME, VALID_SITE, validateDir } from './helpers.ts';

const NUM_RUNS = 150;

// ---------------------------------------------------------------- the temp project and its invariants

let project: ReturnType<typeof tempProject>;
const pagesDir = () => path.join(project.root, 'pages');
const withSchema = (rel: string, schemaFile: string, value: object) =>
  JSON.stringify({ $schema: schemaPointer(pagesDir(), rel, schemaFile), ...value }, null, 2);
const validHomeText = () => withSchema('index.json', 'page.schema.json', VALID_HOME);
const validSiteText = () => withSchema('_site.json', 'site.schema.json', VALID_SITE);

/** Where a generated file is written: a page, a nested page, the site file or a shared data item. */
const TARGETS = ['pages/index.json', 'pages/about.json', 'pages/blog/post/index.json', 'pages/_site.json', 'pages/_data/planSets/seo.json'] as const;

beforeAll(() => {
  project = tempProject({});
  restore();
});
afterAll(() => project.cleanup());

/** Puts the project back to a valid state: site and home page only. */
function restore() {
  rmSync(pagesDir(), { recursive: true, force: true });
  project.write('pages/_site.json', validSiteText());
  project.write('pages/index.json', validHomeText());
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const ARRAY_PROTOTYPE_NAMES = Object.getOwnPropertyNames(Array.prototype).sort();

function expectPrototypesIntact() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_PROTOTYPE_NAMES);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect('polluted' in {}).toBe(false);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  expect(Object.prototype.toString.call([])).toBe('[object Array]');
  expect({}.constructor).toBe(Object);
}

/** Every issue names a file of the project and a position inside that file's text. */
function expectLocated(result: ValidationResult) {
  for (const issue of result.issues) {
    expect(issue.file).toMatch(/^pages\//);
    expect(Number.isInteger(issue.line) && issue.line >= 1, describeIssue(issue)).toBe(true);
    expect(Number.isInteger(issue.column) && issue.column >= 1, describeIssue(issue)).toBe(true);
    expect(typeof issue.path === 'string' && issue.path.length > 0).toBe(true);
    expect(typeof issue.message === 'string' && issue.message.length > 0).toBe(true);
    // Requirement 1: every issue says how to fix it.
    expect(issue.hint, describeIssue(issue)).toMatch(/\S/);
    // The validator's own safety net must never be what reports a file.
    expect(issue.code, describeIssue(issue)).not.toBe('FILE_CHECK_FAILED');
    let text: string | undefined;
    try {
      text = readFileSync(path.join(project.root, issue.file), 'utf8');
    } catch {
      text = undefined; // "the site file is missing" points at a file that does not exist
    }
    if (text !== undefined) {
      const lines = text.split('\n');
      expect(issue.line, describeIssue(issue)).toBeLessThanOrEqual(lines.length);
      expect(issue.column, describeIssue(issue)).toBeLessThanOrEqual(lines[issue.line - 1].length + 1);
    } else {
      expect([issue.line, issue.column]).toEqual([1, 1]);
    }
  }
  if (result.issues.length === 0) expect(result.model).toBeDefined();
  else expect(result.model).toBeUndefined();
}

const describeIssue = (i: ValidationIssue) => `${i.file}:${i.line}:${i.column} ${i.path} ${i.message}`;

/** Writes `text` to `target`, validates, checks the invariants, and restores the project. */
function check(target: string, text: string): ValidationResult {
  try {
    project.write(target, text);
    const result = validateDir(project.root);
    expectLocated(result);
    expectPrototypesIntact();
    return result;
  } finally {
    restore();
  }
}

// ---------------------------------------------------------------- generators

/** Keys that are Object.prototype members, or that the validator treats specially. */
const specialKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'polluted',
  'type',
  'sections',
  'meta',
  'plans',
  'href',
  'src',
  'id',
  '$schema',
  'buttons',
  'image',
  'title',
);
/** Strings that reach the cross-file checks: section types, links, images, plan-set ids. */
const specialString = fc.constantFrom(
  'hero',
  'planGrid',
  'faq',
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '/',
  '/nope',
  '/#x',
  '#x',
  '#',
  '/about/',
  '/%',
  '/index',
  'javascript:alert(1)',
  '//evil.com',
  'https://a.vn',
  '/images/a.svg',
  '/images/%.svg',
  '/../x.png',
  'seo',
  '__proto__#/plans',
);
const leafText = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v)),
  specialString.map((s) => JSON.stringify(s)),
  // Shapes that pass the schema far enough for the link, image and plan-set checks to run on them.
  specialString.map((s) => JSON.stringify({ src: s, alt: '', width: 1, height: 1 })),
  specialString.map((s) => JSON.stringify([{ label: 'a', href: s }])),
  specialString.map((s) => JSON.stringify({ id: s, name: 'A', price: 1, features: ['x'], cta: { label: 'a', href: s } })),
);

/**
 * JSON text built by hand so that keys such as "__proto__" appear literally in the file (a JS object
 * would turn them into a prototype change), and duplicate keys happen.
 */
const { value: jsonText } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leafText, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(fc.oneof(specialKey, fc.string({ maxLength: 8 })), tie('value')), { maxLength: 5 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
}));

const objectText = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** A section: a known or hostile "type" plus arbitrary, often meaningful, properties. */
const sectionText = fc
  .tuple(
    fc.oneof(specialString, fc.constantFrom('stats', 'process', 'testimonials', 'cta', 'constructor')).map((t) => JSON.stringify(t)),
    fc.array(fc.tuple(specialKey, jsonText), { maxLength: 4 }),
  )
  .map(([type, rest]) => objectText([['type', type], ...rest]));

/** Hostile values for the places the cross-file checks look at. */
const hrefString = fc.constantFrom(
  '/',
  '/nope',
  '/#x',
  '/#',
  '#x',
  '#top',
  '#',
  '/about/',
  '/%',
  '/index',
  '/?q#x',
  '/__proto__',
  '/constructor#toString',
  'javascript:alert(1)',
  '//evil.com',
  'https://a.vn',
);
const srcString = fc.constantFrom(
  '/images/a.svg',
  '/images/A.svg',
  '/images/%.svg',
  '/%E0%A4%A.png',
  '/../x.png',
  '/images/../../x.svg',
  '/__proto__.svg',
  '/constructor/toString.png',
);
const refString = fc.constantFrom('seo', 'seoo', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '');
const idString = fc.constantFrom('x', 'top', 'faq', '__proto__', 'constructor', 'toString');

/** A section that is nearly valid, so links, images, anchors and plan sets reach the cross-file checks. */
const plausibleSection = fc
  .record(
    {
      type: fc.constantFrom('hero', 'hero', 'cta', 'planGrid'),
      id: idString,
      title: fc.constant('Tiêu đề'),
      heading: fc.constant('Tiêu đề'),
      buttons: fc.array(fc.record({ label: fc.constant('Nút'), href: hrefString }), { maxLength: 3 }),
      image: fc.record({ src: srcString, alt: fc.constant(''), width: fc.constant(1), height: fc.constant(1) }),
      plans: fc.oneof(
        refString,
        fc.array(
          fc.record({
            id: idString,
            name: fc.constant('A'),
            price: fc.oneof(fc.nat(), fc.constant('4.9M')),
            originalPrice: fc.nat(),
            features: fc.constant(['x']),
            cta: fc.record({ label: fc.constant('a'), href: hrefString }),
          }),
          { maxLength: 2 },
        ),
      ),
    },
    { requiredKeys: ['type'] },
  )
  .map((section) => JSON.stringify(section));

/** A page that mostly looks right, so the generated sections get deep into the checks. */
const pageText = fc
  .tuple(
    fc.array(fc.oneof({ arbitrary: plausibleSection, weight: 3 }, { arbitrary: sectionText, weight: 1 }), { maxLength: 4 }),
    fc.array(
      fc.tuple(
        specialKey.filter((k) => k !== 'sections'),
        jsonText,
      ),
      { maxLength: 2 },
    ),
  )
  .map(([sections, extra]) =>
    objectText([
      ['$schema', JSON.stringify('../schema/page.schema.json')],
      ['meta', JSON.stringify(VALID_HOME.meta)],
      ['sections', `[${sections.join(',')}]`],
      ...extra,
    ]),
  );

// ---------------------------------------------------------------- (a) any JSON value

// Each property runs the whole validator NUM_RUNS times on a temp project: CPU-bound, so the timeout
// fits a loaded machine (2 cores shared by several test runs), not the 5 s default.
describe('any JSON value as a content file', { timeout: 120_000 }, () => {
  it('fc.jsonValue: never throws, issues are located, prototypes untouched', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), fc.jsonValue(), fc.boolean(), (target, value, pretty) => {
        check(target, JSON.stringify(value, null, pretty ? 2 : undefined));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('objects with keys like "__proto__", "constructor", "toString" and "type"', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), jsonText, (target, text) => {
        check(target, text);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('pages whose sections have hostile types and properties report every bad type as unknown', () => {
    fc.assert(
      fc.property(pageText, (text) => {
        const result = check('pages/index.json', text);
        const sections = JSON.parse(text).sections as { type: unknown }[];
        sections.forEach((section, i) => {
          if (['toString', '__proto__', 'constructor', 'hasOwnProperty'].includes(section.type as string)) {
            expect(result.issues).toContainEqual(
              expect.objectContaining({
                file: 'pages/index.json',
                path: `sections[${i}].type`,
                code: 'SECTION_TYPE_UNKNOWN',
                params: expect.objectContaining({ value: section.type, meant: undefined }),
              }),
            );
          }
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

// ---------------------------------------------------------------- (b) any text

/** Characters that make text almost-JSON. */
const jsonChars = fc.constantFrom(...'{}[]",:0123456789.-+eE truefalsn\n\t\r\\/*u\ufeff'.split(''));

/** A mutation of a valid file: delete, insert or replace a character, or cut the file short. */
const mutation = fc.tuple(fc.constantFrom('delete', 'insert', 'replace', 'truncate'), fc.nat(), jsonChars);
function mutate(text: string, mutations: [string, number, string][]): string {
  let out = text;
  for (const [kind, n, ch] of mutations) {
    const i = out.length === 0 ? 0 : n % out.length;
    if (kind === 'delete') out = out.slice(0, i) + out.slice(i + 1);
    else if (kind === 'insert') out = out.slice(0, i) + ch + out.slice(i);
    else if (kind === 'replace') out = out.slice(0, i) + ch + out.slice(i + 1);
    else out = out.slice(0, i);
  }
  return out;
}

function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** Text that JSON.parse rejects gets exactly one syntax error for that file; text it accepts gets none. */
function checkText(target: string, text: string) {
  const result = check(target, text);
  const own = result.issues.filter((i) => i.file === target);
  let parsed: { ok: true; value: unknown } | { ok: false };
  try {
    parsed = { ok: true, value: JSON.parse(text) };
  } catch {
    parsed = { ok: false };
  }
  const fileLevel = own.filter((i) => i.path === '(file)');
  if (!parsed.ok) {
    expect(own, `${JSON.stringify(text)} is not JSON`).toHaveLength(1);
    expect(fileLevel).toHaveLength(1);
  } else if (depthOf(parsed.value) <= MAX_DEPTH) {
    expect(fileLevel, `${JSON.stringify(text)} is JSON`).toEqual([]);
  }
}

describe('any text as a content file', { timeout: 120_000 }, () => {
  it('fc.string: never throws; rejected JSON gives one located syntax error', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })), (target, text) => {
        checkText(target, text);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('soup of JSON characters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), fc.string({ unit: jsonChars, maxLength: 120 }), (target, text) => {
        checkText(target, text);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('mutated valid page files', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        checkText('pages/index.json', mutate(validHomeText(), mutations));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('mutated valid site files', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        checkText('pages/_site.json', mutate(validSiteText(), mutations));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('the temp project itself', () => {
  it('is valid before any mutation (so the properties above start from a clean state)', () => {
    const result = validateDir(project.root);
    expect(result.issues).toEqual([]);
    expect(result.model?.pages.map((p) => p.route)).toEqual(['/']);
  });
});
