import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_DIR, LockTimeoutError, withReleasesLock } from './lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'releases-lock-'));
  // The waiters' polls, the renewal, the tasks' work and the clock the lock's age is read on: all on fake
  // timers, run by `settle` in the order they are due (the folder itself is real).
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the fake timers until none is left (every task done, every waiter in or given up), then gives `work`'s outcome. */
async function settle<T>(work: Promise<T>): Promise<T> {
  const outcome = work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const settled = await outcome;
  if ('error' in settled) throw settled.error;
  return settled.value;
}

/** A lock left by `owner`, last renewed `ago` ms ago. */
function leftLock(owner: { host: string; pid: number }, ago = 0) {
  const lock = path.join(dir, LOCK_DIR);
  mkdirSync(lock);
  writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ ...owner, token: 'left' }));
  const at = new Date(Date.now() - ago);
  utimesSync(lock, at, at);
}

describe('the releases folder lock', () => {
  it('lets one task in at a time, in turn, and leaves nothing behind (also when a task fails)', async () => {
    const events: string[] = [];
    const task = (name: string, fail = false) =>
      withReleasesLock(
        dir,
        async () => {
          events.push(`${name} in`);
          await pause(30);
          events.push(`${name} out`);
          if (fail) throw new Error(`${name} failed`);
          return name;
        },
        { pollMs: 5 },
      );
    const results = await settle(Promise.allSettled([task('a'), task('b', true), task('c')]));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i]!.replace(' in', ' out'));
    expect(events).toHaveLength(6);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock whose process on this machine is gone, at once', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    leftLock({ host: hostname(), pid: gone });
    expect(await settle(withReleasesLock(dir, async () => 'mine', { pollMs: 5, waitMs: 2_000 }))).toBe('mine');
    expect(existsSync(path.join(dir, LOCK_DIR))).toBe(false);
  });

  it("waits for another machine's lock while it is renewed, takes it over once stale", async () => {
    leftLock({ host: 'may-khac', pid: 1 });
    await expect(settle(withReleasesLock(dir, async () => 'mine', { pollMs: 5, waitMs: 200, staleMs: 60_000 }))).rejects.toThrow(LockTimeoutError);
    expect(existsSync(path.join(dir, LOCK_DIR))).toBe(true);
    rmSync(path.join(dir, LOCK_DIR), { recursive: true });
    leftLock({ host: 'may-khac', pid: 1 }, 120_000);
    expect(await settle(withReleasesLock(dir, async () => 'mine', { pollMs: 5, waitMs: 2_000, staleMs: 60_000 }))).toBe('mine');
  });

  it('lets only one of several waiters take over a dead lock', async () => {
    leftLock({ host: 'may-khac', pid: 1 }, 120_000);
    let inside = 0;
    let most = 0;
    await settle(
      Promise.all(
        Array.from({ length: 5 }, () =>
          withReleasesLock(
            dir,
            async () => {
              most = Math.max(most, ++inside);
              await pause(20);
              inside--;
            },
            { pollMs: 1, staleMs: 60_000 },
          ),
        ),
      ),
    );
    expect(most).toBe(1);
  });

  it('keeps its lock renewed while the task runs', async () => {
    let renewed = false;
    await settle(
      withReleasesLock(
        dir,
        async () => {
          const lock = path.join(dir, LOCK_DIR);
          const past = new Date(Date.now() - 30_000);
          utimesSync(lock, past, past);
          await pause(1_300);
          renewed = Date.now() - statSync(lock).mtimeMs < 5_000;
        },
        { staleMs: 4_000 },
      ),
    );
    expect(renewed).toBe(true);
  });
});
