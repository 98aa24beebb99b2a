// IANA's RDAP bootstrap file for domains (RFC 9224): which RDAP service answers for which TLD.
// Loaded on first use, kept 24 hours; a failed load is retried after a minute, not on every check.
import { CheckFailure, logProblem } from './errors.ts';
import { getUpstream, type Fetch } from './upstream.ts';

export const BOOTSTRAP_TTL_MS = 24 * 60 * 60 * 1000;
export const BOOTSTRAP_RETRY_MS = 60 * 1000;
/** IANA's dns.json is about 40 KB; a file of more than 1 MB is not it. */
export const BOOTSTRAP_MAX_BYTES = 1024 * 1024;

/** TLD ("com", "vn", "xn--p1ai") → base URL of its RDAP service, ending with "/". */
export type RdapServices = ReadonlyMap<string, string>;

/** The services of a bootstrap document; throws when it does not have the RFC 9224 shape. */
export function parseBootstrap(text: string): RdapServices {
  const doc = JSON.parse(text) as { services?: unknown };
  if (!Array.isArray(doc.services)) throw new Error('no "services" array');
  const services = new Map<string, string>();
  for (const service of doc.services) {
    if (!Array.isArray(service) || !Array.isArray(service[0]) || !Array.isArray(service[1])) throw new Error('a service is not [[tlds], [urls]]');
    const urls = (service[1] as unknown[]).filter((u): u is string => typeof u === 'string' && /^https?:\/\//i.test(u));
    // RFC 9224 §3: prefer https when a service lists several.
    const base = urls.find((u) => /^https:/i.test(u)) ?? urls[0];
    if (!base) continue;
    for (const tld of service[0] as unknown[]) {
      if (typeof tld === 'string' && tld !== '' && !services.has(tld.toLowerCase())) services.set(tld.toLowerCase(), base.endsWith('/') ? base : `${base}/`);
    }
  }
  return services;
}

/** The bootstrap services, fetched at most once per 24 hours (concurrent callers share the fetch); undefined while it cannot be loaded. */
export function createBootstrap({
  url,
  fetch,
  timeoutMs,
  now,
}: {
  url: string;
  fetch: Fetch;
  timeoutMs: number;
  now: () => number;
}): () => Promise<RdapServices | undefined> {
  let current: { services: Promise<RdapServices | undefined>; expires: number } | undefined;

  const load = async (): Promise<RdapServices | undefined> => {
    try {
      const answer = await getUpstream(fetch, url, { label: 'RDAP bootstrap', timeoutMs, maxBytes: BOOTSTRAP_MAX_BYTES, accept: 'application/json' });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      return parseBootstrap(answer.body);
    } catch (error) {
      // Network errors and timeouts were logged by getUpstream.
      if (!(error instanceof CheckFailure)) logProblem(`RDAP bootstrap could not be read (${error instanceof Error ? error.message : 'unknown'})`);
      return undefined;
    }
  };

  return () => {
    if (current && current.expires > now()) return current.services;
    const entry = { services: load(), expires: Infinity };
    current = entry;
    void entry.services.then((services) => {
      entry.expires = now() + (services ? BOOTSTRAP_TTL_MS : BOOTSTRAP_RETRY_MS);
    });
    return entry.services;
  };
}
