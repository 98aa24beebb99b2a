// `npm start`: serves the built site on 127.0.0.1 (PORT, default 3000).
import path from 'node:path';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { createSiteServer } from '../src/server/siteServer.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const server = createSiteServer({ root: path.join(PROJECT_ROOT, 'build/client') });
server.listen(port, host, () => console.log(`Site: http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
