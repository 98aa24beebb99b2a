// Sends stored leads from the outbox table, inside the server process, one worker per channel
// (webhook, email): one attempt at a time, recorded as started (and the row leased) before anything
// is sent, a deadline per attempt, exponential backoff after a failure. Delivery is at least once: a
// lead is never lost, and it is sent again only when an attempt's outcome was never recorded (the
// process died mid-attempt: the row is due again when its lease ends) — never when this process
// knows it went through (a success the database could not take is kept in memory and recorded once
// the database answers, before anything else is taken). A repeat carries the same Message-ID
// (email) or Idempotency-Key (webhook), so the receiver can recognise it. Visitors never wait for
// it. With PostgreSQL, several instances run a worker each; a row is taken by one of them at a
// time. Each outcome is one pino event naming the lead's id, the channel and the outcome only —
// never what the visitor wrote, never the webhook's URL.
import type { Logger } from 'pino';
import { reason } from '../domainCheck/upstream.ts';
import type { RetryPolicy } from './config.ts';
import type { Channel, LeadStore, OutboxClaim, OutboxItem, StoredLead } from './store.ts';

/** Longest setTimeout delay Node accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A due row that could not be taken is being attempted by another instance: look again after this. */
const LOCKED_ROW_WAIT_MS = 250;

/** The error recorded for an attempt cut short by a shutdown: due again at once (the next start sends it). */
export const INTERRUPTED = 'shutdown';

/** The wait after the `attempts`-th failed attempt: base, 3×, 9×… capped (10 s, 30 s, 90 s, 4.5 min… 1 h). */
export function retryDelay(attempts: number, { baseMs, maxMs }: RetryPolicy): number {
  return Math.min(baseMs * 3 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * How long a row taken for an attempt is not due again: the attempt's deadline, and as long again to
 * record its outcome. Only a process that died (or lost its database) leaves a row to its lease's end.
 */
export const leaseFor = (attemptMs: number) => 2 * attemptMs;

/**
 * One attempt to send `lead`: resolves with undefined when it went through, or a short reason (no
 * personal data) when not. It stops as soon as `signal` aborts (its deadline, or a shutdown).
 */
export type Deliver = (lead: StoredLead, signal: AbortSignal) => Promise<string | undefined>;

export interface OutboxWorker {
  /** A lead was just stored: try now (returns at once). */
  wake(): void;
  /**
   * Stops taking rows. An attempt in flight may finish within `graceMs` (default 0), then it is
   * aborted and recorded as due at once (the next start retries it). Resolves once its outcome, and
   * any delivery whose recording failed earlier, is recorded — or could not be (the database is
   * down: then the row is sent again after the restart, with the same Message-ID / Idempotency-Key).
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * The pino event of an attempt's outcome: `delivered`; `retry` (failed, tried again after
 * `retryInMs`); `failed` (failed, and the backoff has reached its longest wait: someone should look
 * at the receiver — the lead is still kept and retried); `interrupted` (cut short by a shutdown).
 * `afterUnfinished`: the previous attempt's outcome was never recorded, so this one may repeat a
 * delivery that arrived (the receiver recognises it by its Message-ID / Idempotency-Key). Two more
 * events, at error level, follow a `delivered` whose record failed: `unrecorded` (kept in memory,
 * recorded once the database answers) and `unrecorded-at-exit` (the process stopped first: the
 * next start sends that lead again).
 */
function logOutcome(logger: Logger, channel: Channel, item: OutboxItem, attempt: number, problem: string | undefined, wait: number, retry: RetryPolicy): void {
  const base = { event: 'lead.delivery', channel, leadId: item.lead.id, attempt, ...(item.unfinished ? { afterUnfinished: true } : {}) };
  if (problem === undefined) logger.info({ ...base, outcome: 'delivered' });
  else if (problem === INTERRUPTED) logger.warn({ ...base, outcome: 'interrupted', retryInMs: wait });
  else if (wait >= retry.maxMs) logger.error({ ...base, outcome: 'failed', error: problem, retryInMs: wait });
  else logger.warn({ ...base, outcome: 'retry', error: problem, retryInMs: wait });
}

export function startOutboxWorker({
  store,
  channel,
  deliver,
  attemptMs,
  retry,
  now,
  logger,
}: {
  store: LeadStore;
  channel: Channel;
  deliver: Deliver;
  /** The deadline of one attempt (connecting, sending, the answer). */
  attemptMs: number;
  retry: RetryPolicy;
  now: () => number;
  logger: Logger;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let closing: Promise<void> | undefined;
  /** Aborted when the shutdown grace ends: cuts the attempt in flight. */
  const shutdown = new AbortController();
  /**
   * Deliveries that went through but could not be recorded (the database went away): kept here and
   * recorded before anything else is taken, so this process never sends them again.
   */
  const unrecorded = new Map<string, { claim: OutboxClaim; at: number }>();

  async function recordUnrecorded(): Promise<void> {
    for (const [id, { claim, at }] of unrecorded) {
      await claim.delivered(at);
      unrecorded.delete(id);
    }
  }

  async function attempt(claim: OutboxClaim): Promise<void> {
    const { item } = claim;
    const attempt = item.attempts + 1;
    const signal = AbortSignal.any([shutdown.signal, AbortSignal.timeout(attemptMs)]);
    let problem: string | undefined;
    try {
      problem = await deliver(item.lead, signal);
    } catch (error) {
      problem = reason(error);
    }
    // Cut short: by the shutdown (not the receiver's fault, due again at once) or by the deadline.
    if (problem !== undefined && signal.aborted) problem = shutdown.signal.aborted ? INTERRUPTED : 'TimeoutError';
    if (problem === undefined) {
      const at = now();
      logOutcome(logger, channel, item, attempt, problem, 0, retry);
      unrecorded.set(item.lead.id, { claim, at });
      try {
        await recordUnrecorded();
      } catch (error) {
        logger.error({ event: 'lead.delivery', channel, leadId: item.lead.id, outcome: 'unrecorded', error: reason(error) });
        throw error;
      }
      return;
    }
    const wait = problem === INTERRUPTED ? 0 : retryDelay(attempt, retry);
    await claim.failed({ attempts: attempt, nextAt: now() + wait, error: problem });
    logOutcome(logger, channel, item, attempt, problem, wait, retry);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      await recordUnrecorded();
      while (!stopped) {
        const claim = await store.claim(channel, now(), leaseFor(attemptMs));
        if (!claim) break;
        await attempt(claim);
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
    close: (graceMs = 0) =>
      (closing ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        const cut = setTimeout(() => shutdown.abort(), graceMs);
        try {
          await running;
        } finally {
          clearTimeout(cut);
        }
        try {
          await recordUnrecorded();
        } catch (error) {
          for (const leadId of unrecorded.keys())
            logger.error({ event: 'lead.delivery', channel, leadId, outcome: 'unrecorded-at-exit', error: reason(error) });
        }
      })()),
  };
}
