// `npm run bench`: validation throughput (real pages and 1,000 generated pages, compared with
// ajv-cli on the same files), then build + prerender time and the per-route weight.
// Prints medians. Options: --runs N (default 5), --no-build.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultDirs, listJsonFiles, PROJECT_ROOT } from '../src/engine/project.ts';
import { readSchemaDocuments } from '../src/engine/schemaFiles.ts';
import { SCHEMA_BASE } from '../src/engine/schemas.ts';
import { validateProject } from '../src/engine/validateProject.ts';
import { copyContent, writeGeneratedPages } from './lib/generatedPages.ts';
import { BUDGET, jsBudgetKb, kb, measureSite } from './lib/routeWeight.ts';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (v: number) => `${v.toFixed(0)} ms`;
const time = (fn: () => void) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const bin = (name: string) => path.join(PROJECT_ROOT, 'node_modules/.bin', name);

// 1. Real pages, in process (schemas compiled once, as in the dev server).
validateProject();
const realFiles = validateProject().fileCount;
const inProcess = median(Array.from({ length: runs * 4 }, () => time(() => validateProject())));
console.log(`validate real pages (${realFiles} files), in process: ${ms(inProcess)} median → ${Math.round(realFiles / (inProcess / 1000))} files/s`);

// 2. 1,000 generated pages: the CLI cold (start-up included) vs ajv-cli on the same files.
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
try {
  const { pagesDir, schemaDir } = copyContent(work);
  writeGeneratedPages({ samplesDir: defaultDirs.pagesDir, pagesDir, schemaDir, count: 1000 });
  const cli = () => {
    const r = spawnSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'scripts/run-cached.mjs'), 'scripts/validate.ts', '--pages', pagesDir, '--schema', schemaDir, '--public', defaultDirs.publicDir],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`validate CLI failed on generated pages:\n${r.stdout}${r.stderr}`);
  };
  const cliMs = median(Array.from({ length: runs }, () => time(cli)));
  const total = listJsonFiles(pagesDir).length;
  console.log(`npm run validate on ${total} files (1,000 generated), wall incl. start-up: ${ms(cliMs)} median → ${Math.round(total / (cliMs / 1000))} files/s`);

  // ajv-cli needs the schemas with $ids to resolve the cross-file $refs.
  const schemaCopy = path.join(work, 'schema-with-ids');
  const refs: string[] = [];
  for (const [rel, { doc }] of readSchemaDocuments(defaultDirs.schemaDir)) {
    doc.$id = SCHEMA_BASE + rel;
    mkdirSync(path.dirname(path.join(schemaCopy, rel)), { recursive: true });
    writeFileSync(path.join(schemaCopy, rel), JSON.stringify(doc));
    if (rel !== 'page.schema.json') refs.push('-r', path.join(schemaCopy, rel));
  }
  const ajvCli = () => {
    const r = spawnSync(
      bin('ajv'),
      [
        'validate',
        '--spec=draft2020',
        '--strict=false',
        '--all-errors',
        '-s',
        path.join(schemaCopy, 'page.schema.json'),
        ...refs,
        '-d',
        path.join(pagesDir, 'gen', '*.json'),
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`ajv-cli failed:\n${r.stdout}${r.stderr}`);
  };
  const ajvMs = median(Array.from({ length: runs }, () => time(ajvCli)));
  console.log(`ajv-cli validate on the 1,000 generated files (schema only, no locations or cross-file checks): ${ms(ajvMs)} median`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

// 3. Build + prerender.
if (!args.includes('--no-build')) {
  const buildRuns = Math.max(1, Math.min(runs, 3));
  const buildMs = median(
    Array.from({ length: buildRuns }, () => time(() => execFileSync('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, stdio: 'ignore' }))),
  );
  console.log(`npm run build (validate + client build + prerender + postbuild): ${(buildMs / 1000).toFixed(1)} s median of ${buildRuns}`);
  const rows = measureSite(path.join(PROJECT_ROOT, 'build/client'));
  const worstJs = rows.reduce((worst, row) => (row.jsGzip / jsBudgetKb(row) > worst.jsGzip / jsBudgetKb(worst) ? row : worst));
  const worstCss = Math.max(...rows.map((r) => r.cssGzip));
  console.log(
    `first-load weight, closest to its budget: ${worstJs.route} JS ${kb(worstJs.jsGzip)} KB gzip (budget ${jsBudgetKb(worstJs)}), worst CSS ${kb(worstCss)} KB gzip (budget ${BUDGET.cssKb}); npm run size lists every route`,
  );
}
