// A copy of the project's content (pages, public files, schemas, section folders) under `root`, for a test
// that changes it and publishes it with the content build; its validation directories.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

export function copyContent(root: string) {
  for (const folder of ['pages', 'public', 'schema', 'src/sections']) cpSync(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true });
  return {
    pagesDir: path.join(root, 'pages'),
    schemaDir: path.join(root, 'schema'),
    publicDir: path.join(root, 'public'),
    sectionsDir: path.join(root, 'src/sections'),
    displayRoot: root,
  };
}
