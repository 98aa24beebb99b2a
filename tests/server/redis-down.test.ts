// @vitest-environment node
// Redis stopped or hung costs a domain check at most one budget (REDIS_BUDGET_MS, docs/operations.md,
// "Redis down or slow") for the rate limiter and the result cache together, and, once Redis is
// known down, nothing: no command is sent to it until it is back, and then it is used again. A real
// redis-server on 127.0.0.1, stopped (SIGTERM) or frozen (SIGSTOP: connections stay open, nothing is
// answered). The commands sent are the check: one that waits out the budget and none after it, where a
// budget per command would have sent (and waited for) the next ones; how long a check took is a timing
// and not asserted.
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openRedis, readRedisUrl } from '../../src/server/redis.ts';
import { REDIS_BUDGET_MS, RedisUnavailable, sendToRedis, withRedisBudget } from '../../src/server/redisBudget.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { startFake, startSite, type FakeUpstream, type Running } from './helpers.ts';
import { startRedis, type RedisServer } from './realServices.ts';

let redis: RedisServer;
let admin: Redis;
let registrar: FakeUpstream;
let client: Redis;
let site: Running;
let sent: MockInstance;
let stopped = false;

beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  admin.on('error', () => {}); // it reconnects by itself while a test has Redis stopped
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
  // The site server's own client, as npm start opens it (REDIS_URL), kept here to watch what it sends.
  client = openRedis(readRedisUrl({ REDIS_URL: redis.url })!, createLogger('silent'));
  await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 20_000, interval: 20 });
  site = await startSite({
    env: { REGISTRAR_URL: `${registrar.url}/check`, REGISTRAR_USERNAME: 'agency', REGISTRAR_API_KEY: 'key' },
    redis: client,
    rateLimit: { limit: 1000 },
  });
  // One check first: the limiter's scripts are loaded and answered before a test stops Redis.
  expect((await fetch(`${site.url}/api/domain-check?name=khoidong&ext=.com`)).status).toBe(200);
  await admin.flushall(); // the keys, not the scripts
  registrar.requests.length = 0;
  sent = vi.spyOn(client, 'sendCommand');
});
afterEach(async () => {
  vi.restoreAllMocks();
  redis.resume();
  if (stopped) await redis.start();
  stopped = false;
  await site?.close();
  client?.disconnect();
});

/** The commands the site server sent to Redis since `from` (the index in `sent`), but its probes (PING). */
const commandsSince = (from: number) =>
  sent.mock.calls
    .slice(from)
    .map(([command]) => (command as { name: string }).name.toLowerCase())
    .filter((name) => name !== 'ping');

async function check(name: string): Promise<{ status: number; available?: boolean }> {
  const response = await fetch(`${site.url}/api/domain-check?name=${name}&ext=.com`);
  const body = (await response.json()) as { available?: boolean };
  return { status: response.status, available: body.available };
}

describe('Redis stopped', () => {
  it('is skipped at once while it is down (no command sent), and used again once it is back', { timeout: 60_000 }, async () => {
    expect(await check('truoc')).toMatchObject({ status: 200, available: true });
    expect(await admin.get('domain-check:truoc.com')).toBe('1');
    expect(commandsSince(0).length).toBeGreaterThan(0);

    await redis.stop();
    stopped = true;
    await vi.waitFor(() => expect(client.status).not.toBe('ready'), { timeout: 10_000, interval: 20 });
    const before = sent.mock.calls.length;
    for (const name of ['mot', 'hai', 'ba']) expect(await check(name), name).toMatchObject({ status: 200, available: true });
    expect(commandsSince(before)).toEqual([]);
    expect(registrar.requests).toHaveLength(4); // uncached, asked each time

    await redis.start();
    stopped = false;
    await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 20_000, interval: 20 });
    expect(await check('sau')).toMatchObject({ status: 200, available: true });
    expect(await admin.get('domain-check:sau.com')).toBe('1');
    expect(await admin.keys('rl:domain-check:*')).toHaveLength(1);
  });
});

describe('Redis hung (accepts, never answers)', () => {
  it('costs one budget for the first check, then nothing until it answers again', { timeout: 60_000 }, async () => {
    redis.pause();
    const first = sent.mock.calls.length;
    const answer = await check('treo');
    expect(answer).toMatchObject({ status: 200, available: true });
    // One command (the rate limiter's) waited out the budget; the cache was not asked after it.
    expect(commandsSince(first)).toEqual(['evalsha']);

    const second = sent.mock.calls.length;
    const next = await check('treo-nua');
    expect(next).toMatchObject({ status: 200, available: true });
    expect(commandsSince(second)).toEqual([]);

    redis.resume();
    // Back: a PING answered, the next checks are kept in Redis again.
    let n = 0;
    await vi.waitFor(
      async () => {
        const name = `lai-${n++}`;
        expect(await check(name)).toMatchObject({ status: 200, available: true });
        expect(await admin.get(`domain-check:${name}.com`)).toBe('1');
      },
      { timeout: 20_000, interval: 100 },
    );
  });
});

