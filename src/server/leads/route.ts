// POST /api/leads: the lead form's submissions. Order of the checks: rate limit (before the body is
// read), JSON only (a cross-site HTML form cannot send it), body size, honeypot, the form's own
// rules (src/lib/lead.ts), then one durable write; "stored" is answered only after the commit.
import express, { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { isHoneypotFilled, validateLead } from '../../lib/lead.ts';
import { checkLeadDomain } from '../../lib/domain.ts';
import type { Redis } from 'ioredis';
import type { Channel, LeadStore } from './store.ts';
import { apiRouter, jsonRateLimit, onlyMethod } from '../apiKit.ts';

export const LEAD_BODY_LIMIT = '16kb';

const MESSAGES = {
  invalid: 'Thông tin chưa hợp lệ. Vui lòng kiểm tra lại các ô được đánh dấu.',
  tooMany: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút hoặc gọi hotline.',
  tooLarge: 'Nội dung gửi quá dài. Vui lòng rút gọn phần nhu cầu rồi gửi lại.',
  notJson: 'Dữ liệu gửi lên phải ở dạng JSON.',
  badJson: 'Dữ liệu gửi lên không đọc được. Vui lòng tải lại trang rồi gửi lại.',
  method: 'Phương thức không được hỗ trợ. Hãy dùng POST.',
  failed: 'Chưa lưu được yêu cầu của bạn. Vui lòng thử lại sau ít phút hoặc gọi hotline.',
};

export interface LeadsRouterOptions {
  store: LeadStore;
  /** The form's service options (every leadForm section's `services`) of the release being served. */
  services: () => readonly string[];
  /** The domain checker's extensions (a domain-checker lead names one) of the release being served. */
  extensions?: () => readonly string[];
  /** The outbox rows each lead gets (the channels that are set: webhook, email). */
  channels: readonly Channel[];
  /** Called after a lead is stored and answered (wakes the outbox workers). */
  onStored?: () => void;
  now: () => number;
  /** Submissions per client IP per window (default 5 per 10 minutes). */
  rateLimit?: { limit?: number; windowMs?: number };
  /** Counts the rate limit in Redis, shared by every instance (REDIS_URL). */
  redis?: Redis;
}

/** The router to mount at "/api/leads" and a `close` that stops the rate limiter's timer. */
export function createLeadsRouter({ store, services, extensions = () => [], channels, onStored, now, redis, rateLimit: limits = {} }: LeadsRouterOptions): {
  router: express.Router;
  close(): void;
} {
  const { limiter, close } = jsonRateLimit({
    windowMs: limits.windowMs ?? 10 * 60_000,
    limit: limits.limit ?? 5,
    message: MESSAGES.tooMany,
    redis,
    prefix: 'rl:leads:',
  });
  const router = apiRouter();
  onlyMethod(router, '/', 'POST', MESSAGES.method);
  router.post(
    '/',
    limiter,
    (req, res, next) => {
      if (req.is('application/json')) return next();
      res.status(415).json({ error: MESSAGES.notJson });
    },
    express.json({ limit: LEAD_BODY_LIMIT, strict: true }),
    async (req: Request, res: Response) => {
      if (isHoneypotFilled(req.body)) {
        // Answered like a stored lead, so the bot learns nothing; what it sent is not kept or logged.
        console.warn('[leads] honeypot field filled: submission dropped');
        res.status(201).json({ ok: true, id: randomUUID() });
        return;
      }
      // The Host the visitor asked for is this site: a referrer on it is the visit's own page.
      const sold = extensions();
      const result = validateLead(req.body, services(), { checkDomain: (raw) => checkLeadDomain(raw, sold), ownHost: req.get('host') });
      if (!result.ok) {
        res.status(400).json({ error: MESSAGES.invalid, fields: result.errors });
        return;
      }
      const stored = await store.addLead(result.lead, { channels, now: now() });
      res.status(201).json({ ok: true, id: stored.id });
      onStored?.();
    },
  );
  // The body parser's refusals and a failed write, as JSON the form can show. Never the error text.
  router.use((error: { type?: unknown; status?: unknown }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') return void res.status(413).json({ error: MESSAGES.tooLarge });
    if (error.type === 'entity.parse.failed') return void res.status(400).json({ error: MESSAGES.badJson });
    if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return void res.status(415).json({ error: MESSAGES.notJson });
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return void res.status(error.status).json({ error: MESSAGES.badJson });
    // The database did not take the lead (unreachable, full…): 503, and the form keeps what was typed.
    console.error(`[leads] lead not stored: ${(error as { code?: unknown }).code ?? (error as { name?: unknown }).name ?? 'unknown error'}`);
    res.status(503).json({ error: MESSAGES.failed });
  });

  return { router, close };
}
