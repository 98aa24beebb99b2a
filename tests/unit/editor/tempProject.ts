// A throw-away copy of the project's content (pages/, public/images) for tests that write files;
// schema/ beside it is a link to the real one, so the files' "$schema" pointers resolve as in the project.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDirs, PROJECT_ROOT, type ContentDirs } from '../../../src/engine/project.ts';

export interface TempProject {
  root: string;
  dirs: ContentDirs;
  remove(): void;
}

export function tempProject(): TempProject {
  const root = mkdtempSync(path.join(os.tmpdir(), 'editor-project-'));
  cpSync(defaultDirs.pagesDir, path.join(root, 'pages'), { recursive: true });
  cpSync(defaultDirs.publicDir, path.join(root, 'public'), { recursive: true });
  symlinkSync(path.join(PROJECT_ROOT, 'schema'), path.join(root, 'schema'), 'dir');
  return {
    root,
    dirs: { pagesDir: path.join(root, 'pages'), publicDir: path.join(root, 'public'), schemaDir: path.join(root, 'schema'), displayRoot: root },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
