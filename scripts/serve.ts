// `npm start`: serves the built site on 127.0.0.1 (PORT, default 3000; HOST to change the address),
// with the domain check in registrar mode when REGISTRAR_URL, REGISTRAR_USERNAME and
// REGISTRAR_API_KEY are set, else in RDAP fallback.
import path from 'node:path';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { readDomainCheckConfig } from '../src/server/domainCheck/config.ts';
import { createSiteServer } from '../src/server/siteServer.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const config = readDomainCheckConfig(process.env);
const server = createSiteServer({ root: path.join(PROJECT_ROOT, 'build/client') });
server.listen(port, host, () => {
  console.log(`Site: http://${host}:${port}/`);
  console.log(`Domain check: ${config.mode === 'registrar' ? 'registrar' : 'RDAP fallback'}`);
  if (config.mode === 'rdap' && config.incompleteRegistrar) console.warn(`Domain check: registrar mode needs ${config.incompleteRegistrar.join(', ')} too`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
