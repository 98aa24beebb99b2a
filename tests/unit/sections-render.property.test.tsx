// Property-based tests: every section that is valid against its schema renders — on the server
// (renderToString, as the prerender does) and in the browser (jsdom) — without throwing, without the
// section-error notice, without console errors, and with all text escaped. Sections are generated
// from src/sections/<type>/schema.json, for every type of the registry: a new section type is
// covered without touching this file.
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import type { PageData } from '../../src/model/boot.ts';
import type { Section } from '../../src/model/generated.ts';
import { PageView } from '../../src/renderer/PageView.tsx';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import { loadEverySection, renderToHtml, renderWithProviders } from '../render.tsx';
import { resolvedValidators, SchemaArbitraries } from './schemaArbitrary.ts';

beforeAll(loadEverySection);

// SECTIONS_NUM_RUNS=1000 for a deeper local search.
const NUM_RUNS = Number(process.env.SECTIONS_NUM_RUNS) || 40;
// CPU-bound (each run renders twice): generous enough for a loaded machine, where `tabs` (which
// renders generated sections inside it) took over 28 s.
const TIMEOUT = 60_000 + NUM_RUNS * 1_000;
const ERROR_NOTICE = 'Không thể hiển thị phần nội dung này';
const SCRIPT = '<script>alert(1)</script>';

const schemaDir = defaultDirs.schemaDir;
// Samples are generated as the renderer receives them (x-ref ids resolved to their shared data),
// so they are validated against that view of the schemas.
const resolvedValidatorOf = resolvedValidators(schemaDir);
const arbitraries = new SchemaArbitraries(schemaDir);
/** Every free-text field is markup: proves each one reaches the page escaped. */
const markupEverywhere = new SchemaArbitraries(schemaDir, { text: fc.constantFrom(SCRIPT, `Giá tốt ${SCRIPT} nhất`, '"><img src=x onerror=alert(1)>') });

const schemaFile = (type: string) => `sections/${type}.schema.json`;
/** Sections that show the page's card (entryHeader, article) get a generated page around them. */
const CARD = 'page.schema.json#/$defs/card';
const pageOf = (section: Section, card: unknown): PageData => ({
  route: '/blog/bai-viet',
  meta: { title: 'Bài viết', description: 'Một mô tả đủ dài cho trang thử nghiệm của bộ kiểm tra hiển thị.' },
  card: card as PageData['card'],
  sections: [section],
});

function validatorOf(type: string) {
  return resolvedValidatorOf(schemaFile(type));
}

/** The generator must only produce valid sections: an invalid one is a bug of schemaArbitrary.ts. */
function expectValid(type: string, section: unknown) {
  const validate = validatorOf(type);
  const valid = validate(section);
  expect(validate.errors ?? [], `generated ${type} section is invalid (generator bug)`).toEqual([]);
  expect(valid).toBe(true);
  expect((section as Section).type).toBe(type);
}

/** Every string anywhere in a value. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** console.error calls, as text, for a readable failure. */
const callsOf = (spy: MockInstance) => spy.mock.calls.map((call) => call.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));

/** Server-side render; asserts the section is there, not the error notice, and no markup leaked. */
function expectServerRender(type: string, section: Section, page: PageData): string {
  const html = renderToHtml(<PageView sections={[section]} />, { page });
  expect(html).not.toContain(ERROR_NOTICE);
  expect(html).not.toContain('data-section-error');
  expect(html).toContain(`data-section="${type}"`);
  // Text safety: generated markup is escaped, never emitted as elements.
  expect(html).not.toContain('<script>alert');
  expect(html).not.toMatch(/<script[\s>]/i);
  expect(html).not.toContain('<img src=x');
  for (const text of stringsOf([section, page.card])) {
    if (text.includes('<script>')) expect(html.includes(text), `unescaped: ${JSON.stringify(text)}`).toBe(false);
  }
  return html;
}

/** jsdom render; asserts no error notice, no console.error, no injected elements; then unmounts. */
function expectBrowserRender(type: string, section: Section, page: PageData) {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const view = renderWithProviders(<PageView sections={[section]} />, { page });
    expect(view.container.textContent).not.toContain(ERROR_NOTICE);
    expect(view.container.querySelector('[data-section-error]')).toBeNull();
    expect(view.container.querySelector(`[data-section="${type}"]`)).not.toBeNull();
    expect(view.container.querySelectorAll('script')).toHaveLength(0);
    expect(view.container.querySelector('img[src="x"]')).toBeNull();
    view.unmount();
    expect(callsOf(spy), 'console.error while rendering').toEqual([]);
  } finally {
    spy.mockRestore();
    cleanup();
  }
}

describe('generated valid sections render', () => {
  it('covers every registered section type with a schema', () => {
    expect(registeredSectionTypes.length).toBeGreaterThan(0);
    for (const type of registeredSectionTypes) expect(() => validatorOf(type), type).not.toThrow();
  });

  it.each(registeredSectionTypes)(
    '%s: on the server and in the browser, without errors',
    (type) => {
      fc.assert(
        fc.property(arbitraries.of(schemaFile(type)), arbitraries.of(CARD), (sample, card) => {
          expectValid(type, sample);
          const section = sample as Section;
          expectServerRender(type, section, pageOf(section, card));
          expectBrowserRender(type, section, pageOf(section, card));
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it.each(registeredSectionTypes)(
    '%s: every text field is escaped',
    (type) => {
      fc.assert(
        fc.property(markupEverywhere.of(schemaFile(type)), markupEverywhere.of(CARD), (sample, card) => {
          expectValid(type, sample);
          const page = pageOf(sample as Section, card);
          const html = expectServerRender(type, sample as Section, page);
          // The generated markup reached the page (it is not vacuously absent) — escaped.
          const hasMarkup = stringsOf(type === 'entryHeader' ? [sample, card] : sample).some((text) => text.includes('<script>') || text.includes('<img'));
          // templateChoice shows text only for a ?template= in the URL, after hydration: none on the server.
          if (hasMarkup && type !== 'templateChoice') expect(html).toMatch(/&lt;script&gt;alert\(1\)&lt;\/script&gt;|&quot;&gt;&lt;img src=x/);
        }),
        { numRuns: 10 },
      );
    },
    TIMEOUT,
  );
});
