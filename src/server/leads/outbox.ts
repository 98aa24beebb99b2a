// Sends stored leads from the outbox table, inside the server process, one worker per channel
// (webhook, email): one attempt at a time, a deadline per attempt, exponential backoff after a
// failure, and nothing in memory that matters (a restart picks up every undelivered row). Visitors
// never wait for it. With PostgreSQL, several instances run a worker each; a row being attempted is
// locked, so each lead is sent by one of them. Each outcome is one pino event naming the lead's id,
// the channel and the outcome only — never what the visitor wrote, never the webhook's URL.
import type { Logger } from 'pino';
import { reason } from '../domainCheck/upstream.ts';
import type { RetryPolicy } from './config.ts';
import type { Channel, LeadStore, StoredLead } from './store.ts';

/** Longest setTimeout delay Node accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A due row that could not be taken is being attempted by another instance: look again after this. */
const LOCKED_ROW_WAIT_MS = 250;

/** The wait after the `attempts`-th failed attempt: base, 3×, 9×… capped (10 s, 30 s, 90 s, 4.5 min… 1 h). */
export function retryDelay(attempts: number, { baseMs, maxMs }: RetryPolicy): number {
  return Math.min(baseMs * 3 ** Math.max(0, attempts - 1), maxMs);
}

/** One attempt to send `lead`: resolves with undefined when it went through, or a short reason (no personal data) when not. */
export type Deliver = (lead: StoredLead) => Promise<string | undefined>;

export interface OutboxWorker {
  /** A lead was just stored: try now (returns at once). */
  wake(): void;
  /** Stops scheduling and waits for an attempt in flight (bounded by the timeout) to be recorded. */
  close(): Promise<void>;
}

/**
 * The pino event of an attempt's outcome: `delivered`; `retry` (failed, tried again after
 * `retryInMs`); `failed` (failed, and the backoff has reached its longest wait: someone should look
 * at the receiver — the lead is still kept and retried).
 */
function logOutcome(logger: Logger, channel: Channel, lead: StoredLead, attempt: number, problem: string | undefined, wait: number, retry: RetryPolicy): void {
  const base = { event: 'lead.delivery', channel, leadId: lead.id, attempt };
  if (problem === undefined) logger.info({ ...base, outcome: 'delivered' });
  else if (wait >= retry.maxMs) logger.error({ ...base, outcome: 'failed', error: problem, retryInMs: wait });
  else logger.warn({ ...base, outcome: 'retry', error: problem, retryInMs: wait });
}

export function startOutboxWorker({
  store,
  channel,
  deliver,
  retry,
  now,
  logger,
}: {
  store: LeadStore;
  channel: Channel;
  deliver: Deliver;
  retry: RetryPolicy;
  now: () => number;
  logger: Logger;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let claim = await store.claim(channel, now()); claim && !stopped; claim = stopped ? undefined : await store.claim(channel, now())) {
        const { lead, attempts } = claim.item;
        let problem: string | undefined;
        try {
          problem = await deliver(lead);
        } catch (error) {
          problem = reason(error);
        }
        const attempt = attempts + 1;
        const wait = retryDelay(attempt, retry);
        if (problem === undefined) await claim.delivered(now());
        else await claim.failed({ attempts: attempt, nextAt: now() + wait, error: problem });
        logOutcome(logger, channel, lead, attempt, problem, wait, retry);
      }
    } while (again && !stopped);
  }

  /** Sleeps until the earliest pending row is due. */
  async function schedule(): Promise<void> {
    clearTimeout(timer);
    if (stopped) return;
    const next = await store.nextDueAt(channel);
    if (next === undefined || stopped) return;
    const wait = next - now();
    timer = setTimeout(wake, Math.min(wait > 0 ? wait : LOCKED_ROW_WAIT_MS, MAX_TIMER_MS));
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
      .then(schedule)
      .catch((error: unknown) => {
        // The database is unreachable: look again later (a new lead wakes the worker sooner).
        logger.error({ event: 'lead.delivery', channel, outcome: 'worker-error', error: reason(error), retryInMs: retry.baseMs });
        clearTimeout(timer);
        if (!stopped) (timer = setTimeout(wake, retry.baseMs)).unref();
      })
      .finally(() => {
        running = undefined;
        // A lead stored while the schedule was being computed.
        if (again) wake();
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
