// Every setting of the admin server, read and checked once at start-up (scripts/admin.ts); a wrong
// value throws one line naming the variable. The database, Redis, TRUST_PROXY and LOG_LEVEL are
// the site server's settings (src/server/serverConfig.ts readers), so both processes share them.
import path from 'node:path';
import { isEmailAddress } from '../lib/lead.ts';
import { APP_ROOT } from '../server/appRoot.ts';
import type { Env } from '../server/domainCheck/config.ts';
import { readLeadsDatabase, type LeadsConfig } from '../server/leads/config.ts';
import { readRedisUrl } from '../server/redis.ts';
import { readLogLevel, type LOG_LEVELS } from '../server/requestLog.ts';
import { readServiceUrl, type ServiceUrl } from '../server/serviceUrl.ts';
import { readTrustProxy } from '../server/trustProxy.ts';
import { isRole, ROLES, type Role, type SessionTimeouts } from './accounts.ts';
import { readReleaseFeed, type ReleaseFeedConfig } from './releases/releaseFeed.ts';

export const DEFAULT_ADMIN_PORT = 4322;

export interface AdminConfig {
  /** ADMIN_PORT, default 4322 (0: the system chooses). */
  port: number;
  /** ADMIN_HOST, default 127.0.0.1 (loopback: nginx in front). */
  host: string;
  /** ADMIN_ORIGIN, e.g. https://admin.amdigital.vn: the only Origin a write may come from, and the base of invitation links. Default: the request's own. */
  origin?: string;
  trustProxy: false | number | string[];
  leads: Pick<LeadsConfig, 'dbPath' | 'postgres'>;
  redis?: ServiceUrl;
  logLevel: (typeof LOG_LEVELS)[number];
  sessions: SessionTimeouts;
  /** SITE_URL, e.g. https://amdigital.vn: the public site, where the editor's "Xem trang ↗" opens a page. Default: the site file's siteUrl (pages/_site.json) on the published branch. */
  siteUrl?: string;
  /** ADMIN_INVITATION_HOURS, default 72. */
  invitationTtlMs: number;
  /** The content repository (docs/admin.md#content): absent when neither CONTENT_DIR nor CONTENT_REMOTE is set. */
  content?: { dir: string; remote?: string; branch: string; syncMs?: number };
  /** SITE_RELEASES: the site's releases folder a publish builds into and switches (docs/operations.md#releases); needs the content repository. */
  releases?: string;
  /** The releases feed for site instances on other machines (docs/operations.md#several-machines): RELEASE_TOKEN, RELEASE_FEED_HOST, RELEASE_FEED_PORT; needs SITE_RELEASES. */
  releaseFeed?: ReleaseFeedConfig;
  /** Preview links (docs/admin.md#preview-links): ADMIN_PREVIEW_SECRET (the HMAC key) and ADMIN_PREVIEW_DAYS (default 7); absent without the secret. */
  preview?: { secret: string; ttlMs: number };
  /** The admin's own mail, for forgotten passwords (docs/admin.md#forgotten-passwords): absent without ADMIN_EMAIL_FROM. */
  mail?: AdminMailConfig;
  /** ADMIN_REQUIRE_TWO_FACTOR, e.g. `admin,publisher`: these roles must turn two-factor sign-in on before anything else (docs/admin.md#two-factor-sign-in). */
  requireTwoFactor: Role[];
}

export interface AdminMailConfig {
  /** SMTP_URL, the leads' mail server. */
  smtp: ServiceUrl;
  /** ADMIN_EMAIL_FROM: the sender of the admin's mail. */
  from: string;
  /** SMTP_TIMEOUT_MS (default 10 s): connecting, the greeting, and each exchange. */
  timeoutMs: number;
  /** ADMIN_RESET_MINUTES (default 60): how long a mailed reset link works. */
  resetTtlMs: number;
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new Error(`${name}=${JSON.stringify(raw.slice(0, 40))}: expected a whole number from ${min} to ${max} (default ${fallback})`);
  return Number(raw);
}

/** An origin setting (`name`): http(s), no path; `example` shows the expected form. */
function readOrigin(env: Env, name = 'ADMIN_ORIGIN', example = "the admin's address without a path, e.g. https://admin.amdigital.vn"): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || url.origin !== raw.replace(/\/$/, '') || !/^https?:$/.test(url.protocol))
    throw new Error(`${name}=${JSON.stringify(raw.slice(0, 80))}: expected ${example}`);
  return url.origin;
}

export function readAdminConfig(env: Env): AdminConfig {
  const host = env.ADMIN_HOST?.trim() || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) throw new Error(`ADMIN_HOST=${JSON.stringify(host.slice(0, 40))}: expected an address to listen on, e.g. 127.0.0.1`);
  const origin = readOrigin(env);
  const siteUrl = readOrigin(env, 'SITE_URL', "the public site's address without a path, e.g. https://amdigital.vn");
  return {
    port: whole(env, 'ADMIN_PORT', DEFAULT_ADMIN_PORT, 0, 65535),
    host,
    ...(origin ? { origin } : {}),
    ...(siteUrl ? { siteUrl } : {}),
    trustProxy: readTrustProxy(env),
    leads: readLeadsDatabase(env),
    redis: readRedisUrl(env),
    logLevel: readLogLevel(env, 'info'),
    sessions: {
      idleMs: whole(env, 'ADMIN_SESSION_IDLE_MINUTES', 30, 1, 24 * 60) * 60_000,
      absoluteMs: whole(env, 'ADMIN_SESSION_MAX_HOURS', 12, 1, 24 * 30) * 3_600_000,
    },
    invitationTtlMs: whole(env, 'ADMIN_INVITATION_HOURS', 72, 1, 24 * 14) * 3_600_000,
    requireTwoFactor: readRoles(env, 'ADMIN_REQUIRE_TWO_FACTOR'),
    ...readContent(env),
    ...readReleases(env),
    ...readReleaseFeed(env),
    ...readPreview(env),
    ...readMail(env, origin),
  };
}

