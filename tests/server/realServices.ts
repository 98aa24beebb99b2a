// Real PostgreSQL and Redis from Debian's packages (postgresql, redis-server), each a throwaway
// instance started by the test on 127.0.0.1 with a free port and its files in a temporary folder,
// stopped (and removed) by the test. initdb refuses to run as root: as root, PostgreSQL runs as the
// `postgres` user the package creates. `npm test` installs both when missing
// (scripts/ensure-test-packages.sh).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../browser/harness.ts';
import { tempDir, until } from './helpers.ts';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  if (majors.length === 0) throw new Error(`PostgreSQL is missing (${root}/*/bin/initdb): run \`bash scripts/ensure-test-packages.sh\` (npm test does)`);
  return path.join(root, majors.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

export interface Postgres {
  /** A new, empty database on this instance: its postgres:// URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast shutdown: connections are cut), keeping its files. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  const dir = tempDir('pg-test-');
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // As root, every command runs as `postgres`, which must own the folder.
  const cmd = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await cmd('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const start = () =>
    cmd('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]).then(() => {});
  const stop = () => cmd('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).then(() => {});
  await start();
  let count = 0;
  return {
    async createDatabase() {
      const name = `leads_${++count}`;
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    async remove() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  url: string;
  /** Stops the server (SIGTERM), waiting for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections are accepted by the system and nothing is answered, as with a hung server. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT); it answers what it was sent meanwhile. */
  resume(): void;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const program = '/usr/bin/redis-server';
  if (!existsSync(program)) throw new Error(`${program} is missing: run \`bash scripts/ensure-test-packages.sh\` (npm test does)`);
  const dir = tempDir('redis-test-');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(program, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    let exited = false;
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.once('exit', () => (exited = true));
    await until(() => exited || output.includes('Ready to accept connections'), 'redis-server to start', 30_000);
    if (exited) throw new Error(`redis-server did not start:\n${output}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    running.kill('SIGCONT'); // a paused server takes the SIGTERM only once it runs
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
