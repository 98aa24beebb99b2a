// `npm run lighthouse [-- --runs 3] [-- /route …]`: Lighthouse 12 (mobile, simulated throttling)
// on the built site served by the site server, in Debian's Chromium. Prints the median of the
// runs for each category and CLS per route. Build first (`npm run build`); run nothing else meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { createSiteServer } from '../src/server/siteServer.ts';
import { htmlFiles, routeOf } from './lib/routeWeight.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const clientDir = path.join(PROJECT_ROOT, 'build/client');
const requested = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs');
const routes = requested.length
  ? requested
  : htmlFiles(clientDir)
      .map((f) => routeOf(clientDir, f))
      .filter((r) => r !== '(404)');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Audits send no leads; a throw-away database keeps data/ untouched.
const server = createSiteServer({
  root: clientDir,
  env: { ...process.env, LEADS_DB_PATH: path.join(os.tmpdir(), `lighthouse-leads-${process.pid}.sqlite`), LEADS_WEBHOOK_URL: '' },
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
console.log(`Lighthouse ${runs} run(s) per route, mobile; median scores`);
console.log(`${'route'.padEnd(28)} perf  a11y  bp    seo   CLS     LCP ms  TBT ms`);
let failed = 0;
for (const route of routes) {
  const scores: Record<string, number[]> = { cls: [], lcp: [], tbt: [] };
  for (const c of categories) scores[c] = [];
  for (let i = 0; i < runs; i++) {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
      userDataDir: false,
    });
    try {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      const lhr = result!.lhr;
      for (const c of categories) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
      scores.cls.push(Number(lhr.audits['cumulative-layout-shift'].numericValue ?? 0));
      scores.lcp.push(Number(lhr.audits['largest-contentful-paint'].numericValue ?? 0));
      scores.tbt.push(Number(lhr.audits['total-blocking-time'].numericValue ?? 0));
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const [perf, a11y, bp, seo] = categories.map((c) => median(scores[c]));
  const cls = median(scores.cls);
  const ok = perf >= 97 && a11y === 100 && bp === 100 && seo === 100 && cls === 0;
  if (!ok) failed++;
  console.log(
    `${route.padEnd(28)} ${String(perf).padEnd(5)} ${String(a11y).padEnd(5)} ${String(bp).padEnd(5)} ${String(seo).padEnd(5)} ${cls.toFixed(3).padEnd(7)} ${String(Math.round(median(scores.lcp))).padEnd(7)} ${Math.round(median(scores.tbt))}${ok ? '' : '  ✗ below goal'}`,
  );
}
console.log(`goal: performance ≥ 97, accessibility/best practices/SEO 100, CLS 0 — ${failed === 0 ? 'all routes meet it' : `${failed} route(s) below`}`);
server.close();
process.exitCode = failed === 0 ? 0 : 1;
