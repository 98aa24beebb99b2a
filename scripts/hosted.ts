// `npm run hosted`: the whole hosted product on this machine from a fresh clone (after `npm ci`), with no
// settings: the site server and the admin, on loopback. It makes what is missing, under `data/`
// (HOSTED_DATA_DIR), and keeps it from one start to the next:
//   - the code build (npm run build), when build/ has none (the renderer releases are built with, the editor);
//   - the content repository: a bare copy of this checkout's committed content as the remote
//     (data/content-remote.git), and the admin's own clone of it (data/content.git);
//   - the releases folder (data/releases) with its first release, built from that content;
//   - the secrets (data/hosted-secrets.json, readable by its owner only): the preview links' key;
//   - the database (data/leads.sqlite): staff accounts, leads, drafts' locks, shared by both servers.
// Then it starts both (PORT, default 3000; ADMIN_PORT, default 4322) and prints their addresses and, while
// the admin has no account, a one-time link to create the first admin account in the browser. Any setting
// given in the environment is kept (docs/hosting.md lists them); production sets them all (NODE_ENV=production
// refuses this command). docs/hosting.md, "The first start".
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accounts as openAccounts } from '../src/admin/accounts.ts';
import { readAdminConfig, type AdminConfig } from '../src/admin/config.ts';
import { openAdminDb } from '../src/admin/db.ts';
import { openContentRepo } from '../src/admin/content/contentRepo.ts';
import { siteReleases } from '../src/admin/releases/siteReleases.ts';
import { APP_ROOT } from '../src/server/appRoot.ts';
import { DEFAULT_PORT } from '../src/server/serverConfig.ts';
import { DEFAULT_ADMIN_PORT } from '../src/admin/config.ts';
import { currentReleaseId } from '../src/server/releases/store.ts';
import { createLogger } from '../src/server/requestLog.ts';

const HOST = '127.0.0.1';
const env = process.env;
const dataDir = path.resolve(APP_ROOT, env.HOSTED_DATA_DIR?.trim() || 'data');
const buildDir = path.join(APP_ROOT, 'build');

function fail(message: string): never {
  console.error(`hosted: ${message}`);
  process.exit(1);
}

const git = (args: string[], cwd = APP_ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The code build (the renderer a release is built with, the servers' bundles): made once. */
function ensureBuild(): void {
  const needed = ['renderer/entry.server.js', 'renderer/code-assets.json', 'editor/src/editor/index.html'];
  if (needed.every((file) => existsSync(path.join(buildDir, file)))) return;
  console.log('Chưa có bản dựng mã: đang chạy npm run build (khoảng một phút)…');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(APP_ROOT, 'scripts/build.ts')], { cwd: APP_ROOT, stdio: 'inherit' });
}

