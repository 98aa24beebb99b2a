// The editor's pages on a real Vite dev server: when making one fails, the answer says so in
// Vietnamese without the error's message, paths or stack (those go to the terminal).
import type { AddressInfo } from 'node:net';
import { createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/project.ts';
import { INTERNAL_ERROR } from '../../../src/editor/server/api.ts';
import { EDITOR_BASE, editorPlugin } from '../../../src/editor/server/vitePlugin.ts';
import { tempProject, type TempProject } from './tempProject.ts';

let project: TempProject;
let server: ViteDevServer;
let base: string;
const errors: string[] = [];
const SECRET_PATH = `${PROJECT_ROOT}/src/editor/secret-place.ts`;

beforeAll(async () => {
  project = tempProject();
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    warnOnce: () => {},
    error: (message) => void errors.push(message),
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  };
  server = await createServer({
    configFile: false,
    root: PROJECT_ROOT,
    appType: 'custom',
    customLogger: logger,
    plugins: [
      editorPlugin({ token: 'test-token-0123456789', dirs: project.dirs }),
      // A plugin failing while the page's HTML is made (as a broken plugin or file would).
      {
        name: 'failing-html',
        transformIndexHtml() {
          throw new Error(`cannot read ${SECRET_PATH}`);
        },
      },
    ],
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
  project?.remove();
});

describe('editor pages', () => {
  it('answer an error in plain Vietnamese, the detail only in the terminal', async () => {
    for (const page of [EDITOR_BASE, `${EDITOR_BASE}preview`]) {
      const res = await fetch(`${base}${page}`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).toBe(INTERNAL_ERROR);
      expect(text).not.toContain(PROJECT_ROOT);
    }
    expect(errors.join('\n')).toContain(SECRET_PATH);
  });
});
