// @vitest-environment node
// Site instances on several machines (docs/operations.md, "Several machines"), all real and on
// 127.0.0.1: the admin's releases feed (the server scripts/admin.ts listens on) over the admin's
// releases folder, switches announced on a real Redis, and two "machines" — each a site server process
// (scripts/serve.ts) with its OWN releases folder following the feed, and nginx with docs/nginx.conf
// serving that folder's `current` release. Through a publish and a rollback under autocannon: no
// failed request, every page read with its own release's asset, both machines on the new page by the
// announcement (the periodic check is an hour away: nothing else can move them; the seconds it takes are
// printed, a benchmark's figure). An instance started late catches up; a
// missed announcement is caught up by the periodic check; a wrong token is refused; a tampered archive
// is refused and the old release kept.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentRepo } from '../../src/admin/content/contentRepo.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { siteReleases } from '../../src/admin/releases/siteReleases.ts';
import { openRedis, type Redis } from '../../src/server/redis.ts';
import { announceSwitch, followReleases } from '../../src/server/releases/follow.ts';
import { releasesFolder } from '../../src/server/releases/source.ts';
import { addRelease, currentReleaseId, switchRelease, type ReleaseInfo } from '../../src/server/releases/store.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { clientRoot, startSite, tempDir, until, type Running } from './helpers.ts';
import { documentedSite, startNginx } from './nginx.ts';
import { startRedis, type RedisServer } from './realServices.ts';
import { startServeProcess, type ServeProcess } from './serveProcess.ts';

const TOKEN = 'k'.repeat(20) + 'x9'.repeat(10);
const logger = createLogger('silent');
/** The publisher who rolls back from the admin's releases page. */
const minh = { id: 'u-minh', name: 'Trần Văn Minh', email: 'minh@amdigital.vn' };

let scratch: string;
let adminDir: string;
let redis: RedisServer;
let announcer: Redis;
let feed: ChildProcess;
let feedUrl: string;
const releases: Record<string, ReleaseInfo> = {};
const pages: Record<string, string> = {};
const cleanup: (() => Promise<unknown> | void)[] = [];

/** Every switch the admin makes is announced (scripts/admin.ts gives siteReleases this onSwitch). */
const admin = () =>
  siteReleases({ repo: {} as ContentRepo, dir: adminDir, buildDir: '', logger, onSwitch: (record) => void announceSwitch(announcer, record, logger) });

/** A release on the admin: build/client with its home page marked `label` and naming an asset of its own. */
function addAdminRelease(label: string, at: string): ReleaseInfo {
  const client = path.join(scratch, `client-${label}`);
  cpSync(clientRoot(), client, { recursive: true });
  const index = path.join(client, 'index.html');
  const asset = `/assets/mark-${label}-0a1b2c3d.js`;
  pages[label] = readFileSync(index, 'utf8').replace('</body>', `<p data-release="${label}" data-asset="${asset}"></p></body>`);
  writeFileSync(index, pages[label]);
  // The mark is what is served (not a compressed copy of the unmarked page).
  rmSync(`${index}.gz`, { force: true });
  rmSync(`${index}.br`, { force: true });
  writeFileSync(path.join(client, asset), label);
  releases[label] = addRelease(adminDir, {
    clientDir: client,
    content: loadServerContent(),
    move: true,
    at: new Date(at),
    label,
    by: 'test',
    reason: 'publish',
  });
  return releases[label];
}

interface Machine {
  name: string;
  dir: string;
  site: ServeProcess;
  nginx: Running;
}
const machines: Machine[] = [];

const followerEnv = (dir: string, extra: Record<string, string> = {}) => ({
  SITE_RELEASES: dir,
  RELEASE_SOURCE_URL: feedUrl,
  RELEASE_TOKEN: TOKEN,
  REDIS_URL: redis.url,
  // Announcements alone bring a switch within the goal; the periodic check is tested on its own.
  RELEASE_CHECK_SECONDS: '3600',
  LEADS_DB_PATH: path.join(dir, '..', `${path.basename(dir)}-leads.sqlite`),
  LOG_LEVEL: 'warn',
  ...extra,
});

