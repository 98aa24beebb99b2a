// The layer rules of .dependency-cruiser.cjs (run by npm run lint) on the project, and on a small
// project written to a temporary folder with one wrong import per rule: each must be reported.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

const config = createRequire(import.meta.url)(path.join(PROJECT_ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(baseDir: string, paths: string[]): Promise<string[]> {
  const { output } = await cruise(paths, { baseDir, ruleSet: config, ...config.options, tsConfig: undefined, validate: true }, {}, {});
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*\/node_modules\//, 'node_modules/')}`).sort();
}

describe('layer rules', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };

  it('reports a wrong import for every rule, and nothing for the allowed ones', async () => {
    symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(fixture, 'node_modules'), 'dir');
    write('src/model/shape.ts', "import { x } from '../kit/link.ts';\nexport const shape = x;\n");
    write('src/lib/rule.ts', 'export const rule = 1;\n');
    write('src/kit/link.ts', "import { y } from '../sections/a/A.ts';\nexport const x = y;\n");
    write('src/sections/a/A.ts', "import { v } from '../../renderer/View.ts';\nimport { rule } from '../../lib/rule.ts';\nexport const y = v + rule;\n");
    write('src/shell/Header.ts', "import { Link } from 'react-router-dom';\nexport const h = Link;\n");
    write('src/renderer/View.ts', "import { app } from '../app/App.ts';\nexport const v = app;\n");
    write('src/app/App.ts', "import { check } from '../engine/check.ts';\nexport const app = check;\n");
    write('src/engine/check.ts', "import { route } from '../server/route.ts';\nexport const check = route;\n");
    write('src/server/route.ts', 'export const route = 1;\n');
    write('src/editor/ui/Diff.ts', "import { review } from '../../admin/review.ts';\nexport const diff = review;\n");
    write('src/admin/review.ts', "import { label } from '../editor/form/label.ts';\nexport const review = label;\n");
    write('src/editor/form/label.ts', "import { words } from '../../content/words.ts';\nexport const label = words;\n");
    write('src/content/words.ts', "import { check } from '../engine/check.ts';\nexport const words = check;\n");
    write('src/shell/Footer.ts', "import { y } from '../sections/a/A.ts';\nexport const f = y;\n");
    write('src/entry.client.tsx', "import { redis } from './server/redis.ts';\nexport const entry = redis;\n");
    write('src/server/redis.ts', "import { admin } from '../admin/admin.ts';\nexport const redis = admin;\n");
    write('src/admin/admin.ts', 'export const admin = 1;\n');
    write('src/publish/release.ts', "import { admin } from '../admin/admin.ts';\nexport const release = admin;\n");
    write('src/editor/form/Upload.ts', "import type { Store } from '../server/store.ts';\nexport type Form = Store;\n");
    write('src/editor/server/store.ts', 'export interface Store { file: string }\n');
    write('src/server/leads/store.ts', "import { openSqlite } from './sqliteStore.ts';\nexport const store = openSqlite;\n");
    write(
      'src/server/leads/sqliteStore.ts',
      "import type { Lead } from './store.ts';\nexport const openSqlite = (lead: Lead) => lead;\nexport type { Lead };\n",
    );
    write('vite.config.ts', "import { projects } from './tests/projects.ts';\nexport default projects;\n");
    write('tests/projects.ts', 'export const projects = [];\n');
    expect(await violations(fixture, ['src', 'vite.config.ts'])).toEqual([
      'admin-beside-the-editor-server: src/admin/review.ts → src/editor/form/label.ts',
      'build-without-tests: vite.config.ts → tests/projects.ts',
      'client-not-node: src/app/App.ts → src/engine/check.ts',
      'client-not-node: src/entry.client.tsx → src/server/redis.ts',
      'content-below-its-users: src/content/words.ts → src/engine/check.ts',
      'editor-below-admin: src/editor/ui/Diff.ts → src/admin/review.ts',
      'editor-browser-not-its-server: src/editor/form/Upload.ts → src/editor/server/store.ts',
      'engine-below-its-users: src/engine/check.ts → src/server/route.ts',
      'kit-below-sections: src/kit/link.ts → src/sections/a/A.ts',
      'model-and-lib-at-the-bottom: src/model/shape.ts → src/kit/link.ts',
      'no-circular: src/server/leads/sqliteStore.ts → src/server/leads/store.ts',
      'no-router-in-islands: src/shell/Header.ts → node_modules/react-router-dom/dist/index.js',
      'publish-below-admin: src/publish/release.ts → src/admin/admin.ts',
      'renderer-below-app: src/renderer/View.ts → src/app/App.ts',
      'sections-below-renderer: src/sections/a/A.ts → src/renderer/View.ts',
      'server-below-publish-and-admin: src/server/redis.ts → src/admin/admin.ts',
      'shell-beside-sections: src/shell/Footer.ts → src/sections/a/A.ts',
    ]);
    // Every rule of the configuration is planted above.
    expect(new Set((config.forbidden ?? []).map((rule) => rule.name))).toEqual(
      new Set([
        'admin-beside-the-editor-server',
        'build-without-tests',
        'client-not-node',
        'content-below-its-users',
        'editor-below-admin',
        'editor-browser-not-its-server',
        'engine-below-its-users',
        'kit-below-sections',
        'model-and-lib-at-the-bottom',
        'no-circular',
        'no-router-in-islands',
        'publish-below-admin',
        'renderer-below-app',
        'sections-below-renderer',
        'server-below-publish-and-admin',
        'shell-beside-sections',
      ]),
    );
  });

  it('the project keeps them', async () => {
    expect(await violations(PROJECT_ROOT, ['src', 'scripts', 'vite.config.ts'])).toEqual([]);
  }, 120_000);
});
