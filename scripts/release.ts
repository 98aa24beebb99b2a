// `npm run release -- <command>` (bundled to build/server/release.js for a production install): the
// releases folder the site server serves from (SITE_RELEASES, or --dir):
//   add [--switch] [--by NAME] [--reason TEXT]   the built site (build/) as a new release
//   list                                         every release, newest first, the served one marked
//   switch <id>                                  serve that release (a rollback, or the one just added)
//   prune [--keep N] [--days D]                  remove old releases (default: keep 10 and the last 30 days)
// docs/operations.md, "Releases".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APP_ROOT } from '../src/server/appRoot.ts';
import { auditFromCommandLine } from './lib/auditFromCommandLine.ts';
import { openRedis, readRedisUrl } from '../src/server/redis.ts';
import { announceSwitch } from '../src/server/releases/follow.ts';
import { createLogger } from '../src/server/requestLog.ts';
import { addRelease, currentReleaseId, listReleases, pruneReleases, ReleaseError, switchRelease } from '../src/server/releases/store.ts';

const USAGE = 'usage: release [--dir DIR] add [--switch] [--by NAME] [--reason TEXT] | list | switch <id> | prune [--keep N] [--days D]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function shortCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: APP_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** A switch in the admin's audit log, as the admin's own rollback is (said on standard error when it cannot be written). */
async function audit(id: string, action: 'site-release' | 'site-rollback'): Promise<void> {
  try {
    await auditFromCommandLine(process.env, { action, actor: values.by, target: id, detail: 'dòng lệnh' });
  } catch (error) {
    console.error(`${id} is served, but the admin's audit log could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** With REDIS_URL, a switch is announced to the site instances following the admin's releases feed (docs/operations.md#several-machines). */
async function announce(id: string, reason: string): Promise<void> {
  const url = readRedisUrl(process.env);
  if (!url) return;
  const redis = openRedis(url, createLogger('silent'));
  try {
    await announceSwitch(redis, { id, by: values.by, reason, at: new Date().toISOString() }, createLogger('silent'));
  } finally {
    redis.disconnect();
  }
}

let parsed: ReturnType<typeof parse>;
function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      switch: { type: 'boolean', default: false },
      by: { type: 'string', default: 'cli' },
      reason: { type: 'string', default: 'deploy' },
      keep: { type: 'string', default: '10' },
      days: { type: 'string', default: '30' },
    },
  });
}
try {
  parsed = parse(process.argv.slice(2));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { values, positionals } = parsed;
const dirValue = values.dir ?? process.env.SITE_RELEASES?.trim();
if (!dirValue) fail(`the releases folder: set SITE_RELEASES or pass --dir\n${USAGE}`);
const dir = path.resolve(APP_ROOT, dirValue);
const count = (name: 'keep' | 'days') => {
  const raw = values[name];
  if (!/^\d{1,4}$/.test(raw)) fail(`--${name}=${raw}: expected a whole number`);
  return Number(raw);
};

try {
  const [command, id] = positionals;
  if (command === 'add') {
    const clientDir = path.join(APP_ROOT, 'build/client');
    const contentFile = path.join(APP_ROOT, 'build/server-content.json');
    const keysFile = path.join(APP_ROOT, 'build/render-keys.json');
    if (!existsSync(clientDir) || !existsSync(contentFile)) fail(`no built site in ${path.join(APP_ROOT, 'build')}: run npm run build first`);
    const commit = shortCommit();
    const release = addRelease(dir, {
      clientDir,
      content: JSON.parse(readFileSync(contentFile, 'utf8')),
      ...(existsSync(keysFile) ? { renderKeys: JSON.parse(readFileSync(keysFile, 'utf8')) as Record<string, string> } : {}),
      label: commit ?? 'build',
      by: values.by,
      reason: values.reason,
      ...(commit ? { commit } : {}),
    });
    if (values.switch) {
      switchRelease(dir, release.id, { by: values.by, reason: values.reason });
      await announce(release.id, values.reason);
      await audit(release.id, 'site-release');
    }
    console.log(`${release.id}${values.switch ? ' (now served)' : ` (not served yet: release switch ${release.id})`}`);
  } else if (command === 'list') {
    const current = currentReleaseId(dir);
    for (const release of listReleases(dir)) {
      console.log(`${release.id === current ? '*' : ' '} ${release.id}  ${release.createdAt}  ${release.by}  ${release.reason}`);
    }
  } else if (command === 'switch' && id) {
    switchRelease(dir, id, { by: values.by, reason: 'rollback' });
    await announce(id, 'rollback');
    await audit(id, 'site-rollback');
    console.log(`${id} (now served)`);
  } else if (command === 'prune') {
    const removed = pruneReleases(dir, { keep: count('keep'), days: count('days') });
    console.log(removed.length > 0 ? `removed ${removed.join(', ')}` : 'nothing to remove');
  } else {
    fail(USAGE);
  }
} catch (error) {
  if (error instanceof ReleaseError) fail(error.message);
  throw error;
}
