// The admin server on a fresh real database for each test (an SQLite file, or a new database on a real
// PostgreSQL server): one account per role (`<role>@a.vn`, password ADMIN_PASSWORD), a clock the test
// moves, and the HTTP helpers the admin tests share (sign in, the session's CSRF token, form posts).
// Optionally (as tests/browser/adminInBrowser.ts does) the content repository — the project's content
// (with the test's own extra files, if any) in a bare remote made once per file, copied for each test, and the admin's clone of it —, preview
// links rendered by build/renderer, the built editor's folder, every role signed in, the logs kept.
// Call it inside `describe.each(STORE_KINDS)`; read the fields in tests (they change per test).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openContentRepo, type ContentRepo } from '../../src/admin/content/contentRepo.ts';
import { leases as openLeases } from '../../src/admin/content/leases.ts';
import { previewLinks } from '../../src/admin/preview/links.ts';
import { siteReleases, type SiteReleases } from '../../src/admin/releases/siteReleases.ts';
import { previewRenderer, type PreviewRenderer } from '../../src/admin/preview/renderer.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { git, projectContentRemote } from '../../scripts/lib/contentRemote.ts';
import { tempDir } from './helpers.ts';
import { jsonLogSink } from './logSink.ts';
import { loopbackAdminMail } from './smtpMailbox.ts';
import { accounts as openAccounts, ROLES, type Accounts, type Role } from '../../src/admin/accounts.ts';
import { openAdminDb, type Db } from '../../src/admin/db.ts';
import { hashPassword } from '../../src/admin/password.ts';
import { createAdminServer, SESSION_COOKIE } from '../../src/admin/server.ts';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import type { GracefulServer } from '../../src/server/lifecycle.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import type { Redis } from '../../src/server/redis.ts';
import { leadDatabasesOf, type StoreKind } from './leadDatabases.ts';

export const ADMIN_PASSWORD = 'mật-khẩu-đủ-dài-123';
export const ADMIN_SESSIONS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
/** The fixture's clock at the start of each test. */
export const ADMIN_START = Date.parse('2026-11-27T02:00:00Z');
/** The preview links' key in these tests (ADMIN_PREVIEW_SECRET in production). */
export const PREVIEW_SECRET = 'một-bí-mật-đủ-dài-cho-liên-kết-xem-trước-0123456789';
/** How long a preview link lives in these tests (ADMIN_PREVIEW_DAYS 7). */
export const PREVIEW_TTL = 7 * 24 * 3_600_000;

export interface AdminFixture {
  /** The environment naming this test's database (LEADS_DB_PATH or DATABASE_URL). */
  env: Record<string, string>;
  db: Db;
  store: Accounts;
  leads: LeadStore;
  server: GracefulServer;
  url: string;
  /** The server's clock (ms); a test may move it. */
  clock: number;
  /** The id of the account of each role. */
  users: Record<Role, string>;
  /** The password hash every account has. */
  hash: string;
  /** A form post from the admin's own origin. */
  post(path: string, body: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  /** Signs in through the form; `cookie`: a session the browser already has. */
  signIn(email: string, password?: string, cookie?: string): Promise<{ res: Response; cookie: string | undefined }>;
  /** The headers sending this session's cookie (none for undefined). */
  as(cookie: string | undefined): Record<string, string>;
  /** The session's CSRF token (GET /api/me). */
  csrfOf(cookie: string): Promise<string>;
  /** The session cookie a response sets. */
  cookieOf(res: Response): string | undefined;
  /** With `content`: the admin's clone, this test's remote (a bare repository) and its published head. */
  repo: ContentRepo;
  /** With `releases`: the site's releases (this test's own folder), built from the content with build/ (npm run build first). */
  releases: SiteReleases;
  remoteDir: string;
  remoteHead(): string;
  /** With `signedIn`: each role's session cookie (signed in before the test). */
  cookies: Record<Role, string>;
  /** With `logs`: the server's log lines (JSON) of this test. */
  logged: Record<string, unknown>[];
}

export interface AdminFixtureOptions {
  signInLimits?: { perAccount?: number; perAddress?: number };
  /** The content repository (the editorial workflow, the editor's API). */
  content?: boolean;
  /** With `content`: files added to the project's content in the remote (path → text), e.g. a page under test. */
  contentFiles?: Record<string, string>;
  /** With `content`: a releases folder of this test's own (SITE_RELEASES), built with build/ (npm run build first). */
  releases?: boolean;
  /** Preview links, rendered by build/renderer (npm run build first; needs content), or by this renderer. */
  preview?: boolean | PreviewRenderer;
  /** The built editor's folder (default build/editor). */
  editorDir?: string;
  /** Every role signed in before each test (`cookies`). */
  signedIn?: boolean;
  /** The server's log kept (`logged`, level info) instead of silent. */
  logs?: boolean;
  /** The server's clock (default the fixture's `clock`, from ADMIN_START). */
  /** The admin's mail through a real SMTP server on this port (e.g. tests/server/smtpMailbox.ts), links made on the fixture's own URL. */
  mailPort?: () => number;
  now?: () => number;
  /** ADMIN_REQUIRE_TWO_FACTOR: these roles must turn two-factor sign-in on first. */
  requireTwoFactor?: Role[];
  /** The admin's Redis client (REDIS_URL), read when each test's server starts. */
  redis?: () => Redis;
}

export function adminFixture(
  kind: StoreKind,
  {
    signInLimits = { perAccount: 3, perAddress: 50 },
    content = false,
    contentFiles = {},
    releases = false,
    preview = false,
    editorDir,
    signedIn = false,
    logs = false,
    now,
    mailPort,
    requireTwoFactor = [],
    redis,
  }: AdminFixtureOptions = {},
): AdminFixture {
  const databases = leadDatabasesOf(kind);
  // The project's content pushed to a pristine bare remote once per file; each test gets a copy.
  let root: string | undefined;
  let pristine: string | undefined;
  let count = 0;
  const renderer = preview === true ? previewRenderer(path.join(PROJECT_ROOT, 'build')) : preview || undefined;
  if (content) {
    beforeAll(async () => {
      root = tempDir('admin-fixture-');
      pristine = projectContentRemote(root, (developer) => {
        for (const [file, text] of Object.entries(contentFiles)) {
          mkdirSync(path.dirname(path.join(developer, file)), { recursive: true });
          writeFileSync(path.join(developer, file), text);
        }
      });
      await renderer?.ready();
    }, 120_000);
    afterAll(() => rmSync(root!, { recursive: true, force: true }));
  }
  const fx = {
    users: {} as Record<Role, string>,
    post: (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(fx.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: fx.url, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body),
      }),
    cookieOf: (res: Response) => new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1],
    async signIn(email: string, password = ADMIN_PASSWORD, cookie?: string) {
      const res = await fx.post('/dang-nhap', { email, password }, cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {});
      return { res, cookie: fx.cookieOf(res) };
    },
    as: (cookie: string | undefined): Record<string, string> => (cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    async csrfOf(cookie: string) {
      return ((await (await fetch(`${fx.url}/api/me`, { headers: fx.as(cookie) })).json()) as { csrf: string }).csrf;
    },
  } as AdminFixture;

