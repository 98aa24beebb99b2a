// @vitest-environment node
// Forwarding leads to LEADS_WEBHOOK_URL through the outbox: a fake webhook on 127.0.0.1 that fails,
// stops listening, hangs or answers 200; the site server restarted in between. Retry delays are
// milliseconds here (LEADS_RETRY_BASE_MS / LEADS_RETRY_MAX_MS).
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createLeadsApi, describeLeads, type LeadsApi } from '../../src/server/leads/api.ts';
import { readLeadsConfig } from '../../src/server/leads/config.ts';
import { retryDelay } from '../../src/server/leads/outbox.ts';
import { startSite, tempDir, type Running } from './helpers.ts';

const LEAD = {
  name: 'Trần Văn Bình',
  email: 'binh@cuahang.vn',
  phone: '+84 912 345 678',
  service: 'SEO',
  needs: 'Lên top Google.',
  page: '/',
  template: '',
  website: '',
};
const SECRET = 'tok3n-s3cret';

const dir = tempDir('leads-webhook-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

/** The site server with its lead API owned here, so a restart waits for the worker and the database to close. */
async function startWithWebhook(env: Record<string, string>): Promise<Site> {
  const leads = createLeadsApi({ env, fetch: globalThis.fetch, now: Date.now });
  const site = await startSite({ env, leads });
  return { site, leads, close: async () => (await site.close(), await leads.close()) };
}

async function postLead(site: Running, lead: object = LEAD): Promise<string> {
  const response = await fetch(`${site.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function outboxRow(dbPath: string, id: string) {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT attempts, last_error, delivered_at, next_attempt_at FROM outbox WHERE lead_id = ?').get(id) as
      { attempts: number; last_error: string | null; delivered_at: string | null; next_attempt_at: string } | undefined;
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let logs: MockInstance[] = [];
beforeEach(() => {
  logs = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => {
  // Log lines name lead ids and outcomes: never the webhook's path or token, never what the visitor wrote.
  const lines = logs.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
  for (const line of lines)
    for (const secret of [SECRET, '/hooks/leads', LEAD.name, LEAD.email, '912 345 678', '+84912345678', LEAD.needs]) expect(line).not.toContain(secret);
  vi.restoreAllMocks();
});

describe('webhook down, then restarts, then up', () => {
  const webhook = new FakeWebhook();
  const dbPath = path.join(dir, 'restart.sqlite');
  afterAll(() => webhook.stop());

  // Three server starts: a loaded machine needs more than the default 5 s.
  it('stores the lead at once, retries with backoff, resumes after each restart and delivers it exactly once', { timeout: 60_000 }, async () => {
    await webhook.listen();
    const env = { LEADS_DB_PATH: dbPath, LEADS_WEBHOOK_URL: webhook.url, LEADS_RETRY_BASE_MS: '20', LEADS_RETRY_MAX_MS: '80' };

    // 1. The webhook answers 500: the visitor gets 201, the worker retries.
    let running = await startWithWebhook(env);
    const id = await postLead(running.site);
    await vi.waitFor(() => expect(outboxRow(dbPath, id)?.attempts).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 10 });
    expect(outboxRow(dbPath, id)).toMatchObject({ last_error: 'HTTP 500', delivered_at: null });
    expect(webhook.received.every((r) => r.answered === 500 && r.body.id === id)).toBe(true);
    await running.close();

    // 2. Restart with the webhook not listening: still pending, the failure recorded.
    const port = webhook.port;
    await webhook.stop();
    const attemptsBefore = outboxRow(dbPath, id)!.attempts;
    running = await startWithWebhook(env);
    await vi.waitFor(() => expect(outboxRow(dbPath, id)).toMatchObject({ last_error: 'ECONNREFUSED', delivered_at: null }), { timeout: 5000, interval: 10 });
    expect(outboxRow(dbPath, id)!.attempts).toBeGreaterThan(attemptsBefore);
    await running.close();

    // 3. The webhook is back (same address, answering 200); a restart picks the pending row up by itself.
    webhook.mode = 200;
    await webhook.listen(port);
    running = await startWithWebhook(env);
    await vi.waitFor(() => expect(outboxRow(dbPath, id)?.delivered_at).toEqual(expect.any(String)), { timeout: 5000, interval: 10 });
    await sleep(300); // several retry periods: nothing more is sent
    await running.close();
    running = await startWithWebhook(env); // nor after another restart
    await sleep(200);
    await running.close();

    const delivered = webhook.received.filter((r) => r.answered === 200);
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
    });
    expect(delivered[0].headers['content-type']).toBe('application/json');
    expect(delivered[0].headers['idempotency-key']).toBe(id);
    expect(outboxRow(dbPath, id)).toMatchObject({ last_error: null, delivered_at: expect.any(String) });
  });
});

describe('webhook up', () => {
  const webhook = new FakeWebhook();
  afterAll(() => webhook.stop());

  it('delivers each new lead once, in order', async () => {
    webhook.mode = 200;
    await webhook.listen();
    const dbPath = path.join(dir, 'up.sqlite');
    const running = await startWithWebhook({ LEADS_DB_PATH: dbPath, LEADS_WEBHOOK_URL: webhook.url, LEADS_RETRY_BASE_MS: '20' });
    const ids = [];
    for (const email of ['a@congty.vn', 'b@congty.vn', 'c@congty.vn']) ids.push(await postLead(running.site, { ...LEAD, email }));
    await vi.waitFor(() => expect(webhook.received).toHaveLength(3), { timeout: 5000, interval: 10 });
    await sleep(100);
    await running.close();
    expect(webhook.received.map((r) => r.body.id)).toEqual(ids);
    for (const id of ids) expect(outboxRow(dbPath, id)).toMatchObject({ attempts: 1, delivered_at: expect.any(String) });
  });
});

describe('webhook answers with an endless body', () => {
  const webhook = new FakeWebhook();
  afterAll(() => webhook.stop());

  it('records the delivery from the status alone and cuts the answer unread', async () => {
    webhook.mode = 'endless';
    await webhook.listen();
    const dbPath = path.join(dir, 'endless.sqlite');
    const running = await startWithWebhook({ LEADS_DB_PATH: dbPath, LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_TIMEOUT_MS: '20000' });
    const id = await postLead(running.site);
    await vi.waitFor(() => expect(outboxRow(dbPath, id)).toMatchObject({ attempts: 1, delivered_at: expect.any(String) }), { timeout: 10_000, interval: 10 });
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
    const dbPath = path.join(dir, 'hang.sqlite');
    const running = await startWithWebhook({
      LEADS_DB_PATH: dbPath,
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_TIMEOUT_MS: '500',
      LEADS_RETRY_BASE_MS: '60000',
    });
    const first = await postLead(running.site);
    await vi.waitFor(() => expect(webhook.received).toHaveLength(1), { timeout: 5000, interval: 5 });
    // The worker is stuck in the hanging attempt: a second visitor is answered all the same, before it ends.
    const second = await postLead(running.site, { ...LEAD, email: 'second@congty.vn' });
    expect(outboxRow(dbPath, first)).toMatchObject({ attempts: 0, last_error: null });
    await vi.waitFor(() => expect(outboxRow(dbPath, first)).toMatchObject({ attempts: 1, last_error: 'TimeoutError', delivered_at: null }), {
      timeout: 5000,
      interval: 10,
    });
    // The next attempt waits for the base delay (60 s here).
    expect(Date.parse(outboxRow(dbPath, first)!.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
    await vi.waitFor(() => expect(outboxRow(dbPath, second)?.attempts).toBe(1), { timeout: 5000, interval: 10 });
    await running.close();
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
    expect(describeLeads(config)).toBe('Leads: /srv/leads.sqlite; webhook on (https://hooks.example.com)');
    expect(describeLeads(readLeadsConfig({ LEADS_DB_PATH: '/srv/leads.sqlite' }))).toBe('Leads: /srv/leads.sqlite; webhook off');
    expect(readLeadsConfig({}).dbPath).toMatch(/[/\\]data[/\\]leads\.sqlite$/);
  });
});