/** The preview links' key, made once and kept readable by its owner only. */
function ensureSecrets(): { previewSecret: string } {
  const file = path.join(dataDir, 'hosted-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { previewSecret: string };
  const secrets = { previewSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
}

/**
 * The content's remote: a bare copy of this checkout's committed history, its `main` at the checkout's
 * HEAD (edits not committed are not in it: said at the first start). Made once; afterwards it is the
 * content's home, where the admin pushes what staff publish.
 */
function ensureRemote(): string {
  const remote = path.join(dataDir, 'content-remote.git');
  if (existsSync(path.join(remote, 'HEAD'))) return remote;
  let head: string;
  try {
    head = git(['rev-parse', 'HEAD']);
  } catch {
    fail(`${APP_ROOT} is not a git checkout with a commit: the content's first version comes from one (git clone)`);
  }
  if (git(['status', '--porcelain', '--', 'pages', 'public', 'schema', 'src/sections']))
    console.warn('Lưu ý: nội dung có thay đổi chưa commit trong thư mục mã; bản nội dung đầu tiên lấy theo commit hiện tại.');
  git(['clone', '--bare', '--quiet', '--no-hardlinks', APP_ROOT, remote], dataDir);
  git(['update-ref', 'refs/heads/main', head], remote);
  git(['symbolic-ref', 'HEAD', 'refs/heads/main'], remote);
  return remote;
}

/** The settings the servers read, each from the environment when given, else this machine's default. */
function settings(remote: string, previewSecret: string): NodeJS.ProcessEnv {
  const sitePort = env.PORT?.trim() || String(DEFAULT_PORT);
  const adminPort = env.ADMIN_PORT?.trim() || String(DEFAULT_ADMIN_PORT);
  const defaults: Record<string, string> = {
    HOST,
    ADMIN_HOST: HOST,
    PORT: sitePort,
    ADMIN_PORT: adminPort,
    // The admin's own address: the Origin a write must come from, and the base of its links (never the Host header).
    ADMIN_ORIGIN: `http://${HOST}:${adminPort}`,
    SITE_URL: `http://${HOST}:${sitePort}`,
    LEADS_DB_PATH: path.join(dataDir, 'leads.sqlite'),
    CONTENT_REMOTE: remote,
    CONTENT_DIR: path.join(dataDir, 'content.git'),
    CONTENT_BRANCH: 'main',
    SITE_RELEASES: path.join(dataDir, 'releases'),
    ADMIN_PREVIEW_SECRET: previewSecret,
    // Each request's line would fill the terminal: warnings and errors only (LOG_LEVEL=info for all).
    LOG_LEVEL: 'warn',
  };
  const out: NodeJS.ProcessEnv = { ...env };
  for (const [name, value] of Object.entries(defaults)) if (!out[name]?.trim()) out[name] = value;
  return out;
}

/** The first release, built from the content repository when the releases folder has none: the site server needs one to serve. */
async function ensureFirstRelease(config: AdminConfig): Promise<void> {
  if (!config.content || !config.releases) return;
  mkdirSync(config.releases, { recursive: true });
  if (currentReleaseId(config.releases)) return;
  console.log('Đang dựng bản đầu tiên của trang web từ nội dung…');
  const repo = await openContentRepo(config.content);
  const releases = siteReleases({ repo, dir: config.releases, buildDir, logger: createLogger('warn', undefined, 'admin') });
  try {
    await releases.release('Khởi tạo', 'Bản đầu tiên của trang web');
  } finally {
    releases.close();
  }
}

/** The one-time link to the first admin account, while there is no account (a new one each start; the earlier ones end). */
async function firstAdminLink(config: AdminConfig): Promise<string | undefined> {
  const db = openAdminDb(config.leads);
  try {
    const token = await openAccounts(db, config.sessions).firstAdminLink({ now: Date.now(), ttlMs: config.invitationTtlMs });
    return token && `${config.origin}/loi-moi/${token}`;
  } finally {
    await db.close();
  }
}

/**
 * A server as a child process, from this checkout's source (a checkout's command: the servers can never be
 * older than the code beside them); resolves when it prints its address line (`Site: …`, `Admin: …`).
 */
function start(script: string, serverEnv: NodeJS.ProcessEnv, ready: RegExp): { child: ChildProcess; address: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(APP_ROOT, 'scripts', script)], {
    cwd: APP_ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      const match = ready.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} stopped (exit ${code ?? 'signal'})`)));
  });
  return { child, address };
}

if (env.NODE_ENV === 'production')
  fail('NODE_ENV=production: a production server is set up once with its own settings (docs/hosting.md), not with this command');
mkdirSync(dataDir, { recursive: true });
ensureBuild();
const { previewSecret } = ensureSecrets();
const serverEnv = settings(ensureRemote(), previewSecret);
// The settings as the admin reads them, once: a wrong one stops the start here, naming it.
const config = (() => {
  try {
    return readAdminConfig(serverEnv);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
})();
try {
  await ensureFirstRelease(config);
} catch (error) {
  fail(`the first release could not be built: ${error instanceof Error ? error.message : String(error)}`);
}
const link = await firstAdminLink(config);
// The admin first: its database's tables exist before the site server stores a lead in the same file.
const admin = start('admin.ts', serverEnv, /Admin: (\S+)/);
const site = start('serve.ts', serverEnv, /Site: (\S+)/);
const children = [admin.child, site.child];
let stopping = false;
const stopAll = (signal: NodeJS.Signals) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(signal));
// One server stopping on its own stops the other: half a product is not left running.
for (const child of children)
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`hosted: a server stopped (exit ${code ?? 'signal'}); stopping the other`);
      process.exitCode = 1;
      stopAll('SIGTERM');
    }
  });
try {
  const [adminAddress, siteAddress] = await Promise.all([admin.address, site.address]);
  console.log(
    [
      '',
      'Sẵn sàng.',
      `  Trang web:  ${siteAddress}`,
      `  Quản trị:   ${adminAddress}`,
      link
        ? `  Tạo tài khoản quản trị đầu tiên (liên kết dùng được một lần, trong ${Math.round(config.invitationTtlMs / 3_600_000)} giờ):\n  ${link}`
        : '  Đăng nhập bằng tài khoản đã tạo. Quên mật khẩu: npm run admin -- users password --email <email>',
      `  Dữ liệu:    ${dataDir} (giữ lại giữa các lần chạy; sao lưu: docs/hosting.md)`,
      '  Dừng: Ctrl+C',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) fail(error instanceof Error ? error.message : String(error));
}
