// `npm start` (bundled to build/server/serve.js by npm run build): serves the built site on 127.0.0.1 (PORT, default 3000; HOST to change the address),
// with the domain check in registrar mode when REGISTRAR_URL, REGISTRAR_USERNAME and
// REGISTRAR_API_KEY are set, else in RDAP fallback, and the lead API storing in LEADS_DB_PATH
// (forwarding to LEADS_WEBHOOK_URL when set). TRUST_PROXY names the reverse proxy in front, if any.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLeadsApi, describeLeads, type LeadsApi } from '../src/server/leads/api.ts';
import type { GracefulServer } from '../src/server/lifecycle.ts';
import { APP_ROOT } from '../src/server/appRoot.ts';
import { createSiteServer } from '../src/server/siteServer.ts';
import { createLogger } from '../src/server/requestLog.ts';
import { readServerConfig, type ServerConfig } from '../src/server/serverConfig.ts';

let config: ServerConfig;
let leads: LeadsApi;
let server: GracefulServer;
let logger: ReturnType<typeof createLogger>;
try {
  // Every setting first (src/server/serverConfig.ts), so a wrong one stops the start before the database is opened.
  config = readServerConfig(process.env);
  logger = createLogger(config.logLevel);
  leads = createLeadsApi({ env: process.env, fetch: globalThis.fetch, now: Date.now });
  server = createSiteServer({ root: path.join(APP_ROOT, 'build/client'), leads, logger });
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
    webhook: leads.config.webhook ? leads.config.webhook.label : 'off',
  });
  console.log(`Site: http://${host}:${(server.address() as AddressInfo).port}/`);
  console.log(`Domain check: ${domainCheck.mode === 'registrar' ? 'registrar' : 'RDAP fallback'}`);
  if (domainCheck.mode === 'rdap' && domainCheck.incompleteRegistrar)
    console.warn(`Domain check: registrar mode needs ${domainCheck.incompleteRegistrar.join(', ')} too`);
  console.log(describeLeads(leads.config));
  console.log(
    `Reverse proxy: ${trustProxy === false ? 'none (TRUST_PROXY unset: the client address is the connection’s)' : `trusted ${Array.isArray(trustProxy) ? trustProxy.join(', ') : `${trustProxy} hop(s)`}`}`,
  );
});
// Idle connections close at once; requests under way get SHUTDOWN_GRACE_MS (a lead being stored is
// answered), then slow clients are cut. Then the webhook worker records its attempt in flight and the
// database is closed. The same signal again ends the process at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ event: 'shutdown', signal });
    server
      .closeGracefully()
      .then(() => leads.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Closing the lead database failed:', error);
          process.exit(1);
        },
      );
  });
}
