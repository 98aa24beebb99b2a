// `npm start` (bundled to build/server/serve.js by npm run build): serves the built site on 127.0.0.1 (PORT, default 3000; HOST to change the address),
// with the domain check in registrar mode when REGISTRAR_URL, REGISTRAR_USERNAME and
// REGISTRAR_API_KEY are set, else in RDAP fallback, and the lead API storing in LEADS_DB_PATH
// or PostgreSQL (DATABASE_URL), sending each lead to LEADS_WEBHOOK_URL and by email (SMTP_URL,
// LEADS_NOTIFY_EMAIL) when set. REDIS_URL shares the rate limits and the domain-check cache
// between instances. TRUST_PROXY names the reverse proxy in front, if any.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLeadsApi, describeLeads, type LeadsApi } from '../src/server/leads/api.ts';
import { exitAfter, SHUTDOWN_DEADLINE_MS, SHUTDOWN_GRACE_MS, type GracefulServer } from '../src/server/lifecycle.ts';
import { APP_ROOT } from '../src/server/appRoot.ts';
import { createSiteServer } from '../src/server/siteServer.ts';
import { fixedRelease, releasesFolder, type ReleaseSource } from '../src/server/releases/source.ts';
import { followReleases, type Follower } from '../src/server/releases/follow.ts';
import { currentReleaseId } from '../src/server/releases/store.ts';
import { openRedis, type Redis } from '../src/server/redis.ts';
import { createLogger } from '../src/server/requestLog.ts';
import { readServerConfig, type ServerConfig } from '../src/server/serverConfig.ts';

let config: ServerConfig;
let leads: LeadsApi;
let server: GracefulServer;
let logger: ReturnType<typeof createLogger>;
let redis: Redis | undefined;
let site: ReleaseSource;
let startedFrom: string;
let follower: Follower | undefined;
try {
  // Every setting first (src/server/serverConfig.ts), so a wrong one stops the start before the database is opened.
  config = readServerConfig(process.env);
  logger = createLogger(config.logLevel);
  redis = config.redis ? openRedis(config.redis, logger) : undefined;
  site = config.releases ? releasesFolder(config.releases) : fixedRelease(path.join(APP_ROOT, 'build/client'));
  if (config.follow && config.releases) {
    // The admin's release, fetched before the first request (the one kept here is served if the admin does not answer).
    follower = followReleases({ dir: config.releases, source: config.follow, redis: config.redis, logger });
    const failure = await follower.check();
    if (failure && !currentReleaseId(config.releases)) throw new Error(`no release yet, and the releases feed failed: ${failure.message}`);
  }
  // A releases folder with no release to serve yet stops the start here, with its path.
  const release = site.current();
  leads = createLeadsApi({ env: process.env, fetch: globalThis.fetch, now: Date.now, redis, logger, content: () => site.current().content });
  server = createSiteServer({ root: site, leads, redis, logger });
  startedFrom = release.id;
} catch (error) {
  // A wrong setting or content that does not validate: one line that names it, no stack trace.
  console.error(`Cannot start the site server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { port, host, trustProxy, domainCheck } = config;
server.listen(port, host, () => {
  // The bound port: PORT=0 lets the system choose one (the tests do).
  logger.info({
    event: 'start',
    port: (server.address() as AddressInfo).port,
    host,
    domainCheck: domainCheck.mode,
    database: leads.store.label,
    webhook: leads.config.webhook ? leads.config.webhook.label : 'off',
    email: leads.config.email ? leads.config.email.smtp.label : 'off',
    redis: config.redis ? config.redis.label : 'off',
    release: startedFrom,
  });
  console.log(`Site: http://${host}:${(server.address() as AddressInfo).port}/`);
  console.log(`Built site: ${config.releases ? `${config.releases}, release being served (now ${startedFrom})` : 'build/client'}`);
  if (config.follow)
    console.log(
      `Releases: following ${config.follow.url} (${config.redis ? 'announced on Redis, and ' : ''}checked every ${config.follow.intervalMs / 1000} s)`,
    );
  console.log(`Domain check: ${domainCheck.mode === 'registrar' ? 'registrar' : 'RDAP fallback'}`);
  if (domainCheck.mode === 'rdap' && domainCheck.incompleteRegistrar)
    console.warn(`Domain check: registrar mode needs ${domainCheck.incompleteRegistrar.join(', ')} too`);
  console.log(describeLeads(leads.config));
  console.log(
    `Shared state: ${config.redis ? `Redis ${config.redis.label} (rate limits, domain-check cache)` : 'none (REDIS_URL unset: rate limits and cache in this process)'}`,
  );
  console.log(
    `Reverse proxy: ${trustProxy === false ? 'none (TRUST_PROXY unset: the client address is the connection’s)' : `trusted ${Array.isArray(trustProxy) ? trustProxy.join(', ') : `${trustProxy} hop(s)`}`}`,
  );
});
// The shutdown, within SHUTDOWN_DEADLINE_MS (8 s, under Docker's 10 s before SIGKILL): at once,
// new connections are refused, idle ones closed and the outbox workers take no new row; requests
// under way (a lead being stored is answered) and deliveries in flight get SHUTDOWN_GRACE_MS (5 s),
// then slow clients are cut and the deliveries aborted (recorded as due at once: the next start
// sends them, with the same Message-ID / Idempotency-Key); then the outcomes are recorded and the
// database and Redis closed. Whatever still hangs at the deadline (a database that does not answer)
// ends with exit code 1. The same signal again ends the process at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ event: 'shutdown', signal });
    exitAfter(
      async () => {
        await Promise.all([server.closeGracefully(SHUTDOWN_GRACE_MS), leads.stopDeliveries(SHUTDOWN_GRACE_MS), follower?.close()]);
        await leads.close();
        redis?.disconnect();
      },
      {
        onDeadline: () => logger.error({ event: 'shutdown', outcome: 'deadline', deadlineMs: SHUTDOWN_DEADLINE_MS }),
        onError: (error) => console.error('Closing the lead database failed:', error),
      },
    );
  });
}
