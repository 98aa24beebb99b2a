// `npm run bench:publish [-- --runs 5] [-- --pages 2000] [-- --posts 0.8] [-- --photos 10]`: how long a publish takes to reach visitors when the
// admin serves releases (docs/admin.md#on-the-site), without git: on a copy of the content, with the pages
// of today and with generated pages added — the first release (every page compressed anew), then an
// edit of one page made into a new release and switched (median and slowest of the runs: what a
// publisher waits for after the merge; each publish validated against the one before, as the admin
// does), and a rollback (the switch alone). Two site server instances serve the releases folder
// meanwhile, each under a light autocannon load: when both serve the new page (from the start of the
// publish), and how many requests failed across every switch (must be 0). Needs `npm run build` (the
// code build). Run it alone: the figures are CPU time.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { defaultDirs, listJsonFiles, PROJECT_ROOT } from '../src/engine/project.ts';
import { buildContent } from '../src/publish/contentBuild.ts';
import type { KeptValidation } from '../src/publish/keptValidation.ts';
import { changedRoutes } from '../src/publish/changedRoutes.ts';
import { addRelease, switchRelease } from '../src/server/releases/store.ts';
import { copyContent, writeGeneratedPages, writeGeneratedPosts } from './lib/generatedPages.ts';
import { addPhotos } from './lib/benchPhotos.ts';
import { startInstance, type Instance } from './lib/benchInstance.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '2000' },
    photos: { type: 'string', default: '10' },
    posts: { type: 'string', default: '0.8' },
  },
});
const runs = Number(values.runs);
const added = Number(values.pages);
/** The share of the generated pages that are blog posts (the rest: copies of other pages under /gen). */
const postShare = Number(values.posts);
/** A phone photo as the hero or cover of every this-many generated pages (0: none). */
const photoEvery = Number(values.photos);
const BUILD_DIR = path.join(PROJECT_ROOT, 'build');
/** The page a publisher publishes: a service page, linked from the menu. */
const EDITED = 'pages/hosting.json';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ROUTE = '/hosting';

