// Shared data is read by id, and an id is a file name, never a path: readDataItem refuses
// anything else before touching the disk, and every x-ref string in schema/ carries the same rule.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { DATA_ID, readDataItem, resolveSection } from '../../src/engine/resolve.ts';
import { loadSchemas } from '../../src/engine/schemas.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'resolve-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const pagesDir = path.join(root, 'pages');
mkdirSync(path.join(pagesDir, '_data/faqSets'), { recursive: true });
writeFileSync(path.join(pagesDir, '_data/faqSets/hoi-dap.json'), JSON.stringify({ items: [{ question: 'Hỏi?', answer: 'Đáp.' }] }));
// Files a path could reach: beside pages/, and in another collection.
writeFileSync(path.join(root, 'victim.json'), JSON.stringify({ items: [{ question: 'bí mật', answer: 'bí mật' }] }));
mkdirSync(path.join(pagesDir, '_data/services'), { recursive: true });
writeFileSync(path.join(pagesDir, '_data/services/seo.json'), JSON.stringify({ items: [] }));

describe('readDataItem', () => {
  it('reads an item by its name', () => {
    expect(readDataItem(pagesDir, 'faqSets', 'hoi-dap')).toEqual({ items: [{ question: 'Hỏi?', answer: 'Đáp.' }] });
  });

  it('refuses every id that is not a plain name, whether or not a file is there', () => {
    const ids = [
      '../../../victim',
      '../services/seo',
      'hoi-dap/../hoi-dap',
      '..',
      '.',
      '',
      '/etc/passwd',
      path.join(root, 'victim'),
      '..\\..\\victim',
      '%2e%2e/victim',
      'hoi-dap\0',
      'Hoi-Dap',
      'hoi_dap',
      'x'.repeat(61),
    ];
    for (const id of ids) expect(() => readDataItem(pagesDir, 'faqSets', id), JSON.stringify(id)).toThrow(/not a shared data id/);
  });

  it('refuses a collection that is not a plain name', () => {
    expect(() => readDataItem(pagesDir, '../..', 'victim')).toThrow(/not a shared data id/);
    expect(() => readDataItem(pagesDir, 'faqSets/..', 'victim')).toThrow(/not a shared data id/);
  });
});

describe('resolveSection', () => {
  it('never reads a file through an id that is a path (the editor preview resolves unsaved sections)', () => {
    const dirs = { ...defaultDirs, pagesDir };
    expect(resolveSection({ type: 'faq', heading: 'Hỏi đáp', items: 'hoi-dap' }, () => [], dirs)).toMatchObject({ items: [{ question: 'Hỏi?' }] });
    expect(() => resolveSection({ type: 'faq', heading: 'Hỏi đáp', items: '../../../victim' }, () => [], dirs)).toThrow();
  });
});

describe('the schemas', () => {
  it('give every shared-data id (x-ref) the id pattern', () => {
    const found: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        const obj = node as Record<string, unknown>;
        if (typeof obj['x-ref'] === 'string') {
          found.push(at);
          expect(obj.pattern, at).toBe(DATA_ID.source);
        }
        for (const [key, value] of Object.entries(obj)) walk(value, `${at}/${key}`);
      }
    };
    for (const [rel, doc] of loadSchemas(defaultDirs.schemaDir).documents) walk(doc, rel);
    expect(found.length).toBeGreaterThanOrEqual(10);
  });

  it("the project's shared data files are all named so", () => {
    const dataDir = path.join(defaultDirs.pagesDir, '_data');
    for (const collection of readdirSync(dataDir))
      for (const file of readdirSync(path.join(dataDir, collection))) expect(file.replace(/\.json$/, ''), `${collection}/${file}`).toMatch(DATA_ID);
  });
});
