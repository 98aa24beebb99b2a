import { LEAD_FIELDS, readVisit, type LeadErrors, type LeadInput } from '../../lib/lead.ts';

/** What became of one submission. */
export type SendOutcome =
  | { kind: 'stored' }
  /** 400: the server's message per field (the same rules the form checks). */
  | { kind: 'invalid'; fields: LeadErrors; message?: string }
  /** 429: `retryAfter` seconds when the server says. */
  | { kind: 'limited'; retryAfter?: number }
  /** Another 4xx with a reason the visitor can read (413 too large…). */
  | { kind: 'refused'; message: string }
  /** No answer, a timeout or a server error: worth trying again. */
  | { kind: 'failed' };

/** A visitor on a slow line waits this long before the form offers "Thử lại". */
export const LEAD_TIMEOUT_MS = 15_000;

const TOO_LARGE = 'Nội dung gửi quá dài. Vui lòng rút gọn phần nhu cầu rồi gửi lại.';

/**
 * POST /api/leads (JSON), with the visit this tab keeps (where it landed and came from: readVisit;
 * the server keeps only the attribution it accepts). Never throws: every way it can end is an outcome.
 */
export async function sendLead(input: Omit<LeadInput, 'visit'>, timeoutMs = LEAD_TIMEOUT_MS): Promise<SendOutcome> {
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...input, visit: readVisit() } satisfies LeadInput),
      // Also bounds reading the answer: a server that stalls mid-body counts as failed.
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as { ok?: unknown; error?: unknown; fields?: unknown } | null;
    const error = typeof body?.error === 'string' ? body.error : undefined;
    if (response.ok && body?.ok === true) return { kind: 'stored' };
    if (response.status === 400 && (body?.fields || error)) return { kind: 'invalid', fields: fieldErrors(body?.fields), message: error };
    if (response.status === 429) return { kind: 'limited', retryAfter: retryAfterSeconds(response.headers.get('Retry-After')) };
    if (response.status === 413) return { kind: 'refused', message: error ?? TOO_LARGE };
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && error) return { kind: 'refused', message: error };
    console.error(`Lead not sent: HTTP ${response.status}`);
  } catch (error) {
    console.error('Lead not sent:', error);
  }
  return { kind: 'failed' };
}

/** Only the known fields' string messages: the answer is data, never trusted to be well formed. */
function fieldErrors(fields: unknown): LeadErrors {
  const errors: LeadErrors = {};
  if (typeof fields !== 'object' || fields === null) return errors;
  for (const field of [...LEAD_FIELDS, 'domain'] as const) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** Retry-After is seconds or an HTTP date (RFC 9110). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // Date.parse would also read "-5" or "2026" as dates: an HTTP date names its weekday and month.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
