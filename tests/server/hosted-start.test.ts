// `npm run hosted` (scripts/hosted.ts) as an operator runs it on a fresh machine: from an empty data
// folder it makes the content repository, the first release and the secrets, starts the site server and
// the admin, and prints a one-time link to the first admin account; no account exists until the link
// is used, it works once, and a second start keeps everything and prints no link.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { currentReleaseId } from '../../src/server/releases/store.ts';
import { tempDir } from './helpers.ts';
import { childEnv } from './serveProcess.ts';

const PASSWORD = 'một câu dài dễ nhớ cho quản trị';

/** A port nobody listens on now (the command needs its ports before it starts: they are in ADMIN_ORIGIN). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Hosted {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the command and resolves when it says it is ready (the line after both servers' addresses). */
async function startHosted(env: Record<string, string>): Promise<Hosted> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/hosted.ts'], { cwd: PROJECT_ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dừng: Ctrl+C')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`npm run hosted exited (${code}):\n${output}`)));
  });
  return { child, output: () => output, exited };
}

const stop = async (hosted: Hosted) => {
  hosted.child.kill('SIGTERM');
  return hosted.exited;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('npm run hosted', () => {
  const data = tempDir('hosted-data-');
  const running: Hosted[] = [];
  afterAll(async () => {
    await Promise.all(running.filter((h) => h.child.exitCode === null).map(stop));
    rmSync(data, { recursive: true, force: true });
  });

  it('brings the product up from an empty data folder, makes the first admin only through its one-time link, and starts again keeping everything', async () => {
    const [sitePort, adminPort] = [await freePort(), await freePort()];
    const env = { HOSTED_DATA_DIR: data, PORT: String(sitePort), ADMIN_PORT: String(adminPort) };
    const admin = `http://127.0.0.1:${adminPort}`;
    const site = `http://127.0.0.1:${sitePort}`;
    const first = await startHosted(env);
    running.push(first);
    expect(first.output()).toContain(`Trang web:  ${site}/`);
    expect(first.output()).toContain(`Quản trị:   ${admin}/`);

    // The site serves the first release, built from the checkout's content.
    const release = currentReleaseId(path.join(data, 'releases'));
    expect(release).toBeDefined();
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="vi"');
    // The admin answers, on the address it was given as its origin.
    expect((await fetch(`${admin}/dang-nhap`)).status).toBe(200);
    // The secret is readable by its owner only.
    const secrets = readFileSync(path.join(data, 'hosted-secrets.json'), 'utf8');
    expect(JSON.parse(secrets).previewSecret.length).toBeGreaterThanOrEqual(32);

    // The link, and no account until it is used.
    const link = new RegExp(`${admin}/loi-moi/[\\w-]{43}`).exec(first.output())?.[0];
    expect(link).toBeDefined();
    const users = () => {
      const db = new Database(path.join(data, 'leads.sqlite'), { readonly: true });
      try {
        return db.prepare('SELECT email, role FROM admin_users').all();
      } finally {
        db.close();
      }
    };
    expect(users()).toEqual([]);
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Tạo tài khoản quản trị đầu tiên');
    const post = (fields: Record<string, string>) =>
      fetch(link!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: admin }, body: form(fields) });
    // A wrong email is answered at its field and uses nothing.
    const wrong = await post({ email: 'lan', password: PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Vui lòng nhập email của bạn');
    expect(users()).toEqual([]);
    // Used: the account is made, and its owner lands signed in.
    const made = await post({ email: 'Lan@amdigital.vn', password: PASSWORD });
    expect([made.status, made.headers.get('location')]).toEqual([303, '/']);
    const cookie = made.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${admin}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string; role: string } }).user).toMatchObject({ email: 'lan@amdigital.vn', role: 'admin' });
    expect(users()).toEqual([{ email: 'lan@amdigital.vn', role: 'admin' }]);
    // Once only.
    expect((await post({ email: 'other@amdigital.vn', password: PASSWORD })).status).toBe(410);
    expect(users()).toHaveLength(1);

    expect(await stop(first)).toBe(0);

    // Again: the same release, the same secret and account; no link while an account exists.
    const second = await startHosted(env);
    running.push(second);
    expect(second.output()).not.toMatch(/loi-moi/);
    expect(second.output()).toContain('Đăng nhập bằng tài khoản đã tạo');
    expect(currentReleaseId(path.join(data, 'releases'))).toBe(release);
    expect(readFileSync(path.join(data, 'hosted-secrets.json'), 'utf8')).toBe(secrets);
    const signIn = await fetch(`${admin}/dang-nhap`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: admin },
      body: form({ email: 'lan@amdigital.vn', password: PASSWORD }),
    });
    expect([signIn.status, signIn.headers.get('location')]).toEqual([303, '/']);
    expect(await stop(second)).toBe(0);
  }, 600_000);

  it('refuses to run in production, where the settings are the operator’s', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/hosted.ts'], {
      cwd: PROJECT_ROOT,
      env: childEnv({ NODE_ENV: 'production', HOSTED_DATA_DIR: path.join(data, 'never') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect([code, output]).toEqual([1, expect.stringContaining('NODE_ENV=production')]);
  }, 60_000);
});
