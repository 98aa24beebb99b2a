// `npm run scale-site -- --posts 2000 --out /tmp/site-2000 [-- --photos 10]`: the site with a blog that grew,
// for the budgets to be measured on it: a copy of the content with generated posts (a phone photo as every
// tenth post's cover), published by the content build into `--out` (a built site like build/client, served by
// `npm run lighthouse -- --js-only --variant <out> /blog /blog/trang/50` or `npm run size -- --dir <out>`).
// Needs `npm run build` (the code build). Prints the build's time and peak memory.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { defaultDirs, PROJECT_ROOT } from '../src/engine/project.ts';
import { buildContent } from '../src/publish/contentBuild.ts';
import { copyContent, writeGeneratedPosts } from './lib/generatedPages.ts';
import { addPhotos } from './lib/benchPhotos.ts';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '2000' }, photos: { type: 'string', default: '10' }, out: { type: 'string' } } });
if (!values.out) throw new Error('--out <folder> is required: where the built site is written');
const outDir = path.resolve(values.out);
const work = mkdtempSync(path.join(os.tmpdir(), 'scale-site-'));
try {
  const { pagesDir, schemaDir } = copyContent(work);
  cpSync(path.join(PROJECT_ROOT, 'src/sections'), path.join(work, 'src/sections'), { recursive: true });
  const publicDir = path.join(work, 'public');
  cpSync(defaultDirs.publicDir, publicDir, { recursive: true });
  const posts = writeGeneratedPosts({ pagesDir, count: Number(values.posts) });
  const photos = await addPhotos({ files: posts, publicDir, every: Number(values.photos) });
  rmSync(outDir, { recursive: true, force: true });
  const started = performance.now();
  const built = await buildContent({
    dirs: { pagesDir, schemaDir, publicDir, sectionsDir: path.join(work, 'src/sections'), displayRoot: work },
    buildDir: path.join(PROJECT_ROOT, 'build'),
    outDir,
    imageCache: path.join(work, 'image-cache'),
  });
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; ${posts.length} generated posts, ${photos} phone photos: ${built.prerendered.pages} routes in ${((performance.now() - started) / 1000).toFixed(1)} s, ${built.images.encoded} image copies encoded, peak memory ${(process.resourceUsage().maxRSS / 2 ** 20).toFixed(2)} GB; site in ${outDir}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
