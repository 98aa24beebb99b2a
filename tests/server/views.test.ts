// @vitest-environment node
// POST /api/views, the A/B view beacon, against real databases (SQLite file and PostgreSQL) and a real
// Redis: counted per Vietnam day, experiment and variant of the content being served; nothing counted
// for Do Not Track / Sec-GPC, another site's request, an unknown experiment or variant; odd bodies
// refused; the counts survive a restart (flushed by the lead API's close); two instances over one
// Redis count each beacon once, however their flushes interleave, a flush left half done included.
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsApi, type LeadsApi } from '../../src/server/leads/api.ts';
import { fixedRelease } from '../../src/server/releases/source.ts';
import type { ServerContent } from '../../src/server/serverContent.ts';
import { VIEW_KEYS, vietnamDay } from '../../src/server/views/counter.ts';
import { readExperiment, type Experiment } from '../../src/server/views/experiments.ts';
import { VIEWS_BODY_LIMIT } from '../../src/server/views/route.ts';
import { clientRoot, startSite, tempDir, type Running } from './helpers.ts';
import { leadDatabasesOf, STORE_KINDS } from './leadDatabases.ts';
import { startRedis, type RedisServer } from './realServices.ts';
import path from 'node:path';

const EXPERIMENT: Experiment = readExperiment({
  route: '/uu-dai/black-friday',
  experiment: {
    id: 'bf-tieu-de',
    name: 'Tiêu đề ngắn hay dài',
    original: { name: 'Bản gốc', weight: 50 },
    variants: [{ id: 'b', name: 'Tiêu đề ngắn', weight: 50, replace: {} }],
  },
})!;
const CONTENT: ServerContent = { domainExtensions: ['.com'], leadServices: [], pages: [], experiments: [EXPERIMENT] };
/** A fixed clock: 26/11/2026 23:30 in Vietnam (16:30 UTC). */
const NOW = Date.parse('2026-11-26T16:30:00Z');

async function instance(env: Record<string, string>, now = () => NOW): Promise<{ site: Running; leads: LeadsApi; stop(): Promise<void> }> {
  // As the production server starts (scripts/serve.ts): one Redis client for the lead API and the server.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  const leads = createLeadsApi({ env, fetch: globalThis.fetch, now, redis, content: () => CONTENT, viewsFlushIntervalMs: 3_600_000 });
  const site = await startSite({ root: fixedRelease(clientRoot(), () => CONTENT), env, leads, redis });
  // And stops: the server, then the lead API (its last flush), then Redis.
  return { site, leads, stop: async () => (await site.close(), await leads.close(), redis?.disconnect()) };
}

