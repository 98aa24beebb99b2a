// `npm start`: serves the built site on 127.0.0.1 (PORT, default 3000; HOST to change the address),
// with the domain check in registrar mode when REGISTRAR_URL, REGISTRAR_USERNAME and
// REGISTRAR_API_KEY are set, else in RDAP fallback, and the lead API storing in LEADS_DB_PATH
// (forwarding to LEADS_WEBHOOK_URL when set).
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { readDomainCheckConfig } from '../src/server/domainCheck/config.ts';
import { createLeadsApi, describeLeads } from '../src/server/leads/api.ts';
import { createSiteServer } from '../src/server/siteServer.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const config = readDomainCheckConfig(process.env);
const leads = createLeadsApi({ env: process.env, fetch: globalThis.fetch, now: Date.now });
const server = createSiteServer({ root: path.join(PROJECT_ROOT, 'build/client'), leads });
server.listen(port, host, () => {
  // The bound port: PORT=0 lets the system choose one (the tests do).
  console.log(`Site: http://${host}:${(server.address() as AddressInfo).port}/`);
  console.log(`Domain check: ${config.mode === 'registrar' ? 'registrar' : 'RDAP fallback'}`);
  if (config.mode === 'rdap' && config.incompleteRegistrar) console.warn(`Domain check: registrar mode needs ${config.incompleteRegistrar.join(', ')} too`);
  console.log(describeLeads(leads.config));
});
// Requests in progress finish (a lead being stored is answered), then the webhook worker records its
// attempt in flight and the database is closed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      leads.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Closing the lead database failed:', error);
          process.exit(1);
        },
      );
    });
  });
}
