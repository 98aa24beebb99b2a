// POST /api/views: the beacon the bootstrap sends after an experiment page has loaded
// (src/app/bootstrapScript.ts): `{"experiment": "<id>", "variant": "<id>"}` as text/plain (what
// navigator.sendBeacon sends for a string) or JSON. Answered 204 whatever is counted — the page never
// reads it. Not counted: a visitor asking not to be tracked (`DNT: 1`, `Sec-GPC: 1`), a request
// another site made the browser send (Sec-Fetch-Site), an experiment or variant the content being
// served does not have. Refused: another type (415), a body over VIEWS_BODY_LIMIT (413), one that is
// not such an object (400), too many from one address (429, before the body is read).
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import { EXPERIMENT_ID, VARIANT_ID } from '../../lib/lead.ts';
import { apiRouter, jsonRateLimit, onlyMethod } from '../apiKit.ts';
import type { ViewCounter } from './counter.ts';
import { isKnownVariant } from './experiments.ts';
import type { ServedExperiment } from '../serverContent.ts';

/** The beacon is about 50 bytes. */
export const VIEWS_BODY_LIMIT = 512;

export const VIEW_MESSAGES = {
  method: 'Phương thức không được hỗ trợ. Hãy dùng POST.',
  type: 'Dữ liệu gửi lên phải là văn bản JSON.',
  tooLarge: 'Dữ liệu gửi lên quá dài.',
  invalid: 'Dữ liệu gửi lên không hợp lệ.',
  tooMany: 'Quá nhiều yêu cầu. Vui lòng thử lại sau.',
};

/** Whether the visitor's browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export const asksNotToTrack = (req: Request) => req.get('dnt') === '1' || req.get('sec-gpc') === '1';

export function createViewsRouter({
  counter,
  experiments,
  redis,
  rateLimit: limits = {},
}: {
  counter: ViewCounter;
  /** The experiments of the content being served (the request's release). */
  experiments: () => readonly ServedExperiment[] | undefined;
  redis?: Redis;
  /** Beacons per client address per window (default 120 per 10 minutes: a visitor reads a few pages a minute). */
  rateLimit?: { limit?: number; windowMs?: number };
}): { router: express.Router; close(): void } {
  const { limiter, close } = jsonRateLimit({
    windowMs: limits.windowMs ?? 10 * 60_000,
    limit: limits.limit ?? 120,
    message: VIEW_MESSAGES.tooMany,
    redis,
    prefix: 'rl:views:',
  });
  const router = apiRouter();
  onlyMethod(router, '/', 'POST', VIEW_MESSAGES.method);
  router.post(
    '/',
    (req, res, next) => {
      // Before anything else, the body unread: nothing of this request is counted or kept.
      if (asksNotToTrack(req)) return void res.status(204).end();
      // A browser says who made it send the request; only the site's own pages count.
      const site = req.get('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin') return void res.status(204).end();
      next();
    },
    limiter,
    (req, res, next) => {
      if (req.is(['text/plain', 'application/json'])) return next();
      res.status(415).json({ error: VIEW_MESSAGES.type });
    },
    express.text({ type: ['text/plain', 'application/json'], limit: VIEWS_BODY_LIMIT }),
    async (req: Request, res: Response) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        body = undefined;
      }
      const { experiment, variant } = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
      if (typeof experiment !== 'string' || typeof variant !== 'string' || !EXPERIMENT_ID.test(experiment) || !VARIANT_ID.test(variant)) {
        res.status(400).json({ error: VIEW_MESSAGES.invalid });
        return;
      }
      if (isKnownVariant(experiments(), experiment, variant)) await counter.count(experiment, variant);
      res.status(204).end();
    },
  );
  router.use((error: { type?: unknown; status?: unknown }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') return void res.status(413).json({ error: VIEW_MESSAGES.tooLarge });
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500)
      return void res.status(error.status).json({ error: VIEW_MESSAGES.invalid });
    next(error);
  });
  return { router, close };
}
