// The content the admin edits, kept in git and hidden from the author (issue 39): a bare clone of the
// project's repository. The published branch is what the site is built from; a draft is a branch per
// author and page file (`drafts/<user>/<file>`), every save a commit in the author's name; sending it
// for review pins the commit under review (`refs/reviews/…`, so a later save does not change what the
// publisher reads); publishing merges that commit into the published branch, field by field when
// the branch changed the page meanwhile; history is the file's log. Nothing is checked out: files are
// read with `git show` and written through a temporary index, and every branch moves by compare-and-
// swap (`update-ref <new> <old>`), so two saves at once never overwrite each other silently.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';

/** Who saves, sends, publishes or restores: their account id, name and email (the commit's author). */
export interface Author {
  id: string;
  name: string;
  email: string;
}

/** How a publish's commit message starts (then the file): page histories show it as "Đăng trang". */
export const PUBLISH_PREFIX = 'Đăng: ';

export interface Version {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601. */
  at: string;
  message: string;
  /** Made by the admin (a publish, a rollback), not by a developer's commit. */
  byAdmin: boolean;
}

export interface Draft {
  file: string;
  userId: string;
  /** The draft branch's last commit. */
  head: string;
  /** The published commit the draft started from. */
  base: string;
  /** The file's text on the draft ('' when the draft removes the file). */
  content: string;
  /** The draft removes the file (a page deleted in the editor: published, the page is gone). */
  removed?: boolean;
  /** Its last save. */
  saved: Version;
  /** The commit sent for review, if any (it may be older than `head`). */
  inReview?: string;
  /** The last time it was sent back: by whom and why (kept while the author works on it). */
  returned?: { by: string; reason: string };
}

export class ContentConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentConflict';
  }
}

const ZERO = '0'.repeat(40);
/** Git notes holding why a draft was sent back ("<who>\n<reason>") on the commit that was reviewed. */
const RETURNED_NOTES = 'refs/notes/returned';
const FILE_PATTERN = /^(pages|public\/images)\/[a-z0-9][a-z0-9._/-]*$/;

/** A page file or image path the admin may write: under pages/ or public/images/, plain lowercase names, no `..`. */
/** An account id as a draft's branch names it. */
export const isUserId = (id: string) => /^[\w-]{1,64}$/.test(id);

export function isContentPath(file: string): boolean {
  return FILE_PATTERN.test(file) && !file.split('/').some((part) => part === '..' || part === '.' || part === '' || part.endsWith('.lock'));
}

const draftRef = (userId: string, file: string) => `refs/heads/drafts/${userId}/${encodeURIComponent(file)}`;
const reviewRef = (userId: string, file: string) => `refs/reviews/${userId}/${encodeURIComponent(file)}`;

export interface ContentRepoOptions {
  /** The bare repository (created by cloning `remote` when missing). */
  dir: string;
  /** The published branch (default `main`). */
  branch?: string;
  /** CONTENT_REMOTE: every publish is pushed there; `sync()` fetches developers' commits from it. */
  remote?: string;
  /** The committer of every commit the admin makes. */
  committer?: { name: string; email: string };
}

