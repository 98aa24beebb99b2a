// The domain check's results shared through Redis (REDIS_URL): an answer one instance got from the
// registrar is kept there for the cache's time, and every instance reads it. The local cache in
// front only joins concurrent checks of one name into one upstream call (its entries end when the
// answer arrives), so no instance keeps an answer longer than Redis does. Redis unreachable: the
// check goes upstream, uncached, and the answer is still given; Redis is asked within the request's
// budget, and not at all while it is known down (redisBudget.ts).
import type { Redis } from '../redis.ts';
import { sendToRedis } from '../redisBudget.ts';
import { createResultCache, type ResultCache } from './cache.ts';

export function createSharedResultCache({
  redis,
  prefix,
  ttlMs,
  now,
}: {
  redis: Redis;
  prefix: string;
  ttlMs: number;
  now: () => number;
}): ResultCache<boolean> {
  const inFlight = createResultCache<boolean>({ ttlMs: 0, maxEntries: 10_000, now });
  return {
    get: (key, load) =>
      inFlight.get(key, async () => {
        const kept = await sendToRedis(redis, () => redis.get(prefix + key)).catch(() => null);
        if (kept === '1' || kept === '0') return kept === '1';
        const available = await load();
        await sendToRedis(redis, () => redis.set(prefix + key, available ? '1' : '0', 'PX', ttlMs)).catch(() => {});
        return available;
      }),
    get size() {
      return inFlight.size;
    },
  };
}