const beacon = (site: Running, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api/views`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const B = { experiment: 'bf-tieu-de', variant: 'b' };
const A = { experiment: 'bf-tieu-de', variant: 'a' };

describe('the Vietnam day of a view', () => {
  it('turns at midnight in Vietnam (17:00 UTC)', () => {
    expect(vietnamDay(Date.parse('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
    expect(vietnamDay(Date.parse('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });
});

describe.each(STORE_KINDS)('POST /api/views on %s', (kind) => {
  const databases = leadDatabasesOf(kind);

  it('counts per day and variant what the content has, nothing else; the counts survive a restart', { timeout: 60_000 }, async () => {
    const env = await databases.fresh();
    const first = await instance(env);
    try {
      for (const body of [B, B, A]) expect((await beacon(first.site, body)).status).toBe(204);
      // JSON too (a client that is not a beacon).
      expect((await beacon(first.site, B, { 'Content-Type': 'application/json' })).status).toBe(204);
      // Answered 204 all the same, never counted:
      for (const [body, headers] of [
        [B, { DNT: '1' }],
        [B, { 'Sec-GPC': '1' }],
        [B, { 'Sec-Fetch-Site': 'cross-site' }],
        [{ experiment: 'bf-tieu-de', variant: 'c' }, {}],
        [{ experiment: 'khong-co', variant: 'a' }, {}],
      ] as const) {
        const answer = await beacon(first.site, body, headers);
        expect([JSON.stringify(body), JSON.stringify(headers), answer.status]).toEqual([JSON.stringify(body), JSON.stringify(headers), 204]);
      }
      expect((await beacon(first.site, B, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(204);
    } finally {
      await first.stop();
    }
    const stored = databases.open(env);
    try {
      expect(await stored.views()).toEqual([
        { day: '2026-11-26', experiment: 'bf-tieu-de', variant: 'a', views: 1 },
        { day: '2026-11-26', experiment: 'bf-tieu-de', variant: 'b', views: 4 },
      ]);
    } finally {
      await stored.close();
    }
    // After the restart, an hour later: the next Vietnam day, added to what is stored.
    const second = await instance(env, () => NOW + 3_600_000);
    try {
      expect((await beacon(second.site, B)).status).toBe(204);
      expect((await beacon(second.site, A)).status).toBe(204);
      await second.leads.views.flush();
      expect(await second.leads.store.views()).toEqual([
        { day: '2026-11-26', experiment: 'bf-tieu-de', variant: 'a', views: 1 },
        { day: '2026-11-27', experiment: 'bf-tieu-de', variant: 'a', views: 1 },
        { day: '2026-11-26', experiment: 'bf-tieu-de', variant: 'b', views: 4 },
        { day: '2026-11-27', experiment: 'bf-tieu-de', variant: 'b', views: 1 },
      ]);
      // A flush applied once is never added again.
      expect(await second.leads.store.addViews('f1', [{ day: '2026-11-27', experiment: 'bf-tieu-de', variant: 'a', views: 5 }], NOW)).toBe(true);
      expect(await second.leads.store.addViews('f1', [{ day: '2026-11-27', experiment: 'bf-tieu-de', variant: 'a', views: 5 }], NOW)).toBe(false);
      expect((await second.leads.store.views()).find((c) => c.day === '2026-11-27' && c.variant === 'a')?.views).toBe(6);
    } finally {
      await second.stop();
    }
  });

  it('refuses what is not a beacon: another method or type, a body too large or not the object', { timeout: 60_000 }, async () => {
    const env = await databases.fresh();
    const { site, leads, stop } = await instance(env);
    try {
      expect((await fetch(`${site.url}/api/views`)).status).toBe(405);
      expect((await beacon(site, B, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
      const large = await beacon(site, { ...B, padding: 'x'.repeat(VIEWS_BODY_LIMIT) });
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ error: 'Dữ liệu gửi lên quá dài.' });
      for (const body of [
        '{',
        '"b"',
        '[1]',
        'null',
        { experiment: 'bf-tieu-de' },
        { experiment: 'BF', variant: 'b' },
        { experiment: 'bf-tieu-de', variant: 'bb' },
        { experiment: 1, variant: 'b' },
      ]) {
        const answer = await beacon(site, body);
        expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      await leads.views.flush();
      expect(await leads.store.views()).toEqual([]);
    } finally {
      await stop();
    }
  });
});

describe('two instances over one Redis', () => {
  let redis: RedisServer;
  let client: Redis;
  let dir: string;
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    dir = tempDir('views-redis-');
  }, 60_000);
  afterAll(async () => {
    client?.disconnect();
    await redis?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('count each beacon once, whichever flushes, at once or one after the other, a flush left half done included', { timeout: 60_000 }, async () => {
    const env = { REDIS_URL: redis.url, LEADS_DB_PATH: path.join(dir, 'leads.sqlite') };
    const [one, two] = [await instance(env), await instance(env)];
    try {
      for (let i = 0; i < 10; i++) expect((await beacon(i % 2 ? one.site : two.site, i < 7 ? B : A)).status).toBe(204);
      // Counted in Redis, shared: nothing in either process.
      expect(await client.hgetall(VIEW_KEYS.pending)).toEqual({ '2026-11-26 bf-tieu-de b': '7', '2026-11-26 bf-tieu-de a': '3' });
      await Promise.all([one.leads.views.flush(), two.leads.views.flush(), one.leads.views.flush()]);
      expect(await client.exists(VIEW_KEYS.pending, VIEW_KEYS.flushes)).toBe(0);
      for (let i = 0; i < 4; i++) await beacon(i % 2 ? one.site : two.site, B);
      // A flush that stopped after taking the hash (its instance died before the database had it).
      await client.rename(VIEW_KEYS.pending, VIEW_KEYS.flush('half-done'));
      await client.sadd(VIEW_KEYS.flushes, 'half-done');
      await beacon(one.site, A);
      await Promise.all([two.leads.views.flush(), one.leads.views.flush()]);
      await two.leads.views.flush();
    } finally {
      await one.stop();
      await two.stop();
    }
    expect(await client.keys('views:*')).toEqual([]);
    const stored = createLeadsApi({ env: { LEADS_DB_PATH: env.LEADS_DB_PATH }, fetch: globalThis.fetch, now: () => NOW, content: () => CONTENT });
    try {
      expect(await stored.store.views()).toEqual([
        { day: '2026-11-26', experiment: 'bf-tieu-de', variant: 'a', views: 4 },
        { day: '2026-11-26', experiment: 'bf-tieu-de', variant: 'b', views: 11 },
      ]);
    } finally {
      await stored.close();
    }
  });
});
