// @vitest-environment node
// The staff email when the database fails at the worst moment — after the SMTP server accepted a
// message, before the outbox recorded it — on both stores, against a real SMTP server and a real
// PostgreSQL: PostgreSQL stopped (a restart), or the SQLite file locked by another connection, right
// before the SMTP server answers 250. The server keeps the success and records it once the database
// is back: one email per lead. And when the sending process itself dies there (SIGKILL), nothing can
// know the message arrived: the next start sends it again — with the same Message-ID, so the mail
// system recognises the repeat (at least once, a recognisable duplicate). A mail server that never
// answers does not hold a shutdown: the attempt is aborted after the grace and due again at once.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadsApi } from '../../src/server/leads/api.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { freePort } from '../browser/harness.ts';
import { deliveriesSettled } from './deliveries.ts';
import { startSite, type Running } from './helpers.ts';
import { STORE_KINDS, leadDatabasesOf, type LeadDatabases, type StoreKind } from './leadDatabases.ts';
import { jsonLogSink } from './logSink.ts';
import { startServeProcess, type ServeProcess } from './serveProcess.ts';
import { SmtpMailbox } from './smtpMailbox.ts';

const LEAD = { name: 'Lê Thị Hoa', email: 'hoa@congty-test.vn', phone: '0912345678', service: '', needs: 'Cần báo giá.', page: '/', template: '', website: '' };
const FROM = 'website@amdigital.vn';

async function postLead(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...LEAD, email }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const notifications = async (store: LeadStore) => new Map((await store.leads()).map((lead) => [lead.id, lead.notification]));

/** Makes the lead database refuse writes until `restore`: PostgreSQL stopped, or the SQLite file locked by another connection. */
function breakDatabase(kind: StoreKind, databases: LeadDatabases, env: Record<string, string>): { cut(): Promise<void>; restore(): Promise<void> } {
  if (kind === 'PostgreSQL') {
    const postgres = databases.postgres()!;
    return { cut: () => postgres.stop(), restore: () => postgres.start() };
  }
  let lock: Database.Database | undefined;
  return {
    async cut() {
      // Another writer (the export, a backup) holding the file longer than the server's busy timeout (5 s).
      lock = new Database(env.LEADS_DB_PATH);
      lock.exec('BEGIN EXCLUSIVE');
    },
    async restore() {
      lock?.exec('ROLLBACK');
      lock?.close();
    },
  };
}

let logged: Record<string, unknown>[] = [];
beforeEach(() => {
  logged = [];
});
afterEach(() => {
  // The new events name the lead's id and the outcome, never what the visitor wrote.
  for (const line of logged.map((entry) => JSON.stringify(entry)))
    for (const personal of ['Hoa', 'hoa@', '12345678', 'báo giá']) expect(line).not.toContain(personal);
  vi.restoreAllMocks();
});

