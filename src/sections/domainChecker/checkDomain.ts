/** What the site server answered for one domain. */
export type CheckAnswer = { kind: 'result'; domain: string; available: boolean } | { kind: 'refused'; message: string } | { kind: 'failed' };

/**
 * Asks the site server (GET /api/domain-check). A 400/429 with a message (bad name, too many checks)
 * is a refusal the visitor can act on; anything else (not configured, registry down or slow, a garbled
 * answer) is a failure, which the section answers calmly: we check it for the visitor.
 */
export async function checkDomain(name: string, ext: string, signal: AbortSignal): Promise<CheckAnswer> {
  const response = await fetch(`/api/domain-check?${new URLSearchParams({ name, ext })}`, { signal, headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { domain?: unknown; available?: unknown; error?: unknown } | null;
  if (response.ok && body && typeof body.domain === 'string' && typeof body.available === 'boolean')
    return { kind: 'result', domain: body.domain, available: body.available };
  if ((response.status === 400 || response.status === 429) && typeof body?.error === 'string') return { kind: 'refused', message: body.error };
  throw new Error(`domain check failed: HTTP ${response.status}`);
}
