// @vitest-environment node
// The real server process (scripts/serve.ts, what `npm start` runs) stopping on SIGTERM with slow
// and idle clients connected and a domain check in flight: idle connections close at once, the
// check is answered, new connections are refused, the slow clients are cut at the end of the grace
// period and the process exits 0 within it. A lead delivery to a webhook that never answers is
// aborted within the grace, the process exits before Docker's SIGKILL, and the next start delivers
// it with the same Idempotency-Key; if the database then does not answer, the process still ends at
// the shutdown deadline (exit code 1). A wrong TRUST_PROXY stops the start in one line.
import { spawnSync } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { SHUTDOWN_DEADLINE_MS, SHUTDOWN_GRACE_MS, STOP_GRACE_MS } from '../../src/server/lifecycle.ts';
import { startFake, tempDir, until, type FakeUpstream } from './helpers.ts';
import { startPostgres, type Postgres } from './realServices.ts';
import { childEnv, startServeProcess, type ServeProcess } from './serveProcess.ts';
import { slowClients, type SlowClient } from './slowClients.ts';

const dir = tempDir('shutdown-');
let server: ServeProcess | undefined;
let registrar: FakeUpstream | undefined;
let webhook: FakeUpstream | undefined;
let postgres: Postgres | undefined;
/** The servers of the lead-delivery test (a failed assertion must not leave one running). */
const leadServers: ServeProcess[] = [];
const clients: SlowClient[] = [];
afterAll(async () => {
  for (const client of clients) client.stop();
  for (const running of [server, ...leadServers])
    if (running && running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  await registrar?.close();
  await webhook?.close();
  await postgres?.remove();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server process on SIGTERM', () => {
  it('ends its shutdown by its own deadline, after the grace period and before Docker sends SIGKILL', () => {
    // So a process that exits by itself (code 0 when its steps are done, 1 at the deadline) is never killed.
    expect(SHUTDOWN_GRACE_MS).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(SHUTDOWN_DEADLINE_MS).toBeLessThan(STOP_GRACE_MS);
  });

  it(
    'answers the request in flight, closes idle connections at once, cuts slow clients and exits 0 within the grace period',
    { timeout: 120_000 },
    async () => {
      // A registrar that answers only when the test says so: the domain check stays in flight.
      const held: ServerResponse[] = [];
      registrar = await startFake((_req, res) => held.push(res));
      server = await startServeProcess({
        LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
        REGISTRAR_URL: `${registrar.url}/api`,
        REGISTRAR_USERNAME: 'dai-ly',
        REGISTRAR_API_KEY: 'khoa-thu',
      });

      const idle = slowClients(server.url, 'idle-keep-alive', 3);
      const slow = [...slowClients(server.url, 'slow-headers', 3), ...slowClients(server.url, 'slow-body', 3), ...slowClients(server.url, 'silent', 2)];
      clients.push(...idle, ...slow);
      await Promise.all([...idle.map((client) => client.answered), ...slow.map((client) => client.connected)]);
      const inFlight = fetch(`${server.url}/api/domain-check?name=tenmien&ext=.com`);
      await until(() => held.length === 1, 'the domain check to reach the registrar');

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      // The server stops listening: a new connection is refused while the check is still in flight.
      let refused = false;
      for (const deadline = Date.now() + 3_000; !refused && Date.now() < deadline;) {
        refused = await fetch(`${server.url}/robots.txt`).then(
          () => false,
          () => true,
        );
      }
      expect(refused, 'new connections refused after SIGTERM').toBe(true);
      // The idle connections close while the check is in flight: it is answered only after they have
      // closed, and still reaches its client, which the end of the grace period would have cut. (Their own
      // keep-alive, as long as the grace period here, could close them too: that closeGracefully closes them
      // at once is tested with a longer keep-alive in slow-clients.test.ts.)
      await Promise.all(idle.map((client) => client.closed));

      held[0].end('1');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ domain: 'tenmien.com', available: true });
      expect(answer.headers.get('connection')).toBe('close');

      const exit = await server.exited;
      const exitedAfter = Date.now() - signalled;
      // The slow clients kept the server up until the grace period ended (a timer never fires early), and
      // no longer: it exited 0, its steps done, where its deadline would have ended it with 1.
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitedAfter).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
      expect(server.output()).not.toContain('"outcome":"deadline"');
      await Promise.all(slow.map((client) => client.closed));
    },
  );

  it(
    'aborts a lead delivery to a webhook that never answers within the grace period, exits 0 before Docker would kill it, and the next start delivers it with the same Idempotency-Key',
    { timeout: 120_000 },
    async () => {
      // The webhook hangs (its own timeout, 10 min here, would come far too late) until `answering`.
      let answering = false;
      webhook = await startFake((req, res) => {
        req.resume();
        if (answering) res.writeHead(200).end('ok');
      });
      const env = {
        LEADS_DB_PATH: path.join(dir, 'hanging-webhook.sqlite'),
        LEADS_WEBHOOK_URL: `${webhook.url}/hooks/leads`,
        LEADS_WEBHOOK_TIMEOUT_MS: '600000',
        LOG_LEVEL: 'info',
      };
      const first = await startServeProcess(env);
      leadServers.push(first);
      const posted = await fetch(`${first.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Trần Văn Bình',
          email: 'binh@cuahang.vn',
          phone: '0912345678',
          service: '',
          needs: '',
          page: '/',
          template: '',
          website: '',
        }),
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };
      await until(() => webhook!.requests.length === 1, 'the lead to reach the webhook');

      first.child.kill('SIGTERM');
      // Exited by itself, its steps done (code 0): before its deadline, so before Docker's SIGKILL.
      expect(await first.exited, 'exited by itself').toEqual({ code: 0, signal: null });
      expect(first.output()).not.toContain('"outcome":"deadline"');
      // The attempt is recorded as cut short by the shutdown, due again at once.
      const store = openSqliteStore(env.LEADS_DB_PATH);
      try {
        const [lead] = await store.leads();
        expect(lead.forwarding).toEqual({ attempts: 1, lastError: 'shutdown', nextAttemptAt: expect.any(String) });
        expect(Date.parse(lead.forwarding!.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());

        // The next start sends it again at once, with the same Idempotency-Key; the webhook answers now.
        answering = true;
        const second = await startServeProcess(env);
        leadServers.push(second);
        await until(() => webhook!.requests.length === 2, 'the lead to reach the webhook again');
        expect(webhook.requests.map((request) => request.headers['idempotency-key'])).toEqual([id, id]);
        await until(() => second.output().includes('"outcome":"delivered"'), 'the delivery to be logged');
        // (Logged before it is recorded: a delivery the database cannot record is still in the log.)
        await until(async () => (await store.leads())[0].forwarding?.deliveredAt !== undefined, 'the delivery to be recorded');
        expect((await store.leads())[0].forwarding).toEqual({ attempts: 2, deliveredAt: expect.any(String) });
        second.child.kill('SIGTERM');
        expect(await second.exited).toEqual({ code: 0, signal: null });
      } finally {
        await store.close();
      }
    },
  );

  it('ends at the shutdown deadline with exit code 1 when the database does not answer the record of an aborted delivery', { timeout: 120_000 }, async () => {
    postgres = await startPostgres();
    const DATABASE_URL = await postgres.createDatabase();
    const hanging = await startFake((req) => req.resume());
    const running = await startServeProcess({
      DATABASE_URL,
      LEADS_WEBHOOK_URL: `${hanging.url}/hooks/leads`,
      LEADS_WEBHOOK_TIMEOUT_MS: '600000',
      LOG_LEVEL: 'info',
    });
    leadServers.push(running);
    const locker = new pg.Client({ connectionString: DATABASE_URL });
    try {
      const posted = await fetch(`${running.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Trần Văn Bình',
          email: 'binh@cuahang.vn',
          phone: '0912345678',
          service: '',
          needs: '',
          page: '/',
          template: '',
          website: '',
        }),
      });
      expect(posted.status).toBe(201);
      await until(() => hanging.requests.length === 1, 'the lead to reach the webhook');
      // Another session holds the outbox table: recording the aborted attempt waits (up to the pool's
      // 15 s query timeout). Nothing holds a row of the outbox during an attempt: the lock is granted at once.
      locker.on('error', () => {}); // PostgreSQL may stop with this session still open
      await locker.connect();
      await locker.query("SET lock_timeout = '5s'");
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE');

      const signalled = Date.now();
      running.child.kill('SIGTERM');
      // Ended by itself at its deadline (its log line, code 1; a timer cannot fire early), which comes before Docker's SIGKILL.
      expect(await running.exited, 'exited by itself').toEqual({ code: 1, signal: null });
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 100);
      expect(running.output()).toContain(`"event":"shutdown","outcome":"deadline","deadlineMs":${SHUTDOWN_DEADLINE_MS}`);
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end().catch(() => {});
      await hanging.close();
    }
  });

  it('refuses TRUST_PROXY=true in one line that names the variable, before opening anything', { timeout: 120_000 }, () => {
    const dbPath = path.join(dir, 'never.sqlite');
    for (const value of ['true', '10.0.0.0/40']) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
        cwd: PROJECT_ROOT,
        env: childEnv({ PORT: '0', TRUST_PROXY: value, LEADS_DB_PATH: dbPath }),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status, value).toBe(1);
      expect(run.stdout, value).toBe('');
      expect(run.stderr.trimEnd().split('\n'), value).toEqual([
        expect.stringMatching(/^Cannot start the site server: TRUST_PROXY="[^"]+"[^]*(set|expected) the number of proxies/),
      ]);
    }
    expect(existsSync(dbPath), 'no database opened').toBe(false);
  });
});
