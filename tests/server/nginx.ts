// Debian's nginx (/usr/sbin/nginx) as a test's reverse proxy: one instance on 127.0.0.1 with its own
// configuration, pid, logs and temporary files in a temporary folder (`-p` prefix), in the
// foreground (no daemon), stopped by the test; `documentedSite` gives it docs/nginx.conf. `npm test`
// installs nginx and its brotli_static module when missing (scripts/ensure-test-packages.sh).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { freePort } from '../browser/harness.ts';
import { tempDir, type Running } from './helpers.ts';

export const NGINX = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** What nginx runs: the inside of a `server { … }` block (without `listen`), what goes beside it in `http { … }` and at the top (load_module). */
export interface NginxConfig {
  main?: string;
  http?: string;
  server: string;
}

/** nginx on 127.0.0.1 with `config` (or a bare `server { … }` body). */
export async function startNginx(config: NginxConfig | string): Promise<Running> {
  const { main = '', http = '', server: serverBody } = typeof config === 'string' ? { server: config } : config;
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run \`bash scripts/ensure-test-packages.sh\` (npm test does)`);
  // The port is free when chosen but nginx binds it later: another process may take it in between.
  for (let attempt = 1; ; attempt++) {
    const started = await startOn(await freePort(), { main, http, server: serverBody });
    if (started.ok) return started.nginx;
    if (!started.portTaken || attempt === 3) throw new Error(started.message);
  }
}

async function startOn(
  port: number,
  { main, http: httpBody, server: serverBody }: Required<NginxConfig>,
): Promise<{ ok: true; nginx: Running } | { ok: false; portTaken: boolean; message: string }> {
  const prefix = tempDir('nginx-test-');
  // nginx started as root runs its worker as nobody, which must be able to reach its temporary files.
  chmodSync(prefix, 0o755);
  const pidFile = path.join(prefix, 'nginx.pid');
  const errorLog = path.join(prefix, 'error.log');
  const config = `${main}
daemon off;
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
${httpBody}
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

/** Where docs/nginx.conf expects the checkout on the server; the tests put their own paths there. */
const DOCUMENTED_CHECKOUT = '/srv/amdigital';

/** The block whose first line starts at `text[start]`, up to its closing brace (comments and quoted strings skipped). */
function block(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '#') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === '"') i = text.indexOf('"', i + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error('docs/nginx.conf: a block is not closed');
}

/**
 * docs/nginx.conf as a test runs it, with the site server instances `servers` (http://host:port) in
 * its upstream block and `root` (a built client folder) as the site: its http-level blocks (upstream,
 * map) and the inside of its TLS server block without the `listen`, `server_name` and `ssl_*` lines,
 * the generated includes read from this checkout's build/nginx/. Debian's nginx.conf around it is
 * reproduced where it matters: the brotli_static module loaded, mime.types and `gzip on` at http level.
 */
export function documentedSite({ servers, root }: { servers: readonly string[]; root: string }): NginxConfig {
  if (!existsSync(BROTLI_STATIC_MODULE)) throw new Error(`${BROTLI_STATIC_MODULE} is missing: run \`bash scripts/ensure-test-packages.sh\` (npm test does)`);
  const docs = readFileSync(path.join(PROJECT_ROOT, 'docs/nginx.conf'), 'utf8');
  const upstream = /^upstream site_server \{/m.exec(docs);
  const maps = [...docs.matchAll(/^map [^\n]*\{/gm)];
  const map = maps[0];
  const tls = /^server \{(?=[^}]*listen 443 ssl)/m.exec(docs);
  if (!upstream || !map || !tls)
    throw new Error('docs/nginx.conf needs an `upstream site_server { … }` block, a `map` block and a `server { listen 443 ssl … }` block');
  const lines = servers.map((url) => `    server ${new URL(url).host};`).join('\n');
  const http = [
    block(docs, upstream.index)
      .replace(/^ *#? *server [^\n]*;\n?/gm, '')
      .replace('{', `{\n${lines}`),
    ...maps.map((m) => block(docs, m.index)),
  ];
  const tlsBlock = block(docs, tls.index);
  const server = tlsBlock.slice(tlsBlock.indexOf('{') + 1, -1).replace(/^ *(listen|server_name|ssl_[a-z_]+) [^\n]*\n/gm, '');
  const includes = path.join(PROJECT_ROOT, 'build/nginx');
  if (!existsSync(path.join(includes, 'security-headers.conf'))) throw new Error(`${includes} is missing: run \`npm run build\` first (npm test does)`);
  const rootLine = `root ${DOCUMENTED_CHECKOUT}/build/client;`;
  if (!server.includes(rootLine)) throw new Error(`docs/nginx.conf: the TLS server block no longer has \`${rootLine}\``);
  return {
    main: `load_module ${BROTLI_STATIC_MODULE};`,
    http: ['include /etc/nginx/mime.types;', 'default_type application/octet-stream;', 'types_hash_max_size 2048;', 'gzip on;', ...http].join('\n'),
    server: server.replace(rootLine, `root ${root};`).replaceAll(`${DOCUMENTED_CHECKOUT}/build/nginx/`, `${includes}/`),
  };
}