export interface ContentRepo {
  branch: string;
  /** The published branch's head. */
  head(): Promise<string>;
  /** A file's content at a commit or branch (undefined when absent there). */
  read(file: string, at?: string): Promise<string | undefined>;
  /** The files under `folder` at the published head. */
  list(folder: string): Promise<string[]>;
  /** The author's draft of a file, if any. */
  draft(userId: string, file: string): Promise<Draft | undefined>;
  /** Only its last commit (one git call: what the editor polls to see another tab's save). */
  draftHead(userId: string, file: string): Promise<string | undefined>;
  /** Every open draft (all authors, or only `userId`'s), newest save first. */
  drafts(userId?: string): Promise<Draft[]>;
  /**
   * Saves `content` as the author's draft of `file` (a new draft starts from the published head).
   * `expectedHead`: the draft head the author's editor started from (undefined: no draft yet); a
   * different head (another tab saved meanwhile) is a ContentConflict, never an overwrite.
   * `content` undefined: the draft removes the file (it must exist on the draft's branch).
   */
  saveDraft(author: Author, file: string, content: string | undefined, expectedHead: string | undefined, message?: string): Promise<Draft>;
  /**
   * Adds a binary file (an image uploaded in the editor, under public/images/) to the author's draft of
   * `pageFile` (a new draft starts from the published head, the page unchanged): it travels with the page
   * and is published with it. The draft moves by compare-and-swap from its current head.
   */
  addToDraft(author: Author, pageFile: string, file: string, bytes: Buffer): Promise<string>;
  /** The images a commit (a draft's) adds or changes under public/images/ since it left the published branch. */
  draftImages(commit: string): Promise<string[]>;
  /** A file's bytes at a commit (undefined when absent there). */
  readBytes(file: string, at?: string): Promise<Buffer | undefined>;
  /** The blob id git would give `bytes` (to find the same image already stored). */
  blobId(bytes: Buffer): string;
  /** The blob ids of the files under `folder` at `at`: path → id. */
  blobs(folder: string, at?: string): Promise<Map<string, string>>;
  /** The texts of these blobs (by id, as `blobs` gives them), in one git process; an unknown id is left out. */
  readBlobs(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * The page file's version as the editor edits it: the draft's last commit that changed the page
   * (an image added to the draft does not change it), else `undefined` (the draft's page is the
   * published text it started from).
   */
  pageCommit(userId: string, file: string): Promise<string | undefined>;
  /** Drops the author's draft of a file (a new page never published, deleted by its author); `expectedHead` as for saveDraft. */
  discardDraft(userId: string, file: string, expectedHead: string): Promise<void>;
  /** Pins the draft's head as the version under review. */
  sendForReview(userId: string, file: string): Promise<string>;
  /** Unpins it (sent back to the author, by `by` for `reason`, kept as a git note on the draft); the draft stays. */
  withdrawReview(userId: string, file: string, by: string, reason: string): Promise<void>;
  /**
   * The published content that publishing the version under review would produce: the draft's file
   * merged into the published head (`merge` decides, field by field, when both changed it);
   * `content` undefined: publishing removes the file.
   */
  publishable(userId: string, file: string, merge: MergeFile): Promise<Publishable>;
  /**
   * Publishes `content` (from `publishable`) as the new state of `file` on the published branch, a
   * merge of `reviewed` into `head` in the publisher's name; then the draft and its review are gone
   * and, with a remote, the branch is pushed. `head` moved meanwhile → ContentConflict.
   */
  publish(publisher: Author, userId: string, file: string, result: Publishable): Promise<string>;
  /**
   * Gives the published branch the `folders` of `commit` again (the content an earlier release was built
   * from), in one commit on top of the synced head in `author`'s name, pushed with a remote. Returns the
   * head: unchanged when there was nothing to change. Refused (ContentConflict) when the `kept` folders
   * (the code's: schemas, section types) differ between the two: that content may not fit today's code.
   */
  restore(author: Author, commit: string, folders: readonly string[], kept: readonly string[], message: string): Promise<string>;
  /** The published versions of a file, newest first. */
  history(file: string, limit?: number): Promise<Version[]>;
  /** Fetches the remote's branch and fast-forwards the published branch to it (a diverged remote → ContentConflict). */
  sync(): Promise<void>;
  /**
   * Runs `work` alone among this repository's syncs and publishes (this process's): a publish that
   * syncs, checks and merges inside it is never interleaved with the periodic sync (./contentSync.ts).
   * Re-entrant: `sync` and `publish` called inside it run at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Writes the published head's (or `at`'s) `folders` into `target` (an empty folder): what
   * `npm run validate` and `npm run build` read on a checkout.
   */
  exportTree(target: string, folders: readonly string[], at?: string): Promise<void>;
}

/** What publishing a reviewed draft makes of its file (undefined content: the file is removed), on top of `head`. */
export interface Publishable {
  content: string | undefined;
  head: string;
  reviewed: string;
}

/** Decides a file's published content when the branch changed it too: base, mine (the draft), theirs (published). */
export type MergeFile = (base: string | undefined, mine: string | undefined, theirs: string | undefined) => string;

/** The git variables the admin sets (simple-git refuses any other, and drops those inherited). */
const ALLOWED_ENV = [
  'GIT_TERMINAL_PROMPT',
  'GIT_INDEX_FILE',
  'GIT_WORK_TREE',
  'GIT_AUTHOR_NAME',
  'GIT_AUTHOR_EMAIL',
  'GIT_COMMITTER_NAME',
  'GIT_COMMITTER_EMAIL',
];

const gitEnv = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? os.tmpdir(),
  GIT_TERMINAL_PROMPT: '0',
  LANG: 'C',
  ...extra,
});

/** `git cat-file --batch` in `dir` with these lines on its input: its whole output. */
function catFileBatch(dir: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd: dir, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`git cat-file --batch: ${errors.trim() || `exit ${code}`}`))));
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

