// scripts/lib/testProjects.ts: the component tests that get modules of their own are exactly those that need them
// (a vi.mock, or a whole document rendered on the server); the rest share their worker's modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { ISOLATED_TESTS } from '../../scripts/lib/testProjects.ts';

/** Why a test file cannot share modules with others (undefined: it can). */
function needsOwnModules(source: string): string | undefined {
  if (/\bvi\.(do)?[mM]ock\(/.test(source)) return 'mocks a module';
  if (/from '[./]*(src\/)?entry\.server(\.tsx)?'|react-dom\/static/.test(source)) return 'renders a document on the server';
  return undefined;
}

const testFiles = ['src', 'tests/unit', 'tests/validator'].flatMap((dir) =>
  (readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
);

describe('test projects', () => {
  it('finds the fast tier’s test files', () => {
    expect(testFiles.length).toBeGreaterThan(100);
  });

  it('every test file that needs modules of its own runs in the isolated project', () => {
    const needing = testFiles.filter((file) => needsOwnModules(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) !== undefined);
    expect(needing.sort()).toEqual([...ISOLATED_TESTS].sort());
  });

  it('the isolated files exist and are component tests', () => {
    for (const file of ISOLATED_TESTS) {
      expect(existsSync(path.join(PROJECT_ROOT, file)), file).toBe(true);
      expect(file).toMatch(/\.test\.tsx$/);
    }
  });
});
