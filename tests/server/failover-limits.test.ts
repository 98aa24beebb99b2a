// @vitest-environment node
// The admin's limits (sign-in, two-factor, password change, preview links) hold while Redis is away:
// counted in the process's memory instead of let through (src/server/failoverStore.ts). A real
// redis-server on 127.0.0.1 shares the counts while it runs; stopped, the limiter still refuses past
// its limit, and the counts go back to Redis once it is back.
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FailoverStore } from '../../src/server/failoverStore.ts';
import { openRedis, readRedisUrl, redisRateLimitStore, type Redis } from '../../src/server/redis.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { startRedis, type RedisServer } from './realServices.ts';
import { adminFixture } from './adminFixture.ts';
import { MESSAGES } from '../../src/admin/server.ts';

let redis: RedisServer;
let client: Redis;
let server: Server;
let url: string;
const fellBack: unknown[] = [];
const LIMIT = 3;

beforeAll(async () => {
  redis = await startRedis();
  client = openRedis(readRedisUrl({ REDIS_URL: redis.url })!, createLogger('silent'));
  await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 20_000, interval: 20 });
  const app = express();
  app.post(
    '/dang-nhap',
    rateLimit({
      windowMs: 15 * 60_000,
      limit: LIMIT,
      store: new FailoverStore(redisRateLimitStore(client, 'test-signin:'), (error) => fellBack.push(error)),
      keyGenerator: () => 'lan@amdigital.vn',
      validate: false,
    }),
    (_req, res) => void res.status(401).send('sai mật khẩu'),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  client?.disconnect();
  await redis?.remove();
});

const attempts = async (count: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await fetch(`${url}/dang-nhap`, { method: 'POST' })).status);
  return statuses;
};

describe('the admin with Redis', () => {
  // Its own client: the limiter test below stops the server, this one restarts it.
  let adminRedis: Redis;
  beforeAll(async () => {
    adminRedis = openRedis(readRedisUrl({ REDIS_URL: redis.url })!, createLogger('silent'));
    await vi.waitFor(() => expect(adminRedis.status).toBe('ready'), { timeout: 20_000, interval: 20 });
  });
  afterAll(() => adminRedis?.disconnect());
  const fx = adminFixture('SQLite', { redis: () => adminRedis, signInLimits: { perAccount: 3, perAddress: 50 } });

  it('/readyz names Redis, and sign-in guesses stay limited while it is away', async () => {
    expect(await (await fetch(`${fx.url}/readyz`)).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    await redis.stop();
    try {
      const ready = await fetch(`${fx.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'unavailable', database: 'ok', redis: 'unavailable' }]);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await fx.signIn('admin@a.vn', 'sai-mat-khau-roi')).res.status);
      expect(statuses).toEqual([401, 401, 401, ...Array(9).fill(429)]);
      // The right password too: the account stays locked for the window.
      const locked = await fx.signIn('admin@a.vn');
      expect([locked.res.status, locked.cookie]).toEqual([429, undefined]);
      expect(await locked.res.text()).toContain(MESSAGES.tooMany);
    } finally {
      await redis.start();
    }
  }, 60_000);
});

describe('a rate limit while Redis is away', () => {
  // Redis was stopped and started again above: this client is back before the counts are read.
  beforeAll(async () => {
    await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 20_000, interval: 20 });
    fellBack.length = 0;
  }, 30_000);

  it('counts in Redis while it answers', async () => {
    expect(await attempts(LIMIT + 1)).toEqual([401, 401, 401, 429]);
    expect(Number(await client.get('test-signin:lan@amdigital.vn'))).toBe(LIMIT + 1);
    expect(fellBack).toEqual([]);
    await client.del('test-signin:lan@amdigital.vn');
  });

  it('refuses past its limit with Redis stopped: 25 guesses get 3 answers, then 429s', async () => {
    await redis.stop();
    const statuses = await attempts(25);
    expect(statuses.slice(0, LIMIT)).toEqual([401, 401, 401]);
    expect(statuses.slice(LIMIT)).toEqual(Array(25 - LIMIT).fill(429));
    expect(fellBack.length).toBeGreaterThan(0);
  }, 60_000);
});
