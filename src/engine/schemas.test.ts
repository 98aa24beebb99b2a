// The compiled schema set is cached per folder: the dev server's schema/ and the editor's copy each
// compile once instead of evicting each other (~1.6 s per compile), and an edited schema is still
// picked up.
import { cpSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project.ts';
import { loadSchemas } from './schemas.ts';

const temp = mkdtempSync(path.join(os.tmpdir(), 'schema-cache-'));
const copy = path.join(temp, 'schema');
cpSync(path.join(PROJECT_ROOT, 'schema'), copy, { recursive: true });
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('loadSchemas', () => {
  it('keeps one compiled set per schema folder, used in turn', () => {
    const project = loadSchemas(path.join(PROJECT_ROOT, 'schema'));
    const copied = loadSchemas(copy);
    expect(copied).not.toBe(project);
    expect(loadSchemas(path.join(PROJECT_ROOT, 'schema'))).toBe(project);
    expect(loadSchemas(copy)).toBe(copied);
    // The same folder named differently is the same entry.
    expect(loadSchemas(`${copy}/`)).toBe(copied);
    // A link to a folder (the editor's scratch copy links its schema/) shares that folder's set.
    const link = path.join(temp, 'linked-schema');
    symlinkSync(copy, link);
    expect(loadSchemas(link)).toBe(copied);
  });

  it('compiles a folder again when one of its schemas changed', () => {
    const before = loadSchemas(copy);
    const file = path.join(copy, 'page.schema.json');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const after = loadSchemas(copy);
    expect(after).not.toBe(before);
    expect(loadSchemas(copy)).toBe(after);
  });
});
