// The section catalogue's page models: an index of every registered type, described by its
// schema, and one page per type with its example resolved as page content, kept out of search engines.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredSectionTypes } from '../sections/registry.ts';
import type { CatalogueEntry, CatalogueTypePage, PageData } from '../model/boot.ts';
import { buildCatalogue, CATALOGUE_ROUTE, catalogueRoute } from './catalogue.ts';
import { PROJECT_ROOT } from './project.ts';
import { validateProject } from './validateProject.ts';

const model = validateProject().model!;
const [index, ...typePages] = buildCatalogue(registeredSectionTypes, model);
const typeData = (page: PageData) => page.catalogue as CatalogueTypePage;
const entries: CatalogueEntry[] = typePages.map((page) => typeData(page).entry);
const pageOf = (type: string) => typePages.find((page) => typeData(page).entry.type === type)!;
const sectionOf = (type: string) => pageOf(type).sections[0] as unknown as Record<string, unknown>;
const entryOf = (type: string) => entries.find((e) => e.type === type)!;
const typesOf = (pages: PageData[]) => pages.map((page) => (page.catalogue?.kind === 'type' ? page.catalogue.entry.type : page.catalogue?.kind));

// What the catalogue must show, read from the files on disk, not from the code under test: the section
// folders (each with its example.json), in name order, each described by its schema.json and at its
// route in the hyphenated form every route has.
const SECTIONS_DIR = path.join(PROJECT_ROOT, 'src/sections');
const folderTypes = readdirSync(SECTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(SECTIONS_DIR, entry.name, 'example.json')))
  .map((entry) => entry.name)
  .sort();
const schemaDescription = (type: string) =>
  (JSON.parse(readFileSync(path.join(SECTIONS_DIR, type, 'schema.json'), 'utf8')) as { description: string }).description;
const exampleOnDisk = (type: string) => JSON.parse(readFileSync(path.join(SECTIONS_DIR, type, 'example.json'), 'utf8')) as unknown;
const routeOf = (type: string) => `/_catalogue/${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('section catalogue model', () => {
  it('is an index listing every section folder in name order, then a page per type with its example as its one section', () => {
    expect(folderTypes.length).toBeGreaterThan(20);
    expect(registeredSectionTypes).toEqual(folderTypes);
    const listed = folderTypes.map((type) => ({ type, description: schemaDescription(type), route: routeOf(type) }));
    expect(index.route).toBe('/_catalogue');
    expect(index.sections).toEqual([]);
    expect(index.catalogue).toEqual({ kind: 'index', types: listed });
    expect(typesOf(typePages)).toEqual(folderTypes);
    for (const [i, page] of typePages.entries()) {
      const type = folderTypes[i]!;
      expect(page.route).toBe(routeOf(type));
      expect(page.sections.map((s) => s.type)).toEqual([type]);
      expect(typeData(page)).toMatchObject({
        entry: { type, description: schemaDescription(type), route: routeOf(type) },
        position: i + 1,
        count: folderTypes.length,
      });
      expect(typeData(page).previous, type).toEqual(listed[i - 1]);
      expect(typeData(page).next, type).toEqual(listed[i + 1]);
      expect(page.meta).toEqual({ title: `${type} — Danh mục section | ${model.site.company.name}`, description: schemaDescription(type) });
    }
  });

  it('gives each type a route in the form of every route: lower case, hyphenated, unique', () => {
    expect(catalogueRoute('entryHeader')).toBe('/_catalogue/entry-header');
    expect(catalogueRoute('hero')).toBe('/_catalogue/hero');
    const routes = typePages.map((page) => page.route);
    for (const route of routes) expect(route).toMatch(/^\/_catalogue\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("describes each type with its schema's description and shows its example.json as written", () => {
    for (const entry of entries) {
      expect(entry.description, entry.type).toBe(schemaDescription(entry.type));
      expect(entry.description.length, entry.type).toBeGreaterThan(10);
      expect(JSON.parse(entry.json!), entry.type).toEqual(exampleOnDisk(entry.type));
      expect(entry.json, entry.type).toContain('\n  "type": ');
    }
  });

  it('resolves shared data ids and page lists as page content is resolved', () => {
    // The JSON shows ids; the rendered section gets the data, as on /services.
    expect(entryOf('serviceGrid').json).toContain('"ads"');
    const ids = (JSON.parse(entryOf('serviceGrid').json!) as { services: string[] }).services;
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

  it('shows each example as written, ids too (each is alone on its page)', () => {
    expect(sectionOf('serviceGrid').id).toBe('dich-vu');
    expect(sectionOf('tabs').id).toBe('dich-vu');
    expect(entryOf('tabs').json).toContain('"id": "dich-vu"');
  });

  it('are noindex pages under /_catalogue, none a content route, with a real card (entryHeader and article show it)', () => {
    expect(CATALOGUE_ROUTE.startsWith('/_')).toBe(true);
    for (const page of [index, ...typePages]) {
      expect(page.route === CATALOGUE_ROUTE || page.route.startsWith(`${CATALOGUE_ROUTE}/`), page.route).toBe(true);
      expect(model.pages.some((p) => p.route === page.route)).toBe(false);
      expect(page.noindex, page.route).toBe(true);
      expect(page.card).toEqual(model.pages.find((p) => p.card)!.card);
    }
  });

  it('stops with the example file named when an example is invalid or names missing shared data', () => {
    const sectionsDir = path.join(tmp, 'sections');
    cpSync(path.join(PROJECT_ROOT, 'src/sections/hero'), path.join(sectionsDir, 'hero'), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, 'src/sections/serviceGrid'), path.join(sectionsDir, 'serviceGrid'), { recursive: true });
    expect(typesOf(buildCatalogue(['hero', 'serviceGrid'], model, { sectionsDir }))).toEqual(['index', 'hero', 'serviceGrid']);

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
