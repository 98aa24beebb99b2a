// The admin's schemas from source, and baked into the production bundle: the review diff bundled the
// way `npm run build` bundles the admin runs from a folder holding no project at all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bakedModules } from '../../../scripts/lib/buildServer.ts';
import { PROJECT_ROOT } from '../../engine/project.ts';
import { loadSchemaSet } from './schemas.ts';

const NEW_PAGE = { meta: { title: 'Ưu đãi' }, sections: [{ type: 'cta', heading: 'Đăng ký ngay', text: 'Giảm 20%.' }] };

describe('loadSchemaSet', () => {
  it('reads every section type once and keeps the set', () => {
    const schemas = loadSchemaSet();
    expect(schemas.sectionTypes).toContain('planGrid');
    expect(schemas.sectionSchema('cta')?.properties?.heading).toBeDefined();
    expect(loadSchemaSet()).toBe(schemas);
  });

  it('is baked into the production bundle, which then needs neither schema/ nor pages/', async () => {
    const entry = `import { loadSchemaSet } from './src/admin/content/schemas.ts';
import { diffPages } from './src/content/pageDiff.ts';
import { diffHtml } from './src/admin/content/diffHtml.ts';
const diff = diffPages(loadSchemaSet(), undefined, ${JSON.stringify(NEW_PAGE)});
console.log(JSON.stringify({ ...diff, html: String(diffHtml(diff)) }));`;
    const out = await build({
      stdin: { contents: entry, resolveDir: PROJECT_ROOT, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      packages: 'external',
      plugins: [bakedModules(PROJECT_ROOT, { domainExtensions: [], leadServices: [], pages: [] })],
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    expect(code).not.toContain('no project folder');
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-diff-'));
    try {
      writeFileSync(path.join(dir, 'diff.mjs'), code);
      const run = spawnSync(process.execPath, ['diff.mjs'], { cwd: dir, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const diff = JSON.parse(run.stdout) as { kind: string; html: string; sections: { name: string; fields: { label: string; after: string }[] }[] };
      expect(diff.kind).toBe('added');
      expect(diff.html).toContain('Trang mới: 1 phần thêm mới.');
      expect(diff.sections[0].name).toBe(
        loadSchemaSet()
          .sectionSchema('cta')
          ?.description?.split(/[:.(,]| với | gồm | hiển thị /)[0]
          .trim(),
      );
      expect(diff.sections[0].fields).toContainEqual({ kind: 'added', label: 'Tiêu đề', after: 'Đăng ký ngay' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
