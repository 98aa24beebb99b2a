// A built site (build/client or a copy of it) served like production on 127.0.0.1, for the scripts
// that point a browser at it (Lighthouse, the main-thread benchmark, screenshots, template shots).
// They send no lead, but the server opens its lead database: a throw-away one in a folder of its
// own, never the project's data/, removed on close.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../../src/server/siteServer.ts';

export interface ServedBuild {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  base: string;
  close(): Promise<void>;
}

/** `trustProxy`: the reverse proxy in front (TRUST_PROXY), when there is one. */
export async function serveBuilt(root: string, { trustProxy }: { trustProxy?: string } = {}): Promise<ServedBuild> {
  const leadsDir = mkdtempSync(path.join(os.tmpdir(), 'served-build-leads-'));
  const env = { ...process.env, LEADS_DB_PATH: path.join(leadsDir, 'leads.sqlite'), LEADS_WEBHOOK_URL: '', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) };
  const server = createSiteServer({ root, env });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(leadsDir, { recursive: true, force: true });
    },
  };
}
