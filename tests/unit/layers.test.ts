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
    write('src/editor/form/label.ts', 'export const label = 1;\n');
    write('vite.config.ts', "import { projects } from './tests/projects.ts';\nexport default projects;\n");
    write('tests/projects.ts', 'export const projects = [];\n');
    expect(await violations(fixture, ['src', 'vite.config.ts'])).toEqual([
      'build-without-tests: vite.config.ts → tests/projects.ts',
      'client-not-node: src/app/App.ts → src/engine/check.ts',
      'editor-below-admin: src/editor/ui/Diff.ts → src/admin/review.ts',
      'engine-below-its-users: src/engine/check.ts → src/server/route.ts',
      'kit-below-sections: src/kit/link.ts → src/sections/a/A.ts',
      'model-and-lib-at-the-bottom: src/model/shape.ts → src/kit/link.ts',
      'no-router-in-islands: src/shell/Header.ts → node_modules/react-router-dom/dist/index.js',
      'renderer-below-app: src/renderer/View.ts → src/app/App.ts',
      'sections-below-renderer: src/sections/a/A.ts → src/renderer/View.ts',
    ]);
  });

  it('the project keeps them', async () => {
    expect(await violations(PROJECT_ROOT, ['src', 'scripts', 'vite.config.ts'])).toEqual([]);
  }, 120_000);
});