/** Resolves once every instance answers ROUTE with a page holding `text` (polled every 10 ms); throws after 60 s. */
async function allServe(instances: readonly Instance[], text: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  await Promise.all(
    instances.map(async (instance) => {
      for (;;) {
        if (performance.now() > deadline) throw new Error(`${instance.url}${ROUTE} did not serve "${text}" within 60 s`);
        const res = await fetch(`${instance.url}${ROUTE}`).catch(() => undefined);
        if (res?.ok && (await res.text()).includes(text)) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
}

async function measure(extraPages: number) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  try {
    const { pagesDir, schemaDir } = copyContent(work);
    cpSync(path.join(PROJECT_ROOT, 'src/sections'), path.join(work, 'src/sections'), { recursive: true });
    // public/ copied: the generated pages' photos go there, never into the project.
    const publicDir = path.join(work, 'public');
    cpSync(defaultDirs.publicDir, publicDir, { recursive: true });
    const posts = Math.round(extraPages * postShare);
    const generated = [
      ...(posts > 0 ? writeGeneratedPosts({ pagesDir, count: posts }) : []),
      ...(extraPages - posts > 0 ? writeGeneratedPages({ samplesDir: defaultDirs.pagesDir, pagesDir, schemaDir, count: extraPages - posts }) : []),
    ];
    const photos = await addPhotos({ files: generated, publicDir, every: photoEvery });
    const dirs = { pagesDir, schemaDir, publicDir, sectionsDir: path.join(work, 'src/sections'), displayRoot: work };
    const releases = path.join(work, 'releases');
    let n = 0;
    /** One publish: the content build following the served release, then the release put in place and served. */
    let kept: KeptValidation | undefined;
    const publish = async (previous: { dir: string; renderKeys: Record<string, string> } | undefined) => {
      const outDir = path.join(work, `site-${++n}`);
      const started = performance.now();
      const built = await buildContent({
        dirs,
        buildDir: BUILD_DIR,
        outDir,
        imageCache: path.join(work, 'image-cache'),
        ...(previous ? { previous } : {}),
        ...(kept ? { kept } : {}),
      });
      kept = built.validation;
      const release = addRelease(releases, {
        clientDir: outDir,
        move: true,
        content: built.content,
        renderKeys: built.prerendered.renderKeys,
        label: `bench-${n}`,
        by: 'bench',
        reason: 'publish',
        changedRoutes: changedRoutes(previous?.dir, outDir),
      });
      switchRelease(releases, release.id);
      const client = path.join(releases, release.id, 'client');
      return {
        ms: performance.now() - started,
        release,
        rendered: built.prerendered.rendered,
        validated: built.validated,
        encoded: built.images.encoded,
        next: { dir: client, renderKeys: built.prerendered.renderKeys },
      };
    };

    const first = await publish(undefined);
    const file = path.join(work, EDITED);
    const page = JSON.parse(readFileSync(file, 'utf8')) as { meta: { title: string } };
    const firstTitle = page.meta.title;
    // Two instances reading the folder, each under load through every switch.
    const env = { BENCH_SITE_RELEASES: releases, LEADS_DB_PATH: path.join(work, 'leads.sqlite') };
    const instances = [await startInstance(env), await startInstance(env)];
    const loads = instances.map((instance) => {
      let stop = () => {};
      const result = new Promise<autocannon.Result>((resolve, reject) => {
        const running = autocannon({ url: instance.url, connections: 1, duration: 36_000, requests: [{ path: ROUTE }, { path: '/' }] }, (error, done) =>
          error ? reject(error) : resolve(done),
        );
        stop = () => running.stop();
      });
      return { stop, result };
    });
    let served = first;
    let encodedLater = 0;
    const times: number[] = [];
    const servedTimes: number[] = [];
    let rollback: number;
    let rollbackServed: number;
    try {
      for (let run = 0; run < runs; run++) {
        page.meta.title = `Hosting tốc độ cao — bản ${run} | AM Digital`;
        writeFileSync(file, JSON.stringify(page, null, 2));
        const started = performance.now();
        served = await publish(served.next);
        encodedLater += served.encoded;
        times.push(served.ms);
        await allServe(instances, `bản ${run} |`);
        servedTimes.push(performance.now() - started);
      }
      const started = performance.now();
      switchRelease(releases, first.release.id);
      rollback = performance.now() - started;
      await allServe(instances, `<title>${firstTitle}</title>`);
      rollbackServed = performance.now() - started;
    } finally {
      for (const load of loads) load.stop();
    }
    const results = await Promise.all(loads.map((load) => load.result));
    await Promise.all(instances.map((instance) => instance.stop()));
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const failed = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    times.sort((a, b) => a - b);
    servedTimes.sort((a, b) => a - b);
    return {
      pages: listJsonFiles(pagesDir).length,
      posts,
      peakRss: process.resourceUsage().maxRSS * 1024,
      photos,
      firstEncoded: first.encoded,
      encodedLater,
      first: first.ms,
      median: times[Math.floor(times.length / 2)]!,
      max: times[times.length - 1]!,
      changed: served.release.changedRoutes?.length ?? 0,
      rendered: served.rendered,
      validated: served.validated,
      rollback,
      servedMedian: servedTimes[Math.floor(servedTimes.length / 2)]!,
      servedMax: servedTimes[servedTimes.length - 1]!,
      rollbackServed,
      requests,
      failed,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${runs} publishes of ${EDITED} per size`,
);
for (const extra of [0, added]) {
  const r = await measure(extra);
  console.log(
    `${r.pages} page files (${r.posts} generated posts): first release ${seconds(r.first)}; one page published: median ${seconds(r.median)}, slowest ${seconds(r.max)} (${r.rendered} routes rendered, ${r.changed} changed, validated: ${r.validated}); rollback ${r.rollback.toFixed(1)} ms`,
  );
  console.log(
    `  ${r.photos} phone photos: ${r.firstEncoded} image copies encoded by the first release (from an empty image cache), ${r.encodedLater} by the ${runs} one-page publishes after it`,
  );
  console.log(
    `  peak memory of the process so far ${(r.peakRss / 2 ** 30).toFixed(2)} GB; served by both instances: median ${seconds(r.servedMedian)}, slowest ${seconds(r.servedMax)} from the publish's start; rollback served in ${seconds(r.rollbackServed)}; ${r.requests} requests during the switches, ${r.failed} failed`,
  );
}
