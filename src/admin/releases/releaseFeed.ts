// The releases feed: how site instances on other machines get the admin's releases
// (docs/operations.md, "Several machines"). Its own listener (RELEASE_FEED_HOST:RELEASE_FEED_PORT,
// an internal address), never one the public nginx proxies to, and only with the shared secret
// RELEASE_TOKEN as a bearer token (compared in constant time; never sent to a browser):
//   GET /releases/current   the release served now: { id, digest, since? } (who switched, when, why)
//   GET /releases/<id>      its archive (archive.ts): the manifest, then every file; X-Release-Digest.
//                           ?base=<id>: without the files that release (which the instance holds) has the same
// The admin announces each switch on Redis (announce.ts); an instance takes the announcement as a
// cue only and asks /releases/current what to serve, so an announcement can neither be forged into
// a rollback nor arrive out of order with effect.
import { timingSafeEqual } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import express, { type NextFunction, type Request, type Response } from 'express';
import { manifestBytes, packRelease, releaseManifest, sha256, type Manifest } from '../../server/releases/archive.ts';
import type { Env } from '../../server/domainCheck/config.ts';
import { readReleaseToken } from '../../server/releases/follow.ts';
import { isReleaseId } from '../../server/releases/layout.ts';
import { currentReleaseId, servedSince } from '../../server/releases/store.ts';
import { createHttpServer, SERVER_TIMEOUTS, type GracefulServer } from '../../server/lifecycle.ts';
import type { Logger } from '../../server/requestLog.ts';
import { securityHeaders } from '../../server/securityHeaders.ts';

export const DEFAULT_RELEASE_FEED_PORT = 4323;

export interface ReleaseFeedConfig {
  token: string;
  /** RELEASE_FEED_HOST, default 127.0.0.1: the internal address the site machines reach (never one nginx serves publicly). */
  host: string;
  /** RELEASE_FEED_PORT, default 4323 (0: the system chooses). */
  port: number;
}

/** RELEASE_TOKEN (with SITE_RELEASES) turns the feed on. */
export function readReleaseFeed(env: Env): { releaseFeed?: ReleaseFeedConfig } {
  const token = readReleaseToken(env);
  if (!token) return {};
  if (!env.SITE_RELEASES?.trim()) throw new Error('RELEASE_TOKEN needs SITE_RELEASES: the feed serves the releases the admin makes');
  const host = env.RELEASE_FEED_HOST?.trim() || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host))
    throw new Error(`RELEASE_FEED_HOST=${JSON.stringify(host.slice(0, 40))}: expected an address to listen on, e.g. 10.0.0.5`);
  const port = env.RELEASE_FEED_PORT?.trim() || String(DEFAULT_RELEASE_FEED_PORT);
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw new Error(`RELEASE_FEED_PORT=${JSON.stringify(port.slice(0, 20))}: expected a port number from 0 to 65535 (default ${DEFAULT_RELEASE_FEED_PORT})`);
  return { releaseFeed: { token, host, port: Number(port) } };
}

/** The bearer token of a request, checked against `token` in constant time (both hashed first: equal lengths). */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(token), 'hex'));
}

export interface ReleaseFeed {
  app: express.Express;
  /** The manifest and digest of release `id` (computed once: a release never changes). */
  manifest(id: string): Promise<{ manifest: Manifest; digest: string }>;
}

export function releaseFeed({ dir, token, logger }: { dir: string; token: string; logger: Logger }): ReleaseFeed {
  const manifests = new Map<string, Promise<{ manifest: Manifest; digest: string }>>();
  const manifest = (id: string) => {
    let known = manifests.get(id);
    if (!known) {
      known = releaseManifest(dir, id).then((made) => ({ manifest: made, digest: manifestBytes(made).digest }));
      manifests.set(id, known);
      known.catch(() => manifests.delete(id));
      // Releases are pruned; the few most recent are enough to keep.
      if (manifests.size > 16) manifests.delete(manifests.keys().next().value!);
    }
    return known;
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(securityHeaders);
  app.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (tokenMatches(req.get('authorization'), token)) return next();
    logger.warn({ event: 'release-feed-refused', address: req.socket.remoteAddress, path: req.path.slice(0, 100) });
    res.status(401).json({ error: 'unauthorized' });
  });
  app.get('/releases/current', async (_req, res) => {
    const id = currentReleaseId(dir);
    if (!id) return void res.status(404).json({ error: 'no release served' });
    const since = servedSince(dir);
    res.json({ id, digest: (await manifest(id)).digest, ...(since ? { since } : {}) });
  });
  app.get('/releases/:id', async (req, res) => {
    const id = String(req.params.id);
    if (!isReleaseId(id)) return void res.status(404).json({ error: 'no such release' });
    let made: { manifest: Manifest; digest: string };
    try {
      made = await manifest(id);
    } catch {
      return void res.status(404).json({ error: 'no such release' });
    }
    // ?base=<id>: a release the instance holds; the files it has there already are left out.
    const baseId = typeof req.query.base === 'string' && isReleaseId(req.query.base) && req.query.base !== id ? req.query.base : undefined;
    const base = baseId ? await manifest(baseId).catch(() => undefined) : undefined;
    res.setHeader('Content-Type', 'application/x-tar');
    res.setHeader('X-Release-Digest', made.digest);
    try {
      await pipeline(packRelease(dir, made.manifest, base?.manifest), res);
      logger.info({ event: 'release-feed-sent', release: id, base: base ? baseId : 'none', address: req.socket.remoteAddress });
    } catch (error) {
      logger.warn({ event: 'release-feed-cut', release: id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  app.use((_req, res) => void res.status(404).json({ error: 'not found' }));
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    logger.error({ event: 'error', path: req.path, error: error instanceof Error ? error.message : String(error) });
    if (res.headersSent) return next(error);
    res.status(500).json({ error: 'failed' });
  });
  return { app, manifest };
}

/** The feed on its own listener (scripts/admin.ts listens on RELEASE_FEED_HOST:RELEASE_FEED_PORT), with its manifests. */
export function createReleaseFeedServer(options: { dir: string; token: string; logger: Logger }): GracefulServer & Pick<ReleaseFeed, 'manifest'> {
  const feed = releaseFeed(options);
  // A large release takes longer to send than a page: the connection may stay busy for minutes.
  return Object.assign(createHttpServer(feed.app, { ...SERVER_TIMEOUTS, idleMs: 120_000 }), { manifest: feed.manifest });
}
