// The addresses of the services the server connects to (DATABASE_URL, REDIS_URL, SMTP_URL): checked
// at start-up, and shown in start-up lines and logs by scheme, host and port only — the user name,
// password and query stay out, since they often hold the secret.
import type { Env } from './domainCheck/config.ts';

export interface ServiceUrl {
  /** The whole value, credentials included: for the client library only. */
  url: string;
  /** "postgres://db.internal:5432/leads" style: no user, password or query. */
  label: string;
  parsed: URL;
}

/** `env[name]` as a URL with one of `protocols` (e.g. ['postgres:', 'postgresql:']), or undefined when unset. */
export function readServiceUrl(env: Env, name: string, protocols: readonly string[], example: string): ServiceUrl | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // The value itself is not repeated: it may hold a password.
    throw new Error(`${name} is not a valid URL: expected e.g. ${example}`);
  }
  if (!protocols.includes(parsed.protocol) || !parsed.hostname)
    throw new Error(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} and name a host, e.g. ${example}`);
  return { url: raw, label: `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`, parsed };
}
