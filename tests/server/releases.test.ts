// @vitest-environment node
// The site served from a releases folder (SITE_RELEASES): two site server instances reading one folder
// follow its `current` link at their next request, without a restart; while autocannon and page reads
// run and another process switches the release as fast as it can, no request fails and every page read is one release's whole page; a page
// opened before a switch still gets its hashed assets (also behind nginx, docs/nginx.conf); the lead API
// follows the served release's form.
// The release command (the bundled build/server/release.js) adds, lists, switches and refuses.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { accounts } from '../../src/admin/accounts.ts';
import { openAdminDb } from '../../src/admin/db.ts';
import { releasesFolder } from '../../src/server/releases/source.ts';
import { addRelease, currentReleaseId, switchRelease, type ReleaseInfo } from '../../src/server/releases/store.ts';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { clientRoot, startSite, tempDir, type Running } from './helpers.ts';
import { documentedSite, startNginx } from './nginx.ts';
import { firstScript } from './siteAnswers.ts';
import { startServeProcess } from './serveProcess.ts';

const NEW_SERVICE = 'Quảng cáo Zalo (bản mới)';
const OLD_ONLY_ASSET = '/assets/only-in-a-0a1b2c3d.js';
const LEAD = { name: 'Đặng Văn Tú', email: 'tu@congty.vn', phone: '0901234567', needs: '', page: '/contact', template: '', website: '' };

let scratch: string;
let dir: string;
let a: ReleaseInfo;
let b: ReleaseInfo;
const pages: Record<string, string> = {};
const sites: Running[] = [];

/** build/client with its home page marked `label` (its compressed copies dropped, so the mark is what is served). */
function builtCopy(label: string, extra: (client: string) => void = () => {}): string {
  const client = path.join(scratch, `client-${label}`);
  cpSync(clientRoot(), client, { recursive: true });
  const index = path.join(client, 'index.html');
  pages[label] = readFileSync(index, 'utf8').replace('</body>', `<p data-release="${label}"></p></body>`);
  writeFileSync(index, pages[label]);
  rmSync(`${index}.gz`, { force: true });
  rmSync(`${index}.br`, { force: true });
  extra(client);
  return client;
}

beforeAll(async () => {
  scratch = tempDir('releases-');
  dir = path.join(scratch, 'releases');
  const content = loadServerContent();
  a = addRelease(dir, {
    clientDir: builtCopy('a', (client) => writeFileSync(path.join(client, OLD_ONLY_ASSET), 'console.log("a")')),
    content,
    move: true,
    at: new Date('2026-11-26T00:00:00Z'),
    label: 'a',
    by: 'test',
    reason: 'deploy',
  });
  b = addRelease(dir, {
    clientDir: builtCopy('b'),
    content: { ...content, leadServices: [...content.leadServices, NEW_SERVICE] },
    move: true,
    at: new Date('2026-11-27T00:00:00Z'),
    label: 'b',
    by: 'test',
    reason: 'publish',
  });
  switchRelease(dir, a.id);
  for (let i = 0; i < 2; i++) sites.push(await startSite({ root: releasesFolder(dir), leadsRateLimit: { limit: 1000 } }));
}, 60_000);
afterAll(async () => {
  for (const site of sites) await site.close();
  rmSync(scratch, { recursive: true, force: true });
});