export async function openContentRepo({
  dir,
  branch = 'main',
  remote,
  committer = { name: 'Quản trị nội dung', email: 'admin@localhost' },
}: ContentRepoOptions): Promise<ContentRepo> {
  const git = (env?: Record<string, string>): SimpleGit =>
    simpleGit({ baseDir: dir, maxConcurrentProcesses: 4, allowEnvironment: ALLOWED_ENV }).env(gitEnv(env));
  if (!existsSync(path.join(dir, 'HEAD'))) {
    if (!remote) throw new Error(`${dir}: no content repository here, and CONTENT_REMOTE is not set to clone one from`);
    await simpleGit({ allowEnvironment: ALLOWED_ENV }).env(gitEnv()).clone(remote, dir, ['--bare', '--single-branch', '--branch', branch]);
  }
  if (remote) {
    await git()
      .raw(['remote', 'remove', 'origin'])
      .catch(() => {});
    await git().raw(['remote', 'add', 'origin', remote]);
  }

  // One at a time, in order of arrival; a call made while holding it (the same async flow) runs at once.
  const holding = new AsyncLocalStorage<true>();
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (holding.getStore()) return work();
    const turn = queue.then(() => holding.run(true, work));
    queue = turn.catch(() => {});
    return turn;
  }

  const rev = async (ref: string): Promise<string | undefined> => {
    const out = await git()
      .raw(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .catch(() => '');
    return out.trim() || undefined;
  };
  const head = async () => {
    const commit = await rev(`refs/heads/${branch}`);
    if (!commit) throw new Error(`the content repository has no branch ${branch}`);
    return commit;
  };

  async function read(file: string, at = `refs/heads/${branch}`): Promise<string | undefined> {
    const listed = await git().raw(['ls-tree', at, '--', file]);
    if (!listed.trim()) return undefined;
    return git().show([`${at}:${file}`]);
  }

  const VERSION_FORMAT = '%H%x1f%an%x1f%ae%x1f%aI%x1f%ce%x1f%s%x1e';
  const versions = (out: string): Version[] =>
    out
      .split('\x1e')
      .map((record) => record.trim())
      .filter(Boolean)
      .map((record) => {
        const [commit, author, email, at, committedBy, message] = record.split('\x1f');
        return { commit, author, email, at, message, byAdmin: committedBy === committer.email };
      });

  /** A commit whose tree is `parent`'s with `file` set to `content`, made through a temporary index. */
  async function commitFile(
    parents: string[],
    file: string,
    content: string | Buffer | undefined,
    message: string,
    author: { name: string; email: string },
    /** Other files set to these blobs (a draft's images, carried into the publish). */
    extra: { file: string; blob: string }[] = [],
  ): Promise<string> {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-'));
    try {
      const index = git({ GIT_INDEX_FILE: path.join(scratch, 'index') });
      await index.raw(['read-tree', parents[0]]);
      // (A work tree is needed by update-index to remove an entry: the empty scratch folder.)
      if (content === undefined)
        await git({ GIT_INDEX_FILE: path.join(scratch, 'index'), GIT_WORK_TREE: scratch }).raw(['update-index', '--force-remove', '--', file]);
      else {
        await writeFile(path.join(scratch, 'blob'), content);
        const blob = (await git().raw(['hash-object', '-w', '--', path.join(scratch, 'blob')])).trim();
        await index.raw(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`]);
      }
      for (const other of extra) await index.raw(['update-index', '--add', '--cacheinfo', `100644,${other.blob},${other.file}`]);
      const tree = (await index.raw(['write-tree'])).trim();
      const commit = git({
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
      });
      return (await commit.raw(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message])).trim();
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** Moves `ref` from `expected` (undefined: it must not exist) to `next`, or fails with a ContentConflict. */
  async function swap(ref: string, next: string | undefined, expected: string | undefined, what: string): Promise<void> {
    try {
      if (next === undefined) await git().raw(['update-ref', '-d', ref, expected ?? ZERO]);
      else await git().raw(['update-ref', ref, next, expected ?? ZERO]);
    } catch {
      throw new ContentConflict(what);
    }
  }

  /** The tree id of `folder` (or the root: '') at a commit, or undefined when it has none. */
  async function treeId(at: string, folder: string): Promise<string | undefined> {
    const out = await git()
      .raw(['rev-parse', '--verify', '--quiet', folder ? `${at}:${folder}` : `${at}^{tree}`])
      .catch(() => '');
    return out.trim() || undefined;
  }

  /**
   * Moves the published branch from `expected` to `next` (else ContentConflict `moved`) and, with a
   * remote, pushes it; a push refused (the remote moved) puts the branch back (ContentConflict `refused`).
   */
  async function advance(next: string, expected: string, moved: string, refused: string): Promise<void> {
    await swap(`refs/heads/${branch}`, next, expected, moved);
    if (!remote) return;
    try {
      await git().push('origin', `refs/heads/${branch}:refs/heads/${branch}`);
    } catch {
      await swap(`refs/heads/${branch}`, expected, next, 'branch moved');
      throw new ContentConflict(refused);
    }
  }

  async function draft(userId: string, file: string): Promise<Draft | undefined> {
    const ref = draftRef(userId, file);
    const draftHead = await rev(ref);
    if (!draftHead) return undefined;
    const [base, content, log, inReview, notes] = await Promise.all([
      git().raw(['merge-base', draftHead, `refs/heads/${branch}`]),
      read(file, draftHead),
      git().raw(['log', '-1', `--format=${VERSION_FORMAT}`, draftHead]),
      rev(reviewRef(userId, file)),
      // The draft's own commits, newest first, each with its "sent back" note if any.
      git().raw(['log', `--notes=${RETURNED_NOTES}`, '--format=%x1e%N', draftHead, `^refs/heads/${branch}`]),
    ]);
    const note = notes
      .split('\x1e')
      .map((text) => text.trim())
      .find(Boolean);
    const [by = '', ...reason] = note?.split('\n') ?? [];
    return {
      file,
      userId,
      head: draftHead,
      base: base.trim(),
      content: content ?? '',
      ...(content === undefined ? { removed: true } : {}),
      saved: versions(log)[0],
      ...(inReview ? { inReview } : {}),
      ...(note && !inReview ? { returned: { by, reason: reason.join('\n') } } : {}),
    };
  }

  const repo: ContentRepo = {
    branch,
    head,
    read,

    async list(folder) {
      const out = await git().raw(['ls-tree', '-r', '--name-only', `refs/heads/${branch}`, '--', folder]);
      return out.split('\n').filter(Boolean);
    },

    draft,

    draftHead: (userId, file) => rev(draftRef(userId, file)),

    async drafts(userId) {
      const prefix = userId === undefined ? 'refs/heads/drafts/' : `refs/heads/drafts/${userId}/`;
      if (userId !== undefined && !isUserId(userId)) return [];
      const out = await git().raw(['for-each-ref', '--sort=-committerdate', '--format=%(refname)', prefix]);
      const found: Draft[] = [];
      for (const ref of out.split('\n').filter(Boolean)) {
        const match = /^refs\/heads\/drafts\/([\w-]+)\/(.+)$/.exec(ref);
        if (!match) continue;
        const one = await draft(match[1], decodeURIComponent(match[2]));
        if (one) found.push(one);
      }
      return found;
    },

    async saveDraft(author, file, content, expectedHead, message) {
      if (!isContentPath(file)) throw new Error(`not a content file: ${file}`);
      const ref = draftRef(author.id, file);
      const current = await rev(ref);
      if (current !== expectedHead) throw new ContentConflict('Bản nháp này vừa được lưu ở nơi khác (một thẻ hoặc máy khác).');
      const parent = current ?? (await head());
      if (content === undefined && (await read(file, parent)) === undefined) throw new ContentConflict('Không có trang này để xoá.');
      const commit = await commitFile([parent], file, content, message ?? (content === undefined ? `Xoá trang: ${file}` : `Bản nháp: ${file}`), author);
      await swap(ref, commit, current, 'Bản nháp này vừa được lưu ở nơi khác (một thẻ hoặc máy khác).');
      return (await draft(author.id, file))!;
    },

    async addToDraft(author, pageFile, file, bytes) {
      if (!isContentPath(file) || !file.startsWith('public/images/')) throw new Error(`not an image path: ${file}`);
      const ref = draftRef(author.id, pageFile);
      const current = await rev(ref);
      const commit = await commitFile([current ?? (await head())], file, bytes, `Ảnh: ${file}`, author);
      await swap(ref, commit, current, 'Bản nháp này vừa được lưu ở nơi khác (một thẻ hoặc máy khác).');
      return commit;
    },

    async draftImages(commit) {
      const base = (await git().raw(['merge-base', commit, `refs/heads/${branch}`])).trim();
      const out = await git().raw(['diff', '--name-only', '--no-renames', '--diff-filter=AM', base, commit, '--', 'public/images']);
      return out.split('\n').filter(Boolean);
    },

    async readBytes(file, at = `refs/heads/${branch}`) {
      const listed = await git().raw(['ls-tree', at, '--', file]);
      if (!listed.trim()) return undefined;
      return (await git().binaryCatFile(['blob', `${at}:${file}`])) as Buffer;
    },

    blobId: (bytes) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex'),

    async readBlobs(ids) {
      const texts = new Map<string, string>();
      const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(id));
      if (!wanted.length) return texts;
      // `--batch` answers "<id> <type> <size>\n<bytes>\n" per line asked, or "<id> missing\n".
      const out = await catFileBatch(dir, wanted);
      let at = 0;
      for (const id of wanted) {
        const end = out.indexOf(10, at);
        const [, type, size] = out.subarray(at, end).toString('latin1').split(' ');
        if (type === 'missing' || size === undefined) {
          at = end + 1;
          continue;
        }
        if (type === 'blob') texts.set(id, out.subarray(end + 1, end + 1 + Number(size)).toString('utf8'));
        at = end + 1 + Number(size) + 1;
      }
      return texts;
    },

    async blobs(folder, at = `refs/heads/${branch}`) {
      const out = await git().raw(['ls-tree', '-r', at, '--', folder]);
      const found = new Map<string, string>();
      for (const line of out.split('\n').filter(Boolean)) {
        const [meta, name] = line.split('\t');
        found.set(name, meta.split(' ')[2]);
      }
      return found;
    },

    async pageCommit(userId, file) {
      const draftHead = await rev(draftRef(userId, file));
      if (!draftHead) return undefined;
      const out = await git().raw(['log', '-1', '--format=%H', draftHead, `^refs/heads/${branch}`, '--', file]);
      return out.trim() || undefined;
    },

    async discardDraft(userId, file, expectedHead) {
      await swap(draftRef(userId, file), undefined, expectedHead, 'Bản nháp này vừa được lưu ở nơi khác (một thẻ hoặc máy khác).');
      await git()
        .raw(['update-ref', '-d', reviewRef(userId, file)])
        .catch(() => {});
    },

    async sendForReview(userId, file) {
      const found = await draft(userId, file);
      if (!found) throw new ContentConflict('Không có bản nháp để gửi duyệt.');
      await git().raw(['update-ref', reviewRef(userId, file), found.head]);
      return found.head;
    },

    async withdrawReview(userId, file, by, reason) {
      const reviewed = await rev(reviewRef(userId, file));
      if (!reviewed) return;
      await git({ GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email }).raw([
        'notes',
        `--ref=${RETURNED_NOTES}`,
        'add',
        '-f',
        '-m',
        `${by}\n${reason}`,
        reviewed,
      ]);
      await git().raw(['update-ref', '-d', reviewRef(userId, file), reviewed]);
    },

    async publishable(userId, file, merge) {
      const reviewed = await rev(reviewRef(userId, file));
      if (!reviewed) throw new ContentConflict('Bản nháp này chưa được gửi duyệt.');
      const published = await head();
      const base = (await git().raw(['merge-base', reviewed, published])).trim();
      const [baseContent, mine, theirs] = await Promise.all([read(file, base), read(file, reviewed), read(file, published)]);
      if (mine === undefined) {
        // A removal: only of the page as the author last saw it (a change published since is not thrown away unseen).
        if (theirs !== baseContent)
          throw new ContentConflict(
            'Trang đã được sửa và đăng sau khi bản nháp xoá trang được tạo. Người soạn cần mở lại trang, xem thay đổi rồi xoá lại nếu vẫn cần.',
          );
        return { content: undefined, head: published, reviewed };
      }
      const content = theirs === baseContent ? mine : merge(baseContent, mine, theirs);
      if (content === undefined) throw new ContentConflict('Bản nháp không còn nội dung.');
      return { content, head: published, reviewed };
    },

    // Alone among syncs and publishes: the periodic sync never moves the branch between its swap and its push.
    publish: (publisher, userId, file, result) =>
      exclusive(async () => {
        // The images uploaded in the draft go with the page; one of the same name but other bytes published meanwhile is a conflict.
        const images = await repo.draftImages(result.reviewed);
        const [theirs, mine] = await Promise.all([repo.blobs('public/images', result.head), repo.blobs('public/images', result.reviewed)]);
        const clash = images.find((image) => theirs.has(image) && theirs.get(image) !== mine.get(image));
        if (clash)
          throw new ContentConflict(
            `Ảnh ${clash.replace(/^public/, '')} vừa được đăng với nội dung khác. Người soạn cần tải ảnh lên lại (ảnh sẽ có tên mới) rồi gửi duyệt lại.`,
          );
        const extra = images.map((image) => ({ file: image, blob: mine.get(image)! }));
        const commit = await commitFile([result.head, result.reviewed], file, result.content, `${PUBLISH_PREFIX}${file}`, publisher, extra);
        // The remote moved (a developer pushed): nothing is published, the draft stays in review.
        await advance(
          commit,
          result.head,
          'Nội dung vừa được đăng bởi người khác. Hãy xem lại rồi đăng.',
          'Kho nội dung gốc vừa có thay đổi mới. Chưa đăng gì; hãy tải lại trang duyệt rồi đăng lại.',
        );
        // The draft is done unless its author saved again after sending it (that save stays a draft).
        const draftHead = await rev(draftRef(userId, file));
        if (draftHead === result.reviewed) await swap(draftRef(userId, file), undefined, draftHead, 'draft moved');
        await git()
          .raw(['update-ref', '-d', reviewRef(userId, file), result.reviewed])
          .catch(() => {});
        return commit;
      }),

    restore: (author, commit, folders, kept, message) =>
      exclusive(async () => {
        await repo.sync();
        const published = await head();
        for (const folder of kept)
          if ((await treeId(commit, folder)) !== (await treeId(published, folder)))
            throw new ContentConflict(
              'Phiên bản này được dựng với bộ section cũ hơn mã đang chạy, nên không đưa nội dung của nó trở lại được. Hãy khôi phục từng trang trong mục Lịch sử rồi đăng.',
            );
        const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-restore-'));
        try {
          // Through a temporary index (a work tree is needed to remove entries: the empty scratch folder).
          const index = git({ GIT_INDEX_FILE: path.join(scratch, 'index'), GIT_WORK_TREE: scratch });
          await index.raw(['read-tree', published]);
          await index.raw(['rm', '--cached', '-r', '-q', '--ignore-unmatch', '--', ...folders]);
          for (const folder of folders) if (await treeId(commit, folder)) await index.raw(['read-tree', `--prefix=${folder}/`, `${commit}:${folder}`]);
          const tree = (await index.raw(['write-tree'])).trim();
          if (tree === (await treeId(published, ''))) return published;
          const made = (
            await git({
              GIT_AUTHOR_NAME: author.name,
              GIT_AUTHOR_EMAIL: author.email,
              GIT_COMMITTER_NAME: committer.name,
              GIT_COMMITTER_EMAIL: committer.email,
            }).raw(['commit-tree', tree, '-p', published, '-m', message])
          ).trim();
          await advance(
            made,
            published,
            'Nội dung vừa được đăng bởi người khác. Hãy thử lại.',
            'Kho nội dung gốc vừa có thay đổi mới. Chưa quay lại bản nào; hãy thử lại.',
          );
          return made;
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
      }),

    async history(file, limit = 50) {
      const out = await git().raw(['log', `-${limit}`, '--first-parent', `--format=${VERSION_FORMAT}`, `refs/heads/${branch}`, '--', file]);
      return versions(out);
    },

    sync: () =>
      exclusive(async () => {
        if (!remote) return;
        await git().raw(['fetch', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
        const theirs = await rev(`refs/remotes/origin/${branch}`);
        const ours = await head();
        if (!theirs || theirs === ours) return;
        const base = (await git().raw(['merge-base', ours, theirs])).trim();
        if (base === ours) return swap(`refs/heads/${branch}`, theirs, ours, 'Nội dung vừa được đăng bởi người khác.');
        if (base === theirs) return; // ours is ahead: the next publish pushes it
        throw new ContentConflict(`Nhánh ${branch} ở kho gốc và ở trang quản trị đã tách nhau; cần người phụ trách kỹ thuật hợp nhất.`);
      }),

    exclusive,

    async exportTree(target, folders, at = `refs/heads/${branch}`) {
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-export-'));
      try {
        const present = (await git().raw(['ls-tree', '--name-only', at, '--', ...folders])).split('\n').filter(Boolean);
        if (present.length) await git({ GIT_INDEX_FILE: path.join(scratch, 'index'), GIT_WORK_TREE: target }).raw(['checkout', at, '--', ...present]);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
  return repo;
}
