// `npm run bench:server`: the built site server on 127.0.0.1 under load (autocannon): requests/s and
// p99 latency for `/`, a hashed asset and the 404 page (50 connections, 10 s each, brotli accepted as
// browsers do), POST /api/leads with 20 parallel clients (every lead stored, in a throw-away
// database), and the server's memory (RSS) before and after. A benchmark: it prints, never fails on
// a figure. Options: --duration <s> (default 10).
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/engine/project.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
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

const dbDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
const child = fork(path.join(PROJECT_ROOT, 'scripts/lib/benchSiteProcess.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, LEADS_DB_PATH: path.join(dbDir, 'leads.sqlite'), LEADS_WEBHOOK_URL: '', TRUST_PROXY: '' },
});
const reply = <T>(key: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, T>) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      resolve(message[key]);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
const rss = async () => {
  child.send('rss');
  return reply<number>('rss');
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

try {
  const port = await reply<number>('port');
  const base = `http://127.0.0.1:${port}`;
  const asset = /\/assets\/[^"]+\.js/.exec(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))![0];
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${os.cpus().length} cores, Node ${process.version}; ${duration} s per run`,
  );
  const rssBefore = await rss();
  console.log(`server RSS before: ${mb(rssBefore)}`);

  const run = async (label: string, options: autocannon.Options, expected: 'ok' | 'not-found') => {
    const result = await autocannon({ duration, ...options });
    const wrong = expected === 'ok' ? result.non2xx : result['2xx'];
    const row = `${label}: ${Math.round(result.requests.average).toLocaleString('en')} req/s, p99 ${result.latency.p99} ms (${result.requests.total.toLocaleString('en')} requests, ${wrong} unexpected statuses, ${result.errors} errors, ${result.timeouts} timeouts)`;
    console.log(row);
  };
  const browser = { 'accept-encoding': 'br, gzip' };
  await run('GET / (50 connections)', { url: `${base}/`, connections: 50, headers: browser }, 'ok');
  await run(`GET ${asset} (50 connections)`, { url: base + asset, connections: 50, headers: browser }, 'ok');
  await run('GET /khong-co (404 page, 50 connections)', { url: `${base}/khong-co`, connections: 50, headers: browser }, 'not-found');
  await run(
    'POST /api/leads (20 connections, every lead stored)',
    { url: `${base}/api/leads`, method: 'POST', connections: 20, headers: { 'content-type': 'application/json' }, body: JSON.stringify(LEAD) },
    'ok',
  );
  const rssAfter = await rss();
  console.log(`server RSS after: ${mb(rssAfter)} (before ${mb(rssBefore)})`);
} finally {
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dbDir, { recursive: true, force: true });
}
