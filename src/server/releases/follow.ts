// A site instance on another machine than the admin follows the admin's releases into its own
// releases folder (docs/operations.md, "Several machines"). The admin announces each switch on the
// Redis channel RELEASES_CHANNEL; the instance takes an announcement as a cue, asks the admin's
// releases feed (RELEASE_SOURCE_URL, src/admin/releases/releaseFeed.ts) which release is served
// now, downloads it when it lacks it (archive.ts: checked file by file against the manifest of the
// digest the feed named, unpacked into a temporary folder and renamed into place) and switches to it
// (store.ts). One check at a time: a cue that comes during one makes one more check after it (any
// number of cues, one check), and since each check asks what is served now, the last switch wins and
// a forged or late announcement changes nothing. At start and every RELEASE_CHECK_SECONDS it checks
// anyway (an announcement missed, Redis down), and when its Redis connection is back.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Env } from '../domainCheck/config.ts';
import { openRedis, type Redis } from '../redis.ts';
import type { Logger } from '../requestLog.ts';
import type { ServiceUrl } from '../serviceUrl.ts';
import { dropManifestsOfGone, unpackRelease } from './archive.ts';
import { RELEASE_INFO_FILE, isReleaseId } from './layout.ts';
import { withReleasesLock } from './lock.ts';
import { currentReleaseId, pruneReleases, switchRelease, type SwitchRecord } from './store.ts';

/** The Redis channel the admin announces each switch on: a SwitchRecord as JSON. */
export const RELEASES_CHANNEL = 'site-releases';
const KEEP = { keep: 10, days: 30 };

/** Publishes a switch (never throws: the instances' periodic check is the backstop). */
export async function announceSwitch(redis: Redis, record: SwitchRecord, logger: Logger): Promise<void> {
  try {
    const heard = await redis.publish(RELEASES_CHANNEL, JSON.stringify(record));
    logger.info({ event: 'release-announced', release: record.id, instances: heard });
  } catch (error) {
    logger.warn({ event: 'release-announce-failed', release: record.id, error: error instanceof Error ? error.message : String(error) });
  }
}

/** RELEASE_TOKEN: the secret shared by the admin's feed and the instances, at least 32 characters. */
export function readReleaseToken(env: Env): string | undefined {
  const token = env.RELEASE_TOKEN?.trim();
  if (!token) return undefined;
  // The value itself is never echoed.
  if (token.length < 32 || /\s/.test(token))
    throw new Error(`RELEASE_TOKEN: expected at least 32 characters without spaces (it has ${token.length}), e.g. the output of openssl rand -hex 32`);
  return token;
}

export interface FollowConfig {
  /** RELEASE_SOURCE_URL: the admin's releases feed, e.g. http://10.0.0.5:4323. */
  url: string;
  token: string;
  /** RELEASE_CHECK_SECONDS (default 30): how often to ask anyway. */
  intervalMs: number;
}

/** RELEASE_SOURCE_URL with RELEASE_TOKEN and SITE_RELEASES; undefined when unset. */
export function readFollowConfig(env: Env): FollowConfig | undefined {
  const raw = env.RELEASE_SOURCE_URL?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`RELEASE_SOURCE_URL=${JSON.stringify(raw.slice(0, 80))}: expected the admin's releases feed, e.g. http://10.0.0.5:4323`);
  if (!env.SITE_RELEASES?.trim()) throw new Error('RELEASE_SOURCE_URL needs SITE_RELEASES: the folder this instance keeps its releases in');
  const token = readReleaseToken(env);
  if (!token) throw new Error('RELEASE_SOURCE_URL needs RELEASE_TOKEN: the secret the admin was given');
  const seconds = env.RELEASE_CHECK_SECONDS?.trim() || '30';
  if (!/^\d{1,4}$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > 3600)
    throw new Error(`RELEASE_CHECK_SECONDS=${JSON.stringify(seconds.slice(0, 20))}: expected a whole number from 1 to 3600 (default 30)`);
  return { url: url.href.replace(/\/$/, ''), token, intervalMs: Number(seconds) * 1000 };
}

export interface Follower {
  /** Checks now (after the one under way, if any); resolves with the error it met, if any. */
  check(): Promise<Error | undefined>;
  close(): Promise<void>;
}

