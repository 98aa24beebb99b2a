// `npm run bench:server`: the built site server on 127.0.0.1 under load (autocannon). A benchmark:
// it prints, never fails on a figure. Options: --duration <s> per run (default 10).
//
// Default: one site server, reached directly: requests/s and p99 latency for `/`, a hashed asset and
// the 404 page (50 connections, brotli accepted as browsers do), POST /api/leads with 20 parallel
// clients (every lead stored, in a throw-away SQLite database), the domain check's cache-hit path
// (GET /api/domain-check of one name, answered once by a stub registrar on loopback, then from the
// cache; 20 clients), and the server's memory (RSS) before and after. With DATABASE_URL set (a
// scratch PostgreSQL database: the leads stay there) the leads go to PostgreSQL, and with REDIS_URL
// the rate limits and the domain-check cache are in Redis: run it once without and once with, to compare.
//
// --behind-nginx: docs/nginx.conf in Debian's nginx on loopback (as the tests run it) in front of one,
// then two site server instances sharing one PostgreSQL and one Redis — DATABASE_URL and REDIS_URL
// when given, else throw-away ones started on loopback like the tests' (Debian's postgresql and
// redis-server) and removed at the end: leads per second and p99 with 20 parallel clients and the
// domain check's cache hits, for 1 and 2 instances side by side, and `/` served by nginx itself.
// Nothing leaves the machine: the registrar is a stub on 127.0.0.1.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { startInstance, type Instance } from './lib/benchInstance.ts';
// The tests' starters of Debian's nginx (with docs/nginx.conf), PostgreSQL and Redis on loopback.
import { documentedSite, startNginx } from '../tests/server/nginx.ts';
import { startPostgres, startRedis, type Postgres, type RedisServer } from '../tests/server/realServices.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, 'behind-nginx': { type: 'boolean', default: false } } });
const duration = Number(values.duration);
const clientDir = path.join(PROJECT_ROOT, 'build/client');
if (!existsSync(path.join(clientDir, '404.html'))) {
  console.error('build/client is missing: run `npm run build` first');
  process.exit(1);
}

const LEAD = {
  name: 'Nguyễn Văn Đo',
  email: 'do.nguyen@congty.vn',
  phone: '0912 345 678',
  service: 'SEO',
  needs: 'Đo tải máy chủ.',
  page: '/contact',
  template: '',
  website: '',
};
const DOMAIN_CHECK = '/api/domain-check?name=dodoan-tai&ext=.com';
const BROWSER = { 'accept-encoding': 'br, gzip' };

interface Figures {
  perSecond: number;
  p99: number;
}

