import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { loadSchemas } from '../../src/engine/schemas.ts';
import { sectionFolders } from '../../src/engine/schemaFiles.ts';
import { getSectionComponent, preloadSections, registeredSectionTypes } from '../../src/sections/registry.ts';

const schemas = loadSchemas(defaultDirs.schemaDir);

describe('section registry and schema agree', () => {
  it('registers exactly the types of the page schema', () => {
    expect([...registeredSectionTypes].sort()).toEqual([...schemas.sectionTypes].sort());
  });

  it('has one folder with a schema per type, named after the type', () => {
    const schemaFiles = sectionFolders();
    const folders = readdirSync(path.join(PROJECT_ROOT, 'src/sections'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'shared')
      .map((d) => d.name);
    expect(schemaFiles.sort()).toEqual([...registeredSectionTypes].sort());
    expect(folders.sort()).toEqual([...registeredSectionTypes].sort());
  });

  it('every section schema declares its type const, an id and forbids unknown properties', () => {
    for (const type of registeredSectionTypes) {
      const doc = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'src/sections', type, 'schema.json'), 'utf8'));
      expect(doc.properties.type.const, type).toBe(type);
      expect(doc.properties.id, type).toBeDefined();
      expect(doc.additionalProperties, type).toBe(false);
    }
  });

  it('treats names of Object.prototype members as unknown types', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
      expect(getSectionComponent(name), name).toBeUndefined();
    }
    expect(getSectionComponent('hero')).toBeTypeOf('function');
  });
});

describe('preloadSections', () => {
  it('loads the types of nested sections too (tabs panels), each once, and skips what is not a section', async () => {
    const types = ['tabs', 'faq', 'planGrid', 'cta', 'hero'] as const;
    const spies = Object.fromEntries(types.map((type) => [type, vi.spyOn(getSectionComponent(type)!, 'preload').mockResolvedValue()]));
    try {
      await preloadSections([
        { type: 'cta' },
        {
          type: 'tabs',
          tabs: [
            { id: 'a', label: 'A', sections: [{ type: 'faq' }, { type: 'cta' }] },
            { id: 'b', label: 'B', sections: [{ type: 'planGrid' }, { type: 'khong-co' }, null, 'faq'] },
          ],
        } as { type: string },
      ]);
      expect(Object.fromEntries(types.map((type) => [type, spies[type].mock.calls.length]))).toEqual({ tabs: 1, faq: 1, planGrid: 1, cta: 1, hero: 0 });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
