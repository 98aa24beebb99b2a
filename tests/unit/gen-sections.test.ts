// Everything that lists the section types is generated from the folders src/sections/<type>/ by
// `npm run gen`: this fails when an output is stale, and proves that adding a type is one folder + gen
// (a new folder in a copy of the project reaches the page schema, the registry, the types and the docs).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSectionOutputs, readSectionFolders } from '../../scripts/gen-sections.ts';
import { generateTypes } from '../../scripts/gen-types.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { loadSchemas } from '../../src/engine/schemas.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';

/** Code without its layout (Prettier breaks long lines and adds trailing commas). */
const squash = (code: string) => code.replace(/\s+/g, '').replace(/,\)/g, ')');

describe('npm run gen: the outputs listing the section types', () => {
  it('are what the generator writes now (run `npm run gen` after adding or changing a section folder)', async () => {
    for (const [rel, text] of await generateSectionOutputs())
      expect(readFileSync(path.join(PROJECT_ROOT, rel), 'utf8'), `${rel} is stale: run npm run gen`).toBe(text);
  });

  it("list the folders' types, each hydrating as its section.json says", () => {
    const folders = readSectionFolders();
    expect(registeredSectionTypes).toEqual(folders.map(({ type }) => type));
    const pageList = folders.find(({ type }) => type === 'pageList')!;
    expect(pageList.declaration.hydrate).toEqual({ strategy: 'urlState', when: 'filters' });
    const registry = squash(readFileSync(path.join(PROJECT_ROOT, 'src/sections/registry.generated.ts'), 'utf8'));
    expect(registry).toContain(
      squash(
        "pageList: interactiveSection(() => import('./pageList/PageList.tsx').then((m) => m.PageList), 'urlState', (section) => Boolean(section.filters))",
      ),
    );
    expect(registry).toContain(
      squash("znsEstimator: interactiveSection(() => import('./znsEstimator/ZnsEstimator.tsx').then((m) => m.ZnsEstimator), 'visible')"),
    );
    expect(registry).toContain(squash("hero: staticSection(() => import('./hero/Hero.tsx').then((m) => m.Hero))"));
  });

  describe('a new folder in a copy of the project', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'quote',
      description: 'Một câu trích dẫn nổi bật kèm tên người nói.',
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: {
        type: { const: 'quote', description: 'Loại section.' },
        id: { $ref: '../../../schema/common.schema.json#/$defs/sectionId', description: 'Mã neo của section.' },
        text: { $ref: '../../../schema/common.schema.json#/$defs/text', description: 'Câu trích dẫn.' },
      },
    };
    let root = '';
    /** What `npm run gen` wrote into the copy. */
    let outputs: Map<string, string>;
    beforeAll(async () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'gen-sections-'));
      for (const rel of ['schema', 'src/sections', 'docs/sections.md', 'README.md'])
        cpSync(path.join(PROJECT_ROOT, rel), path.join(root, rel), { recursive: true });
      const folder = path.join(root, 'src/sections/quote');
      mkdirSync(folder);
      writeFileSync(path.join(folder, 'schema.json'), JSON.stringify(schema, null, 2));
      writeFileSync(path.join(folder, 'section.json'), JSON.stringify({ hydrate: { strategy: 'visible', when: 'text' }, summary: 'one quote, large' }));
      writeFileSync(path.join(folder, 'example.json'), JSON.stringify({ type: 'quote', text: 'Một câu hay.' }));
      writeFileSync(path.join(folder, 'Quote.tsx'), 'export function Quote() { return null; }\n');
      outputs = await generateSectionOutputs(root);
      for (const [rel, text] of outputs) writeFileSync(path.join(root, rel), text);
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('reaches the page schema (union, enum, description), the registry and the docs', () => {
      const section = JSON.parse(outputs.get('schema/page.schema.json')!).$defs.section;
      expect(section.oneOf).toContainEqual({ $ref: '../src/sections/quote/schema.json' });
      expect(section.properties.type.enum).toContain('quote');
      expect(section.properties.type.enumDescriptions[section.properties.type.enum.indexOf('quote')]).toBe(schema.description);
      expect(section.properties.type.description).toContain('quote');
      expect(squash(outputs.get('src/sections/registry.generated.ts')!)).toContain(
        squash("quote: interactiveSection(() => import('./quote/Quote.tsx').then((m) => m.Quote), 'visible', (section) => Boolean(section.text))"),
      );
      expect(outputs.get('docs/sections.md')).toContain('| `quote` | one quote, large | hydrated: `visible`, with `text` |');
      expect(outputs.get('README.md')).toContain('`quote`');
    });

    it('then validates pages with it and generates its TypeScript type', { timeout: 60_000 }, async () => {
      const dirs = { schemaDir: path.join(root, 'schema') };
      const sectionsDir = path.join(root, 'src/sections');
      const schemas = loadSchemas(dirs.schemaDir, sectionsDir);
      expect(schemas.sectionTypes).toContain('quote');
      const page = { meta: { title: 'Trang', description: 'x'.repeat(60) }, sections: [{ type: 'quote', text: 'Một câu hay.' }] };
      expect(schemas.page(page), JSON.stringify(schemas.page.errors)).toBe(true);
      expect(schemas.page({ ...page, sections: [{ type: 'quote' }] })).toBe(false);
      const types = await generateTypes(dirs, sectionsDir);
      expect(types).toMatch(/export interface QuoteSection \{[^}]*type: "quote";[^}]*text: string;/s);
      expect(types).toMatch(/export type Section =[^;]*\| QuoteSection/s);
    });
  });

  it('refuse a folder whose section.json does not say how it hydrates', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'gen-sections-bad-'));
    try {
      cpSync(path.join(PROJECT_ROOT, 'src/sections/faq'), path.join(root, 'src/sections/faq'), { recursive: true });
      const file = path.join(root, 'src/sections/faq/section.json');
      const message = /faq\/section\.json: "hydrate" must be "never", one of "interaction", "visible", "urlState" or \{ "strategy": /;
      for (const hydrate of ['sometimes', 'always', { when: 'items' }, { strategy: 'soon', when: 'items' }, { strategy: 'visible', when: 'items', also: 1 }]) {
        writeFileSync(file, JSON.stringify({ hydrate, summary: 'x' }));
        expect(() => readSectionFolders(root), JSON.stringify(hydrate)).toThrow(message);
      }
      // Each strategy, alone or with a condition, is accepted.
      for (const hydrate of ['never', 'interaction', 'visible', 'urlState', { strategy: 'interaction', when: 'items' }]) {
        writeFileSync(file, JSON.stringify({ hydrate, summary: 'x' }));
        expect(readSectionFolders(root)[0]!.declaration.hydrate).toEqual(hydrate);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
