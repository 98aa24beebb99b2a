// @vitest-environment node
// The admin's content repository on real git: a bare repository on disk is the remote (CONTENT_REMOTE),
// a developer's clone pushes to it, the admin clones it bare. Drafts per author and page, saves by
// compare-and-swap, review pinning the version read, publishing merged by field and pushed, history,
// developers' commits fetched (fast-forward kept, a diverged branch reported, nothing lost), an earlier
// commit's content given back to the branch (a rollback).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentConflict, isContentPath, type Author, type MergeFile } from '../../src/admin/content/contentRepo.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { contentRemoteCase } from './contentRemoteCase.ts';
import { tempDir } from './helpers.ts';

const root = tempDir('content-repo-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILE = 'pages/uu-dai/black-friday.json';
const lan: Author = { id: 'u-3', name: 'Nguyễn Thị Lan', email: 'lan@amdigital.vn' };
const minh: Author = { id: 'u-4', name: 'Trần Văn Minh', email: 'minh@amdigital.vn' };
const page = (title: string, extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({ route: '/uu-dai/black-friday', meta: { title }, ...extra }, null, 2)}\n`;

const run = git;

let n = 0;
/** A remote holding one commit (the page file and the site file), a developer's clone of it, and the admin's bare clone. */
async function setup() {
  const here = path.join(root, `case-${++n}`);
  const developer = path.join(here, 'developer');
  const remote = path.join(here, 'remote.git');
  const { repo, developerCommit } = await contentRemoteCase(here, page('Black Friday'));
  return { repo, remote, developer, developerCommit, here };
}

/** The merge the admin uses is the editor's field merge; here a stand-in that records its inputs and keeps "theirs" with "mine"'s title. */
const recordingMerge = () => {
  const calls: [string | undefined, string | undefined, string | undefined][] = [];
  const merge: MergeFile = (base, mine, theirs) => {
    calls.push([base, mine, theirs]);
    const merged = { ...JSON.parse(theirs!), meta: JSON.parse(mine!).meta };
    return `${JSON.stringify(merged, null, 2)}\n`;
  };
  return { calls, merge };
};

describe('the content repository', () => {
  it('reads many blobs in one go, by the ids `blobs` gives, leaving out what is not a blob', async () => {
    const { repo, developer } = await setup();
    const ids = await repo.blobs('pages');
    const texts = await repo.readBlobs([...ids.values(), 'f'.repeat(40), 'HEAD:pages/_site.json', ids.get(FILE)!]);
    expect(texts).toEqual(new Map([...ids].map(([file, id]) => [id, readFileSync(path.join(developer, file), 'utf8')])));
    expect(texts.get(ids.get(FILE)!)).toBe(page('Black Friday'));
    // A tree's id is not a blob's.
    const tree = run(developer, 'rev-parse', 'HEAD:pages');
    expect(await repo.readBlobs([tree])).toEqual(new Map());
    expect(await repo.readBlobs([])).toEqual(new Map());
  });

  it('keeps a draft per author and page, in the author’s name, invisible on the published branch', async () => {
    const { repo } = await setup();
    const published = await repo.head();
    const draft = await repo.saveDraft(lan, FILE, page('Black Friday — giảm 50%'), undefined);
    expect(draft).toMatchObject({ file: FILE, userId: 'u-3', base: published, content: page('Black Friday — giảm 50%') });
    expect(draft.saved).toMatchObject({ author: 'Nguyễn Thị Lan', email: 'lan@amdigital.vn' });
    expect(await repo.read(FILE)).toBe(page('Black Friday'));
    expect(await repo.head()).toBe(published);
    // Another author's draft of the same page is their own.
    await repo.saveDraft(minh, FILE, page('Black Friday 2026'), undefined);
    expect((await repo.draft('u-3', FILE))!.content).toBe(page('Black Friday — giảm 50%'));
    expect((await repo.drafts()).map((d) => d.userId).sort()).toEqual(['u-3', 'u-4']);
    // One author's drafts alone (the editor's page list), and their last commit alone (what it polls).
    expect((await repo.drafts('u-4')).map((d) => [d.userId, d.content])).toEqual([['u-4', page('Black Friday 2026')]]);
    expect(await repo.drafts('u-9')).toEqual([]);
    expect(await repo.draftHead('u-3', FILE)).toBe(draft.head);
    expect(await repo.draftHead('u-9', FILE)).toBeUndefined();
  });

  it('refuses a save from a stale head (another tab saved meanwhile) and changes nothing', async () => {
    const { repo } = await setup();
    const first = await repo.saveDraft(lan, FILE, page('Tab A'), undefined);
    const second = await repo.saveDraft(lan, FILE, page('Tab A, lần 2'), first.head);
    await expect(repo.saveDraft(lan, FILE, page('Tab B'), first.head)).rejects.toBeInstanceOf(ContentConflict);
    await expect(repo.saveDraft(lan, FILE, page('Tab C'), undefined)).rejects.toBeInstanceOf(ContentConflict);
    expect((await repo.draft('u-3', FILE))!).toMatchObject({ head: second.head, content: page('Tab A, lần 2') });
  });

  it('publishes exactly the version sent for review, merged into the branch, pushed, with the publisher as author', async () => {
    const { repo, remote } = await setup();
    const before = await repo.head();
    await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    const sent = await repo.sendForReview('u-3', FILE);
    // Saved again after sending: the publisher still publishes what was sent.
    const later = await repo.saveDraft(lan, FILE, page('Giảm 60%'), sent);
    const { merge, calls } = recordingMerge();
    const result = await repo.publishable('u-3', FILE, merge);
    expect(calls).toEqual([]); // the branch did not change the page: no merge needed
    expect(result).toEqual({ content: page('Giảm 50%'), head: before, reviewed: sent });
    const commit = await repo.publish(minh, 'u-3', FILE, result);
    expect(await repo.read(FILE)).toBe(page('Giảm 50%'));
    expect(run(remote, 'rev-parse', 'main')).toBe(commit);
    expect(run(remote, 'log', '-1', '--format=%an|%P', 'main')).toBe(`Trần Văn Minh|${before} ${sent}`);
    // The later save stays Lan's draft, no longer in review.
    expect(await repo.draft('u-3', FILE)).toMatchObject({ head: later.head, content: page('Giảm 60%') });
    expect((await repo.draft('u-3', FILE))!.inReview).toBeUndefined();
    const history = await repo.history(FILE);
    expect(history.map((v) => v.author)).toEqual(['Trần Văn Minh', 'Dev']);
    await expect(repo.publishable('u-3', FILE, merge)).rejects.toBeInstanceOf(ContentConflict);
  });

  it('a published draft with no later save is gone; a publish from a stale head is refused', async () => {
    const { repo } = await setup();
    await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    await repo.sendForReview('u-3', FILE);
    const { merge } = recordingMerge();
    const stale = await repo.publishable('u-3', FILE, merge);
    await repo.saveDraft(minh, FILE, page('Minh'), undefined);
    await repo.sendForReview('u-4', FILE);
    await repo.publish(minh, 'u-4', FILE, await repo.publishable('u-4', FILE, merge));
    const head = await repo.head();
    await expect(repo.publish(minh, 'u-3', FILE, stale)).rejects.toBeInstanceOf(ContentConflict);
    expect(await repo.head()).toBe(head);
    expect(await repo.draft('u-4', FILE)).toBeUndefined();
  });

  it('fetches a developer’s commit while an author edits, and the publish merges both by field', async () => {
    const { repo, developerCommit } = await setup();
    await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    developerCommit(FILE, page('Black Friday', { sections: [{ type: 'hero' }] }));
    await repo.sync();
    expect(await repo.read(FILE)).toBe(page('Black Friday', { sections: [{ type: 'hero' }] }));
    await repo.sendForReview('u-3', FILE);
    const { merge, calls } = recordingMerge();
    const result = await repo.publishable('u-3', FILE, merge);
    expect(calls).toEqual([[page('Black Friday'), page('Giảm 50%'), page('Black Friday', { sections: [{ type: 'hero' }] })]]);
    await repo.publish(minh, 'u-3', FILE, result);
    expect(JSON.parse((await repo.read(FILE))!)).toEqual({ route: '/uu-dai/black-friday', meta: { title: 'Giảm 50%' }, sections: [{ type: 'hero' }] });
  });

  it('a developer’s push between the check and the publish: nothing is published, the draft stays in review, and the retry merges both', async () => {
    const { repo, remote, developerCommit } = await setup();
    await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    await repo.sendForReview('u-3', FILE);
    const { merge } = recordingMerge();
    const result = await repo.publishable('u-3', FILE, merge);
    const ours = await repo.head();
    developerCommit('pages/_site.json', '{"hotline":"1900 0000"}\n');
    await expect(repo.publish(minh, 'u-3', FILE, result)).rejects.toThrow(/vừa có thay đổi mới/);
    expect(await repo.head()).toBe(ours);
    expect((await repo.draft('u-3', FILE))!.inReview).toBe(result.reviewed);
    await repo.sync();
    await repo.publish(minh, 'u-3', FILE, await repo.publishable('u-3', FILE, merge));
    expect(run(remote, 'show', 'main:pages/_site.json')).toBe('{"hotline":"1900 0000"}');
    expect(run(remote, 'show', `main:${FILE}`)).toBe(page('Giảm 50%').trim());
  });

  it('a remote that diverged from the published branch is reported, and neither side is lost', async () => {
    const { repo, remote, developer, here } = await setup();
    await repo.saveDraft(lan, FILE, page('Giảm 50%'), undefined);
    await repo.sendForReview('u-3', FILE);
    // A developer rewrites the remote's history (force push) after the admin cloned it.
    writeFileSync(path.join(developer, 'pages/_site.json'), '{"x":1}\n');
    run(developer, 'commit', '--quiet', '--amend', '-am', 'Viết lại');
    run(developer, 'push', '--quiet', '--force', 'origin', 'main');
    const ours = await repo.head();
    await expect(repo.sync()).rejects.toThrow(/tách nhau/);
    expect(await repo.head()).toBe(ours);
    expect(run(here, '--git-dir', remote, 'log', '-1', '--format=%s', 'main')).toBe('Viết lại');
    expect((await repo.draft('u-3', FILE))!.content).toBe(page('Giảm 50%'));
  });

  it('gives the branch an earlier commit’s pages and images again (a rollback) in one commit, pushed; refuses when the code’s folders differ', async () => {
    const { repo, remote, developer, here } = await setup();
    const first = await repo.head();
    // Published since: the page changed, a new page.
    const publishNew = async (file: string, content: string) => {
      await repo.saveDraft(lan, file, content, (await repo.draft('u-3', file))?.head);
      await repo.sendForReview('u-3', file);
      await repo.publish(minh, 'u-3', file, await repo.publishable('u-3', file, recordingMerge().merge));
    };
    await publishNew(FILE, page('Giảm 50%'));
    await publishNew('pages/uu-dai/moi.json', page('Mới'));
    const made = await repo.restore(minh, first, ['pages', 'public'], ['schema'], 'Quay lại bản đưa lên web lúc 09:00 27/11/2026');
    expect(await repo.read(FILE)).toBe(page('Black Friday'));
    expect(await repo.read('pages/uu-dai/moi.json')).toBeUndefined();
    expect(await repo.head()).toBe(made);
    expect(run(remote, 'rev-parse', 'main')).toBe(made);
    expect((await repo.history(FILE, 1))[0]).toMatchObject({
      commit: made,
      author: minh.name,
      email: minh.email,
      message: 'Quay lại bản đưa lên web lúc 09:00 27/11/2026',
    });
    // Already so: no commit.
    expect(await repo.restore(minh, first, ['pages', 'public'], ['schema'], 'lần nữa')).toBe(made);
    // A developer adds a schema: the earlier content was made for other section types. Refused, nothing moves.
    run(developer, 'pull', '--quiet', '--ff-only', 'origin', 'main');
    mkdirSync(path.join(developer, 'schema'));
    writeFileSync(path.join(developer, 'schema/page.schema.json'), '{}\n');
    run(developer, 'add', '.');
    run(developer, 'commit', '--quiet', '-m', 'Lược đồ');
    run(developer, 'push', '--quiet', 'origin', 'main');
    const withSchema = run(here, '--git-dir', remote, 'rev-parse', 'main');
    await expect(repo.restore(minh, first, ['pages', 'public'], ['schema'], 'bị từ chối')).rejects.toThrow(/bộ section cũ hơn/);
    expect(await repo.head()).toBe(withSchema);
    expect(run(remote, 'rev-parse', 'main')).toBe(withSchema);
  });

  it('writes the published pages into a folder, as a checkout would', async () => {
    const { repo, here } = await setup();
    const target = path.join(here, 'export');
    mkdirSync(target);
    await repo.exportTree(target, ['pages']);
    expect(readFileSync(path.join(target, FILE), 'utf8')).toBe(page('Black Friday'));
    expect(await repo.list('pages')).toEqual(['pages/_site.json', FILE]);
  });

  it('writes only page files and images, under plain names (never the shared data or the site file: developers change those in git)', () => {
    expect(isContentPath('pages/uu-dai/black-friday.json')).toBe(true);
    expect(isContentPath('public/images/banner.webp')).toBe(true);
    for (const bad of [
      'pages/../src/app.ts',
      'src/app.ts',
      'pages//x.json',
      'pages/./x.json',
      '/etc/passwd',
      'pages/x.lock',
      'public/robots.txt',
      'pages/Ảnh.json',
      'pages/_site.json',
      'pages/_data/planSets/seo.json',
    ])
      expect(isContentPath(bad), bad).toBe(false);
  });
});