/**
 * The server's own check before it listens (not the command line's): in production (NODE_ENV=production)
 * ADMIN_ORIGIN is required. Without it the Origin check and the links in mails would follow the request's
 * Host header, which anyone can forge (an invitation link pointing at another site).
 */
export function checkServeConfig(config: Pick<AdminConfig, 'origin'>, env: Env): void {
  if (!config.origin && env.NODE_ENV === 'production')
    throw new Error(
      'ADMIN_ORIGIN is not set: in production the admin needs its own address, e.g. https://admin.amdigital.vn (without it a forged Host header would choose where invitation links point)',
    );
}

/** A comma-separated list of roles (empty: none). */
function readRoles(env: Env, name: string): Role[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  const roles = raw.split(',').map((role) => role.trim());
  const wrong = roles.find((role) => !isRole(role));
  if (wrong !== undefined)
    throw new Error(`${name}=${JSON.stringify(raw.slice(0, 80))}: expected roles separated by commas (${ROLES.join(', ')}), e.g. admin,publisher`);
  return [...new Set(roles as Role[])];
}

/**
 * ADMIN_EMAIL_FROM turns on the mailed reset link: it needs SMTP_URL, and ADMIN_ORIGIN, the only base a
 * mailed link may have (from the request's Host, a forged one would send the token elsewhere).
 */
function readMail(env: Env, origin: string | undefined): Pick<AdminConfig, 'mail'> {
  const from = env.ADMIN_EMAIL_FROM?.trim();
  if (!from) return {};
  if (!isEmailAddress(from)) throw new Error(`ADMIN_EMAIL_FROM=${JSON.stringify(from.slice(0, 80))}: expected one address, e.g. no-reply@amdigital.vn`);
  const smtp = readServiceUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465');
  if (!smtp) throw new Error('ADMIN_EMAIL_FROM is set but SMTP_URL is not: expected the mail server, e.g. smtps://user:password@smtp.example.com:465');
  if (!origin)
    throw new Error(
      "ADMIN_EMAIL_FROM is set but ADMIN_ORIGIN is not: a mailed reset link is made only on the admin's own address, e.g. https://admin.amdigital.vn",
    );
  return {
    mail: {
      smtp,
      from,
      timeoutMs: whole(env, 'SMTP_TIMEOUT_MS', 10_000, 1, 600_000),
      resetTtlMs: whole(env, 'ADMIN_RESET_MINUTES', 60, 5, 24 * 60) * 60_000,
    },
  };
}

/** ADMIN_PREVIEW_SECRET: at least 32 characters (e.g. `openssl rand -base64 32`); ADMIN_PREVIEW_DAYS: 1 to 30, default 7. */
function readPreview(env: Env): Pick<AdminConfig, 'preview'> {
  const secret = env.ADMIN_PREVIEW_SECRET?.trim();
  const ttlMs = whole(env, 'ADMIN_PREVIEW_DAYS', 7, 1, 30) * 24 * 3_600_000;
  if (!secret) return {};
  // The value itself is never echoed.
  if (secret.length < 32)
    throw new Error(`ADMIN_PREVIEW_SECRET: expected at least 32 characters (it has ${secret.length}), e.g. the output of openssl rand -base64 32`);
  return { preview: { secret, ttlMs } };
}

/**
 * CONTENT_DIR (the admin's bare clone, default data/content.git), CONTENT_REMOTE (cloned and pushed to),
 * CONTENT_BRANCH (default main), CONTENT_SYNC_SECONDS (with a remote: its commits fetched this often, default 60, 0 never).
 */
function readContent(env: Env): Pick<AdminConfig, 'content'> {
  const dir = env.CONTENT_DIR?.trim();
  const remote = env.CONTENT_REMOTE?.trim();
  const branch = env.CONTENT_BRANCH?.trim() || 'main';
  if (!dir && !remote) return {};
  if (!/^[\w][\w./-]*$/.test(branch) || branch.includes('..'))
    throw new Error(`CONTENT_BRANCH=${JSON.stringify(branch.slice(0, 40))}: expected a branch name, e.g. main`);
  if (remote && remote.startsWith('-')) throw new Error(`CONTENT_REMOTE=${JSON.stringify(remote.slice(0, 80))}: expected a repository URL or path`);
  const syncSeconds = whole(env, 'CONTENT_SYNC_SECONDS', 60, 0, 24 * 3600);
  return { content: { dir: dir || 'data/content.git', ...(remote ? { remote, ...(syncSeconds ? { syncMs: syncSeconds * 1000 } : {}) } : {}), branch } };
}

/** SITE_RELEASES (absolute, or from the install folder): only with a content repository to build from. */
function readReleases(env: Env): Pick<AdminConfig, 'releases'> {
  const dir = env.SITE_RELEASES?.trim();
  if (!dir) return {};
  if (!env.CONTENT_DIR?.trim() && !env.CONTENT_REMOTE?.trim())
    throw new Error('SITE_RELEASES needs the content repository the site is built from: set CONTENT_DIR or CONTENT_REMOTE too');
  return { releases: path.resolve(APP_ROOT, dir) };
}
