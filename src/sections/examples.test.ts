// Every section folder has an example.json that is valid against its schema and renders.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../engine/project.ts';
import { loadSchemas, SCHEMA_BASE } from '../engine/schemas.ts';
import { validateProject } from '../engine/validateProject.ts';
import type { Section } from '../model/generated.ts';
import { PageView } from '../renderer/PageView.tsx';
import { loadEverySection, renderToHtml } from '../../tests/render.tsx';
import { resolveExample } from '../../tests/resolveExample.ts';
import { registeredSectionTypes } from './registry.ts';

beforeAll(loadEverySection);

const sectionsDir = path.dirname(fileURLToPath(import.meta.url));
const schemaDir = path.resolve(sectionsDir, '../../schema');

/** The sections that open a page: each renders the page's h1. */
const OPENING_TYPES = new Set(['hero', 'serviceDetail', 'entryHeader', 'searchResults']);

const examples = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(sectionsDir, entry.name, 'example.json')))
  .map((entry) => ({
    folder: entry.name,
    section: JSON.parse(readFileSync(path.join(sectionsDir, entry.name, 'example.json'), 'utf8')) as Section,
  }));

/** A real page with a card: entryHeader and article show the card of the page they are on. */
const cardedPage = validateProject().model!.pages.find((p) => p.card)!;

describe('section examples', () => {
  it('exist for every registered section type, and only for those', () => {
    expect(examples.map((e) => e.folder).sort()).toEqual([...registeredSectionTypes].sort());
  });

  it.each(examples.map((e) => [e.folder, e.section] as const))('%s/example.json is valid against its schema', (folder, section) => {
    expect(section.type).toBe(folder);
    const validate = loadSchemas(schemaDir).ajv.getSchema(`${SCHEMA_BASE}sections/${folder}.schema.json`);
    expect(validate).toBeTypeOf('function');
    const valid = validate!(section);
    expect(validate!.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the planGrid example lists its plans inline', () => {
    const planGrid = examples.find((e) => e.folder === 'planGrid')?.section;
    expect(Array.isArray(planGrid && 'plans' in planGrid ? planGrid.plans : undefined)).toBe(true);
  });

  // Ids of shared data (x-ref, e.g. serviceGrid "services") are resolved first, as the engine does.
  it('all render together on one page through the registry, with shared data resolved', () => {
    const html = renderToHtml(createElement(PageView, { sections: examples.map((e) => resolveExample(e.section)) }), { page: cardedPage });
    expect(html).not.toContain('data-section-error');
    for (const type of registeredSectionTypes) expect(html).toContain(`data-section="${type}"`);
    expect(html).not.toMatch(/<h[4-6][\s>]/);
  });

  it.each(examples.map((e) => [e.folder, e.section] as const))(
    '%s: an h1 only if it opens the page (hero, serviceDetail), then exactly one',
    (folder, section) => {
      const html = renderToHtml(createElement(PageView, { sections: [resolveExample(section)] }), { page: cardedPage });
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(OPENING_TYPES.has(folder) ? 1 : 0);
    },
  );
});

describe('example assets', () => {
  it('every image an example uses exists in public/', () => {
    const missing: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => visit(n, `${where}[${i}]`));
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === 'src' && typeof v === 'string' && !existsSync(path.join(PROJECT_ROOT, 'public', v))) missing.push(`${where}: ${v}`);
          visit(v, `${where}.${k}`);
        }
      }
    };
    for (const type of registeredSectionTypes) visit(JSON.parse(readFileSync(path.join(sectionsDir, type, 'example.json'), 'utf8')), type);
    expect(missing).toEqual([]);
  });
});
