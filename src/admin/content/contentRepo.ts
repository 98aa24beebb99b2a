// The content the admin edits, kept in git and hidden from the author (issue 39): a bare clone of the
// project's repository. The published branch is what the site is built from; a draft is a branch per
// author and page file (`drafts/<user>/<file>`), every save a commit in the author's name; sending it
// for review pins the commit under review (`refs/reviews/…`, so a later save does not change what the
// publisher reads); publishing merges that commit into the published branch, field by field when
// the branch changed the page meanwhile; history is the file's log. Nothing is checked out: files are
// read with `git show` and written through a temporary index, and every branch moves by compare-and-
// swap (`update-ref <new> <old>`), so two saves at once never overwrite each other silently.
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

export interface Version {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601. */
  at: string;
  message: string;
}

export interface Draft {
  file: string;
  userId: string;
  /** The draft branch's last commit. */
  head: string;
  /** The published commit the draft started from. */
  base: string;
  content: string;
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
   */
  saveDraft(author: Author, file: string, content: string, expectedHead: string | undefined, message?: string): Promise<Draft>;
  /** Pins the draft's head as the version under review. */
  sendForReview(userId: string, file: string): Promise<string>;
  /** Unpins it (sent back to the author, by `by` for `reason`, kept as a git note on the draft); the draft stays. */
  withdrawReview(userId: string, file: string, by: string, reason: string): Promise<void>;
  /**
   * The published content that publishing the version under review would produce: the draft's file
   * merged into the published head (`merge` decides, field by field, when both changed it).
   */
  publishable(userId: string, file: string, merge: MergeFile): Promise<{ content: string; head: string; reviewed: string }>;
  /**
   * Publishes `content` (from `publishable`) as the new state of `file` on the published branch, a
   * merge of `reviewed` into `head` in the publisher's name; then the draft and its review are gone
   * and, with a remote, the branch is pushed. `head` moved meanwhile → ContentConflict.
   */
  publish(publisher: Author, userId: string, file: string, result: { content: string; head: string; reviewed: string }): Promise<string>;
  /** The published versions of a file, newest first. */
  history(file: string, limit?: number): Promise<Version[]>;
  /** Fetches the remote's branch and fast-forwards the published branch to it (a diverged remote → ContentConflict). */
  sync(): Promise<void>;
  /**
   * Writes the published head's (or `at`'s) `folders` into `target` (an empty folder): what
   * `npm run validate` and `npm run build` read on a checkout.
   */
  exportTree(target: string, folders: readonly string[], at?: string): Promise<void>;
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

  const VERSION_FORMAT = '%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1e';
  const versions = (out: string): Version[] =>
    out
      .split('\x1e')
      .map((record) => record.trim())
      .filter(Boolean)
      .map((record) => {
        const [commit, author, email, at, message] = record.split('\x1f');
        return { commit, author, email, at, message };
      });

  /** A commit whose tree is `parent`'s with `file` set to `content`, made through a temporary index. */
  async function commitFile(
    parents: string[],
    file: string,
    content: string | undefined,
    message: string,
    author: { name: string; email: string },
  ): Promise<string> {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'content-'));
    try {
      const index = git({ GIT_INDEX_FILE: path.join(scratch, 'index') });
      await index.raw(['read-tree', parents[0]]);
      if (content === undefined) await index.raw(['update-index', '--force-remove', '--', file]);
      else {
        await writeFile(path.join(scratch, 'blob'), content);
        const blob = (await git().raw(['hash-object', '-w', '--', path.join(scratch, 'blob')])).trim();
        await index.raw(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`]);
      }
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
      const commit = await commitFile([parent], file, content, message ?? `Bản nháp: ${file}`, author);
      await swap(ref, commit, current, 'Bản nháp này vừa được lưu ở nơi khác (một thẻ hoặc máy khác).');
      return (await draft(author.id, file))!;
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
      const content = theirs === baseContent ? mine : merge(baseContent, mine, theirs);
      if (content === undefined) throw new ContentConflict('Bản nháp không còn nội dung.');
      return { content, head: published, reviewed };
    },

    async publish(publisher, userId, file, result) {
      const commit = await commitFile([result.head, result.reviewed], file, result.content, `Đăng: ${file}`, publisher);
      await swap(`refs/heads/${branch}`, commit, result.head, 'Nội dung vừa được đăng bởi người khác. Hãy xem lại rồi đăng.');
      if (remote) {
        try {
          await git().push('origin', `refs/heads/${branch}:refs/heads/${branch}`);
        } catch {
          // The remote moved (a developer pushed): nothing is published, the draft stays in review.
          await swap(`refs/heads/${branch}`, result.head, commit, 'branch moved');
          throw new ContentConflict('Kho nội dung gốc vừa có thay đổi mới. Chưa đăng gì; hãy tải lại trang duyệt rồi đăng lại.');
        }
      }
      // The draft is done unless its author saved again after sending it (that save stays a draft).
      const draftHead = await rev(draftRef(userId, file));
      if (draftHead === result.reviewed) await swap(draftRef(userId, file), undefined, draftHead, 'draft moved');
      await git()
        .raw(['update-ref', '-d', reviewRef(userId, file), result.reviewed])
        .catch(() => {});
      return commit;
    },

    async history(file, limit = 50) {
      const out = await git().raw(['log', `-${limit}`, '--first-parent', `--format=${VERSION_FORMAT}`, `refs/heads/${branch}`, '--', file]);
      return versions(out);
    },

    async sync() {
      if (!remote) return;
      await git().raw(['fetch', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
      const theirs = await rev(`refs/remotes/origin/${branch}`);
      const ours = await head();
      if (!theirs || theirs === ours) return;
      const base = (await git().raw(['merge-base', ours, theirs])).trim();
      if (base === ours) return swap(`refs/heads/${branch}`, theirs, ours, 'Nội dung vừa được đăng bởi người khác.');
      if (base === theirs) return; // ours is ahead: the next publish pushes it
      throw new ContentConflict(`Nhánh ${branch} ở kho gốc và ở trang quản trị đã tách nhau; cần người phụ trách kỹ thuật hợp nhất.`);
    },

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
