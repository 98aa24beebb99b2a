// @vitest-environment node
// The real server process (scripts/serve.ts, what `npm start` runs) stopping on SIGTERM with slow
// and idle clients connected and a domain check in flight: idle connections close at once, the
// check is answered, new connections are refused, the slow clients are cut at the end of the grace
// period and the process exits 0 within it. A wrong TRUST_PROXY stops the start in one line.
import { spawnSync } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { SHUTDOWN_GRACE_MS } from '../../src/server/lifecycle.ts';
import { startFake, tempDir, until, type FakeUpstream } from './helpers.ts';
import { childEnv, startServeProcess, type ServeProcess } from './serveProcess.ts';
import { slowClients, type SlowClient } from './slowClients.ts';

const dir = tempDir('shutdown-');
let server: ServeProcess | undefined;
let registrar: FakeUpstream | undefined;
const clients: SlowClient[] = [];
afterAll(async () => {
  for (const client of clients) client.stop();
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await registrar?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server process on SIGTERM', () => {
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
      const idleClosed = await Promise.all(idle.map((client) => client.closed));
      for (const { at } of idleClosed) expect(at - signalled, 'idle connection closed at once').toBeLessThan(SHUTDOWN_GRACE_MS / 2);

      held[0].end('1');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ domain: 'tenmien.com', available: true });
      expect(answer.headers.get('connection')).toBe('close');

      const exit = await server.exited;
      const exitedAfter = Date.now() - signalled;
      expect(exit).toEqual({ code: 0, signal: null });
      // The slow clients kept the server up until the grace period ended, not longer.
      expect(exitedAfter).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
      expect(exitedAfter).toBeLessThan(SHUTDOWN_GRACE_MS + 3_000);
      for (const { at } of await Promise.all(slow.map((client) => client.closed))) expect(at - signalled).toBeLessThan(exitedAfter + 500);
    },
  );

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
