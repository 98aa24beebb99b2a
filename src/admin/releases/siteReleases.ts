// Putting the published content on the site: after a publish, the published branch is built into a new
// release of the site's releases folder (a content build against the installed code build, no Vite) and
// served at once; the same at each scheduled page's start or end; and a publisher can serve an earlier
// release again (rollback). One build at a time, in order; a request made while another waits to run
// shares it (it will build the newest branch anyway). The schedule lives in the releases themselves
// (each records when the next one is due), so a restart, or a second admin process, finds it there;
// admin processes sharing the folder build one at a time (its lock), and a scheduled change one of
// them made is not made again by another.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildContent } from '../../publish/contentBuild.ts';
import type { KeptValidation } from '../../publish/keptValidation.ts';
import { changedRoutes } from '../../publish/changedRoutes.ts';
import { RELEASE_CLIENT_DIR } from '../../server/releases/layout.ts';
import { withReleasesLock } from '../../server/releases/lock.ts';
import {
  addRelease,
  currentReleaseId,
  incomingFolder,
  listReleases,
  pruneReleases,
  releaseRenderKeys,
  servedSince,
  switchRelease,
  type ReleaseInfo,
  type SwitchRecord,
} from '../../server/releases/store.ts';
import type { Logger } from '../../server/requestLog.ts';
import type { Author, ContentRepo } from '../content/contentRepo.ts';

const CONTENT_FOLDERS = ['pages', 'public', 'schema', 'src/sections'] as const;
/** What a rollback gives the branch back (the authors'), and what it leaves (the code's: must be the same). */
const AUTHORS_FOLDERS = ['pages', 'public'] as const;
const CODE_FOLDERS = ['schema', 'src/sections'] as const;
const KEEP_RELEASES = 10;
const KEEP_DAYS = 30;
/** The rollback's commit message, in the page histories authors read: the release by when it was made, in Vietnam time. */
const rollbackMessage = (createdAt: string) =>
  `Quay lại bản đưa lên web lúc ${new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(createdAt))}`;
/** setTimeout's longest wait; a later schedule is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export interface SiteReleases {
  /** The releases folder (SITE_RELEASES). */
  dir: string;
  /** Builds the published branch into a new release and serves it. */
  release(by: string, reason: string): Promise<ReleaseInfo>;
  /**
   * Serves an earlier (or later) release again and records it on the content branch: a commit giving
   * the branch that release's content (pages/, public/), so the next publish builds on what is served.
   * A release with no commit (added by `release add`) is only served. Its schedule runs on; when a change
   * it names is already past, the branch is built as of now instead of serving it as it was.
   */
  rollback(id: string, by: Author): Promise<void>;
  /** Newest first, with the one being served and who put it on the site, when (if known). */
  list(): { releases: ReleaseInfo[]; current?: string; since?: SwitchRecord };
  /** Runs a schedule change that is due (missed while no admin ran) and waits for the next one. */
  resume(): Promise<void>;
  close(): void;
}

