// Registrar mode: the registrar's check_whois command. The answer is plain text: "1" available,
// "0" taken; anything else (an HTML error page, a message, a non-2xx status, more than 4 KB, a
// redirect to another host) is a failure, never "available". The credentials go in the query string
// to the registrar and nowhere else.
import { logProblem, upstreamFailed } from './errors.ts';
import type { RegistrarConfig } from './config.ts';
import { getUpstream, type AvailabilityCheck, type Fetch } from './upstream.ts';

/** The answer is one character; an error text or page of more than 4 KB is not worth reading. */
export const REGISTRAR_MAX_BYTES = 4096;

export function createRegistrarCheck({ url, username, apiKey }: RegistrarConfig, { fetch, timeoutMs }: { fetch: Fetch; timeoutMs: number }): AvailabilityCheck {
  const separator = url.includes('?') ? '&' : '?';
  return async (domain) => {
    const query = new URLSearchParams({ command: 'check_whois', username, apikey: apiKey, domain });
    const answer = await getUpstream(fetch, `${url}${separator}${query}`, { label: 'registrar', timeoutMs, maxBytes: REGISTRAR_MAX_BYTES });
    if (!answer.ok) {
      logProblem(`registrar: HTTP ${answer.status}`);
      throw upstreamFailed();
    }
    const text = answer.body.trim();
    if (text === '1') return true;
    if (text === '0') return false;
    logProblem(`registrar: unexpected answer (HTTP ${answer.status}, ${answer.contentType || 'no content type'}, ${answer.body.length} characters)`);
    throw upstreamFailed();
  };
}