  beforeEach(async () => {
    fx.env = await databases.fresh();
    fx.db = openAdminDb(readLeadsConfig(fx.env));
    fx.leads = databases.open(fx.env);
    fx.store = openAccounts(fx.db, ADMIN_SESSIONS);
    fx.clock = ADMIN_START;
    fx.hash ??= await hashPassword(ADMIN_PASSWORD);
    for (const role of ROLES) fx.users[role] = (await fx.store.addUser({ email: `${role}@a.vn`, role, passwordHash: fx.hash, now: fx.clock })).id;
    if (content) {
      // This test's own remote (a copy of the pristine one) and admin clone.
      const own = path.join(root!, `${kind}-${++count}`);
      fx.remoteDir = path.join(own, 'remote.git');
      cpSync(pristine!, fx.remoteDir, { recursive: true });
      fx.repo = await openContentRepo({ dir: path.join(own, 'admin.git'), remote: fx.remoteDir });
      fx.remoteHead = () => git(own, '--git-dir', fx.remoteDir, 'rev-parse', 'main');
      if (releases)
        fx.releases = siteReleases({
          repo: fx.repo,
          dir: path.join(own, 'releases'),
          buildDir: path.join(PROJECT_ROOT, 'build'),
          logger: createLogger('silent'),
        });
    }
    fx.logged = [];
    // (The links' origin is the server's own address, known once it listens.)
    const mail = mailPort ? loopbackAdminMail(mailPort()) : undefined;
    fx.server = createAdminServer({
      config: { trustProxy: false, sessions: ADMIN_SESSIONS, invitationTtlMs: 3_600_000, requireTwoFactor },
      accounts: fx.store,
      leads: fx.leads,
      ...(content ? { content: { repo: fx.repo, leases: openLeases(fx.db), ...(releases ? { releases: fx.releases } : {}) } } : {}),
      ...(renderer ? { preview: { links: previewLinks(fx.db, PREVIEW_SECRET), renderer, ttlMs: PREVIEW_TTL } } : {}),
      logger: logs ? createLogger('info', jsonLogSink(fx.logged)) : createLogger('silent'),
      now: now ?? (() => fx.clock),
      signInLimits,
      ...(redis ? { redis: redis() } : {}),
      ...(editorDir ? { editorDir } : {}),
      ...(mail ? { mail } : {}),
    });
    await new Promise<void>((resolve) => fx.server.listen(0, '127.0.0.1', resolve));
    fx.url = `http://127.0.0.1:${(fx.server.address() as AddressInfo).port}`;
    if (mail) mail.origin = fx.url;
    fx.cookies = {} as Record<Role, string>;
    if (signedIn) for (const role of ROLES) fx.cookies[role] = (await fx.signIn(`${role}@a.vn`)).cookie!;
  }, 60_000);
  afterEach(async () => {
    fx.releases?.close();
    await fx.server.closeGracefully(100);
    await fx.db.close();
    await fx.leads.close();
  });
  return fx;
}