const home = async (site: Running) => {
  const res = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'gzip, br' } });
  return { status: res.status, body: await res.text() };
};
const sendLead = (site: Running, service: string) =>
  fetch(`${site.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...LEAD, service }) });

describe('a releases folder served by two instances', () => {
  it('serves the current release on every instance and follows a switch at the next request', async () => {
    for (const site of sites) expect(await home(site)).toEqual({ status: 200, body: pages.a });
    switchRelease(dir, b.id);
    for (const site of sites) expect(await home(site)).toEqual({ status: 200, body: pages.b });
    switchRelease(dir, a.id);
    for (const site of sites) expect((await home(site)).body).toBe(pages.a);
  });

  it('keeps a page opened before a switch working: hashed assets of earlier releases, 404 for the rest', async () => {
    switchRelease(dir, b.id);
    const [site] = sites;
    const asset = await fetch(`${site!.url}${OLD_ONLY_ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("a")');
    // Only under /assets/: an older release's page is not served in place of the current one's 404.
    expect((await fetch(`${site!.url}/assets/missing-everywhere.js`)).status).toBe(404);
    const gone = await fetch(`${site!.url}/no-such-page`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<html');
    switchRelease(dir, a.id);
  });

  it("behind nginx (docs/nginx.conf, its root the current release): an earlier release's asset through the site server, 404 for the rest", async () => {
    switchRelease(dir, b.id);
    // nginx's worker (nobody) reads the releases.
    chmodSync(scratch, 0o755);
    const nginx = await startNginx(documentedSite({ servers: [sites[0]!.url], root: path.join(dir, 'current', 'client') }));
    try {
      const asset = await fetch(`${nginx.url}${OLD_ONLY_ASSET}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(await asset.text()).toBe('console.log("a")');
      // The current release's assets and pages are nginx's own (the site server numbers its answers).
      const own = await fetch(`${nginx.url}${firstScript(path.join(dir, b.id, 'client'))}`);
      expect(own.status).toBe(200);
      expect(own.headers.get('x-request-id')).toBeNull();
      expect(asset.headers.get('x-request-id')).toBeTruthy();
      expect(await home({ url: nginx.url } as Running)).toEqual({ status: 200, body: pages.b });
      // Missing everywhere: nginx's 404 page, as for any unknown path.
      const missing = await fetch(`${nginx.url}/assets/missing-everywhere.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe(readFileSync(path.join(dir, b.id, 'client/404.html'), 'utf8'));
      // With the site server not answering, still a 404, never a 502.
      const alone = await startNginx(documentedSite({ servers: ['http://127.0.0.1:9'], root: path.join(dir, 'current', 'client') }));
      try {
        expect((await fetch(`${alone.url}${OLD_ONLY_ASSET}`)).status).toBe(404);
      } finally {
        await alone.close();
      }
    } finally {
      await nginx.close();
      switchRelease(dir, a.id);
    }
  });

  it('checks a lead against the form of the release being served', async () => {
    const [site] = sites;
    const refused = { fields: { service: 'Vui lòng chọn dịch vụ trong danh sách.' } };
    expect(await (await sendLead(site!, NEW_SERVICE)).json()).toMatchObject(refused);
    switchRelease(dir, b.id);
    expect((await sendLead(site!, NEW_SERVICE)).status).toBe(201);
    switchRelease(dir, a.id);
    expect(await (await sendLead(site!, NEW_SERVICE)).json()).toMatchObject(refused);
  });

  it('answers every request while the release switches under load, each page read whole from one release', async () => {
    switchRelease(dir, a.id);
    let loading = true;
    // Another process switches as fast as it can, as a publish or a rollback would: never between two
    // steps of one request of this process.
    const switcher = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { switchRelease } from './src/server/releases/store.ts'; for (let i = 0; ; i++) switchRelease(${JSON.stringify(dir)}, i % 2 ? ${JSON.stringify(a.id)} : ${JSON.stringify(b.id)});`,
      ],
      { cwd: PROJECT_ROOT, stdio: 'ignore' },
    );
    const switcherExited = new Promise((resolve) => switcher.once('exit', resolve));
    const seen = { a: 0, b: 0, other: 0, failed: 0 };
    const readers = Array.from({ length: 4 }, async (_, n) => {
      while (loading) {
        const { status, body } = await home(sites[n % 2]!);
        if (status !== 200) seen.failed++;
        else if (body === pages.a) seen.a++;
        else if (body === pages.b) seen.b++;
        else seen.other++;
      }
    });
    const AMOUNT = 600;
    const load = Promise.all(
      sites.map((site) =>
        autocannon({ url: site.url, connections: 4, amount: AMOUNT, requests: [{ path: '/' }, { path: '/pricing' }, { path: OLD_ONLY_ASSET }] }),
      ),
    ).finally(() => (loading = false));
    const [results] = await Promise.all([load, ...readers]);
    switcher.kill('SIGKILL');
    await switcherExited;
    expect(seen.failed + seen.other).toBe(0);
    expect(seen.a).toBeGreaterThan(0);
    expect(seen.b).toBeGreaterThan(0);
    for (const result of results) {
      expect({ total: result.requests.total, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        total: AMOUNT,
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    }
  }, 60_000);
});

describe('the release command', () => {
  // No admin database unless a test names one: the project's own data/ is never written.
  const release = (...args: string[]) =>
    spawnSync(process.execPath, ['build/server/release.js', ...args], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, LEADS_DB_PATH: path.join(scratch, 'no-admin.sqlite') },
    });

  it('adds the built site as a release, switches to it, lists it, and refuses an unknown one', () => {
    const target = path.join(scratch, 'cli');
    const added = release('--dir', target, 'add', '--switch', '--by', 'lan@amdigital.vn');
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const id = currentReleaseId(target)!;
    expect(added.stdout.trim()).toBe(`${id} (now served)`);
    expect(readdirSync(path.join(target, id)).sort()).toEqual(['client', 'release.json', 'render-keys.json', 'server-content.json']);
    expect(readFileSync(path.join(target, id, 'client/index.html'), 'utf8')).toBe(readFileSync(path.join(clientRoot(), 'index.html'), 'utf8'));
    expect(JSON.parse(readFileSync(path.join(target, id, 'server-content.json'), 'utf8'))).toEqual(loadServerContent());
    expect(release('--dir', target, 'list').stdout).toMatch(new RegExp(`^\\* ${id}  \\S+  lan@amdigital\\.vn  deploy\\n$`));
    const refused = release('--dir', target, 'switch', '20991231T000000000Z-nope');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('no release 20991231T000000000Z-nope');
    expect(currentReleaseId(target)).toBe(id);
  });

  it("a switch from the command line is in the admin's audit log when its database is there, and never needs it", async () => {
    const target = path.join(scratch, 'cli-audit');
    const dbPath = path.join(scratch, 'admin-audit.sqlite');
    // Without the admin's database: the switch is made, nothing is created.
    const first = release('--dir', target, 'add', '--switch', '--by', 'ops');
    expect([first.status, first.stderr]).toEqual([0, '']);
    const firstId = currentReleaseId(target)!;
    expect(
      spawnSync(process.execPath, ['build/server/release.js', '--dir', target, 'switch', firstId], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        env: { ...process.env, LEADS_DB_PATH: dbPath },
      }).status,
    ).toBe(0);
    expect(existsSync(dbPath)).toBe(false);
    // With it (the admin made it): the release and the rollback are recorded with who and how.
    const db = openAdminDb({ dbPath });
    const store = accounts(db, { idleMs: 60_000, absoluteMs: 60_000 });
    await store.ping();
    const env = { ...process.env, LEADS_DB_PATH: dbPath };
    const second = spawnSync(process.execPath, ['build/server/release.js', '--dir', target, 'add', '--switch', '--by', 'ops'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env,
    });
    expect([second.status, second.stderr]).toEqual([0, '']);
    const secondId = currentReleaseId(target)!;
    const back = spawnSync(process.execPath, ['build/server/release.js', '--dir', target, 'switch', firstId, '--by', 'hoa@amdigital.vn'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env,
    });
    expect([back.status, back.stderr]).toEqual([0, '']);
    const entries = (await store.auditLog()).filter((e) => e.action.startsWith('site-'));
    expect(entries.map((e) => [e.action, e.actor, e.target, e.detail])).toEqual([
      ['site-rollback', 'hoa@amdigital.vn', firstId, 'dòng lệnh'],
      ['site-release', 'ops', secondId, 'dòng lệnh'],
    ]);
    await db.close();
  });

  it('the site server process serves the release and will not start without one', async () => {
    const empty = path.join(scratch, 'empty');
    await expect(startServeProcess({ SITE_RELEASES: empty })).rejects.toThrow(/has no release to serve/);
    const served = await startServeProcess({ SITE_RELEASES: dir, LEADS_DB_PATH: path.join(scratch, 'leads.sqlite') });
    try {
      expect(served.output()).toContain(`release being served (now ${currentReleaseId(dir)})`);
      switchRelease(dir, b.id);
      expect(await (await fetch(`${served.url}/`)).text()).toBe(pages.b);
    } finally {
      served.child.kill('SIGTERM');
      await served.exited;
    }
  }, 90_000);
});
