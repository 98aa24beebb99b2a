// @vitest-environment node
// REDIS_URL: two site server instances sharing one real Redis (redis-server on 127.0.0.1, started
// here) share the lead and domain-check rate limits and the domain check's results; Redis stopping
// is a 503 on /readyz, never a crash or a refused lead, and everything is shared again once it is back.
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFake, startSite, type FakeUpstream, type Running } from './helpers.ts';
import { startRedis, type RedisServer } from './realServices.ts';

const LEAD = { name: 'Lê Thị Mai', email: 'mai@congty.vn', phone: '0901234567', service: '', needs: '', page: '/', template: '', website: '' };

let redis: RedisServer;
let admin: Redis;
let registrar: FakeUpstream;
const sites: Running[] = [];

beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  registrar = await startFake((_req, res) => res.end('1'));
}, 60_000);
afterAll(async () => {
  admin?.disconnect();
  await registrar?.close();
  await redis?.remove();
});
beforeEach(async () => {
  await admin.flushall();
  registrar.requests.length = 0;
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
  vi.restoreAllMocks();
});

async function instance(extra: Record<string, string> = {}): Promise<Running> {
  const site = await startSite({
    env: { REDIS_URL: redis.url, REGISTRAR_URL: `${registrar.url}/check`, REGISTRAR_USERNAME: 'agency', REGISTRAR_API_KEY: 'key', ...extra },
    leadsRateLimit: { limit: 2, windowMs: 10 * 60_000 },
    rateLimit: { limit: 3, windowMs: 60_000 },
  });
  sites.push(site);
  return site;
}

const postLead = (site: Running) =>
  fetch(`${site.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(LEAD) }).then((r) => r.status);
const check = (site: Running, name: string) => fetch(`${site.url}/api/domain-check?name=${name}&ext=.com`);

describe('two instances on one Redis', () => {
  it('share one lead bucket: the limit counts submissions to either', { timeout: 30_000 }, async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    expect(await postLead(a)).toBe(201);
    expect(await postLead(b)).toBe(201);
    expect(await postLead(a)).toBe(429);
    expect(await postLead(b)).toBe(429);
    expect(await admin.keys('rl:leads:*')).toHaveLength(1);
  });

  it('share the domain-check limit and its results: a name checked on one is answered from Redis on the other', { timeout: 30_000 }, async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const first = await check(a, 'cuahangmai');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ domain: 'cuahangmai.com', available: true });
    const second = await check(b, 'cuahangmai');
    expect(await second.json()).toEqual({ domain: 'cuahangmai.com', available: true });
    expect(registrar.requests).toHaveLength(1);
    expect(await admin.pttl('domain-check:cuahangmai.com')).toBeGreaterThan(4 * 60_000);
    expect((await check(a, 'khac')).status).toBe(200);
    expect((await check(b, 'khac')).status).toBe(429); // the 4th check from this client, on either
  });

  it('/readyz reports Redis', { timeout: 30_000 }, async () => {
    const a = await instance();
    const ready = await fetch(`${a.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });
});

describe('Redis down', () => {
  it('is a 503 on /readyz, never a crash or a refused lead; back, the limits are shared again', { timeout: 60_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = await instance();
    await redis.stop();
    const ready = await fetch(`${a.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unavailable' });
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    // Leads are taken (the limit lets them through rather than lose one); domain checks go upstream, uncached.
    for (let i = 0; i < 3; i++) expect(await postLead(a)).toBe(201);
    expect((await check(a, 'khongluu')).status).toBe(200);
    expect((await check(a, 'khongluu')).status).toBe(200);
    expect(registrar.requests).toHaveLength(2);

    // An instance started while Redis is down (its limiter's scripts failed to load) counts once Redis is back.
    const late = await instance();
    await redis.start();
    await vi.waitFor(async () => expect((await fetch(`${late.url}/readyz`)).status).toBe(200), { timeout: 20_000, interval: 100 });
    await vi.waitFor(async () => expect((await fetch(`${a.url}/readyz`)).status).toBe(200), { timeout: 20_000, interval: 100 });
    expect(await postLead(late)).toBe(201);
    expect(await postLead(a)).toBe(201);
    expect(await postLead(late)).toBe(429);
  });
});

describe('REDIS_URL', () => {
  it('must be a redis:// or rediss:// URL; the password never appears in the message', async () => {
    const { readRedisUrl } = await import('../../src/server/redis.ts');
    expect(() => readRedisUrl({ REDIS_URL: 'http://cache.internal:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
    expect(() => readRedisUrl({ REDIS_URL: 'not a url s3cret' })).toThrow(/^REDIS_URL is not a valid URL/);
    expect(readRedisUrl({ REDIS_URL: 'rediss://:s3cret@cache.internal:6380/2' })?.label).toBe('rediss://cache.internal:6380/2');
    expect(readRedisUrl({})).toBeUndefined();
  });
});
