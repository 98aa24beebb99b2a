// Where leads go, read once when the server starts: the database (LEADS_DB_PATH, or PostgreSQL with
// DATABASE_URL), the optional webhook (LEADS_WEBHOOK_URL) and staff email (SMTP_URL,
// LEADS_NOTIFY_EMAIL) with their retry timing.
import path from 'node:path';
import { APP_ROOT } from '../appRoot.ts';
import { isHttpsOrLoopback, type Env } from '../domainCheck/config.ts';
import { readServiceUrl, type ServiceUrl } from '../serviceUrl.ts';

export const DEFAULT_DB_PATH = path.join(APP_ROOT, 'data', 'leads.sqlite');

export interface RetryPolicy {
  /** Wait after the first failed attempt (LEADS_RETRY_BASE_MS, default 10 s); each next wait is 3× longer… */
  baseMs: number;
  /** …up to this (LEADS_RETRY_MAX_MS, default 1 h). */
  maxMs: number;
}

export interface WebhookConfig {
  url: string;
  /** Scheme and host only, for log lines: a webhook's path or query often holds its secret. */
  label: string;
  /** LEADS_WEBHOOK_TIMEOUT_MS (default 10 s) per attempt. */
  timeoutMs: number;
  retry: RetryPolicy;
}

export interface EmailConfig {
  /** SMTP_URL: smtp:// (STARTTLS required unless the host is this machine) or smtps://. */
  smtp: ServiceUrl;
  /** LEADS_NOTIFY_EMAIL: the staff addresses. */
  to: string[];
  /** LEADS_EMAIL_FROM, default the first address of `to`. */
  from: string;
  /** SMTP_TIMEOUT_MS (default 10 s): connecting, the greeting, and each exchange. */
  timeoutMs: number;
  retry: RetryPolicy;
}

export type DatabaseUrl = ServiceUrl;

export interface LeadsConfig {
  /** Absolute path of the SQLite file (used when DATABASE_URL is unset). */
  dbPath: string;
  /** DATABASE_URL: PostgreSQL instead of the SQLite file. */
  postgres?: DatabaseUrl;
  webhook?: WebhookConfig;
  email?: EmailConfig;
}

/** A plain address check (the SMTP server has the last word); enough to catch a typo or a stray separator. */
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function emailList(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of list)
    if (!EMAIL.test(address)) throw new Error(`${name}: "${address.slice(0, 80)}" is not an email address (expected a@b.vn, comma-separated)`);
  return list;
}

function readEmailConfig(env: Env, retry: () => RetryPolicy): EmailConfig | undefined {
  const smtp = readServiceUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465');
  const to = emailList(env, 'LEADS_NOTIFY_EMAIL');
  if (!smtp && to.length === 0) return undefined;
  if (!smtp) throw new Error('LEADS_NOTIFY_EMAIL is set but SMTP_URL is not: expected the mail server, e.g. smtps://user:password@smtp.example.com:465');
  if (to.length === 0) throw new Error('SMTP_URL is set but LEADS_NOTIFY_EMAIL is not: expected the staff addresses that receive each lead, comma-separated');
  const from = emailList(env, 'LEADS_EMAIL_FROM');
  if (from.length > 1) throw new Error('LEADS_EMAIL_FROM: expected one address');
  return { smtp, to, from: from[0] ?? to[0], timeoutMs: positiveMs(env, 'SMTP_TIMEOUT_MS', 10_000), retry: retry() };
}

function positiveMs(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, got "${raw}"`);
  return value;
}

/** The webhook address: https, or http to this machine only (a local relay, the tests). */
function webhookUrl(raw: string): { url: string; label: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value itself is not repeated: it may hold a secret.
    throw new Error('LEADS_WEBHOOK_URL is not a valid URL');
  }
  if (!isHttpsOrLoopback(url)) {
    throw new Error('LEADS_WEBHOOK_URL must be an https: URL (http: only for 127.0.0.1 or localhost)');
  }
  if (url.username || url.password) throw new Error('LEADS_WEBHOOK_URL must not contain a user name or password');
  return { url: url.href, label: `${url.protocol}//${url.host}` };
}

/**
 * Reads LEADS_DB_PATH (relative paths from the project root) or DATABASE_URL, LEADS_WEBHOOK_URL,
 * the email settings and the retry settings. Throws on a malformed value.
 */
/** Where the leads are stored (LEADS_DB_PATH, or DATABASE_URL): all the admin needs of these settings. */
export function readLeadsDatabase(env: Env): Pick<LeadsConfig, 'dbPath' | 'postgres'> {
  const rawPath = env.LEADS_DB_PATH?.trim();
  const dbPath = rawPath ? path.resolve(APP_ROOT, rawPath) : DEFAULT_DB_PATH;
  const postgres = readServiceUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://site:password@127.0.0.1:5432/site');
  return { dbPath, ...(postgres ? { postgres } : {}) };
}

export function readLeadsConfig(env: Env): LeadsConfig {
  const retry = () => ({ baseMs: positiveMs(env, 'LEADS_RETRY_BASE_MS', 10_000), maxMs: positiveMs(env, 'LEADS_RETRY_MAX_MS', 60 * 60_000) });
  const rawUrl = env.LEADS_WEBHOOK_URL?.trim();
  const email = readEmailConfig(env, retry);
  return {
    ...readLeadsDatabase(env),
    ...(rawUrl ? { webhook: { ...webhookUrl(rawUrl), timeoutMs: positiveMs(env, 'LEADS_WEBHOOK_TIMEOUT_MS', 10_000), retry: retry() } } : {}),
    ...(email ? { email } : {}),
  };
}
