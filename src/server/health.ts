// GET /healthz (the process answers) and GET /readyz (it can serve: the lead database answers a
// trivial query), for a container HEALTHCHECK, an orchestrator or a load balancer. Never rate
// limited (they sit outside /api) and never cached: a stale "ok" would hide an outage.
import express, { type Response } from 'express';

function answer(res: Response, ok: boolean, detail: Record<string, string>): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', ...detail });
}

export function healthRoutes({ ready }: { ready: () => boolean }): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => answer(res, true, {}));
  router.get('/readyz', (_req, res) => {
    const database = ready();
    answer(res, database, { database: database ? 'ok' : 'unavailable' });
  });
  return router;
}
