// Plumbing every /api router shares: a per-client rate limit that answers JSON, no caching of
// answers, and a JSON 405 for other methods. The routers keep only their own logic.
import express, { type RequestHandler } from 'express';
import { MemoryStore, rateLimit, type Logger } from 'express-rate-limit';
import { redisRateLimitStore, type Redis } from './redis.ts';
import { redisBudget, RedisUnavailable } from './redisBudget.ts';

/**
 * express-rate-limit's console lines, but not "error from store, allowing request without
 * rate-limiting" for Redis being unavailable: openRedis logs an outage once, not once per request.
 */
const rateLimitLogger: Logger = {
  warn: (error, message) => console.warn(...(message === undefined ? [error] : [message, error])),
  error: (error, message) => {
    if (!(error instanceof RedisUnavailable)) console.error(...(message === undefined ? [error] : [message, error]));
  },
};

/**
 * A per-IP limit answering 429 `{ error: message }` with Retry-After; `close` stops its timer.
 * Counted in memory, or with `redis` in Redis under `prefix`, shared by every instance; Redis
 * unreachable lets the request through (a lead is never refused for it; /readyz reports it).
 */
export function jsonRateLimit({
  windowMs,
  limit,
  message,
  redis,
  prefix,
}: {
  windowMs: number;
  limit: number;
  message: string;
  redis?: Redis;
  prefix: string;
}): { limiter: RequestHandler; close(): void } {
  const memory = redis ? undefined : new MemoryStore();
  const store = redis ? redisRateLimitStore(redis, prefix) : memory!;
  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7', // RateLimit and RateLimit-Policy, and Retry-After on a 429
    legacyHeaders: false,
    store,
    passOnStoreError: redis !== undefined,
    logger: rateLimitLogger,
    // The site server says once, in one line, when X-Forwarded-For arrives without TRUST_PROXY (siteServer.ts).
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      res.status(429).json({ error: message });
    },
  });
  return { limiter, close: () => memory?.shutdown() };
}

/** A router whose answers are never cached, each request with one Redis budget for all its Redis commands (redisBudget.ts). */
export function apiRouter(): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(redisBudget);
  return router;
}

/** Lets only `method` through at `path`; anything else gets 405 with Allow and `{ error: message }`. */
export function onlyMethod(router: express.Router, path: string, method: 'GET' | 'POST', message: string): void {
  router.all(path, (req, res, next) => {
    if (req.method === method) return next();
    res.setHeader('Allow', method);
    res.status(405).json({ error: message });
  });
}
