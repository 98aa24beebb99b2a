// The section catalogue's page model: every registered type, described by its schema, its example
// resolved as page content, ids unique on the one page, kept out of search engines.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionAnchors } from '../model/sectionTree.ts';
import { registeredSectionTypes } from '../sections/registry.ts';
import { buildCatalogue, CATALOGUE_ROUTE } from './catalogue.ts';
import { PROJECT_ROOT } from './project.ts';
import { loadSchemas, sectionSchema } from './schemas.ts';
import { validateProject } from './validateProject.ts';

const model = validateProject().model!;
const catalogue = buildCatalogue(registeredSectionTypes, model);
const sectionOf = (type: string) => catalogue.sections[catalogue.catalogue!.findIndex((e) => e.type === type)] as unknown as Record<string, unknown>;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('section catalogue model', () => {
  it('lists every registered section type, in registry order, with one rendered section each', () => {
    expect(catalogue.catalogue!.map((e) => e.type)).toEqual(registeredSectionTypes);
    expect(catalogue.sections.map((s) => s.type)).toEqual(registeredSectionTypes);
  });

  it("describes each type with its schema's description and shows its example.json as written", async () => {
    const schemas = loadSchemas(path.join(PROJECT_ROOT, 'schema'));
    for (const entry of catalogue.catalogue!) {
      expect(entry.description, entry.type).toBe(sectionSchema(schemas, entry.type)!.description);
      expect(entry.description.length, entry.type).toBeGreaterThan(10);
      const example = (await import(`../sections/${entry.type}/example.json`)) as { default: unknown };
      expect(JSON.parse(entry.json!), entry.type).toEqual(example.default);
      expect(entry.json, entry.type).toContain('\n  "type": ');
    }
  });

  it('resolves shared data ids and page lists as page content is resolved', () => {
    // The JSON shows ids; the rendered section gets the data, as on /services.
    expect(catalogue.catalogue!.find((e) => e.type === 'serviceGrid')!.json).toContain('"ads"');
    const ids = (JSON.parse(catalogue.catalogue!.find((e) => e.type === 'serviceGrid')!.json!) as { services: string[] }).services;
    const services = sectionOf('serviceGrid').services as unknown[];
    expect(services).toHaveLength(ids.length);
    ids.forEach((id, i) => {
      const { $schema, ...data } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/_data/services', `${id}.json`), 'utf8')) as Record<string, unknown>;
      expect($schema).toBeTypeOf('string');
      expect(services[i], id).toEqual(data);
    });
    // x-pages: the cards of the real pages below /blog, newest first, cut to the example's limit.
    const posts = sectionOf('pageList').pages as { href: string; date: string }[];
    expect(posts.length).toBe(3);
    for (const post of posts) expect(post.href).toMatch(/^\/blog\//);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    expect(typeof (sectionOf('templateGallery').templates as unknown[])[0]).toBe('object');
  });

  it('keeps ids unique on the page: the type anchors, tab ids and the first use of each section id', () => {
    const ids = [...registeredSectionTypes, ...sectionAnchors(catalogue.sections).map((a) => a.id)];
    expect(ids.length).toBe(new Set(ids).size);
    // Both the serviceGrid and the tabs examples use "dich-vu": the first keeps it.
    expect(sectionOf('serviceGrid').id).toBe('dich-vu');
    expect(sectionOf('tabs').id).toBeUndefined();
    expect(catalogue.catalogue!.find((e) => e.type === 'tabs')!.json).toContain('"id": "dich-vu"');
  });

  it('is a noindex page at /_catalogue with a real card (entryHeader and article show it)', () => {
    expect(catalogue.route).toBe(CATALOGUE_ROUTE);
    expect(CATALOGUE_ROUTE.startsWith('/_')).toBe(true);
    expect(model.pages.some((p) => p.route === CATALOGUE_ROUTE)).toBe(false);
    expect(catalogue.noindex).toBe(true);
    expect(catalogue.card).toEqual(model.pages.find((p) => p.card)!.card);
  });

  it('stops with the example file named when an example is invalid or names missing shared data', () => {
    const sectionsDir = path.join(tmp, 'sections');
    cpSync(path.join(PROJECT_ROOT, 'src/sections/hero'), path.join(sectionsDir, 'hero'), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, 'src/sections/serviceGrid'), path.join(sectionsDir, 'serviceGrid'), { recursive: true });
    expect(buildCatalogue(['hero', 'serviceGrid'], model, { sectionsDir }).catalogue!.map((e) => e.type)).toEqual(['hero', 'serviceGrid']);

    writeFileSync(path.join(sectionsDir, 'serviceGrid/example.json'), JSON.stringify({ type: 'serviceGrid', services: ['ads', 'khong-co'] }));
    expect(() => buildCatalogue(['hero', 'serviceGrid'], model, { sectionsDir })).toThrow(
      /serviceGrid\/example\.json: "khong-co" is not in the shared services/,
    );
    writeFileSync(path.join(sectionsDir, 'hero/example.json'), JSON.stringify({ type: 'hero' }));
    expect(() => buildCatalogue(['hero'], model, { sectionsDir })).toThrow(/hero\/example\.json: not a valid "hero" section/);
    writeFileSync(path.join(sectionsDir, 'hero/example.json'), JSON.stringify({ type: 'faq', items: [] }));
    expect(() => buildCatalogue(['hero'], model, { sectionsDir })).toThrow(/hero\/example\.json: its "type" is "faq", not "hero"/);
    expect(() => buildCatalogue(['stats'], model, { sectionsDir })).toThrow(/stats\/example\.json/);
  });
});
