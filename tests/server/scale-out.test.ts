// @vitest-environment node
// The scale-out setup of docs/operations.md, "Two instances behind nginx", all real and on 127.0.0.1: nginx
// with docs/nginx.conf (its upstream listing both) in front of two site server instances that
// share one PostgreSQL (the leads and their outbox) and one Redis (the rate limits), and a webhook.
// Requests alternate between the instances; the 6th lead from one visitor within 10 minutes is
// refused whichever instance answers; each accepted lead reaches the webhook exactly once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLeadsApi, type LeadsApi } from '../../src/server/leads/api.ts';
import { openRedis, readRedisUrl } from '../../src/server/redis.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { deliveriesSettled } from './deliveries.ts';
import { clientRoot, startSite, type Running } from './helpers.ts';
import { leadDatabasesOf } from './leadDatabases.ts';
import { documentedSite, startNginx } from './nginx.ts';
import { startRedis, type RedisServer } from './realServices.ts';

const LEAD = { name: 'Đặng Văn Tú', email: 'tu@congty.vn', phone: '0901234567', service: '', needs: '', page: '/contact', template: '', website: '' };

const databases = leadDatabasesOf('PostgreSQL');
let redis: RedisServer;
let webhook: http.Server;
const delivered: string[] = [];
const running: Running[] = [];
/** Which instance logged each request. */
const answeredBy: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  webhook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      delivered.push((JSON.parse(body) as { id: string }).id);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  for (const r of running.reverse()) await r.close();
  await new Promise((resolve) => webhook?.close(resolve));
  await redis?.remove();
}, 60_000);

/** A site server instance, with its lead API and Redis client made here as the server makes them (so the test can stop its worker). */
async function instance(name: string, env: Record<string, string>): Promise<{ site: Running; leads: LeadsApi }> {
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().trim().split('\n')) if ((JSON.parse(line) as { event?: string }).event === 'request') answeredBy.push(name);
  });
  const logger = createLogger('info', sink).child({ instance: name });
  const redis = openRedis(readRedisUrl(env)!, logger);
  const leads = createLeadsApi({ env, fetch: globalThis.fetch, now: Date.now, redis, logger });
  const site = await startSite({ env, logger, leads, redis });
  running.push({
    ...site,
    close: async () => {
      await site.close();
      await leads.close();
      redis.disconnect();
    },
  });
  return { site, leads };
}

describe('two instances behind nginx on one PostgreSQL and one Redis', () => {
  it('share one lead limit and deliver each lead once', { timeout: 120_000 }, async () => {
    const env = {
      ...(await databases.fresh()),
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
      LEADS_RETRY_BASE_MS: '50',
    };
    const [a, b] = await Promise.all([instance('a', env), instance('b', env)]);
    const proxy = await startNginx(documentedSite({ servers: [a.site.url, b.site.url], root: clientRoot() }));
    running.push(proxy);

    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${proxy.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...LEAD, email: `tu${i}@congty.vn` }),
      });
      statuses.push(response.status);
      const body = (await response.json()) as { id?: string };
      if (body.id) ids.push(body.id);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // nginx spread them: both instances answered.
    expect(answeredBy.filter((name) => name === 'a').length).toBeGreaterThanOrEqual(2);
    expect(answeredBy.filter((name) => name === 'b').length).toBeGreaterThanOrEqual(2);

    await vi.waitFor(() => expect(delivered.toSorted()).toEqual(ids.toSorted()), { timeout: 30_000, interval: 50 });
    const store = databases.open(env);
    try {
      // Nothing more is sent by either instance: no row left to take, their attempts in flight ended
      // (tests/server/deliveries.ts). Recorded after the webhook's answer: waited for first.
      await vi.waitFor(async () => expect((await store.leads()).every((lead) => lead.forwarding?.deliveredAt)).toBe(true), { timeout: 30_000, interval: 50 });
      await deliveriesSettled(store, 'webhook', a.leads, b.leads);
      expect(delivered).toHaveLength(5);
      expect((await store.leads()).map((lead) => lead.email)).toEqual(['tu0@congty.vn', 'tu1@congty.vn', 'tu2@congty.vn', 'tu3@congty.vn', 'tu4@congty.vn']);
    } finally {
      await store.close();
    }
  });
});
