// @vitest-environment node
// Client time limits of the site server (src/server/lifecycle.ts): slow-header, slow-body, idle
// kept-alive and silent connections are closed within their configured limit (shortened here),
// while a normal client is served; the defaults are the documented ones.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createHttpServer, SERVER_TIMEOUTS } from '../../src/server/lifecycle.ts';
import { createSiteServer } from '../../src/server/siteServer.ts';
import { clientRoot, startSite, tempDir, until, type Running } from './helpers.ts';
import { slowClients, type Kind, type SlowClient } from './slowClients.ts';

// headersMs is not shorter: Node checks it on a timer that runs before pending reads, so after a stall of
// the event loop longer than headersMs (a loaded machine) a request already sent is answered 408.
const TIMEOUTS = { headersMs: 2_000, requestMs: 3_000, keepAliveMs: 500, idleMs: 5_000, checkIntervalMs: 200 };
/** Allowed lateness past a limit: Node's check interval plus a loaded machine. */
const SLACK_MS = 2_500;
/** How late this process's timers ran (ms, the worst) while `wait` ran: a stall delays the server's checks and the client's clock alike. */
async function withStall<T>(wait: Promise<T>): Promise<{ result: T; stallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    return { result: await wait, stallMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}

let site: Running;
const clients: SlowClient[] = [];
beforeAll(async () => {
  site = await startSite({ env: {}, fetch: () => Promise.reject(new Error('no upstream in this test')), leadsRateLimit: { limit: 1000 }, timeouts: TIMEOUTS });
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.stop();
  await site?.close();
});

/**
 * `count` clients of a kind, until each is closed; with how late each may be closed: SLACK_MS plus the
 * worst stall of the event loop meanwhile (lateness a stall explains is the machine's; any other fails).
 */
const open = async (kind: Kind, count: number) => {
  const opened = slowClients(site.url, kind, count);
  clients.push(...opened);
  const { result, stallMs } = await withStall(Promise.all(opened.map((client) => client.closed)));
  return result.map((closed) => ({ ...closed, lateMs: SLACK_MS + stallMs }));
};

// Each test waits for a limit to pass: generous timeouts for a loaded machine.
describe('client time limits', { timeout: 30_000 }, () => {
  it('cuts clients that send their headers slowly after headersMs, answering 408', async () => {
    for (const { afterMs, received, lateMs } of await open('slow-headers', 7)) {
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
      expect(afterMs).toBeLessThan(TIMEOUTS.headersMs + lateMs);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('cuts clients that send a body slowly after requestMs, answering 408', async () => {
    for (const { afterMs, received, lateMs } of await open('slow-body', 7)) {
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
      expect(afterMs).toBeLessThan(TIMEOUTS.requestMs + lateMs);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('closes a kept-alive connection left idle after keepAliveMs, once its answer is sent', async () => {
    for (const { afterMs, afterAnswerMs, received, lateMs } of await open('idle-keep-alive', 3)) {
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
      // Idle from the answer on (a loaded machine may take seconds to answer the first request).
      expect(afterAnswerMs).toBeLessThan(TIMEOUTS.keepAliveMs + lateMs);
    }
  });

  it('closes a connection that never sends anything after headersMs', async () => {
    for (const { afterMs, received, lateMs } of await open('silent', 3)) {
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
      expect(afterMs).toBeLessThan(TIMEOUTS.headersMs + lateMs);
      expect(received).toMatch(/^(HTTP\/1\.1 408 |$)/);
    }
  });

  it('serves a normal client while slow ones are connected', async () => {
    const slow = open('slow-headers', 5);
    const started = Date.now();
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.headersMs);
    await slow;
  });

  it('has limits for a small site by default', () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 30_000, checkIntervalMs: 1_000 });
    const dir = tempDir('timeouts-');
    const server = createSiteServer({
      root: clientRoot(),
      env: { LEADS_DB_PATH: path.join(dir, 'leads.sqlite') },
      fetch: () => Promise.reject(new Error('unused')),
    });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout, server.timeout]).toEqual([10_000, 30_000, 5_000, 30_000]);
    server.close(() => rmSync(dir, { recursive: true, force: true }));
  });
});

describe('closeGracefully', { timeout: 30_000 }, () => {
  it('closes idle connections at once, answers requests under way on closing connections, cuts the rest after the grace period', async () => {
    const GRACE_MS = 1_500;
    // /slow answers after 300 ms; /never never answers.
    let arrived = 0;
    const server = createHttpServer((req, res) => {
      if (req.url === '/slow' || req.url === '/never') arrived++;
      if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
      else if (req.url !== '/never') res.end('ok');
    }, TIMEOUTS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const idle = slowClients(url, 'idle-keep-alive', 2);
    const get = (pathname: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get(url + pathname, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
          })
          .on('error', reject);
      });
    await Promise.all(idle.map((client) => client.answered));
    const slow = get('/slow');
    const never = get('/never').catch((error: NodeJS.ErrnoException) => error.code);
    await until(() => arrived === 2, 'both requests to reach the handler');

    const started = Date.now();
    const closed = server.closeGracefully(GRACE_MS).then(() => Date.now() - started);
    for (const { at } of await Promise.all(idle.map((client) => client.closed))) expect(at - started).toBeLessThan(GRACE_MS / 2);
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(await never).toBe('ECONNRESET');
    const closedAfter = await closed;
    expect(closedAfter).toBeGreaterThanOrEqual(GRACE_MS - 50);
    expect(closedAfter).toBeLessThan(GRACE_MS + SLACK_MS);
  });
});
