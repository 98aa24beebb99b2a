// @vitest-environment node
// The dev-server plugin on a real (temporary) content folder: the report goes to the terminal,
// the first error to the browser overlay, and a fixed file tells the page to reload its data.
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { PAGES_CHANGED_EVENT, pageValidationPlugin } from '../../src/engine/vitePlugin.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'dev-plugin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(defaultDirs.pagesDir, path.join(root, 'pages'), { recursive: true });
cpSync(defaultDirs.schemaDir, path.join(root, 'schema'), { recursive: true });
const dirs = { ...defaultDirs, pagesDir: path.join(root, 'pages'), schemaDir: path.join(root, 'schema'), displayRoot: root };

function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const sent: unknown[] = [];
  const logs: { level: string; text: string }[] = [];
  const server = {
    watcher,
    ws: { send: (payload: unknown) => sent.push(payload) },
    config: {
      logger: {
        info: (text: string) => logs.push({ level: 'info', text }),
        error: (text: string) => logs.push({ level: 'error', text }),
      },
    },
  } as unknown as ViteDevServer;
  return { server, watcher, sent, logs };
}

describe('page validation in the dev server', () => {
  it('reports a broken save with its location and recovers when it is fixed', () => {
    const plugin = pageValidationPlugin(dirs);
    const { server, watcher, sent, logs } = fakeServer();
    (plugin.configureServer as (s: ViteDevServer) => void)(server);
    expect(logs.at(-1)).toEqual({ level: 'info', text: expect.stringContaining('content files valid') });
    expect(sent.at(-1)).toEqual({ type: 'custom', event: PAGES_CHANGED_EVENT });

    const file = path.join(dirs.pagesDir, 'pricing/seo.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"type": "hero"', '"type": "heor"'));
    watcher.emit('change', file);
    expect(logs.at(-1)!.level).toBe('error');
    expect(logs.at(-1)!.text).toContain('pages/pricing/seo.json:9:7 sections[0].type "heor" is not a section type. Did you mean "hero"?');
    expect(logs.at(-1)!.text).not.toMatch(/\bat .+:\d+:\d+\)/); // no stack trace
    expect(sent.at(-1)).toMatchObject({ type: 'error', err: { plugin: 'page-validation', loc: { file: 'pages/pricing/seo.json', line: 9, column: 7 } } });

    writeFileSync(file, good);
    watcher.emit('change', file);
    expect(logs.at(-1)!.level).toBe('info');
    expect(sent.at(-1)).toEqual({ type: 'custom', event: PAGES_CHANGED_EVENT });
  });

  it('ignores files outside pages/ and schema/', () => {
    const plugin = pageValidationPlugin(dirs);
    const { server, watcher, sent } = fakeServer();
    (plugin.configureServer as (s: ViteDevServer) => void)(server);
    const before = sent.length;
    watcher.emit('change', path.join(root, 'src/other.json'));
    expect(sent.length).toBe(before);
  });
});
