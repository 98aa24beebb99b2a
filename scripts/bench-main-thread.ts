// `npm run bench:main-thread [-- --runs 7] [-- --variant <dir> …] [-- /route …]`: what loading a
// page costs the browser's main thread, by CPU time (scripts/lib/mainThread.ts says why: on this
// noisy machine Lighthouse's TBT moves by hundreds of ms between runs of the same build, thread
// time by tens). Each run: a fresh browser context (empty cache) in Debian's Chromium at a
// phone's viewport, the built site served by the site server, a trace from navigation to 2.5 s
// after load. Prints medians per route: main-thread work before and after the first contentful
// paint, blocking time on a 4× slower phone, the longest task after the first paint. `--variant`
// (twice or more) measures copies of build/client side by side, run by run, like
// `npm run lighthouse -- --variant`. Build first; run nothing else meanwhile.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './lib/mainThread.ts';
import { serveBuilt } from './lib/serveBuilt.ts';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, variant: { type: 'string', multiple: true, default: [] } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
const routes = positionals.length ? positionals : ['/', '/hosting', '/blog/seo-topical-map', '/pricing/seo', '/blog', '/templates'];
const roots = values.variant.length ? values.variant.map((dir) => path.resolve(dir)) : [path.join(PROJECT_ROOT, 'build/client')];
const AFTER_LOAD_MS = 2500;

const servers = await Promise.all(roots.map((root) => serveBuilt(root)));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function measure(url: string): Promise<MainThreadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'loading'] });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(AFTER_LOAD_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return mainThreadFigures(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const results = new Map<string, MainThreadFigures[]>();
try {
  for (let run = 0; run < runs; run++)
    for (const route of routes)
      for (const [index, { base }] of servers.entries()) {
        const key = `${route}\t${index}`;
        results.set(key, [...(results.get(key) ?? []), await measure(base + route)]);
      }
} finally {
  await browser.close();
  await Promise.all(servers.map((served) => served.close()));
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const cell = (figures: MainThreadFigures[], field: keyof MainThreadFigures) => String(Math.round(median(figures.map((f) => f[field])))).padStart(12);
console.log(`Main thread by CPU time, ${runs} run(s) per route${roots.length > 1 ? ' and variant, side by side' : ''}; medians, ms`);
console.log(`${'route / variant'.padEnd(36)}${'before FCP'.padStart(12)}${'after FCP'.padStart(12)}${'block ×4'.padStart(12)}${'longest'.padStart(12)}`);
for (const route of routes) {
  if (roots.length > 1) console.log(route);
  for (const [index, root] of roots.entries()) {
    const figures = results.get(`${route}\t${index}`)!;
    const label = roots.length > 1 ? `  ${root}` : route;
    console.log(
      `${label.padEnd(36)}${cell(figures, 'beforeFcpMs')}${cell(figures, 'afterFcpMs')}${cell(figures, 'blockingAt4xMs')}${cell(figures, 'longestAfterFcpMs')}`,
    );
  }
}
