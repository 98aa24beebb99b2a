// `npm run bench:editor [-- --runs 7] [-- --pages 2000]`: how long the editor takes to check an
// edit (what the author waits for between typing and seeing the problems at the field): the
// editor's own check (ProjectStore.check, the same code as POST /api/check) on a copy of the
// project, with the pages of today and with generated pages added (scripts/lib/generatedPages.ts).
// Prints the median and the slowest run per size. Run it alone: the figures are CPU time.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { defaultDirs, listJsonFiles } from '../src/engine/project.ts';
import { ProjectStore } from '../src/editor/server/store.ts';
import { copyContent, writeGeneratedPages } from './lib/generatedPages.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, pages: { type: 'string', default: '2000' } } });
const runs = Number(values.runs);
const added = Number(values.pages);
/** The page an author edits: the home page, which lists posts and links to many others. */
const EDITED = 'pages/index.json';

function measure(extraPages: number): { pages: number; median: number; max: number } {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  try {
    const { pagesDir, schemaDir } = copyContent(work);
    if (extraPages > 0) writeGeneratedPages({ samplesDir: defaultDirs.pagesDir, pagesDir, schemaDir, count: extraPages });
    const store = new ProjectStore({ ...defaultDirs, pagesDir, schemaDir, displayRoot: work });
    const page = JSON.parse(readFileSync(path.join(work, EDITED), 'utf8')) as { meta: { title: string } };
    store.check(EDITED, page); // warm: schemas compiled once, as in a running editor
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      page.meta.title = `Trang chủ — bản sửa ${run}`;
      const start = performance.now();
      const issues = store.check(EDITED, page);
      times.push(performance.now() - start);
      if (issues.length > 0) throw new Error(`the edited page should be valid: ${issues[0]!.message}`);
    }
    times.sort((a, b) => a - b);
    return { pages: listJsonFiles(pagesDir).length, median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(`editor check of ${EDITED} (ProjectStore.check), ${runs} runs each, load average ${os.loadavg()[0]!.toFixed(1)}:`);
for (const extra of [0, added]) {
  const { pages, median, max } = measure(extra);
  console.log(
    `  ${String(pages).padStart(5)} content files${extra ? ` (${extra} generated)` : ''}: median ${median.toFixed(0)} ms, slowest ${max.toFixed(0)} ms`,
  );
}
