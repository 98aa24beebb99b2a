// /api/*: GET /api/domain-check?name=…&ext=… and JSON 404/405 answers. The input is validated with
// the browser's own rules (normalizeDomain), then the server's full IDNA check (idna.ts), before
// anything else happens; only then is the registrar (or RDAP) asked, at most once per domain per
// 5 minutes.
import express, { type Request, type Response } from 'express';
import { apiRouter, jsonRateLimit, onlyMethod } from '../apiKit.ts';
import { normalizeDomain } from '../../lib/domain.ts';
import type { Redis } from '../redis.ts';
import { createResultCache, type ResultCache } from './cache.ts';
import { readDomainCheckConfig, type Env } from './config.ts';
import { loadServerContent, type ServerContent } from '../serverContent.ts';
import { CheckFailure } from './errors.ts';
import { idnaProblem } from './idna.ts';
import { createSharedResultCache } from './sharedCache.ts';
import { createRdapCheck } from './rdap.ts';
import { createRegistrarCheck } from './registrar.ts';
import type { AvailabilityCheck, Fetch } from './upstream.ts';

export const RESULT_TTL_MS = 5 * 60 * 1000;
export const RESULT_CACHE_SIZE = 5000;

export interface DomainCheckOptions {
  env: Env;
  fetch: Fetch;
  now: () => number;
  /** Checks per client IP per window (default 10 per 60 s). */
  rateLimit?: { limit?: number; windowMs?: number };
  /** Shares the results and the rate limit between instances (REDIS_URL). */
  redis?: Redis;
  /** The content of the release being served; default the content baked in at build time. */
  content?: () => Pick<ServerContent, 'domainExtensions'>;
}

const MESSAGES = {
  missing: 'Vui lòng nhập tên miền và chọn đuôi tên miền cần kiểm tra.',
  tooMany: 'Bạn kiểm tra quá nhiều lần. Vui lòng thử lại sau ít phút.',
  notFound: 'Không tìm thấy địa chỉ này.',
  method: 'Phương thức không được hỗ trợ. Hãy dùng GET.',
};

/** The /api router (mount at "/api") and a `close` that stops the rate limiter's timer. */
export function createApiRouter({ env, fetch, now, redis, rateLimit: limits = {}, content = loadServerContent }: DomainCheckOptions): {
  router: express.Router;
  close(): void;
} {
  const config = readDomainCheckConfig(env);
  const check: AvailabilityCheck =
    config.mode === 'registrar'
      ? createRegistrarCheck(config.registrar, { fetch, timeoutMs: config.timeoutMs })
      : createRdapCheck({ bootstrapUrl: config.bootstrapUrl, fetch, timeoutMs: config.timeoutMs, now });
  const cache: ResultCache<boolean> = redis
    ? createSharedResultCache({ redis, prefix: 'domain-check:', ttlMs: RESULT_TTL_MS, now })
    : createResultCache<boolean>({ ttlMs: RESULT_TTL_MS, maxEntries: RESULT_CACHE_SIZE, now });

  const { limiter, close } = jsonRateLimit({
    windowMs: limits.windowMs ?? 60_000,
    limit: limits.limit ?? 10,
    message: MESSAGES.tooMany,
    redis,
    prefix: 'rl:domain-check:',
  });
  const router = apiRouter();
  onlyMethod(router, '/domain-check', 'GET', MESSAGES.method);
  router.get('/domain-check', limiter, async (req: Request, res: Response) => {
    const { name, ext } = req.query;
    if (typeof name !== 'string' || typeof ext !== 'string') {
      res.status(400).json({ error: MESSAGES.missing });
      return;
    }
    const valid = normalizeDomain(name, ext, content().domainExtensions);
    if (!valid.ok) {
      res.status(400).json({ error: valid.message });
      return;
    }
    const refusal = idnaProblem(valid.domain);
    if (refusal) {
      res.status(400).json({ error: refusal });
      return;
    }
    try {
      const available = await cache.get(valid.domain, () => check(valid.domain, ext));
      res.json({ domain: valid.domain, available });
    } catch (error) {
      if (!(error instanceof CheckFailure)) throw error;
      res.status(error.status).json({ error: error.message });
    }
  });
  router.use((_req, res) => {
    res.status(404).json({ error: MESSAGES.notFound });
  });

  return { router, close };
}