/** One autocannon run; prints its line and returns its figures. */
async function run(label: string, options: autocannon.Options, expected: 'ok' | 'not-found'): Promise<Figures> {
  const result = await autocannon({ duration, ...options });
  const wrong = expected === 'ok' ? result.non2xx : result['2xx'];
  console.log(
    `${label}: ${Math.round(result.requests.average).toLocaleString('en')} req/s, p99 ${result.latency.p99} ms (${result.requests.total.toLocaleString('en')} requests, ${wrong} unexpected statuses, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

const leadRun = (base: string, label: string) =>
  run(
    `${label}POST /api/leads (20 connections, every lead stored)`,
    { url: `${base}/api/leads`, method: 'POST', connections: 20, headers: { 'content-type': 'application/json' }, body: JSON.stringify(LEAD) },
    'ok',
  );

/** The domain check's cache-hit path: one call fills the cache (the stub registrar answers), then autocannon. */
async function domainCheckRun(base: string, label: string): Promise<Figures> {
  const first = await fetch(base + DOMAIN_CHECK);
  if (first.status !== 200) throw new Error(`the domain check answered ${first.status}: ${await first.text()}`);
  return run(`${label}GET ${DOMAIN_CHECK} (cached answer, 20 connections)`, { url: base + DOMAIN_CHECK, connections: 20 }, 'ok');
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const registrar = http.createServer((_req, res) => res.end('1'));
await new Promise<void>((resolve) => registrar.listen(0, '127.0.0.1', resolve));
const dbDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
/** Every instance: a throw-away SQLite file unless DATABASE_URL is set, no webhook or email, the stub registrar. */
const baseEnv = {
  LEADS_DB_PATH: path.join(dbDir, 'leads.sqlite'),
  LEADS_WEBHOOK_URL: '',
  SMTP_URL: '',
  LEADS_NOTIFY_EMAIL: '',
  TRUST_PROXY: '',
  REGISTRAR_URL: `http://127.0.0.1:${(registrar.address() as AddressInfo).port}/check`,
  REGISTRAR_USERNAME: 'bench',
  REGISTRAR_API_KEY: 'bench',
};
const cleanups: (() => Promise<void>)[] = [];

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores, Node ${process.version}; ${duration} s per run`,
);

try {
  if (values['behind-nginx']) await behindNginx();
  else await direct();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await new Promise((resolve) => registrar.close(resolve));
  rmSync(dbDir, { recursive: true, force: true });
}

async function direct() {
  console.log(
    `lead store: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (throw-away file)'}; rate limits and domain-check cache: ${process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'memory'}`,
  );
  const site = await startInstance(baseEnv);
  cleanups.push(site.stop);
  const asset = /\/assets\/[^"]+\.js/.exec(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))![0];
  const rssBefore = await site.rss();
  console.log(`server RSS before: ${mb(rssBefore)}`);
  await run('GET / (50 connections)', { url: `${site.url}/`, connections: 50, headers: BROWSER }, 'ok');
  await run(`GET ${asset} (50 connections)`, { url: site.url + asset, connections: 50, headers: BROWSER }, 'ok');
  await run('GET /khong-co (404 page, 50 connections)', { url: `${site.url}/khong-co`, connections: 50, headers: BROWSER }, 'not-found');
  await leadRun(site.url, '');
  await domainCheckRun(site.url, '');
  console.log(`server RSS after: ${mb(await site.rss())} (before ${mb(rssBefore)})`);
}

async function behindNginx() {
  let postgres: Postgres | undefined;
  let redis: RedisServer | undefined;
  if (!process.env.DATABASE_URL) {
    postgres = await startPostgres();
    cleanups.push(postgres.remove);
  }
  if (!process.env.REDIS_URL) {
    redis = await startRedis();
    cleanups.push(redis.remove);
  }
  const env = {
    ...baseEnv,
    DATABASE_URL: process.env.DATABASE_URL ?? (await postgres!.createDatabase()),
    REDIS_URL: process.env.REDIS_URL ?? redis!.url,
    TRUST_PROXY: '127.0.0.1',
  };
  console.log(
    `nginx (docs/nginx.conf, 1 worker) in front of the instances; leads in PostgreSQL (${postgres ? 'throw-away, on loopback' : 'DATABASE_URL'}), rate limits and domain-check cache in Redis (${redis ? 'throw-away, on loopback' : 'REDIS_URL'})`,
  );
  const rows: Record<string, Figures[]> = { 'POST /api/leads, 20 clients': [], 'domain check, cached answer, 20 clients': [] };
  const instances: Instance[] = [];
  for (const count of [1, 2]) {
    while (instances.length < count) {
      const instance = await startInstance(env);
      instances.push(instance);
      cleanups.push(instance.stop);
    }
    const nginx = await startNginx(documentedSite({ servers: instances.map((instance) => instance.url), root: clientDir }));
    try {
      const label = `${count} instance${count > 1 ? 's' : ''}: `;
      if (count === 1)
        await run(`${label}GET / (served by nginx from build/client, 50 connections)`, { url: `${nginx.url}/`, connections: 50, headers: BROWSER }, 'ok');
      rows['POST /api/leads, 20 clients'].push(await leadRun(nginx.url, label));
      rows['domain check, cached answer, 20 clients'].push(await domainCheckRun(nginx.url, label));
    } finally {
      await nginx.close();
    }
  }
  const width = Math.max(...Object.keys(rows).map((name) => name.length));
  const cell = ({ perSecond, p99 }: Figures) => `${Math.round(perSecond).toLocaleString('en')}/s, p99 ${p99} ms`.padEnd(24);
  console.log(`\n${'behind nginx'.padEnd(width)}  ${'1 instance'.padEnd(24)}2 instances`);
  for (const [name, figures] of Object.entries(rows)) console.log(`${name.padEnd(width)}  ${figures.map(cell).join('')}`.trimEnd());
}
