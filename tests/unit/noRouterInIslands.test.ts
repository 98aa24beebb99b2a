// The shell's menus and the sections' interactive parts are hydrated on first load as islands,
// without React Router (it loads with the app, on the first navigation): the code they run must
// not import it. They use src/kit/navigation.ts; only src/app hands a router to them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

const ISLAND_FOLDERS = ['src/kit', 'src/renderer', 'src/shell', 'src/sections'];

/** `import … from 'react-router…'`, `import 'react-router-dom'`, `export … from`, `import('react-router')`, `require(…)`. */
const ROUTER_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]react-router(?:-dom)?(?:\/[^'"]*)?['"]/;

/** Non-test .ts/.tsx files under `folder`, relative to the project. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)testing\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('islands do not import React Router', () => {
  it('the check recognises every form of import, and nothing else', () => {
    for (const line of [
      "import { Link } from 'react-router-dom';",
      'import { useLocation } from "react-router";',
      "import type { Location } from 'react-router-dom';",
      "export { Link } from 'react-router-dom';",
      "import 'react-router-dom';",
      "const router = await import('react-router-dom');",
      "const { Link } = require('react-router');",
      "import { x } from 'react-router/dom';",
      "import {\n  Link,\n} from 'react-router-dom';",
    ])
      expect(ROUTER_IMPORT.test(line), line).toBe(true);
    for (const line of [
      "import { useLocation } from '../../render/navigation.ts';",
      '// React Router loads with the app, not with the islands',
      "import { x } from 'react-router-helpers';",
    ])
      expect(ROUTER_IMPORT.test(line), line).toBe(false);
  });

  it.each(ISLAND_FOLDERS)('no file of %s imports react-router or react-router-dom', (folder) => {
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((file) => ROUTER_IMPORT.test(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
