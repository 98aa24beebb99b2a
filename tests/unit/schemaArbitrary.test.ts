// The JSON Schema → fast-check converter used by the section property tests generates only valid data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { readSchemaDocuments } from '../../src/engine/schemaFiles.ts';
import { loadSchemas, SCHEMA_BASE } from '../../src/engine/schemas.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import { resolvedValidators, SchemaArbitraries, stripLookarounds, TRICKY_STRINGS, xRefSchema } from './schemaArbitrary.ts';

const schemaDir = defaultDirs.schemaDir;
const { ajv } = loadSchemas(schemaDir);

/** Validators of the schemas as written: x-ref values are ids. */
function validator(ref: string) {
  const validate = ajv.getSchema(SCHEMA_BASE + ref);
  if (!validate) throw new Error(`ajv has no schema ${ref}`);
  return validate;
}
/** Validators of data as the renderer receives it: x-ref values are the data they resolve to. */
const resolvedValidator = resolvedValidators(schemaDir);

/** Draws `count` values of `ref` and expects every one to be valid (by default: in the resolved view). */
function expectAllValid(arbitraries: SchemaArbitraries, ref: string, count: number, validate = resolvedValidator(ref)): unknown[] {
  const samples = fc.sample(arbitraries.of(ref), count);
  for (const sample of samples) {
    validate(sample);
    expect(validate.errors ?? [], `${ref}: ${JSON.stringify(sample)}`).toEqual([]);
  }
  return samples;
}

// Enough draws that every section type comes up: with 28 types, 200 draws missed one in ≈ 2 % of
// runs (seen in a full run: no deviceShowcase); 600 miss one in ≈ 10⁻⁸.
const SECTION_SAMPLES = 600;

