// @vitest-environment node
// The admin's releases page over HTTP, on real databases (SQLite file and PostgreSQL), a content
// repository with a bare remote and a releases folder built with build/ (npm run build first): a
// publisher (or admin) serves an earlier release again from the page, and the content branch records
// it as a commit in their name, audited; other roles are refused; a branch that cannot take it (a
// developer changed the section types since) refuses the rollback at the form in Vietnamese, and the
// site keeps what it served.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/admin/accounts.ts';
import { fieldMerge } from '../../src/admin/content/publishing.ts';
import { RELEASE_MESSAGES } from '../../src/admin/releases/releaseRoutes.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { adminFixture } from './adminFixture.ts';
import { STORE_KINDS } from './leadDatabases.ts';

const FILE = 'pages/uu-dai/quay-lai.json';
const ALLOWED: Role[] = ['publisher', 'admin'];

describe.each(STORE_KINDS)('the releases page on %s', (kind) => {
  const fx = adminFixture(kind, { content: true, releases: true, signedIn: true });
  const as = (who: Role) => fx.as(fx.cookies[who]);
  const rollback = async (who: Role, id: string) => fx.post('/phat-hanh/quay-lai', { ban: id, _csrf: await fx.csrfOf(fx.cookies[who]) }, as(who));

  /** Two releases: the project as it is, then with FILE published by the publisher. */
  async function twoReleases() {
    const first = await fx.releases.release('cli', 'deploy');
    const publisher = { id: fx.users.publisher, name: 'publisher', email: 'publisher@a.vn' };
    const about = await fx.repo.read('pages/about.json');
    await fx.repo.saveDraft(publisher, FILE, about!.replace('"../schema/', '"../../schema/'), undefined);
    await fx.repo.sendForReview(publisher.id, FILE);
    await fx.repo.publish(publisher, publisher.id, FILE, await fx.repo.publishable(publisher.id, FILE, fieldMerge));
    const second = await fx.releases.release('publisher@a.vn', 'publish');
    return { first, second };
  }

  it('serves an earlier release again for publishers and admins, recorded on the content branch in their name and audited; refuses the others', async () => {
    const { first, second } = await twoReleases();
    for (const role of ROLES.filter((r) => !ALLOWED.includes(r))) {
      expect([role, (await rollback(role, first.id)).status]).toEqual([role, 403]);
      expect(fx.releases.list().current).toBe(second.id);
    }
    const before = await fx.repo.head();
    const res = await rollback('publisher', first.id);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/phat-hanh?thong-bao=da-quay-lai');
    expect(fx.releases.list().current).toBe(first.id);
    const head = await fx.repo.head();
    expect(head).not.toBe(before);
    expect(fx.remoteHead()).toBe(head);
    expect(await fx.repo.read(FILE)).toBeUndefined();
    expect((await fx.repo.history(FILE, 1))[0]).toMatchObject({
      commit: head,
      email: 'publisher@a.vn',
      message: expect.stringMatching(/^Quay lại bản đưa lên web lúc /),
    });
    const page = await (await fetch(`${fx.url}/phat-hanh?thong-bao=da-quay-lai`, { headers: as('publisher') })).text();
    expect(page).toContain(RELEASE_MESSAGES.rolledBack);
    const audit = (await (await fetch(`${fx.url}/api/audit`, { headers: as('admin') })).json()) as { entries: { action: string; target: string }[] };
    expect(audit.entries.find((e) => e.action === 'site-rollback')).toMatchObject({ target: first.id });
    // Forward again, by an admin.
    expect((await rollback('admin', second.id)).status).toBe(303);
    expect(fx.releases.list().current).toBe(second.id);
    expect(await fx.repo.read(FILE)).toBeDefined();
  }, 240_000);

  it('refuses, at the form and in Vietnamese, a rollback the content branch cannot take; the site keeps what it served', async () => {
    const { first, second } = await twoReleases();
    // A developer changes the section types after the first release (their clone beside this test's remote, removed with it).
    const developer = path.join(path.dirname(fx.remoteDir), 'developer');
    git(path.dirname(developer), 'clone', '--quiet', fx.remoteDir, developer);
    mkdirSync(path.join(developer, 'schema'), { recursive: true });
    writeFileSync(path.join(developer, 'schema/extra.schema.json'), '{}\n');
    git(developer, 'add', '.');
    git(developer, 'commit', '--quiet', '-m', 'Thêm lược đồ');
    git(developer, 'push', '--quiet', 'origin', 'main');
    const remote = fx.remoteHead();
    const res = await rollback('publisher', first.id);
    expect(res.status).toBe(409);
    const body = await res.text();
    expect(body).toContain('bộ section cũ hơn mã đang chạy');
    expect(body).not.toMatch(/Error|at \w+ \(/);
    expect(fx.releases.list().current).toBe(second.id);
    expect(fx.remoteHead()).toBe(remote);
    expect(await fx.repo.read(FILE)).toBeDefined();
  }, 240_000);
});
