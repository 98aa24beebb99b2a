// The authoring guide (docs/authoring.md) must not drift: its generated regions (section list,
// shared-data table, validator output) equal what `npm run gen:docs` writes now, every registered
// section type is listed with a valid one-line example, and the worked example's final page passes
// the real validator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactExample, generateGuide, GUIDE_FILE, pageExamples, validateExamplePages } from '../../scripts/gen-docs.ts';
import { readRegion, replaceRegion } from '../../scripts/lib/generatedRegion.ts';
import { formatIssue } from '../../src/engine/issue.ts';
import { defaultDirs } from '../../src/engine/project.ts';
import { loadSchemas, SCHEMA_BASE } from '../../src/engine/schemas.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';

const guide = readFileSync(GUIDE_FILE, 'utf8');

// Each check regenerates the guide or runs the validator on a copy of pages/: CPU-bound, so timeouts fit a loaded machine.
describe('authoring guide', { timeout: 60_000 }, () => {
  it('has generated regions equal to what the generator writes now (run `npm run gen:docs`)', () => {
    expect(guide, 'docs/authoring.md is stale: run `npm run gen:docs`').toBe(generateGuide(guide));
  });

  it('the generator rewrites a stale region and nothing else', () => {
    let stale = replaceRegion(guide, 'section-list', '### `hero`\n\nold text');
    stale = replaceRegion(stale, 'validator-output:quen-id', 'old output');
    expect(stale).not.toBe(guide);
    expect(generateGuide(stale)).toBe(guide);
  });

  it('lists every registered section type once, with a one-line example that is a valid section', () => {
    const list = readRegion(guide, 'section-list');
    const headings = [...list.matchAll(/^### `([^`]+)`$/gm)].map((m) => m[1]);
    expect([...headings].sort()).toEqual([...registeredSectionTypes].sort());
    const { ajv } = loadSchemas(defaultDirs.schemaDir);
    const examples = [...list.matchAll(/^```json\n(.*)\n```$/gm)].map((m) => JSON.parse(m[1]) as { type: string });
    expect(examples.map((e) => e.type)).toEqual(headings);
    for (const example of examples) {
      const validate = ajv.getSchema(`${SCHEMA_BASE}sections/${example.type}.schema.json`)!;
      expect(validate(example), `${example.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('the worked example ends with a page the validator accepts', () => {
    const final = pageExamples(guide).find((example) => example.name === 'ket-qua');
    expect(final?.file).toBe('khuyen-mai-seo.json');
    const [issues] = validateExamplePages([final!]);
    expect(issues.map((issue) => formatIssue(issue))).toEqual([]);
    // The page has what the worked example promises: hero, shared SEO plans, FAQ, a link to /contact.
    const page = JSON.parse(final!.text);
    expect(page.sections.map((s: { type: string }) => s.type)).toEqual(['hero', 'planGrid', 'faq', 'cta']);
    expect(page.sections[1].plans).toBe('seo');
    expect(final!.text).toContain('"href": "/contact');
  });

  it("the worked example's deliberate mistake is reported, located, by the validator", () => {
    const broken = pageExamples(guide).find((example) => example.name === 'quen-id');
    const [issues] = validateExamplePages([broken!]);
    expect(issues.map((i) => i.path)).toEqual(['sections[0].buttons[0].href']);
    expect(readRegion(guide, 'validator-output:quen-id')).toContain(`pages/khuyen-mai-seo.json:${issues[0].line}:${issues[0].column}`);
  });
});

describe('compactExample', () => {
  it('drops what the schema lets it drop, keeps lists at their minimum and cuts long prose', () => {
    // A stand-in schema: "title" required, "steps" needs 2 items, "code" must stay whole.
    const isValid = (v: unknown) => {
      const s = v as { title?: string; steps?: unknown[]; code?: string };
      return typeof s.title === 'string' && Array.isArray(s.steps) && s.steps.length >= 2 && s.code === 'ma-dai-khong-cat-duoc-vi-khong-co-khoang-trang';
    };
    const section = {
      type: 't',
      note: 'bỏ được',
      title: 'Một tiêu đề rất dài để thấy việc cắt chữ theo từng từ',
      steps: ['a', 'b', 'c'],
      code: 'ma-dai-khong-cat-duoc-vi-khong-co-khoang-trang',
    };
    expect(compactExample(section, isValid)).toEqual({
      type: 't',
      title: 'Một tiêu đề rất dài để thấy…',
      steps: ['a', 'b'],
      code: 'ma-dai-khong-cat-duoc-vi-khong-co-khoang-trang',
    });
    expect(section.steps).toHaveLength(3);
  });
});
