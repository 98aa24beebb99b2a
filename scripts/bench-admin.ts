// `npm run bench:admin [-- --runs 20] [-- --pages 2000]`: what staff wait for in the admin, over HTTP
// against the real admin server (SQLite) and a content repository on real git — with the project's
// pages, and with generated pages added (scripts/lib/generatedPages.ts): sign-in, the page list, opening
// a page, saving a draft (p50 and p99), and a publish end to end (review page with its diff and the
// project check, then the publish: field merge, validation, merge commit, push to a bare remote).
// Run it alone: the figures are wall-clock on a 2-core machine; the load average is printed with them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { accounts as openAccounts } from '../src/admin/accounts.ts';
import { openContentRepo } from '../src/admin/content/contentRepo.ts';
import { leases as openLeases } from '../src/admin/content/leases.ts';
import { openAdminDb } from '../src/admin/db.ts';
import { hashPassword } from '../src/admin/password.ts';
import { createAdminServer } from '../src/admin/server.ts';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { openLeadStore } from '../src/server/leads/openStore.ts';
import { createLogger } from '../src/server/requestLog.ts';
import { projectContentRemote } from './lib/contentRemote.ts';
import { writeGeneratedPages } from './lib/generatedPages.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' }, pages: { type: 'string', default: '2000' } } });
const runs = Number(values.runs);
const PASSWORD = 'mật-khẩu-đủ-dài-123';
const FILE = 'pages/about.json';

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
async function timed(n: number, run: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

async function measure(extraPages: number) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
  const remote = projectContentRemote(work, (developer) => {
    if (extraPages > 0)
      writeGeneratedPages({
        samplesDir: path.join(PROJECT_ROOT, 'pages'),
        pagesDir: path.join(developer, 'pages'),
        schemaDir: path.join(developer, 'schema'),
        count: extraPages,
      });
  });

  const config = { dbPath: path.join(work, 'admin.sqlite') };
  const db = openAdminDb(config);
  const leads = openLeadStore(config);
  const accounts = openAccounts(db, { idleMs: 3_600_000, absoluteMs: 3_600_000 });
  await accounts.addUser({ email: 'minh@a.vn', role: 'publisher', passwordHash: await hashPassword(PASSWORD), now: Date.now() });
  const repo = await openContentRepo({ dir: path.join(work, 'admin.git'), remote });
  const server = createAdminServer({
    config: { trustProxy: false, sessions: { idleMs: 3_600_000, absoluteMs: 3_600_000 }, invitationTtlMs: 3_600_000 },
    accounts,
    leads,
    content: { repo, leases: openLeases(db) },
    logger: createLogger('silent'),
    signInLimits: { perAccount: 10_000, perAddress: 10_000 },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    let cookie = '';
    const signIn = await timed(runs, async () => {
      const res = await fetch(`${url}/dang-nhap`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'minh@a.vn', password: PASSWORD }),
      });
      if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
      cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    });
    const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as { csrf: string; user: { id: string } };
    const get = async (route: string) => {
      const res = await fetch(url + route, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
      await res.text();
    };
    const post = async (route: string, body: unknown, form = false) => {
      const res = await fetch(url + route, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, origin: url, 'x-csrf-token': me.csrf, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: form ? new URLSearchParams({ ...(body as Record<string, string>), _csrf: me.csrf }) : JSON.stringify(body),
      });
      if (res.status >= 400) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    const list = await timed(runs, () => get('/noi-dung'));
    const open = await timed(runs, () => get(`/api/content/page?file=${FILE}`));
    const page = JSON.parse(readFileSync(path.join(PROJECT_ROOT, FILE), 'utf8')) as { meta: { title: string } };
    let head: string | undefined;
    const save = await timed(runs, async (i) => {
      page.meta.title = `Giới thiệu — bản ${i} | AM Digital`;
      const res = await post('/api/content/draft', { file: FILE, content: JSON.stringify(page, null, 2), expectedHead: head });
      head = ((await res.json()) as { draft: { head: string } }).draft.head;
    });
    const publishRuns = Math.max(3, Math.floor(runs / 4));
    const publish = await timed(publishRuns, async (i) => {
      page.meta.title = `Giới thiệu — đăng ${i} | AM Digital`;
      await post('/api/content/draft', { file: FILE, content: JSON.stringify(page, null, 2), expectedHead: head });
      head = undefined; // published: the next save starts a new draft
      await post('/api/content/review', { file: FILE });
      await get(`/duyet/xem?tac-gia=${me.user.id}&tep=${encodeURIComponent(FILE)}`);
      const res = await post('/duyet/dang', { 'tac-gia': me.user.id, tep: FILE }, true);
      if (res.headers.get('location') !== '/duyet?thong-bao=da-dang') throw new Error(`publish answered ${res.status}`);
    });
    const pages = (await repo.list('pages')).filter((file) => !file.includes('/_')).length;
    return { pages, signIn, list, open, save, publish };
  } finally {
    await server.closeGracefully(100);
    await db.close();
    await leads.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `bench:admin — ${runs} runs per step, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores`,
);
console.log('| pages | sign-in p50 / p99 | page list p50 | open a page p50 | save draft p50 / p99 | publish end to end p50 / max |');
console.log('|---|---|---|---|---|---|');
for (const extra of [0, Number(values.pages)]) {
  const r = await measure(extra);
  console.log(
    `| ${r.pages} | ${ms(percentile(r.signIn, 50))} / ${ms(percentile(r.signIn, 99))} | ${ms(percentile(r.list, 50))} | ${ms(percentile(r.open, 50))} | ${ms(percentile(r.save, 50))} / ${ms(percentile(r.save, 99))} | ${ms(percentile(r.publish, 50))} / ${ms(Math.max(...r.publish))} |`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
