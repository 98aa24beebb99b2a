// @vitest-environment node
// Forwarding leads to LEADS_WEBHOOK_URL through the outbox, on both stores (SQLite, a real
// PostgreSQL): a fake webhook on 127.0.0.1 that fails, stops listening, hangs or answers 200; the
// site server restarted in between; on PostgreSQL, two server instances sharing one database. Retry
// delays are milliseconds here (LEADS_RETRY_BASE_MS / LEADS_RETRY_MAX_MS). The outcomes are pino
// events (delivered, retry, failed) without personal data or the webhook's path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createLeadsApi, describeLeads, type LeadsApi } from '../../src/server/leads/api.ts';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import { retryDelay } from '../../src/server/leads/outbox.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { deliveriesSettled } from './deliveries.ts';
import { startSite, type Running } from './helpers.ts';
import { STORE_KINDS, leadDatabasesOf } from './leadDatabases.ts';
import { jsonLogSink } from './logSink.ts';

const LEAD = {
  name: 'Trần Văn Bình',
  email: 'binh@cuahang.vn',
  phone: '+84 912 345 678',
  service: 'SEO',
  needs: 'Lên top Google.',
  page: '/',
  template: '',
  website: '',
  // Unknown keys in the body and in the visit, and every query parameter but the campaign's, are dropped.
  role: 'admin',
  visit: {
    landing: '/uu-dai/black-friday?utm_source=google&utm_medium=cpc&utm_campaign=bf2026&gclid=Cj0KCQ-abc_1&email=binh%40cuahang.vn',
    referrer: 'https://www.google.com/',
    experiment: 'bf-tieu-de',
    variant: 'b',
    extra: 'x',
  },
};
const SECRET = 'tok3n-s3cret';

/** A webhook that answers `mode`, or never answers ('hang'); `listen(port)` again after `stop()`. */
class FakeWebhook {
  mode: 200 | 500 | 'hang' | 'endless' = 500;
  received: { body: Record<string, string>; headers: http.IncomingHttpHeaders; answered: number | 'none' | 'endless' }[] = [];
  /** Bytes of the 'endless' answer sent when its connection closed (-1 while open). */
  endlessSent = -1;
  private server?: http.Server;
  port = 0;