describe.each(STORE_KINDS)('staff email on %s', (kind) => {
  const databases = leadDatabasesOf(kind);

  it(
    'the database fails between the SMTP answer and the record: the success is kept and recorded when it is back, one email per lead',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const env = {
        ...(await databases.fresh()),
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEADS_NOTIFY_EMAIL: 'sales@amdigital.vn',
        LEADS_EMAIL_FROM: FROM,
        SMTP_TIMEOUT_MS: '20000',
        LEADS_RETRY_BASE_MS: '20',
        LEADS_RETRY_MAX_MS: '80',
      };
      const database = breakDatabase(kind, databases, env);
      const mailbox = new SmtpMailbox();
      const leads = createLeadsApi({
        env,
        fetch: globalThis.fetch,
        now: Date.now,
        rateLimit: { limit: 1000 },
        logger: createLogger('info', jsonLogSink(logged)),
      });
      const store = databases.open(env);
      let site: Running | undefined;
      let broken = false;
      try {
        site = await startSite({ env, leads });
        // Three leads stored while the mail server is down, so they are all in the outbox first.
        const ids = [];
        for (const email of ['a@congty.vn', 'b@congty.vn', 'c@congty.vn']) ids.push(await postLead(site.url, email));
        // The first message read: the database goes away before the SMTP server answers 250.
        mailbox.beforeAccept = async () => {
          mailbox.beforeAccept = undefined;
          await database.cut();
          broken = true;
        };
        await mailbox.listen(port);
        const workerErrors = () => logged.filter((line) => line.outcome === 'worker-error').length;
        await vi.waitFor(() => expect(workerErrors()).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
        // Another whole pass of the worker with the database still away (each ends in a worker-error): the
        // accepted message is not sent again.
        const passes = workerErrors();
        await vi.waitFor(() => expect(workerErrors()).toBeGreaterThan(passes), { timeout: 60_000, interval: 20 });
        const first = String(mailbox.received[0].mail.headers.get('x-lead-id'));
        expect(mailbox.received).toHaveLength(1);
        await database.restore();
        broken = false;

        await vi.waitFor(async () => expect([...(await notifications(store)).values()].every((state) => state?.deliveredAt)).toBe(true), {
          timeout: 30_000,
          interval: 50,
        });
        // Nothing more is sent: no row left to take, the attempt in flight ended (tests/server/deliveries.ts).
        await deliveriesSettled(store, 'email', leads);
        await site.close();
        site = undefined;
        await leads.close();

        expect(mailbox.messageIds().toSorted()).toEqual(ids.map((id) => `<lead-${id}@amdigital.vn>`).toSorted());
        for (const [id, state] of await notifications(store)) expect(state, id).toEqual({ attempts: expect.any(Number), deliveredAt: expect.any(String) });
        // The events: delivered once per lead; for the first, its record failed, and it was recorded later without another attempt.
        const events = logged.filter((line) => line.event === 'lead.delivery' && line.leadId !== undefined && line.outcome !== 'retry');
        expect(events.filter((e) => e.outcome === 'delivered').map((e) => e.leadId)).toHaveLength(3);
        expect(events.filter((e) => e.outcome === 'unrecorded')).toEqual([expect.objectContaining({ channel: 'email', leadId: first, level: 50 })]);
        expect(events.filter((e) => e.leadId === first).map((e) => e.outcome)).toEqual(['delivered', 'unrecorded']);
        const { attempt } = events.find((e) => e.leadId === first)!;
        expect((await notifications(store)).get(first)?.attempts).toBe(attempt);
      } finally {
        if (broken) await database.restore();
        await site?.close();
        await leads.close();
        await store.close();
        await mailbox.stop();
      }
    },
  );

  it(
    'the sending process dies between the SMTP answer and the record: the next start sends it again with the same Message-ID',
    { timeout: 120_000 },
    async () => {
      const mailbox = new SmtpMailbox();
      const port = await mailbox.listen();
      const env = {
        ...(await databases.fresh()),
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEADS_NOTIFY_EMAIL: 'sales@amdigital.vn',
        LEADS_EMAIL_FROM: FROM,
        // The attempt's deadline is 2 × this; its row is leased for twice that (4 s) before it is due again.
        SMTP_TIMEOUT_MS: '1000',
        LEADS_RETRY_BASE_MS: '20',
        LEADS_RETRY_MAX_MS: '80',
        LOG_LEVEL: 'info',
      };
      const store = databases.open(env);
      const servers: ServeProcess[] = [];
      try {
        const first = await startServeProcess(env);
        servers.push(first);
        mailbox.beforeAccept = async () => {
          mailbox.beforeAccept = undefined;
          first.child.kill('SIGKILL');
          await first.exited;
        };
        const id = await postLead(first.url, LEAD.email);
        expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
        expect(mailbox.received).toHaveLength(1);
        // The attempt was recorded as started before the message went out; its outcome never was.
        expect((await notifications(store)).get(id)).toEqual({ attempts: 0, nextAttemptAt: expect.any(String) });

        const second = await startServeProcess(env);
        servers.push(second);
        await vi.waitFor(async () => expect((await notifications(store)).get(id)?.deliveredAt).toEqual(expect.any(String)), { timeout: 30_000, interval: 50 });
        // The unfinished attempt counts as one; the repeat says so in its event.
        expect((await notifications(store)).get(id)).toEqual({ attempts: 2, deliveredAt: expect.any(String) });
        // Its log line comes through the child's stdout pipe, which may reach this process after the record.
        await vi.waitFor(() => expect(second.output()).toMatch(new RegExp(`"leadId":"${id}","attempt":2,"afterUnfinished":true,"outcome":"delivered"`)), {
          timeout: 10_000,
          interval: 50,
        });
        second.child.kill('SIGTERM');
        expect(await second.exited).toEqual({ code: 0, signal: null });

        expect(mailbox.messageIds()).toEqual([`<lead-${id}@amdigital.vn>`, `<lead-${id}@amdigital.vn>`]);
        expect(mailbox.received.map(({ mail }) => mail.headers.get('x-lead-id'))).toEqual([id, id]);
      } finally {
        for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await store.close();
        await mailbox.stop();
      }
    },
  );
  it(
    'a mail server that never answers: stopping the deliveries aborts the attempt after the grace, recorded as due again at once',
    { timeout: 60_000 },
    async () => {
      const mailbox = new SmtpMailbox();
      let answer = () => {};
      mailbox.beforeAccept = () => new Promise<void>((resolve) => (answer = resolve));
      const port = await mailbox.listen();
      // Only the shutdown can end the attempt: its own deadline is 20 min away.
      const env = { ...(await databases.fresh()), SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_EMAIL: 'sales@amdigital.vn', SMTP_TIMEOUT_MS: '600000' };
      const leads = createLeadsApi({
        env,
        fetch: globalThis.fetch,
        now: Date.now,
        rateLimit: { limit: 1000 },
        logger: createLogger('info', jsonLogSink(logged)),
      });
      const store = databases.open(env);
      let site: Running | undefined;
      try {
        site = await startSite({ env, leads });
        const id = await postLead(site.url, LEAD.email);
        await vi.waitFor(() => expect(mailbox.received).toHaveLength(1), { timeout: 20_000, interval: 20 });
        // Resolves only once the attempt is aborted: the mail server never answers.
        await leads.stopDeliveries(200);
        const state = (await notifications(store)).get(id);
        expect(state).toEqual({ attempts: 1, lastError: 'shutdown', nextAttemptAt: expect.any(String) });
        expect(Date.parse(state!.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
        expect(logged.filter((line) => line.leadId === id)).toEqual([
          expect.objectContaining({ event: 'lead.delivery', channel: 'email', attempt: 1, outcome: 'interrupted', retryInMs: 0, level: 40 }),
        ]);
      } finally {
        answer();
        await site?.close();
        await leads.close();
        await store.close();
        await mailbox.stop();
      }
    },
  );
});
