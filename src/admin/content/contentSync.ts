// Developers' commits fetched between publishes (CONTENT_SYNC_SECONDS, docs/admin.md#content): every
// interval the admin syncs the published branch with CONTENT_REMOTE (ContentRepo.sync: fetch, then
// fast-forward only), so an author opening a page a developer changed sees the new version without
// waiting for the next publish. One run at a time: the next is timed from the end of the last, and a
// run waits for a publish under way (the repository's `exclusive`). A diverged branch moves nothing
// (both sides stay, as every sync leaves them): it is logged and written to the audit log once, until
// it is resolved; the publish path keeps showing it to the publisher. `close` stops the timer and
// waits for a run under way.
import type { Logger } from '../../server/requestLog.ts';
import { ContentConflict, type ContentRepo } from './contentRepo.ts';

export interface SyncState {
  /** Runs started (a run waiting for a publish counts as started). */
  started: number;
  /** ISO 8601: the end of the last run that succeeded. */
  lastSynced?: string;
  /** Why the last run did not sync (a diverged branch, the remote unreachable); cleared by the next success. */
  problem?: { message: string; conflict: boolean; since: string };
}

export interface ContentSync {
  state(): SyncState;
  /** Stops: no run starts after it; resolves once a run under way has ended. */
  close(): Promise<void>;
}

export function contentSync({
  repo,
  intervalMs,
  logger,
  record = async () => {},
  now = Date.now,
}: {
  repo: ContentRepo;
  intervalMs: number;
  logger: Logger;
  /** Writes a conflict found (once per conflict) where staff read it: the audit log. */
  record?: (conflict: string) => Promise<void>;
  now?: () => number;
}): ContentSync {
  const state: SyncState = { started: 0 };
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function run(): Promise<void> {
    state.started++;
    try {
      await repo.sync();
      if (state.problem) logger.info({ event: 'content-sync-resolved' });
      state.problem = undefined;
      state.lastSynced = new Date(now()).toISOString();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const conflict = error instanceof ContentConflict;
      // Said once per problem, not at every interval.
      if (state.problem?.message === message) return;
      state.problem = { message, conflict, since: new Date(now()).toISOString() };
      logger[conflict ? 'error' : 'warn']({ event: conflict ? 'content-sync-conflict' : 'content-sync-failed', error: message });
      if (conflict) await record(message).catch((recordError: unknown) => logger.error({ event: 'content-sync-record-failed', error: String(recordError) }));
    }
  }

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = run().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    // Never what keeps a process alive.
    timer.unref();
  };
  schedule();

  return {
    state: () => ({ ...state }),
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
