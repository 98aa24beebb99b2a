// A clean project validates without issues, and its model has the shared plan sets resolved.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateProject } from '../../src/engine/validateProject.ts';
import { FIXTURES, validateFixture } from './helpers.ts';

const planSet = JSON.parse(readFileSync(path.join(FIXTURES, 'valid/pages/_data/planSets/seo.json'), 'utf8')) as { plans: unknown[] };

describe('the valid fixture project', () => {
  it('has no issues and yields a model', () => {
    const result = validateFixture('valid');
    expect(result.issues).toEqual([]);
    expect(result.fileCount).toBe(5);
    expect(result.model).toBeDefined();
  });

  it('lists its pages by route, with their source files', () => {
    const { model } = validateFixture('valid');
    expect(model!.pages.map((p) => [p.route, p.file])).toEqual([
      ['/', 'pages/index.json'],
      ['/about', 'pages/about.json'],
      ['/pricing/seo', 'pages/pricing/seo.json'],
    ]);
  });

  it('resolves "plans": "seo" to the plans of pages/_data/planSets/seo.json, and keeps inline plans', () => {
    const { model } = validateFixture('valid');
    const home = model!.pages.find((p) => p.route === '/')!;
    const pricing = model!.pages.find((p) => p.route === '/pricing/seo')!;
    expect(home.sections[1]).toEqual({ type: 'planGrid', id: 'bang-gia', heading: 'Bảng giá', plans: planSet.plans });
    expect(pricing.sections[1]).toMatchObject({ type: 'planGrid', plans: planSet.plans });
    expect(pricing.sections[0]).toMatchObject({ plans: [{ id: 'mot-lan', price: 9900000 }] });
  });

  it('gives every page its own copy of a shared plan set', () => {
    const { model } = validateFixture('valid');
    const [a, b] = [model!.pages[0].sections[1], model!.pages[2].sections[1]] as { plans: { name: string }[] }[];
    expect(a.plans).not.toBe(b.plans);
    a.plans[0].name = 'changed';
    expect(b.plans[0].name).toBe('Basic');
    // …and a second run is not affected by changes to the first run's model.
    const again = validateFixture('valid').model!.pages[0].sections[1] as { plans: { name: string }[] };
    expect(again.plans[0].name).toBe('Basic');
  });

  it('drops "$schema" from the model', () => {
    const { model } = validateFixture('valid');
    expect(model!.site).not.toHaveProperty('$schema');
    expect(model!.site.siteUrl).toBe('https://example.vn');
    for (const page of model!.pages) expect(page).not.toHaveProperty('$schema');
  });
});

describe('the real project (pages/, schema/, public/)', () => {
  it('validates clean and resolves its plan-set references', () => {
    const result = validateProject();
    expect(result.issues).toEqual([]);
    const grids = result.model!.pages.flatMap((p) => p.sections).filter((s) => s.type === 'planGrid');
    expect(grids.length).toBeGreaterThan(0);
    for (const grid of grids) expect(Array.isArray((grid as { plans: unknown }).plans)).toBe(true);
  });
});
