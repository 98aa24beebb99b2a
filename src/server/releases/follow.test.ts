// Following the admin's releases feed: the settings, the token check, and one check at a time — cues
// arriving during a download make one more check after it, which goes to the release served last.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReleaseFeed, releaseFeed, tokenMatches } from '../../admin/releases/releaseFeed.ts';
import { createLogger } from '../requestLog.ts';
import { followReleases, readFollowConfig } from './follow.ts';
import { addRelease, currentReleaseId, switchRelease } from './store.ts';

const TOKEN = 'a1'.repeat(20);
const logger = createLogger('silent');

describe('the settings', () => {
  it('RELEASE_SOURCE_URL needs SITE_RELEASES and a RELEASE_TOKEN of 32 characters or more, never echoed', () => {
    expect(readFollowConfig({})).toBeUndefined();
    const env = { SITE_RELEASES: '/srv/r', RELEASE_SOURCE_URL: 'http://10.0.0.5:4323/', RELEASE_TOKEN: TOKEN };
    expect(readFollowConfig(env)).toEqual({ url: 'http://10.0.0.5:4323', token: TOKEN, intervalMs: 30_000 });
    expect(readFollowConfig({ ...env, RELEASE_CHECK_SECONDS: '5' })?.intervalMs).toBe(5_000);
    expect(() => readFollowConfig({ ...env, RELEASE_CHECK_SECONDS: '0' })).toThrow(/^RELEASE_CHECK_SECONDS="0"/);
    expect(() => readFollowConfig({ ...env, SITE_RELEASES: '' })).toThrow(/needs SITE_RELEASES/);
    expect(() => readFollowConfig({ ...env, RELEASE_TOKEN: '' })).toThrow(/needs RELEASE_TOKEN/);
    expect(() => readFollowConfig({ ...env, RELEASE_TOKEN: 'short-secret' })).toThrow(/^RELEASE_TOKEN: expected at least 32 characters/);
    expect(() => readFollowConfig({ ...env, RELEASE_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
    expect(() => readFollowConfig({ ...env, RELEASE_SOURCE_URL: 'ftp://10.0.0.5' })).toThrow(/^RELEASE_SOURCE_URL=/);
    expect(() => readFollowConfig({ ...env, RELEASE_SOURCE_URL: 'http://user:pw@10.0.0.5' })).toThrow(/^RELEASE_SOURCE_URL=/);
  });

  it('the admin serves the feed only with RELEASE_TOKEN and SITE_RELEASES, on loopback unless told', () => {
    expect(readReleaseFeed({})).toEqual({});
    expect(readReleaseFeed({ RELEASE_TOKEN: TOKEN, SITE_RELEASES: '/srv/r' })).toEqual({ releaseFeed: { token: TOKEN, host: '127.0.0.1', port: 4323 } });
    expect(readReleaseFeed({ RELEASE_TOKEN: TOKEN, SITE_RELEASES: '/srv/r', RELEASE_FEED_HOST: '10.0.0.5', RELEASE_FEED_PORT: '0' }).releaseFeed).toMatchObject(
      {
        host: '10.0.0.5',
        port: 0,
      },
    );
    expect(() => readReleaseFeed({ RELEASE_TOKEN: TOKEN })).toThrow(/needs SITE_RELEASES/);
    expect(() => readReleaseFeed({ RELEASE_TOKEN: TOKEN, SITE_RELEASES: '/srv/r', RELEASE_FEED_PORT: '70000' })).toThrow(/^RELEASE_FEED_PORT=/);
  });

  it('accepts only the bearer token itself', () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [undefined, '', TOKEN, `Bearer ${TOKEN} `, `Bearer ${TOKEN.slice(1)}`, `bearer ${TOKEN}`, `Basic ${TOKEN}`])
      expect(tokenMatches(header, TOKEN)).toBe(false);
  });
});

describe('one check at a time', () => {
  let root: string;
  let adminDir: string;
  let server: Server;
  let url: string;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'follow-'));
    adminDir = path.join(root, 'admin');
    server = releaseFeed({ dir: adminDir, token: TOKEN, logger }).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  const add = (label: string, day: number) => {
    const client = path.join(root, `client-${label}`);
    mkdirSync(client);
    writeFileSync(path.join(client, 'index.html'), `<p>${label}</p>`);
    return addRelease(adminDir, { clientDir: client, content: {}, at: new Date(Date.UTC(2026, 10, day)), label, by: 't', reason: 'publish' }).id;
  };

  it('cues during a download make one more check, which goes to the release served last', async () => {
    const a = add('a', 1);
    const b = add('b', 2);
    const c = add('c', 3);
    switchRelease(adminDir, a);
    const asked: string[] = [];
    let hold: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (hold = resolve));
    let downloading: (() => void) | undefined;
    const underWay = new Promise<void>((resolve) => (downloading = resolve));
    // The first archive waits until the test lets it go.
    const slowFetch: typeof fetch = async (input, init) => {
      const target = String(input);
      asked.push(new URL(target).pathname);
      if (target.includes(`/releases/${a}`)) {
        downloading!();
        await held;
      }
      return fetch(input, init);
    };
    const dir = path.join(root, 'instance');
    const follower = followReleases({ dir, source: { url, token: TOKEN, intervalMs: 3_600_000 }, logger, fetch: slowFetch });
    try {
      const first = follower.check();
      await underWay;
      // Three switches announced while the first download is under way; the last one is c.
      switchRelease(adminDir, b);
      const cues = [follower.check(), follower.check()];
      switchRelease(adminDir, c);
      cues.push(follower.check());
      hold!();
      expect(await Promise.all([first, ...cues])).toEqual([undefined, undefined, undefined, undefined]);
      expect(currentReleaseId(dir)).toBe(c);
      // One check for the cues (b never downloaded), after the one under way.
      expect(asked).toEqual(['/releases/current', `/releases/${a}`, '/releases/current', `/releases/${c}`]);
    } finally {
      await follower.close();
    }
  });
});