async function startMachine(name: string): Promise<Machine> {
  const dir = path.join(scratch, name);
  const site = await startServeProcess(followerEnv(dir));
  cleanup.push(async () => {
    site.child.kill('SIGTERM');
    await site.exited;
  });
  const nginx = await startNginx(documentedSite({ servers: [site.url], root: path.join(dir, 'current', 'client') }));
  cleanup.push(() => nginx.close());
  return { name, dir, site, nginx };
}

const label = (body: string) => /data-release="([a-z]+)"/.exec(body)?.[1];
const homeLabel = async (url: string) => label(await (await fetch(`${url}/`)).text());

/** Resolves with how long after `since` every machine's nginx served release `want`'s home page. */
async function allServe(want: string, since: number, among: readonly { nginx: Running }[] = machines): Promise<number[]> {
  return Promise.all(
    among.map(async ({ nginx }) => {
      await until(async () => (await homeLabel(nginx.url)) === want, `release ${want} at ${nginx.url}`, 20_000);
      return Date.now() - since;
    }),
  );
}

beforeAll(async () => {
  scratch = tempDir('release-follow-');
  // nginx's worker (nobody) reads the machines' releases.
  chmodSync(scratch, 0o755);
  adminDir = path.join(scratch, 'admin');
  addAdminRelease('a', '2026-11-26T00:00:00Z');
  switchRelease(adminDir, releases.a!.id, { by: 'cli', reason: 'deploy' });
  redis = await startRedis();
  announcer = openRedis({ url: redis.url, label: redis.url, parsed: new URL(redis.url) }, logger);
  // The admin's side in a process of its own, as in production: this one runs the load.
  feed = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import { createReleaseFeedServer } from './src/admin/releases/releaseFeed.ts';
       import { createLogger } from './src/server/requestLog.ts';
       const feed = createReleaseFeedServer({ dir: ${JSON.stringify(adminDir)}, token: process.env.RELEASE_TOKEN, logger: createLogger('silent') });
       feed.listen(0, '127.0.0.1', () => console.log('feed ' + feed.address().port));`,
    ],
    { cwd: PROJECT_ROOT, env: { ...process.env, RELEASE_TOKEN: TOKEN }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  feedUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    feed.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /feed (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    feed.once('exit', () => reject(new Error(`the releases feed did not start: ${output}`)));
  });
  for (const name of ['machine-1', 'machine-2']) machines.push(await startMachine(name));
}, 180_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  feed?.kill('SIGTERM');
  announcer?.disconnect();
  await redis?.remove();
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe('site instances on several machines following the admin', () => {
  it('refuses a missing or wrong token, in constant time, and a process with a wrong one will not start without a release', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await fetch(`${feedUrl}/releases/current`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain(releases.a!.id);
      expect((await fetch(`${feedUrl}/releases/${releases.a!.id}`, { headers: authorization ? { authorization } : {} })).status).toBe(401);
    }
    const right = await fetch(`${feedUrl}/releases/current`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ id: releases.a!.id, digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const dir = path.join(scratch, 'wrong-token');
    await expect(startServeProcess(followerEnv(dir, { RELEASE_TOKEN: 'w'.repeat(40) }))).rejects.toThrow(/releases feed failed: .*answered 401/);
    expect(existsSync(path.join(dir, releases.a!.id))).toBe(false);
  }, 60_000);

  it('each machine got the served release at start into its own folder, and serves it', async () => {
    for (const machine of machines) {
      expect(currentReleaseId(machine.dir)).toBe(releases.a!.id);
      expect(readFileSync(path.join(machine.dir, releases.a!.id, 'client/index.html'), 'utf8')).toBe(pages.a);
      expect(await homeLabel(machine.nginx.url)).toBe('a');
    }
  });

  it('a publish and a rollback reach both machines by their announcement under load: no failed request, no mixed page', async () => {
    let loading = true;
    const seen = { pages: { a: 0, b: 0 } as Record<string, number>, failed: [] as string[] };
    // Readers: a page, then the asset it names, from the same machine; both must be of one release.
    const readers = machines.flatMap((machine) =>
      Array.from({ length: 2 }, async () => {
        while (loading) {
          const page = await fetch(`${machine.nginx.url}/`);
          const body = await page.text();
          const release = label(body);
          const asset = /data-asset="([^"]+)"/.exec(body)?.[1];
          if (page.status !== 200 || !release || !asset) {
            seen.failed.push(`${machine.name} / ${page.status}`);
            continue;
          }
          const own = await fetch(`${machine.nginx.url}${asset}`);
          const text = await own.text();
          if (own.status !== 200 || text !== release) seen.failed.push(`${machine.name} ${asset} ${own.status} ${text.slice(0, 20)}`);
          else seen.pages[release] = (seen.pages[release] ?? 0) + 1;
        }
      }),
    );
    const results: autocannon.Result[] = [];
    const cannons = machines.map((machine) =>
      autocannon(
        {
          url: machine.nginx.url,
          connections: 4,
          // Steady traffic rather than all the machine can take: on a 2-core machine running both "machines", nginx, Redis and the admin.
          overallRate: 300,
          duration: 120,
          requests: [{ path: '/' }, { path: '/pricing' }, { path: '/assets/mark-a-0a1b2c3d.js' }],
        },
        (error, result) => {
          if (error) seen.failed.push(`autocannon: ${String(error)}`);
          else results.push(result);
        },
      ),
    );
    const finished = Promise.all(cannons.map((cannon) => new Promise((resolve) => cannon.once('done', resolve))));
    /** Resolves once the readers have read `count` more whole pages of release `release` (the machines under load, serving it). */
    const readMore = (release: string, count = 20) => {
      const from = seen.pages[release] ?? 0;
      return until(() => (seen.pages[release] ?? 0) >= from + count, `${count} more pages of release ${release} read`, 60_000);
    };
    try {
      await readMore('a');
      // A publish: a new release on the admin, which the machines do not have yet.
      addAdminRelease('b', '2026-11-27T00:00:00Z');
      const published = Date.now();
      switchRelease(adminDir, releases.b!.id, { by: 'lan@amdigital.vn', reason: 'publish' });
      await announceSwitch(announcer, { id: releases.b!.id, by: 'lan@amdigital.vn', reason: 'publish', at: new Date().toISOString() }, logger);
      const toB = await allServe('b', published).catch((e) => {
        for (const m of machines) console.log(m.name, m.site.output());
        throw e;
      });
      await readMore('b');
      // A rollback from the admin's releases page (siteReleases.rollback, announced by its onSwitch).
      const rolledBack = Date.now();
      await admin().rollback(releases.a!.id, minh);
      const toA = await allServe('a', rolledBack);
      await readMore('a');
      console.log(`publish served by both machines after ${toB.join(', ')} ms; rollback after ${toA.join(', ')} ms`);
    } finally {
      loading = false;
      for (const cannon of cannons) cannon.stop();
      await finished;
      await Promise.all(readers);
    }
    expect(seen.failed).toEqual([]);
    expect(seen.pages.a).toBeGreaterThan(0);
    expect(seen.pages.b).toBeGreaterThan(0);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.requests.total).toBeGreaterThan(100);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    }
    // Each machine holds both releases in its own folder, recorded as the admin's switch.
    for (const machine of machines) {
      expect(
        readdirSync(machine.dir)
          .filter((name) => /^\d{8}T/.test(name))
          .sort(),
      ).toEqual([releases.a!.id, releases.b!.id]);
      expect(JSON.parse(readFileSync(path.join(machine.dir, 'switched.json'), 'utf8'))).toMatchObject({
        id: releases.a!.id,
        by: 'minh@amdigital.vn',
        reason: 'rollback',
      });
      expect(readdirSync(machine.dir).filter((name) => name.startsWith('.incoming-'))).toEqual([]);
    }
  }, 180_000);

  it('an instance started late catches up at start, then follows the next switch', async () => {
    const late = await startMachine('machine-late');
    expect(await homeLabel(late.nginx.url)).toBe('a');
    const since = Date.now();
    await admin().rollback(releases.b!.id, minh);
    const [ms] = await allServe('b', since, [late]);
    console.log(`the late machine served the rollback after ${ms} ms`);
    await allServe('b', since);
  }, 90_000);

  it('catches up by its periodic check when an announcement is missed (no Redis)', async () => {
    const dir = path.join(scratch, 'no-redis');
    const follower = followReleases({ dir, source: { url: feedUrl, token: TOKEN, intervalMs: 300 }, logger });
    try {
      expect(await follower.check()).toBeUndefined();
      expect(currentReleaseId(dir)).toBe(currentReleaseId(adminDir));
      const other = currentReleaseId(adminDir) === releases.a!.id ? releases.b! : releases.a!;
      // Switched without an announcement.
      switchRelease(adminDir, other.id, { by: 'cli', reason: 'rollback' });
      await until(() => currentReleaseId(dir) === other.id, 'the periodic check', 5_000);
    } finally {
      await follower.close();
    }
  }, 30_000);

  it('refuses a tampered archive and keeps serving the release it has', async () => {
    const dir = path.join(scratch, 'tampered');
    const honest = followReleases({ dir, source: { url: feedUrl, token: TOKEN, intervalMs: 3_600_000 }, logger });
    expect(await honest.check()).toBeUndefined();
    await honest.close();
    const kept = currentReleaseId(dir)!;
    addAdminRelease('c', '2026-11-27T12:00:00Z');
    switchRelease(adminDir, releases.c!.id, { by: 'lan@amdigital.vn', reason: 'publish' });
    // Between the instance and the feed: the answers passed on, one byte of every archive's page changed.
    const proxy = http.createServer((req, res) => {
      const upstream = http.get(`${feedUrl}${req.url}`, { headers: { authorization: req.headers.authorization ?? '' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const at = body.indexOf('data-release="c"');
          if (req.url !== '/releases/current' && at >= 0) body[at + 'data-release="'.length] = 'a'.charCodeAt(0);
          res.writeHead(answer.statusCode ?? 500, { 'content-type': answer.headers['content-type'] ?? 'application/octet-stream' }).end(body);
        });
      });
      upstream.on('error', () => res.writeHead(502).end());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const tampering = followReleases({
      dir,
      source: { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, token: TOKEN, intervalMs: 3_600_000 },
      logger,
    });
    try {
      expect((await tampering.check())?.message).toMatch(/client\/index\.html does not match the manifest/);
      expect(currentReleaseId(dir)).toBe(kept);
      expect(existsSync(path.join(dir, releases.c!.id))).toBe(false);
      expect(readdirSync(dir).filter((name) => name.startsWith('.incoming-'))).toEqual([]);
      const site = await startSite({ root: releasesFolder(dir) });
      try {
        expect(await homeLabel(site.url)).toBe(kept === releases.a!.id ? 'a' : 'b');
      } finally {
        await site.close();
      }
    } finally {
      await tampering.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
    // The same instance through the feed itself takes it.
    const direct = followReleases({ dir, source: { url: feedUrl, token: TOKEN, intervalMs: 3_600_000 }, logger });
    expect(await direct.check()).toBeUndefined();
    await direct.close();
    expect(currentReleaseId(dir)).toBe(releases.c!.id);
  }, 60_000);
});
