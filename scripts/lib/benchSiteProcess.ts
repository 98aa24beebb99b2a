// The site server as `npm run bench:server` measures it, in a process of its own (so its memory is
// its own): createSiteServer with the defaults `npm start` uses, except rate limits that let the
// benchmark's thousands of leads and domain checks through. The lead database is the throw-away
// LEADS_DB_PATH or the DATABASE_URL the benchmark gives; the site is build/client, or the releases folder
// BENCH_SITE_RELEASES (scripts/bench-publish.ts). Started with fork(): sends { port } once listening,
// answers 'rss' with its RSS, closes gracefully on 'stop'.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { releasesFolder } from '../../src/server/releases/source.ts';
import { createSiteServer } from '../../src/server/siteServer.ts';

if (!process.send || !(process.env.LEADS_DB_PATH || process.env.DATABASE_URL))
  throw new Error('benchSiteProcess.ts is started by scripts/bench-server.ts or bench-publish.ts (fork, LEADS_DB_PATH or DATABASE_URL set)');
const send = process.send.bind(process);
const unlimited = { limit: Number.MAX_SAFE_INTEGER };
const releases = process.env.BENCH_SITE_RELEASES;
const root = releases ? releasesFolder(releases) : path.join(PROJECT_ROOT, 'build/client');
const server = createSiteServer({ root, leadsRateLimit: unlimited, rateLimit: unlimited });
server.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }));
process.on('message', (message) => {
  if (message === 'rss') send({ rss: process.memoryUsage().rss });
  if (message === 'stop') void server.closeGracefully().then(() => process.exit(0));
});
