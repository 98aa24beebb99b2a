// `npm run lighthouse [-- --runs 3] [-- --js-only] [-- /route …]`: Lighthouse 12 (mobile, simulated
// throttling) on the built site served by the site server, in Debian's Chromium. Prints the median
// of the runs for each category, CLS, LCP and TBT per route, marks each goal a route misses (exit
// code 1 if any) and retries a run Lighthouse could not complete. Unless --js-only, each run is paired
// with one on the same page with its scripts removed (scripts/lib/withoutScripts.ts), side by side
// in the same loop so machine noise hits both alike: the LCP ratio says what JavaScript costs the
// first paint (goal: within 5 %). Build first (`npm run build`); run nothing else meanwhile.
// `--variant <dir>` (twice or more) audits copies of build/client instead, side by side run by run,
// to compare two builds of a change on the same noisy machine (`cp -a build/client /tmp/a`, change,
// build, `cp -a build/client /tmp/b`, then `npm run lighthouse -- --variant /tmp/a --variant /tmp/b /`).
// `--behind-nginx` serves each build as in production, through docs/nginx.conf over HTTP/2 and TLS
// (scripts/lib/serveBehindNginx.ts), instead of the site server alone over HTTP/1.1.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { CATEGORIES, HEADLINE_ROUTES, MAX_LCP_RATIO, MAX_TBT_MS, RunError, runFromResult, shortfalls, type Run } from './lib/lighthouseRun.ts';
import { htmlFiles, routeOf } from './lib/routeWeight.ts';
import { BEHIND_NGINX_CHROMIUM_FLAGS, serveBehindNginx } from './lib/serveBehindNginx.ts';
import { serveBuilt, type ServedBuild } from './lib/serveBuilt.ts';
import { copyWithoutScripts } from './lib/withoutScripts.ts';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'js-only': { type: 'boolean', default: false },
    variant: { type: 'string', multiple: true, default: [] },
    'behind-nginx': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const compare = !values['js-only'];
const serve = values['behind-nginx'] ? serveBehindNginx : serveBuilt;
const chromiumFlags = values['behind-nginx'] ? [...CHROMIUM_FLAGS, ...BEHIND_NGINX_CHROMIUM_FLAGS] : CHROMIUM_FLAGS;
const clientDir = path.join(PROJECT_ROOT, 'build/client');
const routes = positionals.length
  ? positionals
  : htmlFiles(clientDir)
      .map((f) => routeOf(clientDir, f))
      .filter((r) => r !== '(404)');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const scratch = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));

async function auditOnce(url: string): Promise<Run> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...chromiumFlags, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new RunError('Lighthouse returned no result');
    return runFromResult(url, result.lhr);
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const ATTEMPTS = 3;

/** One run of `url`; a run Lighthouse could not complete for a passing reason is tried again (said on stderr), up to ATTEMPTS. */
async function audit(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (!(error instanceof RunError) || !error.transient || attempt === ATTEMPTS) throw error;
      console.error(`  (${url}: run failed, trying again — ${error.message})`);
    }
  }
}

const row = (label: string, r: Record<keyof Run, number>) =>
  `${label.padEnd(28)} ${String(r.performance).padEnd(5)} ${String(r.accessibility).padEnd(5)} ${String(r['best-practices']).padEnd(5)} ${String(r.seo).padEnd(5)} ${r.cls.toFixed(3).padEnd(7)} ${String(Math.round(r.lcp)).padEnd(7)} ${String(Math.round(r.tbt)).padEnd(6)}`;
/** A route none of whose runs could be completed, in place of its row. */
const noFigures = (error: unknown) => `✗ no figures: ${error instanceof Error ? error.message : String(error)}`;
const medianRun = (of: Run[]) => Object.fromEntries((Object.keys(of[0]) as (keyof Run)[]).map((k) => [k, median(of.map((r) => r[k]))])) as Run;

if (values.variant.length) {
  // Variant mode: each folder is served like build/client, audited in turn within every run.
  const variants = await Promise.all(values.variant.map(async (dir) => ({ dir, ...(await serve(path.resolve(dir))) })));
  console.log(`Lighthouse ${runs} run(s) per route and variant, mobile, variants audited in turn; medians`);
  console.log(`${'route / variant'.padEnd(28)} perf  a11y  bp    seo   CLS     LCP ms  TBT ms`);
  for (const route of routes) {
    const byVariant = variants.map(() => [] as Run[]);
    try {
      for (let i = 0; i < runs; i++) for (const [v, variant] of variants.entries()) byVariant[v].push(await audit(`${variant.base}${route}`));
    } catch (error) {
      console.log(`${route.padEnd(28)} ${noFigures(error)}`);
      continue;
    }
    console.log(route);
    for (const [v, variant] of variants.entries()) console.log(row(`  ${variant.dir}`, medianRun(byVariant[v])));
  }
  await Promise.all(variants.map((variant) => variant.close()));
  rmSync(scratch, { recursive: true, force: true });
  process.exit(0);
}

const withJs = await serve(clientDir);
let withoutJs: ServedBuild | undefined;
if (compare) {
  const strippedDir = path.join(scratch, 'no-js');
  await copyWithoutScripts(clientDir, strippedDir);
  withoutJs = await serve(strippedDir);
}

console.log(`Lighthouse ${runs} run(s) per route, mobile; median scores${compare ? '; LCP also with the scripts removed, run by run' : ''}`);
console.log(`${'route'.padEnd(28)} perf  a11y  bp    seo   CLS     LCP ms  TBT ms${compare ? '  no-JS LCP  ratio' : ''}`);
let failed = 0;
const ratios: number[] = [];
for (const route of routes) {
  const results: Run[] = [];
  const bare: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      results.push(await audit(`${withJs.base}${route}`));
      if (withoutJs) bare.push(await audit(`${withoutJs.base}${route}`));
    }
  } catch (error) {
    failed++;
    console.log(`${route.padEnd(28)} ${noFigures(error)}`);
    continue;
  }
  const result = medianRun(results);
  let comparison = '';
  let ratio: number | undefined;
  if (withoutJs) {
    const bareLcp = medianRun(bare).lcp;
    ratio = result.lcp / bareLcp;
    ratios.push(ratio);
    comparison = `  ${String(Math.round(bareLcp)).padEnd(9)}  ${ratio.toFixed(3)}`;
  }
  const missed = shortfalls(route, result, ratio);
  if (missed.length) failed++;
  console.log(`${row(route, result)}${comparison}${missed.length ? `  ✗ ${missed.join(', ')}` : ''}`);
}
console.log(
  `goals: performance ≥ 98 (100 on ${[...HEADLINE_ROUTES].join(', ')}), the other three 100, CLS 0, TBT ≤ ${MAX_TBT_MS} ms` +
    `${compare ? `, LCP ≤ ${MAX_LCP_RATIO} × without scripts` : ''} — ${failed === 0 ? 'all routes meet them' : `${failed} route(s) do not`}`,
);
if (ratios.length) console.log(`LCP with JavaScript ÷ LCP without: median ${median(ratios).toFixed(3)}, worst ${Math.max(...ratios).toFixed(3)}`);
await withJs.close();
await withoutJs?.close();
rmSync(scratch, { recursive: true, force: true });
process.exitCode = failed === 0 ? 0 : 1;
