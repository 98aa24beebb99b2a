// One builder at a time in a releases folder, across processes and machines that share it: the admin
// instances each publish and each run the scheduler; a build is made holding the folder's lock (`.lock`,
// a folder: mkdir(2) is atomic on every file system, NFS included), so two instances never build at
// once and the scheduled change one of them made is seen by the other before it builds
// (src/admin/releases/siteReleases.ts). The database the admin runs on plays no part: it works the same
// on SQLite and PostgreSQL.
//
// A holder that died leaves its lock behind. It is taken over when its process is gone (same machine,
// by its pid) or when it has not been renewed for `staleMs` (the holder renews it every few seconds; a
// content build can keep its event loop busy for minutes, hence a long default). Taking over is done
// holding a second, short lock (`.lock-steal`), re-checking under it, so two waiters cannot both take
// over — one of them the other's fresh lock.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_DIR = '.lock';
const STEAL_DIR = '.lock-steal';

interface Owner {
  host: string;
  pid: number;
  token: string;
}

export interface LockOptions {
  /** A lock not renewed for this long is a dead holder's (default 15 minutes). */
  staleMs?: number;
  /** How often a waiter looks again (default 200 ms). */
  pollMs?: number;
  /** Gives up waiting after this long (default 30 minutes). */
  waitMs?: number;
}

export class LockTimeoutError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` holding the lock of the releases folder `dir`, waiting for it while another holds it. */
export async function withReleasesLock<T>(
  dir: string,
  task: () => Promise<T>,
  { staleMs = 15 * 60_000, pollMs = 200, waitMs = 30 * 60_000 }: LockOptions = {},
): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, LOCK_DIR);
  const owner: Owner = { host: os.hostname(), pid: process.pid, token: randomBytes(8).toString('hex') };
  const giveUp = Date.now() + waitMs;
  while (!tryLock(lock, owner)) {
    takeOverIfDead(dir, staleMs);
    if (Date.now() > giveUp) throw new LockTimeoutError(`the releases folder ${dir} stayed locked for ${Math.round(waitMs / 1000)} s (${LOCK_DIR})`);
    await sleep(pollMs);
  }
  const renew = setInterval(
    () => {
      const now = new Date();
      try {
        utimesSync(lock, now, now);
      } catch {
        // Taken over (this process was thought dead): the task runs on; its release is still whole.
      }
    },
    Math.max(1_000, Math.min(10_000, staleMs / 4)),
  );
  renew.unref();
  try {
    return await task();
  } finally {
    clearInterval(renew);
    if (holder(lock)?.token === owner.token) rmSync(lock, { recursive: true, force: true });
  }
}

function tryLock(lock: string, owner: Owner): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(path.join(lock, 'owner.json'), JSON.stringify(owner));
  return true;
}

function holder(lock: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path.join(lock, 'owner.json'), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

/** Whether the lock at `lock` belongs to no living holder. */
function dead(lock: string, staleMs: number): boolean {
  const stat = statSync(lock, { throwIfNoEntry: false });
  if (!stat) return false;
  const age = Date.now() - stat.mtimeMs;
  const owner = holder(lock);
  // Just made, its owner not written yet.
  if (!owner) return age > Math.min(staleMs, 60_000);
  if (owner.host === os.hostname() && !alive(owner.pid)) return true;
  return age > staleMs;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a dead holder's lock, deciding under the short steal lock. */
function takeOverIfDead(dir: string, staleMs: number): void {
  const lock = path.join(dir, LOCK_DIR);
  if (!dead(lock, staleMs)) return;
  const steal = path.join(dir, STEAL_DIR);
  try {
    mkdirSync(steal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another waiter is taking over; one that died doing so (a moment's work) left it a minute ago.
    const stat = statSync(steal, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > 60_000) rmSync(steal, { recursive: true, force: true });
    return;
  }
  try {
    if (dead(lock, staleMs)) {
      const gone = path.join(dir, `${LOCK_DIR}-dead-${randomBytes(6).toString('hex')}`);
      renameSync(lock, gone);
      rmSync(gone, { recursive: true, force: true });
    }
  } finally {
    rmSync(steal, { recursive: true, force: true });
  }
}
