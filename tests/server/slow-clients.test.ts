// @vitest-environment node
// Client time limits of the site server (src/server/lifecycle.ts): slow-header, slow-body, idle
// kept-alive and silent connections are closed by the server once their configured limit (shortened
// here) has passed, never before it, while a normal client is served; the defaults are the documented
// ones. How late after its limit a connection is closed is a timing, not asserted here: the limits
// are the server's settings (checked below) and Node's to keep.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer, SERVER_TIMEOUTS } from '../../src/server/lifecycle.ts';
import { createSiteServer } from '../../src/server/siteServer.ts';
import { clientRoot, startSite, tempDir, until, type Running } from './helpers.ts';
import { slowClients, type Kind, type SlowClient } from './slowClients.ts';

// headersMs is not shorter: Node checks it on a timer that runs before pending reads, so after a stall of
// the event loop longer than headersMs (a loaded machine) a request already sent is answered 408.
const TIMEOUTS = { headersMs: 2_000, requestMs: 3_000, keepAliveMs: 500, idleMs: 5_000, checkIntervalMs: 200 };

let site: Running;
const clients: SlowClient[] = [];
beforeAll(async () => {
  site = await startSite({ env: {}, fetch: () => Promise.reject(new Error('no upstream in this test')), leadsRateLimit: { limit: 1000 }, timeouts: TIMEOUTS });
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.stop();
  await site?.close();
});

/** `count` clients of a kind, until the server has closed each. */
const open = async (kind: Kind, count: number) => {
  const opened = slowClients(site.url, kind, count);
  clients.push(...opened);
  return Promise.all(opened.map((client) => client.closed));
};

// Each test waits for a limit to pass: generous timeouts for a loaded machine.
describe('client time limits', { timeout: 30_000 }, () => {
  // Each client keeps sending (or waiting) until the server closes its connection: that the server closes
  // it is the limit at work (without one the test times out); a timer never fires early, so neither can the cut.
  it('cuts clients that send their headers slowly after headersMs, answering 408', async () => {
    for (const { afterMs, received } of await open('slow-headers', 7)) {
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('cuts clients that send a body slowly after requestMs, answering 408', async () => {
    for (const { afterMs, received } of await open('slow-body', 7)) {
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('closes a kept-alive connection left idle after keepAliveMs, once its answer is sent', async () => {
    for (const { afterAnswerMs, received } of await open('idle-keep-alive', 3)) {
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // Idle from the answer on.
      expect(afterAnswerMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
    }
  });

  it('closes a connection that never sends anything after headersMs', async () => {
    for (const { afterMs, received } of await open('silent', 3)) {
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
      expect(received).toMatch(/^(HTTP\/1\.1 408 |$)/);
    }
  });

  it('serves a normal client while slow ones are connected: answered before any of them is cut', async () => {
    const opened = slowClients(site.url, 'slow-headers', 5);
    clients.push(...opened);
    await Promise.all(opened.map((client) => client.connected));
    let cut = 0;
    for (const client of opened) void client.closed.then(() => cut++);
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(cut).toBe(0);
    await Promise.all(opened.map((client) => client.closed));
  });

  it('runs with the limits it is given (the ones this file shortens)', () => {
    const dir = tempDir('timeouts-');
    const server = createSiteServer({
      root: clientRoot(),
      env: { LEADS_DB_PATH: path.join(dir, 'leads.sqlite') },
      fetch: () => Promise.reject(new Error('unused')),
      timeouts: TIMEOUTS,
    });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout, server.timeout]).toEqual([
      TIMEOUTS.headersMs,
      TIMEOUTS.requestMs,
      TIMEOUTS.keepAliveMs,
      TIMEOUTS.idleMs,
    ]);
    server.close(() => rmSync(dir, { recursive: true, force: true }));
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
    // /slow answers when the test says; /never never answers.
    let arrived = 0;
    let answerSlow = () => {};
    const server = createHttpServer(
      (req, res) => {
        if (req.url === '/slow' || req.url === '/never') arrived++;
        if (req.url === '/slow') answerSlow = () => res.end('done');
        else if (req.url !== '/never') res.end('ok');
      },
      // Connections kept alive longer than the grace period: only closeGracefully can close the idle ones early.
      { ...TIMEOUTS, keepAliveMs: 60_000 },
    );
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
    // The idle connections close while the grace period runs: /slow is answered only after they have
    // closed, and it still gets its answer, which the end of the grace period would have cut.
    await Promise.all(idle.map((client) => client.closed));
    answerSlow();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    // What is still under way at the end of the grace period is cut, and only then does the server close.
    expect(await never).toBe('ECONNRESET');
    expect(await closed).toBeGreaterThanOrEqual(GRACE_MS - 50);
  });
});