export function siteReleases({
  repo,
  dir,
  buildDir,
  logger,
  now = Date.now,
  onSwitch,
}: {
  repo: ContentRepo;
  dir: string;
  /** The installed code build: build/ with client/assets and renderer/. */
  buildDir: string;
  logger: Logger;
  now?: () => number;
  /** Told of each switch made (a publish, a scheduled change, a rollback): the admin announces it to site instances on other machines. */
  onSwitch?: (record: SwitchRecord) => void;
}): SiteReleases {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting: Promise<ReleaseInfo> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The last build's validation: the next checks only the pages changed since (whatever release is served). */
  let kept: KeptValidation | undefined;

  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  };

  /**
   * One build, holding the releases folder's lock (src/server/releases/lock.ts): another admin instance
   * sharing the folder builds before or after, never at the same time. A scheduled change (`due`, the
   * instant it is due) that the served release, made at or after that instant, already carries — another
   * instance made it while this one waited — is not made again.
   */
  const build = (by: string, reason: string, due?: number): Promise<ReleaseInfo> =>
    withReleasesLock(dir, async () => {
      // The served release, not the newest: after a rollback to a release made before the change, it is still due.
      const current = served();
      if (due !== undefined && current && Date.parse(current.createdAt) >= due) {
        logger.info({ event: 'site-release-made-elsewhere', release: current.id, due: new Date(due).toISOString() });
        arm(current);
        return current;
      }
      return buildLocked(by, reason);
    });

  async function buildLocked(by: string, reason: string): Promise<ReleaseInfo> {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'site-release-'));
    // Built inside the releases folder: put in place by a rename, on any set of disks.
    const outDir = incomingFolder(dir);
    try {
      await repo.sync();
      const commit = await repo.head();
      await repo.exportTree(scratch, CONTENT_FOLDERS, commit);
      const served = currentReleaseId(dir);
      const previous = served ? path.join(dir, served, RELEASE_CLIENT_DIR) : undefined;
      const renderKeys = served ? releaseRenderKeys(dir, served) : undefined;
      const at = new Date(now());
      const built = await buildContent({
        dirs: {
          pagesDir: path.join(scratch, 'pages'),
          schemaDir: path.join(scratch, 'schema'),
          publicDir: path.join(scratch, 'public'),
          sectionsDir: path.join(scratch, 'src/sections'),
          displayRoot: scratch,
        },
        buildDir,
        outDir,
        at,
        ...(previous ? { previous: { dir: previous, ...(renderKeys ? { renderKeys } : {}) } } : {}),
        ...(kept ? { kept } : {}),
      });
      kept = built.validation;
      const release = addRelease(dir, {
        clientDir: outDir,
        move: true,
        content: built.content,
        renderKeys: built.prerendered.renderKeys,
        at,
        label: commit.slice(0, 12),
        by,
        reason,
        commit,
        changedRoutes: changedRoutes(previous, outDir),
        ...(built.model.nextScheduleChange ? { nextChangeAt: built.model.nextScheduleChange.toISOString() } : {}),
      });
      switchRelease(dir, release.id, { by, reason, at });
      onSwitch?.({ id: release.id, by, reason, at: at.toISOString() });
      // The policy of docs/operations.md#releases: the newest 10 and those of the last 30 days are kept.
      const pruned = pruneReleases(dir, { keep: KEEP_RELEASES, days: KEEP_DAYS, now: at });
      if (pruned.length) logger.info({ event: 'site-releases-pruned', releases: pruned });
      logger.info({
        event: 'site-release',
        release: release.id,
        by,
        reason,
        changed: release.changedRoutes?.length ?? 0,
        rendered: built.prerendered.rendered,
        validated: built.validated,
      });
      arm(release);
      return release;
    } finally {
      await rm(outDir, { recursive: true, force: true });
      await rm(scratch, { recursive: true, force: true });
    }
  }

  function release(by: string, reason: string, due?: number): Promise<ReleaseInfo> {
    // One that has not started yet builds the newest branch anyway: share it.
    if (waiting) return waiting;
    const next = inTurn(() => {
      waiting = undefined;
      return build(by, reason, due);
    });
    waiting = next;
    return next;
  }

  /**
   * Waits for the schedule change `served` names, if the content branch holds what is served: it is the
   * newest release, or an admin's rollback recorded it on the branch. (A release switched to from the
   * command line is not on the branch: a scheduled build would undo that switch.)
   */
  function arm(served: ReleaseInfo | undefined) {
    clearTimeout(timer);
    timer = undefined;
    if (closed || !served?.nextChangeAt || !onBranch(served)) return;
    const wait = Date.parse(served.nextChangeAt) - now();
    timer = setTimeout(
      () => {
        if (wait > LONGEST_WAIT_MS) return arm(served);
        release('scheduler', 'schedule', Date.parse(served.nextChangeAt!)).catch((error: unknown) =>
          logger.error({ event: 'site-release-failed', reason: 'schedule', error: String(error) }),
        );
      },
      Math.min(Math.max(wait, 0), LONGEST_WAIT_MS),
    );
    timer.unref();
  }

  const served = () => {
    const id = currentReleaseId(dir);
    return listReleases(dir).find((release) => release.id === id);
  };
  /** Whether the content branch holds `release`: the newest one, or the one an admin's rollback (its commit) put there. */
  const onBranch = (release: ReleaseInfo) => {
    const since = servedSince(dir);
    return listReleases(dir)[0]?.id === release.id || (since?.id === release.id && since.commit !== undefined);
  };

  return {
    dir,
    release,
    rollback: (id, author) =>
      inTurn(async () => {
        const target = listReleases(dir).find((release) => release.id === id);
        // Recorded first: a branch that cannot take it (moved, diverged, other section types) leaves the site as it is.
        const commit = target?.commit ? await repo.restore(author, target.commit, AUTHORS_FOLDERS, CODE_FOLDERS, rollbackMessage(target.createdAt)) : undefined;
        const by = author.email;
        // Its content's schedule has moved on since it was built (a campaign began or ended): served as it
        // was, it would show an ended campaign again. The branch, which holds that content now, is built
        // as of now instead (one more release, made as a rollback).
        if (commit && target?.nextChangeAt && Date.parse(target.nextChangeAt) <= now()) {
          const made = await build(by, 'rollback');
          logger.info({ event: 'site-rollback', release: made.id, from: id, by, commit });
          return;
        }
        const at = new Date(now());
        switchRelease(dir, id, { by, reason: 'rollback', at, ...(commit ? { commit } : {}) });
        onSwitch?.({ id, by, reason: 'rollback', at: at.toISOString() });
        logger.info({ event: 'site-rollback', release: id, by, ...(commit ? { commit } : {}) });
        // Its next schedule change is waited for, as the newest release's would be.
        arm(served());
      }),
    list: () => {
      const since = servedSince(dir);
      return { releases: listReleases(dir), current: currentReleaseId(dir), ...(since ? { since } : {}) };
    },
    async resume() {
      const current = served();
      if (current?.nextChangeAt && Date.parse(current.nextChangeAt) <= now() && onBranch(current)) {
        await release('scheduler', 'schedule', Date.parse(current.nextChangeAt));
      } else arm(current);
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
