// RDAP fallback (no registrar configured): the registry's RDAP service for the domain's TLD, found
// through the IANA bootstrap. Only an RDAP answer from that service counts (RFC 7480/9083): media
// type application/rdap+json, or application/json, which several registries still send and which no
// HTML error page carries; a body that parses as a JSON object; no redirect to another host (see
// upstream.ts). Then 200 with a domain object = registered (taken), and 404 with an RDAP error object
// (RFC 9083 §6: errorCode 404, title a string, description strings) = no such registration
// (available). Anything else — a 404 without that body ({"message":"Not Found"} from a gateway, a
// Spring error, {}, nothing), an HTML "404 Not Found" from a proxy, a redirect to a dead URL, a 5xx —
// is a failure, never "available" (and failures are not cached). A TLD without an RDAP service
// (.vn today) cannot be checked: 503.
import { createBootstrap } from './bootstrap.ts';
import { logProblem, notConfigured, upstreamFailed } from './errors.ts';
import { getUpstream, type AvailabilityCheck, type Fetch, type UpstreamAnswer } from './upstream.ts';

/** An RDAP domain object with its entities and notices is a few KB; 256 KB is far above any real one. */
export const RDAP_MAX_BYTES = 256 * 1024;
const RDAP_MEDIA_TYPES = new Set(['application/rdap+json', 'application/json']);

/** The answer's JSON object, or undefined when it is not an RDAP answer (wrong type, not a JSON object). */
function rdapObject(answer: UpstreamAnswer): Record<string, unknown> | undefined {
  if (!RDAP_MEDIA_TYPES.has(answer.mediaType)) return undefined;
  try {
    const value: unknown = JSON.parse(answer.body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * RFC 9083 §6's error response body for HTTP `status`: errorCode that status (a number), title a
 * string and description an array of strings when present. An empty body or {} is not one: a 404
 * that does not say it is RDAP's may be any server's, and "available" is never said on doubt.
 */
function isRdapError(object: Record<string, unknown>, status: number): boolean {
  const { errorCode, title, description } = object;
  return (
    errorCode === status &&
    (title === undefined || typeof title === 'string') &&
    (description === undefined || (Array.isArray(description) && description.every((line) => typeof line === 'string')))
  );
}

/** true (available) for an RDAP error object with status 404, false (taken) for an RDAP domain object, undefined otherwise. */
export function readRdapAnswer(answer: UpstreamAnswer): boolean | undefined {
  const object = rdapObject(answer);
  if (!object) return undefined;
  if (answer.status === 404) return isRdapError(object, 404) ? true : undefined;
  if (answer.status === 200) return object.objectClassName === 'domain' ? false : undefined;
  return undefined;
}

export function createRdapCheck({
  bootstrapUrl,
  fetch,
  timeoutMs,
  now,
}: {
  bootstrapUrl: string;
  fetch: Fetch;
  timeoutMs: number;
  now: () => number;
}): AvailabilityCheck {
  const services = createBootstrap({ url: bootstrapUrl, fetch, timeoutMs, now });
  return async (domain, ext) => {
    // "shop.com.vn": the TLD is the last label.
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    const base = (await services())?.get(tld);
    if (!base) throw notConfigured(ext);
    const label = `RDAP .${tld}`;
    const answer = await getUpstream(fetch, `${base}domain/${domain}`, { label, timeoutMs, maxBytes: RDAP_MAX_BYTES, accept: 'application/rdap+json' });
    const available = readRdapAnswer(answer);
    if (available !== undefined) return available;
    logProblem(`${label}: not an RDAP answer (HTTP ${answer.status}, ${answer.mediaType || 'no content type'}, ${answer.body.length} characters)`);
    throw upstreamFailed();
  };
}
