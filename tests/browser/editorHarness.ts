// `npm run edit` (the real command) on a throw-away copy of the project's content, for the editor's
// browser tests: started on a free port, ready when it prints its URL with the token.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { PROJECT_ROOT, type ContentDirs } from '../../src/engine/project.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { freePort, stopNpmStart } from './harness.ts';

export interface EditorRun {
  /** The copy: pages/, public/ and schema/ (beside pages/, so the "$schema" pointers resolve). */
  root: string;
  dirs: ContentDirs;
  url: string;
  browser: Browser;
  page: Page;
  stop(): Promise<void>;
}

/** A copy of the content folders in a new temporary folder. */
export function copyContent(prefix: string): { root: string; dirs: ContentDirs } {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const dir of ['pages', 'public', 'schema']) cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  const dirs = { pagesDir: path.join(root, 'pages'), publicDir: path.join(root, 'public'), schemaDir: path.join(root, 'schema'), displayRoot: root };
  return { root, dirs };
}

/** `npm run edit` on `dirs`, started on a free port; resolves with the URL it prints (with the token). */
export async function spawnEditor(dirs: ContentDirs, env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; port: number }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'npm',
    ['run', 'edit', '--silent', '--', '--pages', dirs.pagesDir, '--public', dirs.publicDir, '--schema', dirs.schemaDir],
    { cwd: PROJECT_ROOT, env: { ...process.env, PORT: String(port), EDITOR_HMR: 'off', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm run edit did not print its URL:\n${output}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`npm run edit exited (${code}):\n${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\/_editor\/\?token=[\w-]+/.exec(output)?.[0];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  return { url, child, port };
}

export async function startEditor(prefix: string): Promise<EditorRun> {
  const { root, dirs } = copyContent(prefix);
  const { url, child, port } = await spawnEditor(dirs);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  // The dev server compiles the editor's modules on first request; the machine is shared.
  page.setDefaultTimeout(90_000);
  return {
    root,
    dirs,
    url,
    browser,
    page,
    stop: async () => {
      await browser.close();
      await stopNpmStart(child, port);
    },
  };
}

/** A section type's name as the editor shows it: the page schema's generated `x-enumLabels`. */
function sectionLabel(type: string): string {
  const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema/page.schema.json'), 'utf8')) as {
    $defs: Record<string, { properties?: { type?: { enum?: string[]; 'x-enumLabels'?: string[] } } }>;
  };
  for (const def of Object.values(schema.$defs)) {
    const property = def.properties?.type;
    const index = property?.enum?.indexOf(type) ?? -1;
    if (index >= 0 && property?.['x-enumLabels']) return property['x-enumLabels'][index];
  }
  throw new Error(`no editor label for section type ${type}`);
}

/** Adds a section of `type` from the catalogue dialog, at the end of the page's outline. */
export async function addSectionFromCatalogue(page: Page, type: string): Promise<void> {
  const outline = page.getByRole('navigation', { name: 'Dàn trang: các section' });
  await outline.getByRole('button', { name: '+ Thêm section' }).last().click();
  await page
    .getByRole('dialog')
    .getByRole('listitem', { name: `Thêm ${sectionLabel(type)}`, exact: true })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * axe's serious and critical findings on the editor as it is now (the preview iframe is the site's
 * own page, checked by the site's tests). Waits for running animations first: a dialog or a list fading
 * in has colours axe would read half-way.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Until none is running: each round waits for the ones running to finish (or be cancelled); one that
  // never ends (a spinner) is not waited for.
  await page.evaluate(async () => {
    for (;;) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => {})));
    }
  });
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** No serious or critical axe finding in the state the test has reached (named in the failure). */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await seriousAxeViolations(page), `axe: ${state}`).toEqual([]);
}
