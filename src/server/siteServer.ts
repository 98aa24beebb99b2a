// Serves the built site (build/client) with Express: security headers on every answer, the
// domain-check and lead APIs under /api, precompressed static files (sirv), long-lived caching for hashed
// assets, revalidation for HTML, and the prerendered 404.html with status 404.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import sirv from 'sirv';
import type { Env } from './domainCheck/config.ts';
import { createApiRouter } from './domainCheck/route.ts';
import type { Fetch } from './domainCheck/upstream.ts';
import { createLeadsApi, type LeadsApi } from './leads/api.ts';

export interface SiteServerOptions {
  /** The built site (build/client). */
  root: string;
  /** Environment of the domain check (REGISTRAR_*, RDAP_BOOTSTRAP_URL, DOMAIN_CHECK_TIMEOUT_MS); default process.env. */
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
}

/**
 * The policy allows the site's own scripts only (no inline script, no eval: the page data is a
 * `<script type="application/json">` block, which is never executed); inline styles are allowed
 * because Mantine injects `<style>` elements.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const securityHeaders = helmet({
  // useDefaults: false, so helmet adds no upgrade-insecure-requests (the site is also served over http locally).
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true, preload: false },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** The 404 page, as stored by the build (precompressed copies when present). */
function notFoundPage(root: string) {
  const file = path.join(root, '404.html');
  const html = readFileSync(file);
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { html, gzip: read('.gz') ?? gzipSync(html), br: read('.br') };
}

export function createSiteServer({ root, env = process.env, fetch = globalThis.fetch, now = Date.now, rateLimit, leads: givenLeads, leadsRateLimit }: SiteServerOptions): http.Server {
  const notFound = notFoundPage(root);
  const api = createApiRouter({ env, fetch, now, rateLimit });
  const leads = givenLeads ?? createLeadsApi({ env, fetch, now, rateLimit: leadsRateLimit });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(securityHeaders);
  app.use('/api/leads', leads.router);
  app.use('/api', api.router);

  app.use(
    sirv(root, {
      etag: true,
      gzip: true,
      brotli: true,
      extensions: ['html'],
      setHeaders(res, pathname) {
        // Vite's hashed file names change with their content: cache them for a year.
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  app.use((req: Request, res: Response) => {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] = notFound.br && /\bbr\b/.test(accepted) ? ['br', notFound.br] : /\bgzip\b/.test(accepted) ? ['gzip', notFound.gzip] : [undefined, notFound.html];
    res.status(404);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  // Express 5 passes rejected async handlers here. The error itself is logged, never sent.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    console.error(`[site-server] ${req.method} ${req.path}:`, error);
    if (res.headersSent) return next(error);
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) res.status(500).json({ error: 'Máy chủ gặp lỗi. Vui lòng thử lại sau.' });
    else res.status(500).type('text/plain').send('Internal Server Error');
  });

  const server = http.createServer(app);
  server.on('close', () => {
    api.close();
    if (!givenLeads) leads.close().catch((error: unknown) => console.error('[site-server] closing the lead database:', error));
  });
  return server;
}
