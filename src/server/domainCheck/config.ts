// The domain check's settings, read once when the server starts: from the environment (registrar
// credentials, RDAP bootstrap address, timeout). The extensions sold come with the content (serverContent.ts).
export type Env = Record<string, string | undefined>;

export const DEFAULT_RDAP_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';
export const DEFAULT_TIMEOUT_MS = 8000;

export interface RegistrarConfig {
  /** REGISTRAR_URL: the registrar's API endpoint. */
  url: string;
  username: string;
  apiKey: string;
}

export type DomainCheckConfig =
  | { mode: 'registrar'; registrar: RegistrarConfig; timeoutMs: number }
  | {
      mode: 'rdap';
      bootstrapUrl: string;
      timeoutMs: number;
      /** Registrar variables set while others are missing (names only). */ incompleteRegistrar?: string[];
    };

const REGISTRAR_VARS = ['REGISTRAR_URL', 'REGISTRAR_USERNAME', 'REGISTRAR_API_KEY'] as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https:, or http: to this machine only (a local relay, the tests): the rule for addresses that carry a secret. */
export const isHttpsOrLoopback = (url: URL) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));

function parseUrl(value: string, variable: string): URL {
  try {
    return new URL(value);
  } catch {
    // The value itself is not repeated: it may hold credentials.
    throw new Error(`${variable} is not a valid URL`);
  }
}

function httpUrl(value: string, variable: string): string {
  const url = parseUrl(value, variable);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${variable} must be an http(s) URL`);
  return value;
}

/** The registrar's address: the API key travels in its query string, so https (http only to this machine). */
function registrarUrl(value: string): string {
  const url = parseUrl(value, 'REGISTRAR_URL');
  if (!isHttpsOrLoopback(url)) {
    throw new Error('REGISTRAR_URL must be an https: URL (http: only for 127.0.0.1 or localhost): the API key travels in its query string');
  }
  return value;
}

/**
 * Registrar mode when REGISTRAR_URL (https:, or http: to 127.0.0.1/localhost), REGISTRAR_USERNAME
 * and REGISTRAR_API_KEY are all set (and not blank), else RDAP fallback (RDAP_BOOTSTRAP_URL,
 * default IANA's). DOMAIN_CHECK_TIMEOUT_MS (default 8000) bounds every upstream request. Throws on
 * a malformed value.
 */
export function readDomainCheckConfig(env: Env): DomainCheckConfig {
  const rawTimeout = env.DOMAIN_CHECK_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`DOMAIN_CHECK_TIMEOUT_MS must be a positive whole number of milliseconds, got "${rawTimeout}"`);

  const [url, username, apiKey] = REGISTRAR_VARS.map((name) => env[name]?.trim() ?? '');
  if (url && username && apiKey) return { mode: 'registrar', registrar: { url: registrarUrl(url), username, apiKey }, timeoutMs };

  const bootstrapUrl = httpUrl(env.RDAP_BOOTSTRAP_URL?.trim() || DEFAULT_RDAP_BOOTSTRAP_URL, 'RDAP_BOOTSTRAP_URL');
  const set = REGISTRAR_VARS.filter((name) => env[name]?.trim());
  return { mode: 'rdap', bootstrapUrl, timeoutMs, ...(set.length > 0 ? { incompleteRegistrar: REGISTRAR_VARS.filter((name) => !set.includes(name)) } : {}) };
}
