// @vitest-environment node
// Developers' commits fetched between publishes (CONTENT_SYNC_SECONDS; src/admin/content/contentSync.ts),
// on real git: a bare repository on disk is the remote, a developer's clone pushes to it, the admin
// clones it bare. With a short interval: a pushed commit reaches the published branch with no publish,
// drafts untouched; a run waits for a publish under way and only one runs at a time; a diverged remote
// moves nothing, is recorded once (in the audit log through the admin server) and shown on the authors'
// pages while it lasts; closing stops it.
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts as openAccounts } from '../../src/admin/accounts.ts';
import { type Author, type MergeFile } from '../../src/admin/content/contentRepo.ts';
import { contentSync } from '../../src/admin/content/contentSync.ts';
import { leases as openLeases } from '../../src/admin/content/leases.ts';
import { openAdminDb } from '../../src/admin/db.ts';
import { hashPassword } from '../../src/admin/password.ts';
import { createAdminServer, SESSION_COOKIE } from '../../src/admin/server.ts';
import { openLeadStore } from '../../src/server/leads/openStore.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { jsonLogSink } from './logSink.ts';
import { contentRemoteCase } from './contentRemoteCase.ts';
import { tempDir, until } from './helpers.ts';

const root = tempDir('content-sync-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILE = 'pages/uu-dai/black-friday.json';
const lan: Author = { id: 'u-3', name: 'Nguyễn Thị Lan', email: 'lan@amdigital.vn' };
const minh: Author = { id: 'u-4', name: 'Trần Văn Minh', email: 'minh@amdigital.vn' };
const page = (title: string) => `${JSON.stringify({ route: '/uu-dai/black-friday', meta: { title } }, null, 2)}\n`;
/** The draft wins (the field merge is tested elsewhere). */
const mine: MergeFile = (_base, draft) => draft!;
/** Short, so each test sees several runs; every wait is on a state, never a fixed time. */
const INTERVAL_MS = 50;
const WAIT_MS = 20_000;
const PASSWORD = 'mật-khẩu-đủ-dài-123';

let n = 0;
/** A remote holding one commit, a developer's clone of it, and the admin's bare clone (as tests/server/content-repo.test.ts). */
async function setup() {
  const here = path.join(root, `case-${++n}`);
  const developer = path.join(here, 'developer');
  const remote = path.join(here, 'remote.git');
  const { repo, developerCommit } = await contentRemoteCase(here, page('Black Friday'));
  /** A developer rewrites the remote's history (force push): the branches diverge. */
  const forcePush = () => {
    writeFileSync(path.join(developer, 'pages/_site.json'), '{"x":1}\n');
    git(developer, 'commit', '--quiet', '--amend', '-am', 'Viết lại');
    git(developer, 'push', '--quiet', '--force', 'origin', 'main');
  };
  const remoteHead = () => git(here, '--git-dir', remote, 'rev-parse', 'main');
  return { here, repo, remote, developerCommit, forcePush, remoteHead };
}

describe('the periodic sync of developers’ commits', () => {
  it('fast-forwards the published branch to a developer’s pushed commit with no publish; drafts are untouched', async () => {
    const { repo, developerCommit, remoteHead } = await setup();
    const draft = await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    const sync = contentSync({ repo, intervalMs: INTERVAL_MS, logger: createLogger('silent') });
    try {
      developerCommit('pages/_site.json', '{"hotline":"1900 0000"}\n');
      await until(async () => (await repo.read('pages/_site.json')) === '{"hotline":"1900 0000"}\n', 'the developer’s commit on the published branch', WAIT_MS);
      expect(await repo.head()).toBe(remoteHead());
      // The run that moved it ends as a success.
      await until(() => sync.state().lastSynced !== undefined, 'the run ended', WAIT_MS);
      expect(sync.state().problem).toBeUndefined();
      // The author's draft is still hers, on the version it started from (a publish merges it later).
      expect(await repo.draft(lan.id, FILE)).toMatchObject({ head: draft.head, content: page('Giảm 50%') });
      // A second commit: the next run brings it too.
      developerCommit(FILE, page('Black Friday 2026'));
      await until(async () => (await repo.read(FILE)) === page('Black Friday 2026'), 'the second commit', WAIT_MS);
    } finally {
      await sync.close();
    }
  });

  it('waits for a publish under way (sync, check, merge and push alone), one run at a time', async () => {
    const { repo, developerCommit, remoteHead } = await setup();
    const sync = contentSync({ repo, intervalMs: INTERVAL_MS, logger: createLogger('silent') });
    try {
      await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
      await repo.sendForReview(lan.id, FILE);
      developerCommit('pages/_site.json', '{"hotline":"1900 0000"}\n');
      // As POST /duyet/dang does: the sync, the check and the publish inside the repository's `exclusive`.
      const published = await repo.exclusive(async () => {
        const inside = sync.state().started;
        // A periodic run starts meanwhile: it waits (a run starts only after the last one ended).
        await until(() => sync.state().started > inside, 'a periodic run started during the publish', WAIT_MS);
        const waiting = sync.state();
        await repo.sync(); // re-entrant: runs at once
        const result = await repo.publishable(lan.id, FILE, mine);
        const commit = await repo.publish(minh, lan.id, FILE, result);
        // The periodic run has not ended, and no other started.
        expect(sync.state()).toMatchObject({ started: waiting.started, lastSynced: waiting.lastSynced });
        return commit;
      });
      expect(remoteHead()).toBe(published);
      expect(await repo.read('pages/_site.json')).toBe('{"hotline":"1900 0000"}\n');
      expect(await repo.read(FILE)).toBe(page('Giảm 50%'));
      // Then the waiting run ends (nothing to do: the branch is the remote's) and the next ones follow.
      const after = sync.state().started;
      await until(() => sync.state().started > after + 1, 'the runs after the publish', WAIT_MS);
      expect(sync.state().problem).toBeUndefined();
      expect(await repo.head()).toBe(published);
    } finally {
      await sync.close();
    }
  });

  it('a remote that diverged moves nothing and is recorded once; closing waits for a run under way, and then no run starts', async () => {
    const { repo, forcePush, remoteHead } = await setup();
    await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    const recorded: string[] = [];
    const logged: Record<string, unknown>[] = [];
    const sync = contentSync({ repo, intervalMs: INTERVAL_MS, logger: createLogger('info', jsonLogSink(logged)), record: async (c) => void recorded.push(c) });
    const ours = await repo.head();
    forcePush();
    const theirs = remoteHead();
    await until(() => sync.state().problem?.conflict === true, 'the conflict found', WAIT_MS);
    // Several more runs: still recorded once, and nothing moved on either side.
    const seen = sync.state().started;
    await until(() => sync.state().started >= seen + 3, 'three more runs', WAIT_MS);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatch(/^Nhánh main ở kho gốc và ở trang quản trị đã tách nhau/);
    expect(logged.filter((line) => line.event === 'content-sync-conflict')).toHaveLength(1);
    expect(sync.state().problem).toMatchObject({ conflict: true, message: recorded[0] });
    expect(await repo.head()).toBe(ours);
    expect(remoteHead()).toBe(theirs);
    expect((await repo.draft(lan.id, FILE))!.content).toBe(page('Giảm 50%'));

    // Closed while a run waits for a publish: close resolves once that run has ended.
    let closed = false;
    await repo.exclusive(async () => {
      const inside = sync.state().started;
      await until(() => sync.state().started > inside, 'a run waiting', WAIT_MS);
      void sync.close().then(() => (closed = true));
      await Promise.resolve();
      expect(closed).toBe(false);
    });
    await until(() => closed, 'close resolved', WAIT_MS);
    const last = sync.state().started;
    // No run after it: another sync on the same interval runs three times meanwhile.
    const clock = contentSync({ repo, intervalMs: INTERVAL_MS, logger: createLogger('silent') });
    await until(() => clock.state().started >= 3, 'three runs of another sync', WAIT_MS);
    await clock.close();
    expect(sync.state().started).toBe(last);
  });

  it('runs with the admin server when CONTENT_SYNC_SECONDS is set: a developer’s commit is read without a publish, a conflict is in the audit log, and it stops with the server', async () => {
    const { here, repo, remote, developerCommit, forcePush } = await setup();
    const config = { dbPath: path.join(here, 'admin.sqlite') };
    const db = openAdminDb(config);
    const leads = openLeadStore(config);
    const accounts = openAccounts(db, { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    const server = createAdminServer({
      config: { trustProxy: false, sessions: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 }, invitationTtlMs: 3_600_000 },
      accounts,
      leads,
      content: { repo, leases: openLeases(db), syncMs: INTERVAL_MS },
      logger: createLogger('silent'),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect((server.address() as AddressInfo).port).toBeGreaterThan(0);
      developerCommit(FILE, page('Black Friday — từ nhà phát triển'));
      await until(async () => (await repo.read(FILE)) === page('Black Friday — từ nhà phát triển'), 'the developer’s commit', WAIT_MS);
      forcePush();
      await until(async () => (await accounts.auditLog()).some((e) => e.action === 'content-sync-conflict'), 'the conflict in the audit log', WAIT_MS);
      const entry = (await accounts.auditLog()).find((e) => e.action === 'content-sync-conflict')!;
      expect(entry.detail).toMatch(/tách nhau/);
      expect(entry.actor).toBeNull();
      // Authors and publishers read it on their pages (a publisher here: the review list is theirs) while it lasts, and it goes once the branches are one again.
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await accounts.addUser({ email: 'minh@a.vn', role: 'publisher', passwordHash: await hashPassword(PASSWORD), now: Date.now() });
      const signIn = await fetch(`${url}/dang-nhap`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'minh@a.vn', password: PASSWORD }),
      });
      const cookie = new RegExp(`${SESSION_COOKIE}=[^;]*`).exec(signIn.headers.get('set-cookie') ?? '')![0];
      const read = async (route: string) => (await fetch(url + route, { headers: { cookie } })).text();
      for (const route of ['/noi-dung', '/duyet']) {
        const html = await read(route);
        expect(html).toContain('<div class="error" role="alert"><p><strong>Chưa lấy được thay đổi mới từ kho nội dung gốc</strong>');
        expect(html).toMatch(/tách nhau/);
      }
      // A developer merges: the remote's branch is the admin's again.
      git(here, '--git-dir', remote, 'update-ref', 'refs/heads/main', await repo.head());
      await until(async () => !(await read('/noi-dung')).includes('Chưa lấy được thay đổi mới'), 'the notice gone', WAIT_MS);
      expect(await read('/duyet')).not.toContain('Chưa lấy được thay đổi mới');
    } finally {
      await server.closeGracefully(100);
      await db.close();
      await leads.close();
    }
  });
});
