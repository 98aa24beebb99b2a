// One HTTP request to an upstream (registrar, RDAP server, IANA bootstrap) with a deadline covering
// the answer and its body. Timeouts become 504 and network errors 502; only a coded reason
// ("ECONNREFUSED") is logged, never the error text, which may hold the address.
import { logProblem, upstreamFailed, upstreamTimedOut } from './errors.ts';

export type Fetch = typeof globalThis.fetch;

/**
 * Whether `domain` (ASCII, e.g. "xn--cahng-tqa2694c.vn", extension `ext` as chosen, e.g. ".vn") can
 * be registered. Rejects with a CheckFailure when that cannot be known.
 */
export type AvailabilityCheck = (domain: string, ext: string) => Promise<boolean>;

export interface UpstreamAnswer {
  status: number;
  ok: boolean;
  contentType: string;
  body: string;
}

/** A safe description of a fetch error: its code (or name) only (the lead webhook's log lines use it too). */
export function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as { name?: unknown } | null)?.name;
  return typeof code === 'string' && /^[A-Za-z_]{1,40}$/.test(code) ? code : 'unknown';
}

/**
 * GET `url` and read the body as text within `timeoutMs`. `label` names the upstream in log lines.
 * With `readBody: false` the body is discarded (only the status matters).
 */
export async function getUpstream(
  fetchFn: Fetch,
  url: string,
  { label, timeoutMs, accept, readBody = true }: { label: string; timeoutMs: number; accept?: string; readBody?: boolean },
): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchFn(url, { signal, headers: accept ? { Accept: accept } : {}, redirect: 'follow' });
    let body = '';
    if (readBody) body = await response.text();
    else await response.body?.cancel().catch(() => {});
    return { status: response.status, ok: response.ok, contentType: response.headers.get('content-type') ?? '', body };
  } catch (error) {
    if (signal.aborted) {
      logProblem(`${label}: no answer within ${timeoutMs} ms`);
      throw upstreamTimedOut();
    }
    logProblem(`${label}: request failed (${reason(error)})`);
    throw upstreamFailed();
  }
}
