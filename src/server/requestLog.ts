// Structured logs (pino): one JSON line per request — request id (also sent as X-Request-Id),
// method, path without its query string, status, duration — and per event (start, shutdown). Only
// those fields are written: never a body, a header or a query string, so no lead's personal data
// and no secret (a query may carry a key) reaches the log.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import type { Env } from './domainCheck/config.ts';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL, or `fallback` when unset: "info" for `npm start`, "silent" for servers made in tests. */
export function readLogLevel(env: Env, fallback: (typeof LOG_LEVELS)[number]): (typeof LOG_LEVELS)[number] {
  const raw = env.LOG_LEVEL?.trim();
  if (!raw) return fallback;
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL=${JSON.stringify(raw.slice(0, 40))}: expected one of ${LOG_LEVELS.join(', ')} (default info)`);
  return level;
}

/** A logger of JSON lines; `service` names the process in each line (the site server, or the admin). */
export function createLogger(level: string, destination?: NodeJS.WritableStream, service: 'site-server' | 'admin' = 'site-server'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime }, destination as never);
}

/** `redactPath`: what of a path to write (the admin's capability links, e.g. /xem-truoc/<token>, lose their token). */
export function requestLog(logger: Logger, redactPath: (path: string) => string = (path) => path): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    const started = process.hrtime.bigint();
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({
        event: 'request',
        reqId: id,
        method: req.method,
        path: redactPath(req.originalUrl.split('?')[0]),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    next();
  };
}
