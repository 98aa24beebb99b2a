// The lead API as the site server (and the dev server) mounts it: the database opened from the
// environment (SQLite, or PostgreSQL with DATABASE_URL), an outbox worker per channel that is set
// (webhook: LEADS_WEBHOOK_URL; staff email: SMTP_URL + LEADS_NOTIFY_EMAIL), and one `close` for all.
import type express from 'express';
import type { Redis } from 'ioredis';
import type { Env } from '../domainCheck/config.ts';
import { loadServerContent, type ServerContent } from '../serverContent.ts';
import type { Fetch } from '../domainCheck/upstream.ts';
import { createLogger, readLogLevel, type Logger } from '../requestLog.ts';
import { readLeadsConfig, type LeadsConfig } from './config.ts';
import { emailDelivery } from './email.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox.ts';
import { createLeadsRouter } from './route.ts';
import { type Channel, type LeadStore } from './store.ts';
import { openLeadStore } from './openStore.ts';
import { webhookDelivery } from './webhook.ts';
import { createViewCounter, type ViewCounter } from '../views/counter.ts';
import { createViewsRouter } from '../views/route.ts';

export interface LeadsApi {
  /** Mount at "/api/leads". */
  router: express.Router;
  /** The A/B view beacon's API: mount at "/api/views" (src/server/views/route.ts). */
  viewsRouter: express.Router;
  /** The views counted, added to this database periodically and by `close` (src/server/views/counter.ts). */
  views: ViewCounter;
  config: LeadsConfig;
  store: LeadStore;
  /** Whether the lead database answers a trivial query (GET /readyz). */
  ready(): Promise<boolean>;
  /**
   * Stops the outbox workers: an attempt in flight may finish within `graceMs` (default 0), then it
   * is aborted and recorded as due at once (the next start sends it). The database stays open.
   */
  stopDeliveries(graceMs?: number): Promise<void>;
  /** Adds the views counted to the database, stops the workers (aborting an attempt in flight, its outcome recorded), then closes the database. */
  close(): Promise<void>;
}

export function createLeadsApi({
  env,
  fetch,
  now,
  rateLimit,
  redis,
  logger = createLogger(readLogLevel(env, 'silent')),
  content = loadServerContent,
  viewsFlushIntervalMs,
}: {
  env: Env;
  fetch: Fetch;
  now: () => number;
  rateLimit?: { limit?: number; windowMs?: number };
  /** Shares the rate limit between instances (REDIS_URL). */
  redis?: Redis;
  logger?: Logger;
  /** The content of the release being served (the form's services, the extensions sold); default the content baked in at build time. */
  content?: () => Pick<ServerContent, 'leadServices' | 'domainExtensions' | 'experiments'>;
  /** How often the views counted go to the database (default FLUSH_INTERVAL_MS). */
  viewsFlushIntervalMs?: number;
}): LeadsApi {
  const config = readLeadsConfig(env);
  const store = openLeadStore(config);
  const email = config.email ? emailDelivery(config.email) : undefined;
  const workers: OutboxWorker[] = [];
  const channels: Channel[] = [];
  if (config.webhook) {
    channels.push('webhook');
    const { timeoutMs, retry } = config.webhook;
    workers.push(startOutboxWorker({ store, channel: 'webhook', deliver: webhookDelivery(config.webhook, fetch), attemptMs: timeoutMs, retry, now, logger }));
  }
  if (config.email && email) {
    channels.push('email');
    // SMTP_TIMEOUT_MS bounds each step (connecting, the greeting, each exchange); the whole attempt gets two of them.
    const { timeoutMs, retry } = config.email;
    workers.push(startOutboxWorker({ store, channel: 'email', deliver: email.deliver, attemptMs: 2 * timeoutMs, retry, now, logger }));
  }
  const routes = createLeadsRouter({
    store,
    services: () => content().leadServices,
    extensions: () => content().domainExtensions,
    now,
    rateLimit,
    redis,
    channels,
    onStored: () => workers.forEach((worker) => worker.wake()),
  });
  const views = createViewCounter({ store, redis, now, logger, flushIntervalMs: viewsFlushIntervalMs });
  const viewRoutes = createViewsRouter({ counter: views, experiments: () => content().experiments, redis });
  let closing: Promise<void> | undefined;
  const stopDeliveries = (graceMs = 0) => Promise.all(workers.map((worker) => worker.close(graceMs))).then(() => {});
  return {
    router: routes.router,
    viewsRouter: viewRoutes.router,
    views,
    config,
    store,
    ready: () =>
      store.ping().then(
        () => true,
        () => false,
      ),
    stopDeliveries,
    close: () =>
      (closing ??= (async () => {
        routes.close();
        viewRoutes.close();
        // The views counted since the last flush; a database that does not take them is logged, the rest still closes.
        await views.close().catch((error: unknown) => console.error('[views] last flush failed:', (error as { code?: unknown }).code ?? error));
        await stopDeliveries();
        email?.close();
        await store.close();
      })()),
  };
}

/** One line for the start-up banner: where leads go (addresses by scheme and host only). */
export function describeLeads({ dbPath, postgres, webhook, email }: LeadsConfig): string {
  return `Leads: ${postgres ? postgres.label : dbPath}; webhook ${webhook ? `on (${webhook.label})` : 'off'}; email ${email ? `on (${email.smtp.label}, ${email.to.length} recipient(s))` : 'off'}`;
}
