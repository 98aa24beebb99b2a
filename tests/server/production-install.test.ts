// What a deployment runs: package.json, package-lock.json and build/ copied to an empty folder,
// `npm ci --omit=dev` there (better-sqlite3 is compiled from source, hence the long time limit),
// then build/server/serve.js with Node alone. No tsx, Vite, pages/ or schemas at run time. The
// same install also runs on a real PostgreSQL and Redis (the pg, ioredis and rate-limit-redis
// production dependencies, left as imports by the bundle).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import { openLeadStore } from '../../src/server/leads/openStore.ts';
import { freePort } from '../browser/harness.ts';
import { startPostgres, startRedis } from './realServices.ts';
import { startServeProcess, type ServeProcess } from './serveProcess.ts';

const INSTALL_TIMEOUT_MS = 20 * 60_000;
let dir: string;
let server: ServeProcess | undefined;
let url: string;

beforeAll(async () => {
  for (const built of ['build/server/serve.js', 'build/client/404.html']) {
    if (!existsSync(path.join(PROJECT_ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`);
  }
  dir = mkdtempSync(path.join(tmpdir(), 'production-install-'));
  for (const file of ['package.json', 'package-lock.json', 'build']) cpSync(path.join(PROJECT_ROOT, file), path.join(dir, file), { recursive: true });
  // From npm's cache when it has the packages (the project's own install filled it); a registry
  // connection that stalls is cut (npm does not end on SIGTERM while a fetch hangs) and tried once more.
  const args = ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--fetch-timeout=60000'];
  const npmCi = () => spawnSync('npm', args, { cwd: dir, encoding: 'utf8', timeout: INSTALL_TIMEOUT_MS / 2, killSignal: 'SIGKILL' });
  let install = npmCi();
  if (install.status !== 0) install = npmCi();
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status ?? install.signal}):\n${install.stdout}\n${install.stderr}`);

  server = await startServeProcess({ LEADS_DB_PATH: 'data/leads.sqlite' }, { cwd: dir, args: ['build/server/serve.js'] });
  url = server.url;
}, INSTALL_TIMEOUT_MS + 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  // node_modules holds better-sqlite3's compiled sources: removing them takes a while on a busy machine.
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 5 * 60_000);

describe('production install (npm ci --omit=dev, node build/server/serve.js)', () => {
  it('has no development tool installed', () => {
    expect(existsSync(path.join(dir, 'node_modules/express'))).toBe(true);
    for (const devTool of ['tsx', 'vite', 'esbuild', 'typescript', 'ajv-cli']) expect(existsSync(path.join(dir, 'node_modules', devTool)), devTool).toBe(false);
  });

  it('serves the home page, a hashed asset and the 404 page', async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const html = await home.text();
    expect(html).toMatch(/<html lang="vi"/);
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const script = await fetch(`${url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toMatch(/immutable/);
    const missing = await fetch(`${url}/khong-co-trang-nay`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<html lang="vi"/);
  });

  it(
    'runs the admin server too: the first admin from the command line, then a publisher reviews a draft checked by the project validator, and the editor is served with its check',
    { timeout: 180_000 },
    async () => {
      // The project's repository as the content remote (what CONTENT_REMOTE names in production).
      const remote = path.join(dir, 'content-remote.git');
      const cloned = spawnSync('git', ['clone', '--quiet', '--bare', PROJECT_ROOT, remote], { encoding: 'utf8' });
      expect(cloned.status, cloned.stderr).toBe(0);
      // The published branch is main, whatever this checkout has checked out (a branch, or a detached commit in CI).
      const head = spawnSync('git', ['-C', PROJECT_ROOT, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
      expect(spawnSync('git', ['--git-dir', remote, 'update-ref', 'refs/heads/main', head]).status).toBe(0);
      const env = { ...process.env, LEADS_DB_PATH: 'data/admin.sqlite', CONTENT_REMOTE: remote, CONTENT_DIR: 'data/content.git', ADMIN_PORT: '0' };
      const added = spawnSync(process.execPath, ['build/server/admin.js', 'users', 'add', '--role', 'publisher', '--email', 'minh@a.vn'], {
        cwd: dir,
        env,
        input: 'mật-khẩu-đủ-dài-123\n',
        encoding: 'utf8',
      });
      expect(added.status, added.stderr).toBe(0);
      const admin = spawn(process.execPath, ['build/server/admin.js'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        let output = '';
        admin.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        admin.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await expect.poll(() => output, { timeout: 60_000 }).toMatch(/Admin: http:\/\/127\.0\.0\.1:\d+\//);
        const base = /Admin: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)![1];
        // Its log lines name the admin, not the site server.
        expect(output).toMatch(/^\{"level":30,[^\n]*"service":"admin","event":"start","role":"admin"/m);
        const signIn = await fetch(`${base}/dang-nhap`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'minh@a.vn', password: 'mật-khẩu-đủ-dài-123' }),
        });
        expect(signIn.status).toBe(303);
        const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
        const { csrf } = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { csrf: string };
        const write = (route: string, body: unknown) =>
          fetch(`${base}${route}`, {
            method: 'POST',
            headers: { cookie, origin: base, 'x-csrf-token': csrf, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const page = (await (await fetch(`${base}/api/content/page?file=pages/about.json`, { headers: { cookie } })).json()) as { published: string };
        const edited = JSON.parse(page.published) as { meta: { title: string } };
        edited.meta.title = 'Về AM Digital | AM Digital';
        expect((await write('/api/content/draft', { file: 'pages/about.json', content: JSON.stringify(edited, null, 2) })).status).toBe(200);
        expect((await write('/api/content/review', { file: 'pages/about.json' })).status).toBe(200);
        const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
        const review = await fetch(`${base}/duyet/xem?tac-gia=${me.user.id}&tep=pages%2Fabout.json`, { headers: { cookie } });
        const html = await review.text();
        expect(review.status, html.slice(0, 2000)).toBe(200);
        expect(html).toContain('Về AM Digital | AM Digital');
        // The project validator ran on the exported branch and found nothing: the button is live.
        expect(html).toMatch(/<button type="submit">Đăng trang<\/button>/);
        // The editor inside the admin: its built page and files, its check run by the bundle on the exported branch.
        const editor = await fetch(`${base}/soan-thao/`, { headers: { cookie } });
        const editorHtml = await editor.text();
        expect(editor.status, editorHtml.slice(0, 2000)).toBe(200);
        expect((await fetch(`${base}${/\/soan-thao\/assets\/[^"]+\.js/.exec(editorHtml)![0]}`, { headers: { cookie } })).status).toBe(200);
        const checked = await write('/soan-thao/api/check', { file: 'pages/about.json', value: edited });
        expect([checked.status, await checked.json()]).toEqual([200, { issues: [] }]);
      } finally {
        admin.kill('SIGTERM');
      }
    },
  );

  it('answers /healthz and /readyz (the lead database opened in the install folder)', async () => {
    for (const route of ['/healthz', '/readyz']) expect((await fetch(`${url}${route}`)).status, route).toBe(200);
    expect(existsSync(path.join(dir, 'data/leads.sqlite'))).toBe(true);
  });

  it('answers both APIs with their own validation (400 JSON), the content baked in by the build', async () => {
    const check = await fetch(`${url}/api/domain-check?name=${encodeURIComponent('bad..name')}&ext=.com`);
    expect(check.status).toBe(400);
    expect(check.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await check.json()) as { error: string }).error).toEqual(expect.any(String));
    const lead = await fetch(`${url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: '' }) });
    expect(lead.status).toBe(400);
    expect(lead.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('runs on PostgreSQL and Redis, with the staff email queued, from the production install', { timeout: 180_000 }, async () => {
    for (const runtime of ['pg', 'ioredis', 'rate-limit-redis', 'nodemailer']) expect(existsSync(path.join(dir, 'node_modules', runtime)), runtime).toBe(true);
    const postgres = await startPostgres();
    const redis = await startRedis();
    let shared: ServeProcess | undefined;
    try {
      const env = {
        DATABASE_URL: await postgres.createDatabase(),
        REDIS_URL: redis.url,
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        LEADS_NOTIFY_EMAIL: 'sales@amdigital.vn',
      };
      shared = await startServeProcess(env, { cwd: dir, args: ['build/server/serve.js'] });
      // The start lines arrive in more than one chunk of the pipe: wait for this one, after "Site:".
      await expect.poll(() => shared!.output(), { timeout: 30_000 }).toContain('Shared state: Redis redis://127.0.0.1:');
      const ready = await fetch(`${shared.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
      const lead = { name: 'Võ Thị Lan', email: 'lan@congty.vn', phone: '0901234567', service: '', needs: '', page: '/', template: '', website: '' };
      const answer = await fetch(`${shared.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
      expect(answer.status).toBe(201);
      const { id } = (await answer.json()) as { id: string };
      const store = openLeadStore(readLeadsConfig(env));
      try {
        const stored = (await store.leads()).find((l) => l.id === id);
        expect(stored?.email).toBe('lan@congty.vn');
        // No mail server listens: the email waits in the outbox.
        expect(stored?.notification).toMatchObject({ nextAttemptAt: expect.any(String) });
        expect(stored?.notification?.deliveredAt).toBeUndefined();
      } finally {
        await store.close();
      }
    } finally {
      if (shared && shared.child.exitCode === null) {
        shared.child.kill('SIGTERM');
        await shared.exited;
      }
      await redis.remove();
      await postgres.remove();
    }
  });
});
