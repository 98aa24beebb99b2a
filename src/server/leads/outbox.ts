// Forwards stored leads to the webhook from the outbox table, inside the server process: one
// attempt at a time, a deadline per attempt, exponential backoff after a failure, and nothing in
// memory that matters (a restart picks up every undelivered row). Visitors never wait for it.
// Log lines name the lead's id and the outcome only, never what the visitor wrote or the URL.
import { reason, type Fetch } from '../domainCheck/upstream.ts';
import type { RetryPolicy, WebhookConfig } from './config.ts';
import type { LeadStore, OutboxItem, StoredLead } from './store.ts';

/** Longest setTimeout delay Node accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The wait after the `attempts`-th failed attempt: base, 3×, 9×… capped (10 s, 30 s, 90 s, 4.5 min… 1 h). */
export function retryDelay(attempts: number, { baseMs, maxMs }: RetryPolicy): number {
  return Math.min(baseMs * 3 ** Math.max(0, attempts - 1), maxMs);
}

/** What the webhook receives: the lead as stored (text, never HTML), with its id for deduplication. */
export const webhookPayload = (lead: StoredLead) => ({
  id: lead.id,
  createdAt: lead.createdAt,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  service: lead.service,
  needs: lead.needs,
  page: lead.page,
  template: lead.template,
});

export interface OutboxWorker {
  /** A lead was just stored: try now (returns at once). */
  wake(): void;
  /** Stops scheduling and waits for an attempt in flight (bounded by the timeout) to be recorded. */
  close(): Promise<void>;
}

export function startOutboxWorker({ store, webhook, fetch, now }: { store: LeadStore; webhook: WebhookConfig; fetch: Fetch; now: () => number }): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function attempt({ lead, attempts }: OutboxItem): Promise<void> {
    let problem: string;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
        body: JSON.stringify(webhookPayload(lead)),
        signal: AbortSignal.timeout(webhook.timeoutMs),
        // A redirect would turn the POST into a GET elsewhere: it counts as a failure.
        redirect: 'manual',
      });
      // Only the status counts: the body is never read, its stream is cancelled (whatever its size).
      await response.body?.cancel().catch(() => {});
      if (response.ok) {
        store.delivered(lead.id, now());
        console.log(`[leads] webhook: lead ${lead.id} delivered (attempt ${attempts + 1})`);
        return;
      }
      problem = `HTTP ${response.status}`;
    } catch (error) {
      problem = reason(error);
    }
    const failures = attempts + 1;
    const wait = retryDelay(failures, webhook.retry);
    store.failed(lead.id, { attempts: failures, nextAt: now() + wait, error: problem });
    console.warn(`[leads] webhook: lead ${lead.id} attempt ${failures} failed (${problem}), next in ${Math.ceil(wait / 1000)} s`);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let batch = store.due(now()); batch.length > 0 && !stopped; batch = store.due(now())) {
        for (const item of batch) {
          if (stopped) return;
          await attempt(item);
        }
      }
    } while (again && !stopped);
  }

  /** Sleeps until the earliest pending row is due. */
  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    const next = store.nextDueAt();
    if (next === undefined) return;
    timer = setTimeout(wake, Math.min(Math.max(next - now(), 0), MAX_TIMER_MS));
    // The server keeps the process alive; this timer alone must not.
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => console.error(`[leads] webhook worker stopped on an error (${reason(error)}); it resumes with the next lead or restart`))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  // Rows left undelivered by an earlier run are due now or later.
  wake();

  return {
    wake,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
