// The view counter of page experiments (A/B tests): how many times each variant was shown, per
// Vietnam day — a number per day, experiment and variant, nothing about the visitor (no address, no
// id, no time finer than the day). Counted in memory per instance, or with Redis (REDIS_URL) in one
// hash every instance shares, and added to the lead database every FLUSH_INTERVAL_MS and when the
// server stops (the lead API's close).
//
// Each view counts once. A flush carries an id, and the database adds a flush's counts only with its
// id, in one transaction (LeadStore.addViews): a flush retried after a failure, or finished by two
// instances at once, adds nothing the second time. With Redis, a Lua script renames the shared hash
// to the flush's own key and records the id in a set, atomically: a view counted after that goes to a
// new hash, for the next flush; whichever instance flushes next finishes every flush in the set (one
// that stopped half-way included), and deletes its key only once the database has it.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { VN_OFFSET_MS } from '../leads/export.ts';
import type { LeadStore, ViewCount } from '../leads/store.ts';
import { sendToRedis } from '../redisBudget.ts';
import type { Logger } from '../requestLog.ts';

/** How often the counts go to the database. */
export const FLUSH_INTERVAL_MS = 60_000;

/** The Redis keys (docs/operations.md, "A/B tests"). */
export const VIEW_KEYS = {
  /** Hash: "<day> <experiment> <variant>" → views counted since the last flush. */
  pending: 'views:pending',
  /** Set: the ids of flushes taken from `pending` and not yet in the database. */
  flushes: 'views:flushes',
  /** Hash of one flush: `pending` as it was when taken. */
  flush: (id: string) => `views:flush:${id}`,
} as const;

/** Takes the shared hash for one flush, atomically: renamed to the flush's key, its id added to the set. */
const TAKE_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('RENAME', KEYS[1], KEYS[3])
  redis.call('SADD', KEYS[2], ARGV[1])
  return 1
end
return 0`;

/** The Vietnam day (UTC+7, no daylight saving) of an instant, YYYY-MM-DD. */
export const vietnamDay = (ms: number) => new Date(ms + VN_OFFSET_MS).toISOString().slice(0, 10);

export interface ViewCounter {
  /** Counts one view of `variant` of `experiment` today (Redis, or this process when Redis is not set or does not answer). Never rejects. */
  count(experiment: string, variant: string): Promise<void>;
  /** Adds what was counted to the database (and finishes any Redis flush left half done). Rejects when the database does not take it (kept for the next flush). */
  flush(): Promise<void>;
  /** Stops the timer and flushes a last time. */
  close(): Promise<void>;
}

const fieldOf = (day: string, experiment: string, variant: string) => `${day} ${experiment} ${variant}`;

function countsOf(fields: Record<string, string> | Map<string, number>): ViewCount[] {
  const counts: ViewCount[] = [];
  for (const [field, value] of fields instanceof Map ? fields : Object.entries(fields)) {
    const [day, experiment, variant] = field.split(' ');
    const views = Number(value);
    if (day && experiment && variant && Number.isSafeInteger(views) && views > 0) counts.push({ day, experiment, variant, views });
  }
  return counts;
}

export function createViewCounter({
  store,
  redis,
  now,
  logger,
  flushIntervalMs = FLUSH_INTERVAL_MS,
}: {
  store: Pick<LeadStore, 'addViews'>;
  redis?: Redis;
  now: () => number;
  logger?: Logger;
  flushIntervalMs?: number;
}): ViewCounter {
  let memory = new Map<string, number>();
  /** A flush of memory the database did not take yet: retried with the same id. */
  let unsent: { id: string; counts: ViewCount[] } | undefined;
  let running: Promise<void> | undefined;

  const countInMemory = (field: string) => void memory.set(field, (memory.get(field) ?? 0) + 1);

  async function flushMemory(): Promise<void> {
    if (!unsent && memory.size > 0) {
      unsent = { id: randomUUID(), counts: countsOf(memory) };
      memory = new Map();
    }
    if (!unsent) return;
    await store.addViews(unsent.id, unsent.counts, now());
    unsent = undefined;
  }

  async function flushRedis(shared: Redis): Promise<void> {
    const id = randomUUID();
    await sendToRedis(shared, () => shared.eval(TAKE_SCRIPT, 3, VIEW_KEYS.pending, VIEW_KEYS.flushes, VIEW_KEYS.flush(id), id));
    const ids = await sendToRedis(shared, () => shared.smembers(VIEW_KEYS.flushes));
    for (const flushId of ids) {
      const fields = await sendToRedis(shared, () => shared.hgetall(VIEW_KEYS.flush(flushId)));
      const counts = countsOf(fields);
      // Empty: another instance finished this flush and deleted its key just now.
      if (counts.length > 0) await store.addViews(flushId, counts, now());
      await sendToRedis(shared, () => shared.multi().del(VIEW_KEYS.flush(flushId)).srem(VIEW_KEYS.flushes, flushId).exec());
    }
  }

  const flush = () =>
    (running ??= (async () => {
      try {
        const problems: unknown[] = [];
        await flushMemory().catch((error: unknown) => problems.push(error));
        if (redis) await flushRedis(redis).catch((error: unknown) => problems.push(error));
        if (problems.length > 0) throw problems[0];
      } finally {
        running = undefined;
      }
    })());

  const timer = setInterval(() => {
    flush().catch((error: unknown) => {
      const { code, name } = error as { code?: unknown; name?: unknown };
      (logger?.error.bind(logger) ?? console.error)({ event: 'views.flush', outcome: 'failed', error: String(code ?? name ?? 'unknown') });
    });
  }, flushIntervalMs).unref();

  return {
    async count(experiment, variant) {
      const field = fieldOf(vietnamDay(now()), experiment, variant);
      if (!redis) return countInMemory(field);
      try {
        await sendToRedis(redis, () => redis.hincrby(VIEW_KEYS.pending, field, 1));
      } catch {
        // Redis down or slow: this instance keeps the view and adds it itself.
        countInMemory(field);
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await running?.catch(() => {});
      await flush();
    },
  };
}