describe('a site server made while Redis does not answer', () => {
  it('prints no error (no store initialisation error, none per request), and counts in Redis once it answers', { timeout: 60_000 }, async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    redis.pause();
    const late = openRedis(readRedisUrl({ REDIS_URL: redis.url })!, createLogger('silent'));
    const lateSite = await startSite({
      env: { REGISTRAR_URL: `${registrar.url}/check`, REGISTRAR_USERNAME: 'agency', REGISTRAR_API_KEY: 'key' },
      redis: late,
      rateLimit: { limit: 1000 },
    });
    try {
      const response = await fetch(`${lateSite.url}/api/domain-check?name=som&ext=.com`);
      expect(response.status).toBe(200);
      // The scripts' first load has failed by now (the check waited for it): not reported as an
      // error, nor is the check let through without Redis (openRedis logs an outage once).
      expect(errors.mock.calls.flat().map(String).join('\n')).toBe('');
      redis.resume();
      await vi.waitFor(() => expect(late.status).toBe('ready'), { timeout: 20_000, interval: 20 });
      await vi.waitFor(
        async () => {
          expect((await fetch(`${lateSite.url}/api/domain-check?name=som&ext=.com`)).status).toBe(200);
          expect(await admin.keys('rl:domain-check:*')).toHaveLength(1);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await lateSite.close();
      late.disconnect();
    }
  });
});

/** Keeps this process busy for `ms`: nothing else of it runs meanwhile (no timer, no I/O read). */
function holdEventLoop(ms: number): void {
  for (const until = performance.now() + ms; performance.now() < until;);
}

describe('the budget', () => {
  /** Keeps Redis busy (nobody else is answered) for ARGV[1] ms. */
  const BUSY = `local function ms(t) return t[1] * 1000 + math.floor(t[2] / 1000) end
local start = ms(redis.call('TIME'))
while ms(redis.call('TIME')) - start < tonumber(ARGV[1]) do end
return 1`;

  it('is shared by all the commands of one request: a slow answer leaves the next one less time', { timeout: 30_000 }, async () => {
    const outcomes = await withRedisBudget(async () => {
      const first = await sendToRedis(client, () => client.eval(BUSY, 0, String(0.6 * REDIS_BUDGET_MS)));
      // 0.6 of the budget is spent; 0.95 more is more than is left, and less than a whole budget. On a loaded
      // machine the budget counts less than the clock (late ticks count at most two ticks' worth: the
      // process's own stalls): the two still pass what is left unless its timers fire at under 0.65 of their pace.
      const second = await sendToRedis(client, () => client.eval(BUSY, 0, String(0.95 * REDIS_BUDGET_MS))).catch((error: unknown) => error);
      return [first, second];
    });
    expect(outcomes[0]).toBe(1);
    // Cut off when the budget ran out (0.4 of it later), where a timeout per command would have waited for it.
    expect(outcomes[1]).toBeInstanceOf(RedisUnavailable);
    // Outside that request, Redis is asked again once a PING says it answers.
    await vi.waitFor(async () => expect(await sendToRedis(client, () => client.get('x'))).toBeNull(), { timeout: 10_000, interval: 100 });
  });

  it('is not spent by this process being busy: an answer that came meanwhile is taken, and Redis stays up', { timeout: 30_000 }, async () => {
    await admin.set('x', 'có');
    for (const busyMs of [1.5 * REDIS_BUDGET_MS, 3 * REDIS_BUDGET_MS]) {
      const answer = withRedisBudget(() => sendToRedis(client, () => client.get('x')));
      // Past the budget (a slow machine, a long synchronous task) while Redis answers at once.
      holdEventLoop(busyMs);
      await expect(answer).resolves.toBe('có');
      // Not marked down: the next command is sent.
      const before = sent.mock.calls.length;
      await expect(sendToRedis(client, () => client.get('x'))).resolves.toBe('có');
      expect(commandsSince(before)).toEqual(['get']);
    }
  });

  it('is not spent by this process being busy while the connection is being made', { timeout: 30_000 }, async () => {
    await admin.set('x', 'có');
    // As a site server starting: its client made and asked at once, then the event loop held (reading a release's content).
    const starting = openRedis(readRedisUrl({ REDIS_URL: redis.url })!, createLogger('silent'));
    try {
      const answer = sendToRedis(starting, () => starting.get('x'));
      holdEventLoop(1.5 * REDIS_BUDGET_MS);
      await expect(answer).resolves.toBe('có');
      await expect(sendToRedis(starting, () => starting.get('x'))).resolves.toBe('có');
    } finally {
      starting.disconnect();
    }
  });
});
