// @vitest-environment node
// The real processes: `scripts/serve.ts` (what `npm start` runs) killed with SIGKILL right after
// answering 201 — the lead is in the database, and the restarted server and `npm run leads` see it;
// SIGTERM closes the database and exits 0. Ports are chosen by the system (PORT=0).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { tempDir } from './helpers.ts';
import { childEnv, startServeProcess } from './serveProcess.ts';

const dir = tempDir('leads-process-');
const dbPath = path.join(dir, 'db', 'leads.sqlite');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function startServer() {
  const server = await startServeProcess({ LEADS_DB_PATH: dbPath });
  children.push(server.child);
  return server;
}

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: childEnv({ LEADS_DB_PATH: dbPath }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const LEAD = {
  name: 'Lê Minh Châu',
  email: 'chau@doanhnghiep.vn',
  phone: '0987 654 321',
  service: 'Content',
  needs: 'Viết bài chuẩn SEO.',
  page: '/contact',
  template: '',
  website: '',
};

describe('the server process', () => {
  it('keeps every lead answered 201 through a SIGKILL right after the answer', { timeout: 60_000 }, async () => {
    const first = await startServer();
    await expect.poll(() => first.output(), { timeout: 30_000 }).toContain(`Leads: ${dbPath}; webhook off`);
    const ids: string[] = [];
    for (const email of ['mot@congty.vn', 'hai@congty.vn', 'ba@congty.vn']) {
      const response = await fetch(`${first.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...LEAD, email }),
      });
      const body = (await response.json()) as { id: string };
      if (email === 'ba@congty.vn') first.child.kill('SIGKILL'); // no chance to flush or close anything
      expect(response.status).toBe(201);
      ids.push(body.id);
    }
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // Read straight from the file the killed process left (WAL included).
    const store = openSqliteStore(dbPath);
    const stored = await store.leads();
    await store.close();
    expect(stored.map((lead) => lead.id)).toEqual(ids);
    expect(stored.map((lead) => lead.email)).toEqual(['mot@congty.vn', 'hai@congty.vn', 'ba@congty.vn']);

    // The restarted server opens the same database and keeps adding to it; SIGTERM closes it cleanly.
    const second = await startServer();
    const response = await fetch(`${second.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...LEAD, email: 'bon@congty.vn' }),
    });
    expect(response.status).toBe(201);
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const exported = await runCli(['--format', 'json']);
    expect(exported.code).toBe(0);
    const leads = JSON.parse(exported.stdout) as { id: string; email: string }[];
    expect(leads.map((lead) => lead.email)).toEqual(['mot@congty.vn', 'hai@congty.vn', 'ba@congty.vn', 'bon@congty.vn']);
    expect(leads.slice(0, 3).map((lead) => lead.id)).toEqual(ids);
  });
});
