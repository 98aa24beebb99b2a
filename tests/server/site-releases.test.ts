// @vitest-environment node
// From a publish to the site, all real: the project's content in a bare git remote, the admin's clone,
// the installed code build (build/), a releases folder and the site server serving it. A published page
// is served after its release; a rollback takes it away again, on the content branch too; a page scheduled for T is left out
// before T and served once the scheduler's release runs — made once after a restart past T (with a
// clock the test sets) — and goes at its expiry to its redirect, by the scheduler's own timer; two
// admin instances whose schedulers race for the same due change make it once; a rollback keeps the schedule.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectContentRemote } from '../../scripts/lib/contentRemote.ts';
import { openContentRepo, type ContentRepo } from '../../src/admin/content/contentRepo.ts';
import { fieldMerge } from '../../src/admin/content/publishing.ts';
import { siteReleases, type SiteReleases } from '../../src/admin/releases/siteReleases.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { releasesFolder } from '../../src/server/releases/source.ts';
import { listReleases } from '../../src/server/releases/store.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { clientRoot, startSite, tempDir, until, type Running } from './helpers.ts';

const BUILD_DIR = path.join(PROJECT_ROOT, 'build');
const lan = { id: 'u-lan', name: 'Nguyễn Thị Lan', email: 'lan@amdigital.vn' };
const minh = { id: 'u-minh', name: 'Trần Văn Minh', email: 'minh@amdigital.vn' };
const logger = createLogger('silent');

const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as Record<string, unknown> & { meta: { title: string } };
/** A landing page under /uu-dai/, valid as it is. */
const landing = (title: string, schedule?: Record<string, string>) =>
  `${JSON.stringify({ ...structuredClone(about), $schema: '../../schema/page.schema.json', meta: { ...about.meta, title }, ...(schedule ? { schedule } : {}) }, null, 2)}\n`;

let root: string;
let dir: string;
let repo: ContentRepo;
let site: Running;
const made: SiteReleases[] = [];

/** The admin's releases with the clock `now`. */
const releasesAt = (now: () => number) => {
  const releases = siteReleases({ repo, dir, buildDir: BUILD_DIR, logger, now });
  made.push(releases);
  return releases;
};
/** Lan's page, published by Minh (the admin's workflow, without its HTTP). */
async function publish(file: string, content: string) {
  const current = await repo.draft(lan.id, file);
  await repo.saveDraft(lan, file, content, current?.head);
  await repo.sendForReview(lan.id, file);
  await repo.publish(minh, lan.id, file, await repo.publishable(lan.id, file, fieldMerge));
}
/**
 * The admin started again at `at`, past the change the served release names: the scheduler makes it in
 * one release, and a second start a second later (or a second admin) finds nothing due.
 */
