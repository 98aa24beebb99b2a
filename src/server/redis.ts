// Redis (REDIS_URL, the ioredis client): what several server instances share — the rate limits
// (rate-limit-redis) and the domain check's results. Redis being down is never a crash: each /api
// request waits on it at most REDIS_BUDGET_MS in all, and not at all while it is known down
// (redisBudget.ts); /readyz says so, the rate limits let requests through (a lead is never refused
// for it) and domain checks go to the registrar uncached; the client reconnects by itself.
// Connection problems are logged once per outage, by host only.
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Env } from './domainCheck/config.ts';
import { REDIS_BUDGET_MS, sendToRedis } from './redisBudget.ts';
import type { Logger } from './requestLog.ts';
import { readServiceUrl, type ServiceUrl } from './serviceUrl.ts';

export type { Redis };

export const readRedisUrl = (env: Env): ServiceUrl | undefined => readServiceUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379/0');

export function openRedis({ url, label }: ServiceUrl, logger: Logger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    // A backstop for commands not sent through sendToRedis (a release announcement): longer than a
    // budget, because its timer cannot tell Redis being slow from this process being busy, while
    // sendToRedis's can (redisBudget.ts).
    commandTimeout: 5 * REDIS_BUDGET_MS,
    maxRetriesPerRequest: 1,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let down = false;
  redis.on('error', (error: { code?: unknown }) => {
    if (down) return;
    down = true;
    logger.error({ event: 'redis', state: 'unavailable', redis: label, error: typeof error.code === 'string' ? error.code : 'unknown' });
  });
  redis.on('ready', () => {
    if (down) logger.info({ event: 'redis', state: 'ok', redis: label });
    down = false;
  });
  return redis;
}

/** Whether Redis answers PING (GET /readyz). */
export const redisReady = (redis: Redis) =>
  redis.ping().then(
    (answer) => answer === 'PONG',
    () => false,
  );

/**
 * express-rate-limit's Redis store, which loads its scripts again when loading them failed (Redis
 * down or still connecting when the server started): rate-limit-redis keeps the first, failed, load
 * for ever otherwise.
 */
class ReloadingRedisStore extends RedisStore {
  /**
   * Never rejects: a failed load is done again by the first request (increment), and an outage is
   * logged once by openRedis; express-rate-limit would print "async error during store
   * initialization" for a Redis merely slow to connect.
   */
  override init(options: Parameters<RedisStore['init']>[0]): Promise<void> {
    return super.init(options).catch(() => {});
  }

  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      const failedLoad = await Promise.all([this.incrementScriptSha, this.getScriptSha]).then(
        () => false,
        () => true,
      );
      if (!failedLoad) throw error;
      // Marked handled: a load that fails again is the next request's error, never an unhandled rejection.
      this.incrementScriptSha = this.loadIncrementScript();
      this.getScriptSha = this.loadGetScript();
      this.incrementScriptSha.catch(() => {});
      this.getScriptSha.catch(() => {});
      return super.increment(key);
    }
  }
}

/** A rate-limit store shared through Redis under `prefix` (one per limiter). */
export function redisRateLimitStore(redis: Redis, prefix: string): RedisStore {
  return new ReloadingRedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => sendToRedis(redis, () => redis.call(command, ...args) as Promise<RedisReply>),
  });
}
