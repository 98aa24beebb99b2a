// The lead API as the site server (and the dev server) mounts it: the database opened from the
// environment, the webhook worker when LEADS_WEBHOOK_URL is set, and one `close` for both.
import type express from 'express';
import type { Env } from '../domainCheck/config.ts';
import type { Fetch } from '../domainCheck/upstream.ts';
import { loadLeadServices, readLeadsConfig, type LeadsConfig } from './config.ts';
import { startOutboxWorker } from './outbox.ts';
import { createLeadsRouter } from './route.ts';
import { openLeadStore } from './store.ts';

export interface LeadsApi {
  /** Mount at "/api/leads". */
  router: express.Router;
  config: LeadsConfig;
  /** Whether the lead database answers a trivial query (GET /readyz). */
  ready(): boolean;
  /** Stops the worker (after an attempt in flight is recorded), then closes the database. */
  close(): Promise<void>;
}

export function createLeadsApi({
  env,
  fetch,
  now,
  rateLimit,
}: {
  env: Env;
  fetch: Fetch;
  now: () => number;
  rateLimit?: { limit?: number; windowMs?: number };
}): LeadsApi {
  const config = readLeadsConfig(env);
  const services = loadLeadServices();
  const store = openLeadStore(config.dbPath);
  const worker = config.webhook ? startOutboxWorker({ store, webhook: config.webhook, fetch, now }) : undefined;
  const routes = createLeadsRouter({ store, services, now, rateLimit, forward: worker !== undefined, onStored: () => worker?.wake() });
  let closing: Promise<void> | undefined;
  return {
    router: routes.router,
    config,
    ready: () => {
      try {
        store.ping();
        return true;
      } catch {
        return false;
      }
    },
    close: () =>
      (closing ??= (async () => {
        routes.close();
        await worker?.close();
        store.close();
      })()),
  };
}

/** One line for the start-up banner: where leads go (the webhook's scheme and host only). */
export function describeLeads({ dbPath, webhook }: LeadsConfig): string {
  return `Leads: ${dbPath}; webhook ${webhook ? `on (${webhook.label})` : 'off'}`;
}