interface Served {
  id: string;
  digest: string;
  since?: SwitchRecord;
}

export function followReleases({
  dir,
  source,
  redis,
  logger,
  fetch = globalThis.fetch,
}: {
  dir: string;
  source: FollowConfig;
  /** REDIS_URL: the announcements; without it, the periodic check alone. */
  redis?: ServiceUrl;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
}): Follower {
  const headers = { authorization: `Bearer ${source.token}` };
  let closed = false;
  let running: Promise<Error | undefined> | undefined;
  let again = false;

  const ask = async (pathname: string, timeoutMs: number) => {
    const res = await fetch(`${source.url}${pathname}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${source.url}${pathname} answered ${res.status}${res.status === 401 ? ' (RELEASE_TOKEN is not the admin’s)' : ''}`);
    }
    return res;
  };

  async function syncOnce(): Promise<void> {
    const served = (await (await ask('/releases/current', 10_000)).json()) as Served;
    if (typeof served?.id !== 'string' || !isReleaseId(served.id) || typeof served.digest !== 'string' || !/^[0-9a-f]{64}$/.test(served.digest))
      throw new Error(`${source.url}/releases/current did not name a release`);
    const { id, digest, since } = served;
    if (currentReleaseId(dir) === id) return;
    const started = Date.now();
    const have = () => existsSync(path.join(dir, id, RELEASE_INFO_FILE));
    let files: { received: number; reused: number } | undefined;
    if (!have()) {
      // Instances of one machine sharing the folder download it once.
      await withReleasesLock(
        dir,
        async () => {
          if (have()) return;
          // Only what the served release here does not have the same is sent.
          const base = currentReleaseId(dir);
          const res = await ask(`/releases/${id}${base ? `?base=${base}` : ''}`, 10 * 60_000);
          if (!res.body) throw new Error(`${source.url}/releases/${id} sent no archive`);
          files = await unpackRelease(dir, Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), { id, digest, ...(base ? { base } : {}) });
        },
        { staleMs: 2 * 60_000, waitMs: 15 * 60_000 },
      );
    }
    if (closed) return;
    const at = since?.id === id ? new Date(since.at) : undefined;
    const record =
      since?.id === id
        ? { by: String(since.by).slice(0, 200), reason: String(since.reason).slice(0, 40), ...(at && !Number.isNaN(at.getTime()) ? { at } : {}) }
        : { by: 'feed', reason: 'follow' };
    switchRelease(dir, id, record);
    logger.info({
      event: 'release-followed',
      release: id,
      by: record.by,
      reason: record.reason,
      ...(files ?? { received: 0, reused: 0 }),
      ms: Date.now() - started,
    });
    const pruned = pruneReleases(dir, KEEP);
    if (pruned.length) logger.info({ event: 'site-releases-pruned', releases: pruned });
    dropManifestsOfGone(dir);
  }

  const check = (): Promise<Error | undefined> => {
    if (closed) return Promise.resolve(undefined);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let failure: Error | undefined;
      do {
        again = false;
        failure = await syncOnce().then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        );
        if (failure) logger.error({ event: 'release-follow-failed', source: source.url, error: failure.message });
      } while (again && !closed);
      return failure;
    })().finally(() => (running = undefined));
    return running;
  };

  const timer = setInterval(() => void check(), source.intervalMs);
  timer.unref();
  let subscriber: Redis | undefined;
  if (redis) {
    subscriber = openRedis(redis, logger);
    const sub = subscriber;
    // At every (re)connection: subscribed (again), and a check, as announcements may have been missed meanwhile.
    sub.on('ready', () => {
      sub.subscribe(RELEASES_CHANNEL).catch(() => {});
      void check();
    });
    sub.on('message', (_channel: string, message: string) => {
      let id: unknown;
      try {
        id = (JSON.parse(message) as { id?: unknown }).id;
      } catch {
        id = undefined;
      }
      logger.info({ event: 'release-announcement', release: typeof id === 'string' ? id.slice(0, 80) : 'unknown' });
      void check();
    });
  }
  return {
    check,
    async close() {
      closed = true;
      clearInterval(timer);
      subscriber?.disconnect();
      await running;
    },
  };
}
