// `npm run dev` and `npm run edit` (the real commands, on loopback) never serve what lies in data/
// (the leads database and its -wal file), SQLite files anywhere, .env files or the built server,
// whatever the URL: plain, /@fs/ with the absolute path, percent-encoded, with "..", or as an import.
// The files are written for the test under names of their own and removed afterwards; the
// project's own data/ is never read or changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { copyContent, spawnEditor } from './editorHarness.ts';
import { freePort, stopNpmStart } from './harness.ts';

const SECRET = `private-${process.pid}-${Date.now()}`;
const name = `private-files-test-${process.pid}`;
const dataDir = path.join(PROJECT_ROOT, 'data');
const madeDataDir = !existsSync(dataDir);
const files = {
  sqlite: path.join(dataDir, `${name}.sqlite`),
  wal: path.join(dataDir, `${name}.sqlite-wal`),
  json: path.join(dataDir, `${name}.json`),
  env: path.join(PROJECT_ROOT, `.env.${name}`),
  strayDb: path.join(PROJECT_ROOT, `${name}.sqlite`),
};
const scratch = mkdtempSync(path.join(os.tmpdir(), 'private-files-'));
// The real commands with their real plugins (VITEST empty: vite.config.ts adds them outside tests);
// the leads database they open goes to the scratch folder, never to data/.
const env = { VITEST: '', LEADS_DB_PATH: path.join(scratch, 'leads.sqlite'), LEADS_WEBHOOK_URL: '' };

/** A GET with the path sent exactly as written (fetch would normalize "..", "%2e" and the like). */
function get(base: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every URL form of the private files. */
function privateUrls(): string[] {
  const abs = (file: string) => `/@fs${file.split(path.sep).join('/')}`;
  const urls = [
    '/data/leads.sqlite',
    '/data/leads.sqlite-wal',
    `/data/${name}.sqlite`,
    `/data/${name}.sqlite-wal`,
    `/data/${name}.json`,
    `/data/${name}.sqlite?raw`,
    `/data/${name}.json?import`,
    `/data/${name}.json?raw`,
    `/data/${name}.sqlite?url`,
    `/data/${name}.json?import&raw`,
    `/%64ata/${name}.json`,
    `/data%2F${name}.json`,
    `/data/${name}%2Esqlite`,
    `/DATA/${name}.json`,
    `/public/../data/${name}.json`,
    `/src/../data/${name}.sqlite-wal`,
    `//data/${name}.json`,
    `/${name}.sqlite`,
    `/.env.${name}`,
    `/.env.${name}?raw`,
    '/build/server/serve.js',
    abs(files.sqlite),
    abs(files.wal),
    abs(files.json),
    `${abs(files.json)}?raw`,
    abs(files.env),
    abs(files.strayDb),
    abs(path.join(PROJECT_ROOT, 'build/server/serve.js')),
    `/@fs${encodeURI(files.json.split(path.sep).join('/')).replace(/\//g, '%2F')}`,
    `/@fs/${PROJECT_ROOT.split(path.sep).join('/')}/data/${name}.sqlite`,
  ];
  return urls;
}

async function expectNothingPrivate(base: string, headers: Record<string, string> = {}) {
  // The server answers files it may serve (so a refusal below is the rule, not a broken server).
  const favicon = await get(base, '/favicon.svg', headers);
  expect(favicon.status).toBe(200);
  const source = await get(base, '/src/theme.ts', headers);
  expect(source.status).toBe(200);
  for (const url of privateUrls()) {
    const res = await get(base, url, headers);
    expect([403, 404], `${url} answered ${res.status}`).toContain(res.status);
    expect(res.body, url).not.toContain(SECRET);
  }
}

beforeAll(() => {
  mkdirSync(dataDir, { recursive: true });
  for (const file of Object.values(files)) writeFileSync(file, `${SECRET}\n`, { flag: 'wx' });
});

afterAll(() => {
  for (const file of Object.values(files)) rmSync(file, { force: true });
  // data/ is removed only when this test made it and left it empty.
  if (madeDataDir && existsSync(dataDir) && readdirSync(dataDir).length === 0) rmdirSync(dataDir);
  rmSync(scratch, { recursive: true, force: true });
});

describe('private files', () => {
  it('npm run dev serves nothing under data/, no SQLite or .env file and not the built server', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn('npm', ['run', 'dev', '--silent', '--', '--port', String(port), '--strictPort'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${output}`)), 90_000);
        child.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)));
        const read = (chunk: Buffer) => {
          // Without colour codes: with FORCE_COLOR set, Vite prints the port in bold.
          output += stripVTControlCharacters(chunk.toString());
          if (output.includes(`127.0.0.1:${port}`)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
      });
      await expectNothingPrivate(base);
    } finally {
      await stopNpmStart(child, port);
    }
  });

  it('npm run edit serves none of them either, even with its token', async () => {
    const { root, dirs } = copyContent('private-files-edit-');
    const { url, child, port } = await spawnEditor(dirs, env);
    try {
      const token = new URL(url).searchParams.get('token')!;
      await expectNothingPrivate(new URL(url).origin, { 'x-editor-token': token });
    } finally {
      await stopNpmStart(child, port);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