async function restartMakesOnce(at: number) {
  const count = listReleases(dir).length;
  await releasesAt(() => at).resume();
  expect(listReleases(dir)).toHaveLength(count + 1);
  expect(listReleases(dir)[0]).toMatchObject({ by: 'scheduler', reason: 'schedule' });
  await releasesAt(() => at + 1_000).resume();
  expect(listReleases(dir)).toHaveLength(count + 1);
}
/** An instant as a page's schedule writes it: to the second, in Vietnam time. */
const vietnamTime = (ms: number) => `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
const status = async (route: string) => (await fetch(`${site.url}${route}`, { redirect: 'manual' })).status;
const text = async (route: string) => (await fetch(`${site.url}${route}`)).text();

beforeAll(async () => {
  clientRoot();
  root = tempDir('site-releases-');
  dir = path.join(root, 'releases');
  repo = await openContentRepo({ dir: path.join(root, 'admin.git'), remote: projectContentRemote(root) });
  site = await startSite({ root: releasesFolder(dir) });
}, 60_000);
afterAll(async () => {
  for (const releases of made) releases.close();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('releases made by the admin', () => {
  let first: string;

  it('serves a published page once its release is made, and names the pages it changed', async () => {
    const releases = releasesAt(Date.now);
    first = (await releases.release('cli', 'deploy')).id;
    expect(await status('/uu-dai/black-friday')).toBe(404);
    expect(await status('/about')).toBe(200);

    await publish('pages/uu-dai/black-friday.json', landing('Black Friday — giảm 50% | AM Digital'));
    const started = performance.now();
    const release = await releases.release(minh.email, 'publish');
    console.log(`publish → served: ${Math.round(performance.now() - started)} ms (57 pages, content build + switch)`);
    expect(await text('/uu-dai/black-friday')).toContain('<title>Black Friday — giảm 50% | AM Digital</title>');
    expect(release).toMatchObject({ by: minh.email, reason: 'publish', commit: await repo.head() });
    expect(release.changedRoutes).toContain('/uu-dai/black-friday');
    expect(release.changedRoutes).not.toContain('/pricing');
  }, 180_000);

  it('goes back to an earlier release, recorded on the content branch so the next publish builds on it, and forward again', async () => {
    const releases = releasesAt(Date.now);
    const newest = releases.list().current!;
    const before = await repo.head();
    const started = performance.now();
    await releases.rollback(first, minh);
    console.log(`rollback → served: ${Math.round(performance.now() - started)} ms (57 pages, the commit on the content branch, its push and the switch)`);
    expect(releases.list().current).toBe(first);
    expect(releases.list().since).toMatchObject({ id: first, by: minh.email, reason: 'rollback' });
    expect(await status('/uu-dai/black-friday')).toBe(404);
    // The branch holds what is served: a commit in Minh's name without the page, in its history.
    const rolledBack = await repo.head();
    expect(rolledBack).not.toBe(before);
    expect(await repo.read('pages/uu-dai/black-friday.json')).toBeUndefined();
    expect((await repo.history('pages/uu-dai/black-friday.json', 1))[0]).toMatchObject({
      commit: rolledBack,
      email: minh.email,
      message: expect.stringMatching(/^Quay lại bản đưa lên web lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/),
    });
    // Another page published after the rollback does not bring the page back.
    await publish('pages/uu-dai/giang-sinh.json', landing('Giáng sinh | AM Digital'));
    const next = await releases.release(minh.email, 'publish');
    expect(next.changedRoutes).toEqual(expect.arrayContaining(['/uu-dai/giang-sinh']));
    expect(await status('/uu-dai/giang-sinh')).toBe(200);
    expect(await status('/uu-dai/black-friday')).toBe(404);
    // Forward again to the release before the rollback: its content, recorded the same way.
    await releases.rollback(newest, minh);
    expect(await status('/uu-dai/black-friday')).toBe(200);
    expect(await status('/uu-dai/giang-sinh')).toBe(404);
    expect(await repo.read('pages/uu-dai/black-friday.json')).toBe(landing('Black Friday — giảm 50% | AM Digital'));
    expect(await repo.read('pages/uu-dai/giang-sinh.json')).toBeUndefined();
  }, 180_000);

  it("serves a published A/B experiment's variants from the release, each visitor by its cookie", async () => {
    const releases = releasesAt(Date.now);
    const page = JSON.parse(landing('Black Friday — giảm 50% | AM Digital')) as { sections: { id?: string; heading?: string }[] };
    const cta = page.sections.find((section) => section.id === 'lien-he')!;
    const experiment = {
      id: 'bf-loi-keu-goi',
      name: 'Lời kêu gọi cuối trang',
      original: { name: 'Bản gốc', weight: 50 },
      variants: [{ id: 'b', name: 'Nhấn mạnh ưu đãi', weight: 50, replace: { 'lien-he': { ...cta, heading: 'Giữ ưu đãi Black Friday trước khi hết hạn' } } }],
    };
    await publish('pages/uu-dai/black-friday.json', `${JSON.stringify({ ...page, experiment }, null, 2)}\n`);
    const release = await releases.release(minh.email, 'publish');
    expect(release.changedRoutes).toContain('/uu-dai/black-friday');
    for (const variant of ['a', 'b']) {
      const answer = await fetch(`${site.url}/uu-dai/black-friday`, {
        headers: { cookie: `ab_bf-loi-keu-goi=${variant}`, 'user-agent': 'Mozilla/5.0 Chrome/131.0' },
      });
      const html = (await answer.text()).replaceAll('\u00a0', ' ');
      expect(html).toContain(`<meta name="experiment" content="bf-loi-keu-goi ${variant}"/>`);
      expect(html.includes('Giữ ưu đãi Black Friday trước khi hết hạn'), variant).toBe(variant === 'b');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    const first = await fetch(`${site.url}/uu-dai/black-friday`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/131.0' } });
    expect(first.headers.get('set-cookie')).toMatch(/^ab_bf-loi-keu-goi=[ab];/);
  }, 180_000);

  it('publishes a scheduled page at its time: once after a restart past it, and at its expiry by its own timer', async () => {
    // Two days ahead, on the minute (the releases' clock only moves forward, as a real one does).
    const T = Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000;
    const publishAt = vietnamTime(T);
    const file = 'pages/uu-dai/giang-sinh.json';
    await publish(file, landing('Giáng sinh — giảm 30% | AM Digital', { publishAt }));
    // Published the day before: not on the site yet, and the release says when it is due.
    const before = await releasesAt(() => T - 86_400_000).release(minh.email, 'publish');
    expect(before.nextChangeAt).toBe(new Date(publishAt).toISOString());
    expect(await status('/uu-dai/giang-sinh')).toBe(404);

    // The admin stopped at T − 1 s (no timer ran) and started again at T + 5 s: the missed change is made, once.
    await restartMakesOnce(T + 5_000);
    expect(await text('/uu-dai/giang-sinh')).toContain('Giáng sinh — giảm 30%');

    // An expiry 30 s ahead on a clock at T + 1 day: the scheduler's timer makes the release that redirects.
    const offset = T + 86_400_000 - Date.now();
    // (Far enough ahead for the release before it to be built, on a loaded machine.)
    const expiresAt = vietnamTime(Math.ceil((Date.now() + offset) / 1000) * 1000 + 30_000);
    await publish(file, landing('Giáng sinh — giảm 30% | AM Digital', { publishAt, expiresAt, redirectTo: '/pricing' }));
    const live = await releasesAt(() => Date.now() + offset).release(minh.email, 'publish');
    expect(live.nextChangeAt).toBe(new Date(expiresAt).toISOString());
    expect(await text('/uu-dai/giang-sinh')).toContain('Giáng sinh — giảm 30%');
    // A campaign now (it ends): the 404 page lists it, until the release at its expiry.
    const offerLink = /<a href="\/uu-dai\/giang-sinh"[^>]*>Giáng sinh — giảm 30%<\/a>/;
    expect(await text('/khong-co-trang-nay')).toMatch(offerLink);
    await until(
      async () => listReleases(dir)[0]!.id !== live.id && listReleases(dir)[0]!.id === releasesFolder(dir).current().id,
      'the release at the expiry',
      150_000,
    );
    const redirect = await text('/uu-dai/giang-sinh');
    expect(redirect).not.toContain('Giáng sinh — giảm 30%');
    expect(redirect).toMatch(/http-equiv="refresh" content="0; url=[^"]*\/pricing"/);
    expect(await text('/khong-co-trang-nay')).not.toMatch(offerLink);
  }, 400_000);

  it('two admin instances sharing the folder, their schedulers racing for one due change: made once', async () => {
    // A second admin: its own clone of the content, the same releases folder.
    const other = await openContentRepo({ dir: path.join(root, 'admin-2.git'), remote: path.join(root, 'remote.git') });
    const T = Math.ceil((Date.now() + 5 * 86_400_000) / 60_000) * 60_000;
    await publish('pages/uu-dai/tet.json', landing('Tết — giảm 20% | AM Digital', { publishAt: vietnamTime(T) }));
    await releasesAt(() => T - 60_000).release(minh.email, 'publish');
    expect(await status('/uu-dai/tet')).toBe(404);
    const count = listReleases(dir).length;
    const second = siteReleases({ repo: other, dir, buildDir: BUILD_DIR, logger, now: () => T + 5_000 });
    made.push(second);
    // Both restarted past T at once: each finds the change due; one makes it, the other sees it made.
    await Promise.all([releasesAt(() => T + 5_000).resume(), second.resume()]);
    expect(listReleases(dir)).toHaveLength(count + 1);
    expect(listReleases(dir)[0]).toMatchObject({ by: 'scheduler', reason: 'schedule' });
    expect(await text('/uu-dai/tet')).toContain('Tết — giảm 20%');
    expect(readdirSync(dir).filter((name) => name.startsWith('.lock'))).toEqual([]);
  }, 300_000);

  it('a rollback keeps the schedule: back past a campaign’s end it stays ended, and a change still ahead is made at its time', async () => {
    // Ten days ahead, after every instant above (the releases' clock only moves forward).
    const T = Math.ceil((Date.now() + 10 * 86_400_000) / 60_000) * 60_000;
    await publish('pages/uu-dai/cuoi-nam.json', landing('Cuối năm — giảm 40% | AM Digital', { expiresAt: vietnamTime(T) }));
    const live = await releasesAt(() => T - 3_600_000).release(minh.email, 'publish');
    expect(await status('/uu-dai/cuoi-nam')).toBe(200);
    await releasesAt(() => T + 5_000).resume();
    expect(await status('/uu-dai/cuoi-nam')).toBe(404);
    const ended = listReleases(dir)[0]!;

    // Back to the release from before the end, after it: not served as it was (the campaign again) but
    // its content (on the branch now) built as of now, a release of its own.
    const releases = releasesAt(() => T + 60_000);
    await releases.rollback(live.id, minh);
    const rebuilt = listReleases(dir)[0]!;
    expect(rebuilt.id).not.toBe(ended.id);
    expect(rebuilt).toMatchObject({ by: minh.email, reason: 'rollback', commit: await repo.head() });
    expect(releases.list()).toMatchObject({ current: rebuilt.id, since: { id: rebuilt.id, reason: 'rollback' } });
    expect(await status('/uu-dai/cuoi-nam')).toBe(404);

    // A page due at T2, then another page published; back to the release before that one: the first
    // still comes at T2, from the branch (the admin restarted past T2 here; its timer does the same).
    const T2 = T + 86_400_000;
    await publish('pages/uu-dai/nam-moi.json', landing('Năm mới — giảm 25% | AM Digital', { publishAt: vietnamTime(T2) }));
    const waiting = await releasesAt(() => T2 - 7_200_000).release(minh.email, 'publish');
    expect(waiting.nextChangeAt).toBe(new Date(T2).toISOString());
    await publish('pages/uu-dai/le-hoi.json', landing('Lễ hội | AM Digital'));
    await releasesAt(() => T2 - 3_600_000).release(minh.email, 'publish');
    expect(await status('/uu-dai/le-hoi')).toBe(200);
    await releasesAt(() => T2 - 1_800_000).rollback(waiting.id, minh);
    expect(releasesFolder(dir).current().id).toBe(waiting.id);
    expect(await status('/uu-dai/le-hoi')).toBe(404);
    expect(await status('/uu-dai/nam-moi')).toBe(404);
    await restartMakesOnce(T2 + 5_000);
    expect(await text('/uu-dai/nam-moi')).toContain('Năm mới — giảm 25%');
    expect(await status('/uu-dai/le-hoi')).toBe(404);
  }, 400_000);
});
