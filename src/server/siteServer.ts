// The site server (Express): security headers on every answer, the domain-check, lead and A/B view APIs
// under /api, the built site (staticFiles.ts; one folder, or the release being served), client time limits and graceful shutdown
// (lifecycle.ts), and the visitor's address taken from trusted proxies only (TRUST_PROXY).
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Env } from './domainCheck/config.ts';
import { createApiRouter } from './domainCheck/route.ts';
import type { Fetch } from './domainCheck/upstream.ts';
import { healthRoutes } from './health.ts';
import { openRedis, readRedisUrl, redisReady, type Redis } from './redis.ts';
import { createLogger, readLogLevel, requestLog, type Logger } from './requestLog.ts';
import { createLeadsApi, type LeadsApi } from './leads/api.ts';
import { createHttpServer, SERVER_TIMEOUTS, type GracefulServer, type ServerTimeouts } from './lifecycle.ts';
import { securityHeaders } from './securityHeaders.ts';
import { staticFiles } from './staticFiles.ts';
import { searchPage } from './searchPage.ts';
import { SEARCH_ROUTE } from '../model/search.ts';
import { fixedRelease, type ReleaseSource } from './releases/source.ts';
import { readTrustProxy } from './trustProxy.ts';

export interface SiteServerOptions {
  /** The built site: a folder (build/client, its content baked in) or a source of releases (SITE_RELEASES). */
  root: string | ReleaseSource;
  /** Environment: TRUST_PROXY, REDIS_URL, the domain check's (REGISTRAR_*…) and the leads' (LEADS_*, DATABASE_URL, SMTP_URL…); default process.env. */
  env?: Env;
  /** fetch used for upstream calls (registrar, RDAP); default globalThis.fetch. */
  fetch?: Fetch;
  /** Clock of the caches, in ms; default Date.now. */
  now?: () => number;
  /** Domain checks per client IP per window; default 10 per 60 000 ms. */
  rateLimit?: { limit?: number; windowMs?: number };
  /**
   * The lead API, owned (and closed) by the caller. Default: opened from `env` (LEADS_DB_PATH,
   * LEADS_WEBHOOK_URL…) and closed when the server closes.
   */
  leads?: LeadsApi;
  /** Lead submissions per client IP per window when `leads` is not given; default 5 per 10 minutes. */
  leadsRateLimit?: { limit?: number; windowMs?: number };
  /**
   * Redis for the shared rate limits and domain-check cache, owned (and closed) by the caller.
   * Default: opened from REDIS_URL when set (closed with the server), else memory.
   */
  redis?: Redis;
  /** Where the JSON log lines go; default pino on stdout at LOG_LEVEL, silent when unset (tests). */
  logger?: Logger;
  /** Draws a first visit's A/B variant ([0, 1) like Math.random, the default; the tests seed it). */
  random?: () => number;
  /** Client time limits; default SERVER_TIMEOUTS (the tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
}

/** A hint for an operator who put a proxy in front but did not set TRUST_PROXY; any client can send the header, so once only. */
function warnOnceOfForwardedFor(): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      console.warn(
        '[site-server] a request came with X-Forwarded-For, which is ignored: TRUST_PROXY is unset. Behind a reverse proxy, set it (docs/operations.md, "Behind a reverse proxy"), or every visitor shares one rate limit.',
      );
    }
    next();
  };
}

export function createSiteServer({
  root,
  env = process.env,
  fetch = globalThis.fetch,
  now = Date.now,
  rateLimit,
  leads: givenLeads,
  leadsRateLimit,
  timeouts,
  redis: givenRedis,
  random,
  logger = createLogger(readLogLevel(env, 'silent')),
}: SiteServerOptions): GracefulServer {
  const trustProxy = readTrustProxy(env);
  const redisUrl = givenRedis ? undefined : readRedisUrl(env);
  const redis = givenRedis ?? (redisUrl ? openRedis(redisUrl, logger) : undefined);
  const site = typeof root === 'string' ? fixedRelease(root) : root;
  const content = () => site.current().content;
  const api = createApiRouter({ env, fetch, now, rateLimit, redis, content });
  const leads = givenLeads ?? createLeadsApi({ env, fetch, now, rateLimit: leadsRateLimit, redis, logger, content });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  // Who the visitor is behind a reverse proxy (TRUST_PROXY): the rate limits count per visitor address.
  app.set('trust proxy', trustProxy);
  if (trustProxy === false) app.use(warnOnceOfForwardedFor());
  app.use(requestLog(logger));
  app.use(securityHeaders);
  app.use(healthRoutes({ database: () => leads.ready(), ...(redis ? { redis: () => redisReady(redis) } : {}) }));
  app.use('/api/leads', leads.router);
  app.use('/api/views', leads.viewsRouter);
  app.use('/api', api.router);
  app.get(SEARCH_ROUTE, searchPage(site));
  app.use(staticFiles(site, random ? { random } : {}));

  // Express 5 passes rejected async handlers here. The error itself is logged, never sent.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    console.error(`[site-server] ${req.method} ${req.path}:`, error);
    if (res.headersSent) return next(error);
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) res.status(500).json({ error: 'Máy chủ gặp lỗi. Vui lòng thử lại sau.' });
    else res.status(500).type('text/plain').send('Internal Server Error');
  });

  const server = createHttpServer(app, { ...SERVER_TIMEOUTS, ...timeouts });
  server.on('close', () => {
    api.close();
    if (!givenLeads) leads.close().catch((error: unknown) => console.error('[site-server] closing the lead database:', error));
    if (redisUrl) redis?.disconnect();
  });
  return server;
}
