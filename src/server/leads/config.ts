// Where leads go, read once when the server starts: the database file (LEADS_DB_PATH), the optional
// webhook (LEADS_WEBHOOK_URL) with its retry timing, and the form's service options from pages/.
import path from 'node:path';
import { APP_ROOT } from '../appRoot.ts';
import { isHttpsOrLoopback, type Env } from '../domainCheck/config.ts';
import { loadServerContent } from '../serverContent.ts';

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

export interface LeadsConfig {
  /** Absolute path of the SQLite file. */
  dbPath: string;
  webhook?: WebhookConfig;
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

/** Reads LEADS_DB_PATH (relative paths from the project root), LEADS_WEBHOOK_URL and the retry settings. Throws on a malformed value. */
export function readLeadsConfig(env: Env): LeadsConfig {
  const rawPath = env.LEADS_DB_PATH?.trim();
  const dbPath = rawPath ? path.resolve(APP_ROOT, rawPath) : DEFAULT_DB_PATH;
  const rawUrl = env.LEADS_WEBHOOK_URL?.trim();
  if (!rawUrl) return { dbPath };
  return {
    dbPath,
    webhook: {
      ...webhookUrl(rawUrl),
      timeoutMs: positiveMs(env, 'LEADS_WEBHOOK_TIMEOUT_MS', 10_000),
      retry: { baseMs: positiveMs(env, 'LEADS_RETRY_BASE_MS', 10_000), maxMs: positiveMs(env, 'LEADS_RETRY_MAX_MS', 60 * 60_000) },
    },
  };
}

/** The options of the form's "Dịch vụ quan tâm": every leadForm section's `services`, on any page (tabs included). */
export function loadLeadServices(): readonly string[] {
  return loadServerContent().leadServices;
}
