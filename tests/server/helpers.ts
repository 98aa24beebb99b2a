// Shared by the server tests: the built site's folder, fake upstream servers and the site server
// under test, all on 127.0.0.1 with ports chosen by the system.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { createSiteServer, type SiteServerOptions } from '../../src/server/siteServer.ts';

export const CLIENT_DIR = path.join(PROJECT_ROOT, 'build/client');

/** build/client, or a clear failure when the site has not been built. */
export function clientRoot(): string {
  if (!existsSync(path.join(CLIENT_DIR, '404.html'))) throw new Error(`${CLIENT_DIR} is missing or incomplete: run \`npm run build\` first (npm test does)`);
  return CLIENT_DIR;
}

export interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<Running> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Fake upstreams may hold requests that never get an answer.
        server.closeAllConnections();
      }),
  };
}

export interface FakeUpstream extends Running {
  /** Every request received: its URL (path and query) and headers. */
  requests: { url: string; headers: IncomingMessage['headers'] }[];
}

/** A node:http server answering with `handle`; requests are recorded before `handle` runs. */
export async function startFake(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<FakeUpstream> {
  const requests: FakeUpstream['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    handle(req, res);
  });
  return { ...(await listen(server)), requests };
}

/** A new empty folder under the system's temporary folder. */
export const tempDir = (prefix = 'site-test-') => mkdtempSync(path.join(tmpdir(), prefix));

/**
 * The site server under test on build/client (or `root`: a copy of it, or a releases folder). Unless `env` names
 * LEADS_DB_PATH (or `leads` is given), leads go to a temporary database removed on close, never to
 * the project's data/.
 */
export async function startSite({ root = clientRoot(), ...options }: Omit<SiteServerOptions, 'root'> & { root?: SiteServerOptions['root'] }): Promise<Running> {
  const env = options.env ?? process.env;
  const scratch = env.LEADS_DB_PATH || options.leads ? undefined : tempDir('site-leads-');
  const running = await listen(createSiteServer({ root, ...options, env: scratch ? { ...env, LEADS_DB_PATH: path.join(scratch, 'leads.sqlite') } : env }));
  return scratch ? { ...running, close: () => running.close().then(() => rmSync(scratch, { recursive: true, force: true })) } : running;
}

/** Resolves once `condition()` holds (checked every 20 ms); rejects after `timeoutMs`, naming `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
