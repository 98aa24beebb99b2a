// The admin server on a fresh real database for each test (an SQLite file, or a new database on a real
// PostgreSQL server): one account per role (`<role>@a.vn`, password ADMIN_PASSWORD), a clock the test
// moves, and the HTTP helpers the admin tests share (sign in, the session's CSRF token, form posts).
// Call it inside `describe.each(STORE_KINDS)`; read the fields in tests (they change per test).
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { accounts as openAccounts, ROLES, type Accounts, type Role } from '../../src/admin/accounts.ts';
import { openAdminDb, type Db } from '../../src/admin/db.ts';
import { hashPassword } from '../../src/admin/password.ts';
import { createAdminServer, SESSION_COOKIE } from '../../src/admin/server.ts';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import type { GracefulServer } from '../../src/server/lifecycle.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { leadDatabasesOf, type StoreKind } from './leadDatabases.ts';

export const ADMIN_PASSWORD = 'mật-khẩu-đủ-dài-123';
export const ADMIN_SESSIONS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
/** The fixture's clock at the start of each test. */
export const ADMIN_START = Date.parse('2026-11-27T02:00:00Z');

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
}

export function adminFixture(kind: StoreKind, { signInLimits = { perAccount: 3, perAddress: 50 } } = {}): AdminFixture {
  const databases = leadDatabasesOf(kind);
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
    fx.server = createAdminServer({
      config: { trustProxy: false, sessions: ADMIN_SESSIONS, invitationTtlMs: 3_600_000 },
      accounts: fx.store,
      leads: fx.leads,
      logger: createLogger('silent'),
      now: () => fx.clock,
      signInLimits,
    });
    await new Promise<void>((resolve) => fx.server.listen(0, '127.0.0.1', resolve));
    fx.url = `http://127.0.0.1:${(fx.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterEach(async () => {
    await fx.server.closeGracefully(100);
    await fx.db.close();
    await fx.leads.close();
  });
  return fx;
}
