// GET /healthz (the process answers) and GET /readyz (it can serve: the lead database answers a
// trivial query, and Redis answers PING when REDIS_URL is set), for a container HEALTHCHECK, an
// orchestrator or a load balancer. Never rate limited (they sit outside /api) and never cached: a
// stale "ok" would hide an outage. A check that does not answer within CHECK_TIMEOUT_MS counts as down.
import express, { type Response } from 'express';

export const CHECK_TIMEOUT_MS = 3000;

function answer(res: Response, ok: boolean, detail: Record<string, string>): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', ...detail });
}

function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** `checks`: each dependency by the name /readyz reports it under (database, redis). */
export function healthRoutes(checks: Record<string, () => Promise<boolean>>): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => answer(res, true, {}));
  router.get('/readyz', async (_req, res) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => withinTimeout(checks[name])));
    answer(res, results.every(Boolean), Object.fromEntries(names.map((name, i) => [name, results[i] ? 'ok' : 'unavailable'])));
  });
  return router;
}