describe('schemaArbitrary', () => {
  it(`${SECTION_SAMPLES} samples of the page-level section def are all valid, and cover every registered type`, () => {
    const arbitraries = new SchemaArbitraries(schemaDir);
    const samples = expectAllValid(arbitraries, 'page.schema.json#/$defs/section', SECTION_SAMPLES) as { type: string }[];
    expect(new Set(samples.map((s) => s.type))).toEqual(new Set(registeredSectionTypes));
  });

  it('generates valid documents for every schema file (pages, site, shared data, sections)', () => {
    const arbitraries = new SchemaArbitraries(schemaDir);
    for (const rel of readSchemaDocuments(schemaDir).keys()) {
      if (rel === 'common.schema.json') continue; // only $defs, no root schema
      expectAllValid(arbitraries, rel, 50);
    }
  });

  it('without resolveXRefs, generates documents valid as written in the content files (x-ref ids)', () => {
    const arbitraries = new SchemaArbitraries(schemaDir, { resolveXRefs: false });
    const samples = expectAllValid(arbitraries, 'page.schema.json#/$defs/section', SECTION_SAMPLES, validator('page.schema.json#/$defs/section')) as {
      type: string;
    }[];
    expect(new Set(samples.map((s) => s.type))).toEqual(new Set(registeredSectionTypes));
    for (const rel of readSchemaDocuments(schemaDir).keys()) if (rel !== 'common.schema.json') expectAllValid(arbitraries, rel, 20, validator(rel));
  });

  it('generates recursive schemas (tabs hold sections) with bounded nesting', () => {
    type Node = { type: string; tabs?: { sections: Node[] }[] };
    /** How many tabs sections are nested in one another, this one included. */
    const depth = (section: Node): number => (section.type === 'tabs' ? 1 : 0) + Math.max(0, ...(section.tabs ?? []).flatMap((tab) => tab.sections.map(depth)));
    const nested = (section: Node): Node[] => (section.tabs ?? []).flatMap((tab) => tab.sections.flatMap((s) => [s, ...nested(s)]));
    const samples = expectAllValid(new SchemaArbitraries(schemaDir), 'sections/tabs.schema.json', 150) as Node[];
    // Tabs in tabs once at most (maxRecursion 1), and that happens.
    expect(Math.max(...samples.map(depth))).toBe(2);
    // Panels hold every kind of section.
    expect(new Set(samples.flatMap(nested).map((s) => s.type)).size).toBeGreaterThan(registeredSectionTypes.length / 2);
    const flat = fc.sample(new SchemaArbitraries(schemaDir, { maxRecursion: 0 }).of('sections/tabs.schema.json'), 50) as Node[];
    expect(flat.flatMap(nested).every((s) => s.type !== 'tabs')).toBe(true);
  });

  it('maps an x-ref to the schema of the data it resolves to', () => {
    expect(xRefSchema('services')).toBe('data/services.schema.json#');
    expect(xRefSchema('planSets#/plans')).toBe('data/planSets.schema.json#/properties/plans');
  });

  it('generates plain x-ref values (no inline alternative) as their resolved data, without "$schema"', () => {
    const services = validator('data/services.schema.json');
    const grids = fc.sample(new SchemaArbitraries(schemaDir).of('sections/serviceGrid.schema.json'), 50) as { services: unknown[] }[];
    for (const service of grids.flatMap((g) => g.services)) {
      expect(services(service), JSON.stringify(service)).toBe(true);
      expect(service).not.toHaveProperty('$schema');
    }
    const detail = fc.sample(new SchemaArbitraries(schemaDir).of('sections/serviceDetail.schema.json'), 50) as { service: unknown }[];
    expect(detail.every((d) => services(d.service))).toBe(true);
    // Not valid as written (the schema wants ids), valid as the renderer receives it.
    expect(validator('sections/serviceDetail.schema.json')(detail[0])).toBe(false);
    expect(resolvedValidator('sections/serviceDetail.schema.json')(detail[0])).toBe(true);
    const raw = fc.sample(new SchemaArbitraries(schemaDir, { resolveXRefs: false }).of('sections/serviceGrid.schema.json'), 50) as { services: unknown[] }[];
    expect(raw.flatMap((g) => g.services).every((id) => typeof id === 'string')).toBe(true);
  });

  it('rarely throws a value away: the pattern filters (lookarounds fast-check cannot generate) reject < 5%', () => {
    const arbitraries = new SchemaArbitraries(schemaDir);
    fc.sample(arbitraries.of('page.schema.json'), 300);
    const stats = arbitraries.patternStats();
    expect(stats.length).toBeGreaterThan(0);
    for (const { pattern, drawn, rejected } of stats) {
      expect(drawn, pattern).toBeGreaterThan(0);
      expect(rejected / drawn, `${pattern}: ${rejected} of ${drawn} rejected`).toBeLessThan(0.05);
    }
  });

  it('generates the resolved (inline) form of x-ref values unless told otherwise', () => {
    const plansOf = (arbitraries: SchemaArbitraries) =>
      fc.sample(arbitraries.of('sections/planGrid.schema.json'), 100).map((s) => (s as { plans: unknown }).plans);
    expect(plansOf(new SchemaArbitraries(schemaDir)).every(Array.isArray)).toBe(true);
    const raw = plansOf(new SchemaArbitraries(schemaDir, { resolveXRefs: false }));
    expect(raw.some((plans) => typeof plans === 'string')).toBe(true);
    expect(raw.some(Array.isArray)).toBe(true);
  });

  it('produces tricky text: markup, prototype names, Vietnamese diacritics, emoji, whitespace', () => {
    const strings = fc.sample(new SchemaArbitraries(schemaDir).of('common.schema.json#/$defs/text'), 2000) as string[];
    expect(strings.some((s) => s.includes('<script>alert(1)</script>'))).toBe(true);
    expect(strings.some((s) => s.includes('__proto__'))).toBe(true);
    expect(strings.some((s) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(s))).toBe(true);
    expect(strings.some((s) => /\p{Extended_Pictographic}/u.test(s))).toBe(true);
    expect(strings.some((s) => s.trim() === '')).toBe(true);
    expect(strings.some((s) => s.length > 300)).toBe(true);
    expect(TRICKY_STRINGS.length).toBeGreaterThan(10);
  });

  it('honours array bounds, capping long arrays at a few items over the minimum', () => {
    const steps = fc.sample(new SchemaArbitraries(schemaDir).of('sections/process.schema.json'), 200).map((s) => (s as { steps: unknown[] }).steps.length);
    expect(Math.min(...steps)).toBe(2);
    expect(Math.max(...steps)).toBe(6);
  });

  it('strips lookarounds, leaving classes and escapes alone', () => {
    expect(stripLookarounds('^/(?!/)[^\\s]+$')).toBe('^/[^\\s]+$');
    expect(stripLookarounds('^(?=a(b)c)x(?<!y)z(?<=[(])$')).toBe('^xz$');
    expect(stripLookarounds('^[(?!]\\(?!a\\)$')).toBe('^[(?!]\\(?!a\\)$');
    expect(stripLookarounds('^(a|(?!b)c)$')).toBe('^(a|c)$');
  });

  it('uniqueItems arrays hold distinct values', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-arbitrary-'));
    try {
      writeFileSync(path.join(dir, 'u.schema.json'), JSON.stringify({ type: 'array', items: { enum: [1, 2, 3] }, minItems: 2, uniqueItems: true }));
      const arbitrary = new SchemaArbitraries(dir).of('u.schema.json') as fc.Arbitrary<number[]>;
      for (const sample of fc.sample(arbitrary, 50)) expect(new Set(sample).size).toBe(sample.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses keywords it does not understand instead of generating data that may be invalid', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-arbitrary-'));
    try {
      writeFileSync(path.join(dir, 'a.schema.json'), JSON.stringify({ type: 'array', items: { type: 'string' }, contains: { const: 'x' } }));
      writeFileSync(path.join(dir, 'b.schema.json'), JSON.stringify({ type: 'string', format: 'email' }));
      writeFileSync(path.join(dir, 'c.schema.json'), JSON.stringify({ $defs: { n: { $ref: '#/$defs/n' } }, $ref: '#/$defs/n' }));
      const arbitraries = new SchemaArbitraries(dir);
      expect(() => arbitraries.of('a.schema.json')).toThrow(/unsupported keyword "contains"/);
      expect(() => arbitraries.of('b.schema.json')).toThrow(/unsupported keyword "format"/);
      expect(() => arbitraries.of('c.schema.json')).toThrow(/recursive/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
