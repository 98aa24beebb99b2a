// The dev-server plugin on a real (temporary) content folder: the report goes to the terminal,
// and the state of pages/ (problems with their code frames, or none, and the count of changes so far,
// by which a page knows it is stale) to the open pages, on every change and whenever a page asks.
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { PAGES_STATE_EVENT, PAGES_STATE_REQUEST, type PagesState } from '../../src/dev/pageProblems.ts';
import { pagesGeneration, pageValidationPlugin } from '../../src/dev/vitePlugin.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'dev-plugin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(defaultDirs.pagesDir, path.join(root, 'pages'), { recursive: true });
cpSync(defaultDirs.schemaDir, path.join(root, 'schema'), { recursive: true });
const dirs = { ...defaultDirs, pagesDir: path.join(root, 'pages'), schemaDir: path.join(root, 'schema'), displayRoot: root };

function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const sent: { event: string; state: PagesState }[] = [];
  const requests = new Map<string, (data: unknown, client: { send(event: string, state: PagesState): void }) => void>();
  const logs: { level: string; text: string }[] = [];
  const server = {
    watcher,
    ws: {
      send: (event: string, state: PagesState) => sent.push({ event, state }),
      on: (event: string, listener: (data: unknown, client: { send(event: string, state: PagesState): void }) => void) => requests.set(event, listener),
    },
    config: {
      logger: {
        info: (text: string) => logs.push({ level: 'info', text }),
        error: (text: string) => logs.push({ level: 'error', text }),
      },
    },
  } as unknown as ViteDevServer;
  /** What the plugin answers a page that asks for the state. */
  const ask = () => {
    const answers: { event: string; state: PagesState }[] = [];
    requests.get(PAGES_STATE_REQUEST)!(undefined, { send: (event, state) => answers.push({ event, state }) });
    return answers;
  };
  return { server, watcher, sent, logs, ask };
}

describe('page validation in the dev server', () => {
  it('reports a broken save with its location and recovers when it is fixed', () => {
    const plugin = pageValidationPlugin(dirs);
    const { server, watcher, sent, logs, ask } = fakeServer();
    (plugin.configureServer as (s: ViteDevServer) => void)(server);
    expect(logs.at(-1)!.level).toBe('info');
    const generation = pagesGeneration();
    expect(sent.at(-1)).toEqual({ event: PAGES_STATE_EVENT, state: { problems: [], generation } });

    const file = path.join(dirs.pagesDir, 'pricing/seo.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"type": "hero"', '"type": "heor"'));
    watcher.emit('change', file);
    expect(logs.at(-1)!.level).toBe('error');
    expect(logs.at(-1)!.text).toContain('pages/pricing/seo.json:9:7 sections[0].type');
    expect(logs.at(-1)!.text).toContain('[SECTION_TYPE_UNKNOWN]');
    expect(logs.at(-1)!.text).not.toMatch(/\bat .+:\d+:\d+\)/); // no stack trace
    // Never Vite's `error` payload, which Vite keeps for the next tab even after a fix.
    expect(sent.at(-1)!.event).toBe(PAGES_STATE_EVENT);
    const [problem] = sent.at(-1)!.state.problems;
    expect(problem.location).toBe('pages/pricing/seo.json:9:7');
    // The engine's formatter, in Vietnamese by default: code, position, code frame, hint.
    expect(problem.text).toContain('[SECTION_TYPE_UNKNOWN]');
    expect(problem.text).toContain('section thứ 1 (heor)');
    expect(problem.text).toMatch(/> {1,2}9 \| {7}"type": "heor",\n +\| {7}\^/);
    expect(ask()).toEqual([sent.at(-1)]);

    writeFileSync(file, good);
    watcher.emit('change', file);
    expect(logs.at(-1)!.level).toBe('info');
    expect(sent.at(-1)).toEqual({ event: PAGES_STATE_EVENT, state: { problems: [], generation: generation + 2 } });
  });

  it('answers a page that asks with the files as they are now, not as last reported', () => {
    const plugin = pageValidationPlugin(dirs);
    const { server, sent, ask } = fakeServer();
    (plugin.configureServer as (s: ViteDevServer) => void)(server);
    const file = path.join(dirs.pagesDir, 'pricing/seo.json');
    const good = readFileSync(file, 'utf8');
    // Saved, but the watcher has not reported it yet.
    writeFileSync(file, good.replace('"type": "hero"', '"type": "heor"'));
    try {
      expect(sent.at(-1)!.state.problems).toEqual([]);
      expect(ask()[0].state.problems.map((p) => p.location)).toEqual(['pages/pricing/seo.json:9:7']);
    } finally {
      writeFileSync(file, good);
    }
    expect(ask()[0].state.problems).toEqual([]);
  });

  it('counts the changes: each one raises the generation, which the state it sends and the answer to a request carry', () => {
    const plugin = pageValidationPlugin(dirs);
    const { server, watcher, sent, ask } = fakeServer();
    (plugin.configureServer as (s: ViteDevServer) => void)(server);
    const start = sent.at(-1)!.state.generation;
    // Asking is no change: the answer carries the count as it is.
    expect(ask()[0].state.generation).toBe(start);
    expect(ask()[0].state.generation).toBe(start);
    expect(pagesGeneration()).toBe(start);

    const file = path.join(dirs.pagesDir, 'pricing/seo.json');
    const good = readFileSync(file, 'utf8');
    const seen: number[] = [];
    try {
      // A valid save, a broken one, the fix, and a file added: four changes, valid or not.
      for (const [event, text] of [
        ['change', good.replace('"title": "Bảng giá SEO"', '"title": "Bảng giá SEO 2026"')],
        ['change', good.replace('"type": "hero"', '"type": "heor"')],
        ['change', good],
        ['add', good],
      ] as const) {
        writeFileSync(file, text);
        watcher.emit(event, file);
        const { generation } = sent.at(-1)!.state;
        seen.push(generation);
        // What a page renders with, and what it is answered when it asks: the same count.
        expect(pagesGeneration()).toBe(generation);
        expect(ask()).toEqual([{ event: PAGES_STATE_EVENT, state: { problems: sent.at(-1)!.state.problems, generation } }]);
      }
    } finally {
      writeFileSync(file, good);
    }
    expect(seen).toEqual([start + 1, start + 2, start + 3, start + 4]);
    expect(sent.at(-2)!.state.problems).toEqual([]);
    expect(sent.at(-3)!.state.problems).toHaveLength(1);

    // A file outside pages/ and schema/ is no change.
    const before = sent.length;
    watcher.emit('change', path.join(root, 'src/other.json'));
    expect(sent.length).toBe(before);
    expect(pagesGeneration()).toBe(start + 4);
    expect(ask()[0].state.generation).toBe(start + 4);
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
