// How long a request may wait on Redis, and whether it is worth asking. Each /api request gets one
// budget (REDIS_BUDGET_MS) for all its Redis commands together — the rate limiter's and the domain
// check cache's — so Redis hung costs it at most that, not a timeout per command. Redis known down
// (its connection lost, or a command that did not answer in time) is not asked at all: commands fail
// at once until the client is ready again or, for a connection that stayed open, a PING answers
// (tried every PROBE_INTERVAL_MS). Callers treat a failure as "no Redis": the limit lets the request
// through, the cache goes upstream.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { ReplyError, type Redis } from 'ioredis';

/** The longest one request waits on Redis, all its commands together, this process's own stalls aside (docs/operations.md, "Redis down or slow"). */
export const REDIS_BUDGET_MS = 1000;
/** While Redis is known unresponsive on an open connection: a PING this often says when it is back. */
export const PROBE_INTERVAL_MS = 1000;

/** Redis was not asked (known down, budget spent) or did not answer in time. */
export class RedisUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RedisUnavailable';
  }
}

interface Budget {
  remainingMs: number;
}

const budgets = new AsyncLocalStorage<Budget>();

/** Runs `work` with a budget of its own: its Redis commands (sendToRedis), whatever awaits between them, share REDIS_BUDGET_MS. */
export const withRedisBudget = <T>(work: () => T): T => budgets.run({ remainingMs: REDIS_BUDGET_MS }, work);

/** Middleware: the rest of the request (its Redis commands) shares one budget of REDIS_BUDGET_MS. */
export const redisBudget: RequestHandler = (_req, _res, next) => withRedisBudget(next);

interface Health {
  /** The connection closed and the client is not ready again yet. */
  lost: boolean;
  /** A command got no answer in time; cleared by the client being ready again or by a PING answered. */
  unresponsive: boolean;
  probe?: NodeJS.Timeout;
}

const healthOf = new WeakMap<Redis, Health>();

function health(redis: Redis): Health {
  let known = healthOf.get(redis);
  if (known) return known;
  const state: Health = { lost: redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end', unresponsive: false };
  const stopProbe = () => {
    clearInterval(state.probe);
    state.probe = undefined;
  };
  redis.on('close', () => (state.lost = true));
  redis.on('ready', () => {
    state.lost = false;
    state.unresponsive = false;
    stopProbe();
  });
  redis.on('end', stopProbe);
  healthOf.set(redis, (known = state));
  return known;
}

/** The step in which a command's time is counted (withinMs). */
const TICK_MS = 50;

/**
 * `promise`, or RedisUnavailable after `ms` of time in which this process could have heard the answer;
 * `spent` is told how much was counted. Counted in ticks of TICK_MS: a tick counts the time since the
 * last, but at most two ticks' worth when it fires late (the event loop was busy: a long synchronous
 * task, a loaded machine), so our own stall is never taken for Redis being slow, nor is a connection
 * still being made during it. The rejection also waits for I/O already received (setImmediate runs after
 * the poll phase).
 */
async function withinMs<T>(promise: Promise<T>, ms: number, spent: (ms: number) => void = () => {}): Promise<T> {
  let counted = 0;
  let last = performance.now();
  const count = () => {
    const now = performance.now();
    counted += Math.min(now - last, 2 * TICK_MS);
    last = now;
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    const tick = () => {
      count();
      if (counted < ms) timer = setTimeout(tick, Math.min(TICK_MS, ms - counted));
      else setImmediate(() => reject(new RedisUnavailable(`no answer within ${Math.round(ms)} ms`)));
    };
    timer = setTimeout(tick, Math.min(TICK_MS, ms));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
    count();
    spent(Math.min(counted, ms));
  }
}

function markUnresponsive(redis: Redis, state: Health): void {
  state.unresponsive = true;
  if (state.probe) return;
  let asking = false;
  const probe = () => {
    // Not ready: the client is reconnecting by itself, and its 'ready' clears the mark.
    if (asking || redis.status !== 'ready') return;
    asking = true;
    withinMs(redis.ping(), REDIS_BUDGET_MS).then(
      (answer) => {
        asking = false;
        if (answer !== 'PONG' || !state.unresponsive) return;
        state.unresponsive = false;
        clearInterval(state.probe);
        state.probe = undefined;
      },
      () => (asking = false),
    );
  };
  state.probe = setInterval(probe, PROBE_INTERVAL_MS).unref();
  probe();
}

/**
 * `command` on `redis` within the current request's budget (REDIS_BUDGET_MS outside a request).
 * Rejects with RedisUnavailable at once, sending nothing, when Redis is known down or the budget is
 * spent, and when it does not answer in time (then it is known down). An error Redis answered with
 * (ReplyError: NOSCRIPT…) is passed on as it is: Redis is up.
 */
export async function sendToRedis<T>(redis: Redis, command: () => Promise<T>): Promise<T> {
  const state = health(redis);
  if (state.lost || state.unresponsive) throw new RedisUnavailable('Redis is known down: not asked');
  const budget = budgets.getStore();
  const allowedMs = Math.min(budget?.remainingMs ?? REDIS_BUDGET_MS, REDIS_BUDGET_MS);
  if (allowedMs <= 0) throw new RedisUnavailable("the request's Redis budget is spent: not asked");
  try {
    return await withinMs(command(), allowedMs, (ms) => {
      if (budget) budget.remainingMs -= ms;
    });
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    markUnresponsive(redis, state);
    throw error instanceof RedisUnavailable ? error : new RedisUnavailable('Redis command failed', { cause: error });
  }
}
