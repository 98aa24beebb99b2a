// GET /healthz and GET /readyz: answered without the rate limits, never cached, and /readyz
// follows the lead database (closed database → 503 while the process still answers /healthz).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsApi, type LeadsApi } from '../../src/server/leads/api.ts';
import { startSite, tempDir, type Running } from './helpers.ts';

let dir: string;
let leads: LeadsApi;
let site: Running;

beforeAll(async () => {
  dir = tempDir('health-');
  leads = createLeadsApi({ env: { LEADS_DB_PATH: path.join(dir, 'leads.sqlite') }, fetch: globalThis.fetch, now: Date.now });
  site = await startSite({ env: {}, leads, rateLimit: { limit: 2 } });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await leads?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(route: string) {
  const response = await fetch(`${site.url}${route}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Record<string, string> };
}

describe('health endpoints', () => {
  it('answer ok, not cached, however often they are asked (no rate limit)', async () => {
    for (let i = 0; i < 25; i++) {
      for (const route of ['/healthz', '/readyz']) {
        const answer = await get(route);
        expect(answer.status, `${route} #${i}`).toBe(200);
        expect(answer.cacheControl).toBe('no-store');
        expect(answer.body.status).toBe('ok');
      }
    }
    expect((await get('/readyz')).body.database).toBe('ok');
  });

  it('/readyz answers 503 once the lead database is closed, /healthz still 200', async () => {
    await leads.close();
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.cacheControl).toBe('no-store');
    expect(ready.body).toEqual({ status: 'unavailable', database: 'unavailable' });
    expect((await get('/healthz')).status).toBe(200);
  });
});
