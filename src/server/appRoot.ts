// The folder of the installed application: the nearest package.json above this module. From the
// source that is the repository; from the bundle (build/server/serve.js) it is the folder it was
// installed in, which has no pages/ or schema/ (src/engine/project.ts's PROJECT_ROOT needs them).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const APP_ROOT = findAppRoot(path.dirname(fileURLToPath(import.meta.url)));
