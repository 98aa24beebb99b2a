// `npm test`: every test, in tiers. The fast tier (what `npm run test:fast` runs) first, since it
// fails in minutes when something basic is wrong; then the build the slow tiers test; then the
// server tests (real PostgreSQL, Redis, nginx, SMTP on loopback) and the browser tests (Chromium)
// side by side: they only read the build and each service they start has its own port and folder,
// so they share no state, and together they keep both cores busy. Each tier's duration and the test
// counts are printed at the end; the exit code is 1 when any tier failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { minutes } from './lib/minutes.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The fast tier's Vitest projects (vite.config.ts; which file runs in which: scripts/lib/testProjects.ts). */
const FAST_PROJECTS = ['unit', 'component', 'isolated'];
// The fast tier runs alone: two workers for both cores (Vitest's default leaves one core to itself).
/** `vitest run` of a tier's projects, with a JSON report named after the tier. */
const vitest = (tierName, projects, workers = []) => [
  npx,
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...workers,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${tierName}.json`)}`,
  ],
];
const TESTED_TIERS = ['fast', 'server', 'browser'];

/** Runs one command; with `label`, each output line is prefixed so two tiers side by side stay readable. */
function run([command, args], label) {
  return new Promise((resolve) => {
    // The environment is passed on as it is: a colour setting here would reach the servers the tests start
    // (FORCE_COLOR, even '0', turns colours on in Vite's output, which a test reads for the address).
    const child = spawn(command, args, { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) out.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const tiers = [];
async function tier(name, steps, { label = false } = {}) {
  const start = Date.now();
  let failed = false;
  for (const step of steps) {
    if ((await run(step, label ? name : undefined)) !== 0) {
      failed = true;
      break;
    }
  }
  tiers.push({ name, seconds: (Date.now() - start) / 1000, failed });
  return !failed;
}

const counts = (tierName) => {
  try {
    const report = JSON.parse(readFileSync(path.join(reports, `${tierName}.json`), 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrors ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
};

/** Repeats each failed test (file, name, first lines of its error) at the end, where a CI log's tail shows them. */
function printFailures() {
  const lines = [];
  for (const tierName of TESTED_TIERS) {
    let report;
    try {
      report = JSON.parse(readFileSync(path.join(reports, `${tierName}.json`), 'utf8'));
    } catch {
      continue;
    }
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) lines.push(`  ${tierName} ${where} › ${t.fullName}`, ...excerpt(t.failureMessages?.join('\n')));
      // A file that failed outside any test (import error, hook, unhandled error) has only a file message.
      if (!failed.length && file.status === 'failed') lines.push(`  ${tierName} ${where}`, ...excerpt(file.message));
    }
  }
  if (lines.length) console.log(`\nfailed tests\n${lines.join('\n')}`);
}
const excerpt = (text = '') =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 8)
    .map((l) => `      ${l.slice(0, 300)}`);

const overall = Date.now();
let ok = await tier('fast', [
  [npm, ['run', 'typecheck']],
  [npm, ['run', 'lint']],
  [npm, ['run', 'validate']],
  vitest('fast', FAST_PROJECTS, ['--maxWorkers=2']),
]);
if (ok) ok = await tier('build', [[npm, ['run', 'build']]]);
if (ok) {
  const results = await Promise.all([
    tier('server', [vitest('server', ['server'])], { label: true }),
    tier('browser', [vitest('browser', ['browser'])], { label: true }),
  ]);
  ok = results.every(Boolean);
}

console.log('\nnpm test — tiers');
for (const t of tiers) console.log(`  ${t.name.padEnd(8)} ${minutes(t.seconds).padStart(13)}  ${t.failed ? 'FAILED' : 'ok'}`);
console.log(`  ${'total'.padEnd(8)} ${minutes((Date.now() - overall) / 1000).padStart(13)}  (server and browser side by side)`);
const all = TESTED_TIERS.map(counts).filter(Boolean);
printFailures();
rmSync(reports, { recursive: true, force: true });
const sum = (key) => all.reduce((n, c) => n + c[key], 0);
// The one closing line a CI reader looks for: 'N passed, N failed'.
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
process.exit(ok ? 0 : 1);