  async listen(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const mode = this.mode;
        this.received.push({ body: JSON.parse(body) as Record<string, string>, headers: req.headers, answered: mode === 'hang' ? 'none' : mode });
        if (mode === 'endless') {
          // 200, then a body that never ends.
          res.writeHead(200, { 'Content-Type': 'text/plain' });
          const chunk = 'x'.repeat(64 * 1024);
          let sent = 0;
          const pump = () => {
            while (!res.destroyed && res.write(chunk)) sent += chunk.length;
            if (!res.destroyed) res.once('drain', pump);
          };
          res.on('close', () => (this.endlessSent = sent));
          pump();
        } else if (mode !== 'hang') res.writeHead(mode, { 'Content-Type': 'text/plain' }).end(mode === 200 ? 'ok' : 'Internal Server Error');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/leads?token=${SECRET}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

interface Site {
  site: Running;
  leads: LeadsApi;
  close(): Promise<void>;
}

/** Every pino line the lead APIs of this file wrote. */
let logged: Record<string, unknown>[] = [];

/** The site server with its lead API owned here, so a restart waits for the worker and the database to close. */
async function startWithWebhook(env: Record<string, string>, instance = 'a'): Promise<Site> {
  const sink = jsonLogSink(logged);
  const leads = createLeadsApi({
    env,
    fetch: globalThis.fetch,
    now: Date.now,
    rateLimit: { limit: 1000 },
    logger: createLogger('info', sink).child({ instance }),
  });
  const site = await startSite({ env, leads });
  return { site, leads, close: async () => (await site.close(), await leads.close()) };
}

async function postLead(site: Running, lead: object = LEAD): Promise<string> {
  const response = await fetch(`${site.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Where the lead's forwarding stands, read through a store as the export reads it. */
async function forwarding(store: LeadStore, id: string) {
  return (await store.leads()).find((lead) => lead.id === id)?.forwarding;
}

let logs: MockInstance[] = [];
beforeEach(() => {
  logged = [];
  logs = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => {
  // Log lines name lead ids and outcomes: never the webhook's path or token, never what the visitor wrote.
  const lines = [...logs.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' '))), ...logged.map((line) => JSON.stringify(line))];
  for (const line of lines)
    for (const secret of [SECRET, '/hooks/leads', LEAD.name, LEAD.email, '912 345 678', '+84912345678', LEAD.needs]) expect(line).not.toContain(secret);
  vi.restoreAllMocks();
});

describe.each(STORE_KINDS)('on %s', (kind) => {
  const databases = leadDatabasesOf(kind);

  describe('webhook down, then restarts, then up', () => {
    const webhook = new FakeWebhook();
    afterAll(() => webhook.stop());

    // Three server starts: a loaded machine needs more than the default 5 s.
    it('stores the lead at once, retries with backoff, resumes after each restart and delivers it exactly once', { timeout: 60_000 }, async () => {
      await webhook.listen();
      const env = { ...(await databases.fresh()), LEADS_WEBHOOK_URL: webhook.url, LEADS_RETRY_BASE_MS: '20', LEADS_RETRY_MAX_MS: '80' };
      const store = databases.open(env);
      const row = () => forwarding(store, id);

      // 1. The webhook answers 500: the visitor gets 201, the worker retries.
      let running = await startWithWebhook(env);
      const id = await postLead(running.site);
      await vi.waitFor(async () => expect((await row())?.attempts).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
      expect(await row()).toMatchObject({ lastError: 'HTTP 500', nextAttemptAt: expect.any(String) });
      // The pino events: retries, then `failed` once the backoff reached its longest wait (80 ms here).
      const events = logged.filter((line) => line.event === 'lead.delivery' && line.leadId === id);
      expect(events.slice(0, 3)).toEqual([
        expect.objectContaining({ channel: 'webhook', attempt: 1, outcome: 'retry', error: 'HTTP 500', retryInMs: 20, level: 40 }),
        expect.objectContaining({ attempt: 2, outcome: 'retry', retryInMs: 60 }),
        expect.objectContaining({ attempt: 3, outcome: 'failed', retryInMs: 80, level: 50 }),
      ]);
      expect(webhook.received.every((r) => r.answered === 500 && r.body.id === id)).toBe(true);
      await running.close();

      // 2. Restart with the webhook not listening: still pending, the failure recorded.
      const port = webhook.port;
      await webhook.stop();
      const attemptsBefore = (await row())!.attempts;
      running = await startWithWebhook(env);
      await vi.waitFor(async () => expect(await row()).toMatchObject({ lastError: 'ECONNREFUSED', nextAttemptAt: expect.any(String) }), {
        timeout: 10_000,
        interval: 20,
      });
      expect((await row())!.attempts).toBeGreaterThan(attemptsBefore);
      await running.close();

      // 3. The webhook is back (same address, answering 200); a restart picks the pending row up by itself.
      webhook.mode = 200;
      await webhook.listen(port);
      running = await startWithWebhook(env);
      await vi.waitFor(async () => expect((await row())?.deliveredAt).toEqual(expect.any(String)), { timeout: 10_000, interval: 20 });
      // Nothing more is sent: no row left to take, the attempt in flight ended (tests/server/deliveries.ts).
      await deliveriesSettled(store, 'webhook', running.leads);
      await running.close();
      // Nor after another restart: the new instance's worker sends a newer lead, and not the first one again
      // (a worker takes what is due oldest first, one attempt at a time).
      running = await startWithWebhook(env);
      const newer = await postLead(running.site, { ...LEAD, email: 'sau@cuahang.vn' });
      await vi.waitFor(async () => expect((await forwarding(store, newer))?.deliveredAt).toEqual(expect.any(String)), { timeout: 10_000, interval: 20 });
      await deliveriesSettled(store, 'webhook', running.leads);
      await running.close();
      expect(webhook.received.filter((r) => r.answered === 200).map((r) => r.body.id)).toEqual([id, newer]);

      const delivered = webhook.received.filter((r) => r.answered === 200 && r.body.id === id);
      expect(delivered).toHaveLength(1);
      expect(delivered[0].body).toEqual({
        id,
        createdAt: expect.stringMatching(/Z$/),
        name: 'Trần Văn Bình',
        email: 'binh@cuahang.vn',
        phone: '+84912345678',
        service: 'SEO',
        needs: 'Lên top Google.',
        page: '/',
        template: '',
        source: 'form',
        domain: '',
        attribution: {
          landingPage: '/uu-dai/black-friday',
          referrer: 'www.google.com',
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'bf2026',
          utm_term: '',
          utm_content: '',
          clickIds: { gclid: 'Cj0KCQ-abc_1' },
          experiment: 'bf-tieu-de',
          variant: 'b',
        },
      });
      expect(delivered[0].headers['content-type']).toBe('application/json');
      expect(delivered[0].headers['idempotency-key']).toBe(id);
      const done = await row();
      expect(done).toEqual({ attempts: expect.any(Number), deliveredAt: expect.any(String) });
      expect(logged.filter((line) => line.outcome === 'delivered' && line.leadId === id)).toEqual([
        expect.objectContaining({ event: 'lead.delivery', channel: 'webhook', leadId: id, attempt: done!.attempts, level: 30 }),
      ]);
      await store.close();
    });
  });

  describe('webhook up', () => {
    const webhook = new FakeWebhook();
    afterAll(() => webhook.stop());

    it('delivers each new lead once, in order', async () => {
      webhook.mode = 200;
      await webhook.listen();
      const env = { ...(await databases.fresh()), LEADS_WEBHOOK_URL: webhook.url, LEADS_RETRY_BASE_MS: '20' };
      const running = await startWithWebhook(env);
      const store = databases.open(env);
      const ids = [];
      for (const email of ['a@congty.vn', 'b@congty.vn', 'c@congty.vn']) ids.push(await postLead(running.site, { ...LEAD, email }));
      await vi.waitFor(async () => expect((await store.leads()).every((lead) => lead.forwarding?.deliveredAt)).toBe(true), { timeout: 5000, interval: 10 });
      await deliveriesSettled(store, 'webhook', running.leads);
      await running.close();
      expect(webhook.received.map((r) => r.body.id)).toEqual(ids);
      for (const id of ids) expect(await forwarding(store, id)).toEqual({ attempts: 1, deliveredAt: expect.any(String) });
      await store.close();
    });
  });

  describe('webhook answers with an endless body', () => {
    const webhook = new FakeWebhook();
    afterAll(() => webhook.stop());

    it('records the delivery from the status alone and cuts the answer unread', async () => {
      webhook.mode = 'endless';
      await webhook.listen();
      const env = { ...(await databases.fresh()), LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_TIMEOUT_MS: '20000' };
      const running = await startWithWebhook(env);
      const store = databases.open(env);
      const id = await postLead(running.site);
      await vi.waitFor(async () => expect(await forwarding(store, id)).toEqual({ attempts: 1, deliveredAt: expect.any(String) }), {
        timeout: 10_000,
        interval: 20,
      });
      await store.close();
      await vi.waitFor(() => expect(webhook.endlessSent).toBeGreaterThanOrEqual(0), { timeout: 10_000, interval: 10 });
      expect(webhook.endlessSent).toBeLessThan(8 * 1024 * 1024);
      await running.close();
    });
  });

  describe('webhook hangs', () => {
    const webhook = new FakeWebhook();
    afterAll(() => webhook.stop());

    it('never delays the visitor; the attempt times out and is retried later', async () => {
      webhook.mode = 'hang';
      await webhook.listen();
      const env = {
        ...(await databases.fresh()),
        LEADS_WEBHOOK_URL: webhook.url,
        LEADS_WEBHOOK_TIMEOUT_MS: '500',
        LEADS_RETRY_BASE_MS: '60000',
      };
      const running = await startWithWebhook(env);
      const store = databases.open(env);
      const first = await postLead(running.site);
      await vi.waitFor(() => expect(webhook.received).toHaveLength(1), { timeout: 5000, interval: 5 });
      // The worker is stuck in the hanging attempt: a second visitor is answered all the same, before it ends.
      const second = await postLead(running.site, { ...LEAD, email: 'second@congty.vn' });
      expect(await forwarding(store, first)).toEqual({ attempts: 0, nextAttemptAt: expect.any(String) });
      await vi.waitFor(
        async () => expect(await forwarding(store, first)).toMatchObject({ attempts: 1, lastError: 'TimeoutError', nextAttemptAt: expect.any(String) }),
        {
          timeout: 5000,
          interval: 20,
        },
      );
      // The next attempt waits for the base delay (60 s here).
      expect(Date.parse((await forwarding(store, first))!.nextAttemptAt!) - Date.now()).toBeGreaterThan(50_000);
      await vi.waitFor(async () => expect((await forwarding(store, second))?.attempts).toBe(1), { timeout: 5000, interval: 20 });
      await running.close();
      await store.close();
    });
  });
});

describe('two server instances sharing one PostgreSQL database', () => {
  const databases = leadDatabasesOf('PostgreSQL');
  const webhook = new FakeWebhook();
  afterAll(() => webhook.stop());

  it('deliver each lead to the webhook exactly once, whichever instance took it, through failures', { timeout: 120_000 }, async () => {
    // The webhook fails at first, so both instances' workers keep trying the same rows at once.
    webhook.mode = 500;
    await webhook.listen();
    const env = { ...(await databases.fresh()), LEADS_WEBHOOK_URL: webhook.url, LEADS_RETRY_BASE_MS: '5', LEADS_RETRY_MAX_MS: '10' };
    const [a, b] = await Promise.all([startWithWebhook(env, 'a'), startWithWebhook(env, 'b')]);
    const store = databases.open(env);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push(await postLead(i % 2 === 0 ? a.site : b.site, { ...LEAD, email: `khach${i}@congty.vn` }));
      await vi.waitFor(() => expect(new Set(webhook.received.map((r) => r.body.id)).size).toBe(20), { timeout: 30_000, interval: 20 });
      webhook.mode = 200;
      await vi.waitFor(async () => expect((await store.leads()).every((lead) => lead.forwarding?.deliveredAt)).toBe(true), { timeout: 60_000, interval: 50 });
      // Nothing more is sent by either instance: no row left to take, their attempts in flight ended.
      await deliveriesSettled(store, 'webhook', a.leads, b.leads);
      const delivered = webhook.received.filter((r) => r.answered === 200).map((r) => r.body.id);
      expect(delivered.toSorted()).toEqual(ids.toSorted());
      // Both instances were sending (each row is taken by whichever worker locks it first).
      const senders = new Set(logged.filter((line) => line.event === 'lead.delivery').map((line) => line.instance));
      expect(senders).toEqual(new Set(['a', 'b']));
    } finally {
      await Promise.all([a.close(), b.close()]);
      await store.close();
    }
  });
});

describe('settings', () => {
  it('backs off 10 s, 30 s, 90 s… up to 1 h by default', () => {
    const { webhook } = readLeadsConfig({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/x' });
    expect(webhook?.retry).toEqual({ baseMs: 10_000, maxMs: 3_600_000 });
    expect(webhook?.timeoutMs).toBe(10_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, webhook!.retry))).toEqual([
      10_000, 30_000, 90_000, 270_000, 810_000, 2_430_000, 3_600_000, 3_600_000,
    ]);
  });

  it('needs https (http only to this machine), no credentials in the URL, and whole positive delays', () => {
    expect(() => readLeadsConfig({ LEADS_WEBHOOK_URL: 'http://hooks.example.com/x' })).toThrow('LEADS_WEBHOOK_URL must be an https: URL');
    expect(() => readLeadsConfig({ LEADS_WEBHOOK_URL: 'ftp://hooks.example.com/x' })).toThrow('LEADS_WEBHOOK_URL must be an https: URL');
    expect(() => readLeadsConfig({ LEADS_WEBHOOK_URL: 'https://user:pw@hooks.example.com/' })).toThrow('must not contain a user name or password');
    expect(() => readLeadsConfig({ LEADS_WEBHOOK_URL: 'not a url ' + SECRET })).toThrow(/^LEADS_WEBHOOK_URL is not a valid URL$/);
    expect(() => readLeadsConfig({ LEADS_WEBHOOK_URL: 'https://h.example/', LEADS_RETRY_BASE_MS: '1.5' })).toThrow(
      'LEADS_RETRY_BASE_MS must be a positive whole number',
    );
    expect(readLeadsConfig({ LEADS_WEBHOOK_URL: 'http://localhost:9000/x' }).webhook?.label).toBe('http://localhost:9000');
  });

  it('describes where leads go without the webhook path or query', () => {
    const config = readLeadsConfig({ LEADS_DB_PATH: '/srv/leads.sqlite', LEADS_WEBHOOK_URL: `https://hooks.example.com/catch/123/${SECRET}?key=${SECRET}` });
    expect(describeLeads(config)).toBe('Leads: /srv/leads.sqlite; webhook on (https://hooks.example.com); email off');
    expect(describeLeads(readLeadsConfig({ LEADS_DB_PATH: '/srv/leads.sqlite' }))).toBe('Leads: /srv/leads.sqlite; webhook off; email off');
    const shared = readLeadsConfig({ LEADS_DB_PATH: '/srv/leads.sqlite', DATABASE_URL: `postgres://site:${SECRET}@db.internal:5432/leads?sslmode=require` });
    expect(describeLeads(shared)).toBe('Leads: postgres://db.internal:5432/leads; webhook off; email off');
    expect(readLeadsConfig({}).dbPath).toMatch(/[/\\]data[/\\]leads\.sqlite$/);
  });
});
