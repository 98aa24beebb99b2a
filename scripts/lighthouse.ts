// `npm run lighthouse [-- --runs 3] [-- --js-only] [-- /route …]`: Lighthouse 12 (mobile, simulated
// throttling) on the built site served by the site server, in Debian's Chromium. Prints the median
// of the runs for each category, CLS, LCP and TBT per route. Unless --js-only, each run is paired
// with one on the same page with its scripts removed (scripts/lib/withoutScripts.ts), side by side
// in the same loop so machine noise hits both alike: the LCP ratio says what JavaScript costs the
// first paint (goal: within 5 %). Build first (`npm run build`); run nothing else meanwhile.
// `--variant <dir>` (twice or more) audits copies of build/client instead, side by side run by run,
// to compare two builds of a change on the same noisy machine (`cp -a build/client /tmp/a`, change,
// build, `cp -a build/client /tmp/b`, then `npm run lighthouse -- --variant /tmp/a --variant /tmp/b /`).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { htmlFiles, routeOf } from './lib/routeWeight.ts';
import { serveBuilt, type ServedBuild } from './lib/serveBuilt.ts';
import { copyWithoutScripts } from './lib/withoutScripts.ts';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'js-only': { type: 'boolean', default: false },
    variant: { type: 'string', multiple: true, default: [] },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const compare = !values['js-only'];
const clientDir = path.join(PROJECT_ROOT, 'build/client');
const routes = positionals.length
  ? positionals
  : htmlFiles(clientDir)
      .map((f) => routeOf(clientDir, f))
      .filter((r) => r !== '(404)');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const scratch = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Run = Record<(typeof categories)[number], number> & { cls: number; lcp: number; tbt: number };

/**
 * Routes under `/_` (the section catalogue) are tools, not content: kept out of search results on
 * purpose (`noindex`), which Lighthouse's "is-crawlable" audit counts against SEO (69). Their SEO
 * is every other SEO audit, weighted as Lighthouse weighs them; content routes keep the full score,
 * so a content page indexed by mistake as noindex still fails.
 */
const isInternalRoute = (url: string) => new URL(url).pathname.startsWith('/_');

function seoWithoutCrawlability(refs: { id: string; weight: number }[], audits: Record<string, { score: number | null }>): number {
  const counted = refs.filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && audits[ref.id]?.score !== null);
  const total = counted.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((counted.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]!.score ?? 0), 0) / total) * 100);
}

async function audit(url: string): Promise<Run> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    const { categories: scored, audits } = result!.lhr;
    const score = (c: (typeof categories)[number]) => Math.round((scored[c].score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: isInternalRoute(url) ? seoWithoutCrawlability(scored.seo.auditRefs, audits) : score('seo'),
      cls: Number(audits['cumulative-layout-shift'].numericValue ?? 0),
      lcp: Number(audits['largest-contentful-paint'].numericValue ?? 0),
      tbt: Number(audits['total-blocking-time'].numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const row = (label: string, r: Record<keyof Run, number>) =>
  `${label.padEnd(28)} ${String(r.performance).padEnd(5)} ${String(r.accessibility).padEnd(5)} ${String(r['best-practices']).padEnd(5)} ${String(r.seo).padEnd(5)} ${r.cls.toFixed(3).padEnd(7)} ${String(Math.round(r.lcp)).padEnd(7)} ${String(Math.round(r.tbt)).padEnd(6)}`;
const medianRun = (of: Run[]) => Object.fromEntries((Object.keys(of[0]) as (keyof Run)[]).map((k) => [k, median(of.map((r) => r[k]))])) as Run;

if (values.variant.length) {
  // Variant mode: each folder is served like build/client, audited in turn within every run.
  const variants = await Promise.all(values.variant.map(async (dir) => ({ dir, ...(await serveBuilt(path.resolve(dir))) })));
  console.log(`Lighthouse ${runs} run(s) per route and variant, mobile, variants audited in turn; medians`);
  console.log(`${'route / variant'.padEnd(28)} perf  a11y  bp    seo   CLS     LCP ms  TBT ms`);
  for (const route of routes) {
    const byVariant = variants.map(() => [] as Run[]);
    for (let i = 0; i < runs; i++) for (const [v, variant] of variants.entries()) byVariant[v].push(await audit(`${variant.base}${route}`));
    console.log(route);
    for (const [v, variant] of variants.entries()) console.log(row(`  ${variant.dir}`, medianRun(byVariant[v])));
  }
  await Promise.all(variants.map((variant) => variant.close()));
  rmSync(scratch, { recursive: true, force: true });
  process.exit(0);
}

const withJs = await serveBuilt(clientDir);
let withoutJs: ServedBuild | undefined;
if (compare) {
  const strippedDir = path.join(scratch, 'no-js');
  copyWithoutScripts(clientDir, strippedDir);
  withoutJs = await serveBuilt(strippedDir);
}

console.log(`Lighthouse ${runs} run(s) per route, mobile; median scores${compare ? '; LCP also with the scripts removed, run by run' : ''}`);
console.log(`${'route'.padEnd(28)} perf  a11y  bp    seo   CLS     LCP ms  TBT ms${compare ? '  no-JS LCP  ratio' : ''}`);
let failed = 0;
const ratios: number[] = [];
for (const route of routes) {
  const results: Run[] = [];
  const bare: Run[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await audit(`${withJs.base}${route}`));
    if (withoutJs) bare.push(await audit(`${withoutJs.base}${route}`));
  }
  const m = (key: keyof Run, of = results) => median(of.map((r) => r[key]));
  const [perf, a11y, bp, seo] = categories.map((c) => m(c));
  const cls = m('cls');
  const ok = perf >= 97 && a11y === 100 && bp === 100 && seo === 100 && cls === 0;
  if (!ok) failed++;
  let comparison = '';
  if (withoutJs) {
    const ratio = m('lcp') / m('lcp', bare);
    ratios.push(ratio);
    comparison = `  ${String(Math.round(m('lcp', bare))).padEnd(9)}  ${ratio.toFixed(3)}`;
  }
  console.log(
    `${route.padEnd(28)} ${String(perf).padEnd(5)} ${String(a11y).padEnd(5)} ${String(bp).padEnd(5)} ${String(seo).padEnd(5)} ${cls.toFixed(3).padEnd(7)} ${String(Math.round(m('lcp'))).padEnd(7)} ${String(Math.round(m('tbt'))).padEnd(6)}${comparison}${ok ? '' : '  ✗ below goal'}`,
  );
}
console.log(`goal: performance ≥ 97, accessibility/best practices/SEO 100, CLS 0 — ${failed === 0 ? 'all routes meet it' : `${failed} route(s) below`}`);
if (ratios.length) console.log(`LCP with JavaScript ÷ LCP without: median ${median(ratios).toFixed(3)}, worst ${Math.max(...ratios).toFixed(3)} (goal ≤ 1.05)`);
await withJs.close();
await withoutJs?.close();
rmSync(scratch, { recursive: true, force: true });
process.exitCode = failed === 0 ? 0 : 1;
