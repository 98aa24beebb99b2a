// Debian's nginx (/usr/sbin/nginx) as a test's reverse proxy: one instance on 127.0.0.1 with its own
// configuration, pid, logs and temporary files in a temporary folder (`-p` prefix), in the
// foreground (no daemon), stopped by the test. `npm test` installs nginx when it is missing
// (scripts/ensure-test-packages.sh).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { freePort } from '../browser/harness.ts';
import { tempDir, type Running } from './helpers.ts';

export const NGINX = '/usr/sbin/nginx';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** nginx on 127.0.0.1 with `serverBody` (the inside of a `server { … }` block, without `listen`). */
export async function startNginx(serverBody: string): Promise<Running> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run \`bash scripts/ensure-test-packages.sh\` (npm test does)`);
  // The port is free when chosen but nginx binds it later: another process may take it in between.
  for (let attempt = 1; ; attempt++) {
    const started = await startOn(await freePort(), serverBody);
    if (started.ok) return started.nginx;
    if (!started.portTaken || attempt === 3) throw new Error(started.message);
  }
}

async function startOn(port: number, serverBody: string): Promise<{ ok: true; nginx: Running } | { ok: false; portTaken: boolean; message: string }> {
  const prefix = tempDir('nginx-test-');
  // nginx started as root runs its worker as nobody, which must be able to reach its temporary files.
  chmodSync(prefix, 0o755);
  const pidFile = path.join(prefix, 'nginx.pid');
  const errorLog = path.join(prefix, 'error.log');
  const config = `daemon off;
worker_processes 1;
pid ${pidFile};
error_log ${errorLog} warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${path.join(prefix, 'body')};
  proxy_temp_path ${path.join(prefix, 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'scgi')};
  server {
    listen 127.0.0.1:${port};
${serverBody}
  }
}
`;
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready: the master writes its pid file after binding the port, and the port accepts connections.
  for (const deadline = Date.now() + 20_000; !(existsSync(pidFile) && child.exitCode === null && (await accepts(port)));) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      const log = `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
      rmSync(prefix, { recursive: true, force: true });
      return { ok: false, portTaken: /Address already in use/.test(log), message: `nginx did not start on 127.0.0.1:${port}:\n${log}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ok: true,
    nginx: {
      url: `http://127.0.0.1:${port}`,
      async close() {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
        rmSync(prefix, { recursive: true, force: true });
      },
    },
  };
}

/** The `location / { … }` block of docs/nginx.conf with its proxy_pass pointed at `upstream`. */
export function documentedLocation(upstream: string): string {
  const docs = readFileSync(path.join(PROJECT_ROOT, 'docs/nginx.conf'), 'utf8');
  const block = /^ *location \/ \{[^}]*\}/m.exec(docs)?.[0];
  if (!block) throw new Error('docs/nginx.conf has no `location / { … }` block');
  if (!block.includes('proxy_pass http://127.0.0.1:3000;')) throw new Error('docs/nginx.conf: the location block no longer proxies to http://127.0.0.1:3000');
  return block.replace('proxy_pass http://127.0.0.1:3000;', `proxy_pass ${upstream};`);
}
