// One HTTP request to an upstream (registrar, RDAP server, IANA bootstrap) with a deadline covering
// the answer and its body, and a cap on the body: it is read as a stream and the request is aborted
// as soon as the answer is longer than the cap (never buffered whole). Redirects are followed only
// within the origin that was asked: an answer from another host is not the answer of the service we
// chose (and the registrar's query string carries its key). Timeouts become 504, everything else
// 502; only a coded reason ("ECONNREFUSED") is logged, never the error text, which may hold the address.
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
  /** The media type, lower-case, without parameters ("application/rdap+json"); '' when absent. */
  mediaType: string;
  contentType: string;
  body: string;
}

/** Same-origin redirects followed before the answer counts as a failure. */
export const MAX_REDIRECTS = 3;

/** A safe description of a fetch error: its code (or name) only (the lead webhook's log lines use it too). */
export function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as { name?: unknown } | null)?.name;
  return typeof code === 'string' && /^[A-Za-z_]{1,40}$/.test(code) ? code : 'unknown';
}

/** A refusal already logged (too large, redirected away): answered 502 without a second log line. */
class Refused extends Error {}

/** The body as text, or Refused once more than `maxBytes` arrived (the stream is cancelled then). */
async function readCapped(response: Response, maxBytes: number, label: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () => {
    logProblem(`${label}: answer larger than ${maxBytes} bytes`);
    return new Refused();
  };
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * GET `url` and read at most `maxBytes` of the body as text within `timeoutMs`. `label` names the
 * upstream in log lines. A redirect to another origin, too many redirects or a longer body → 502.
 */
export async function getUpstream(
  fetchFn: Fetch,
  url: string,
  { label, timeoutMs, maxBytes, accept }: { label: string; timeoutMs: number; maxBytes: number; accept?: string },
): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const origin = new URL(url).origin;
  try {
    let target = url;
    for (let redirects = 0; ; redirects++) {
      const response = await fetchFn(target, { signal, headers: accept ? { Accept: accept } : {}, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel().catch(() => {});
        const next = new URL(location, target);
        if (next.origin !== origin || redirects >= MAX_REDIRECTS) {
          logProblem(`${label}: HTTP ${response.status} redirect ${next.origin !== origin ? 'to another host' : `after ${MAX_REDIRECTS} redirects`} refused`);
          throw new Refused();
        }
        target = next.href;
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      const body = await readCapped(response, maxBytes, label);
      return { status: response.status, ok: response.ok, mediaType: contentType.split(';')[0].trim().toLowerCase(), contentType, body };
    }
  } catch (error) {
    if (error instanceof Refused) throw upstreamFailed();
    if (signal.aborted) {
      logProblem(`${label}: no answer within ${timeoutMs} ms`);
      throw upstreamTimedOut();
    }
    logProblem(`${label}: request failed (${reason(error)})`);
    throw upstreamFailed();
  }
}
