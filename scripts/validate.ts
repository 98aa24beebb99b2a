// `npm run validate`: checks every file in pages/ and exits 1 on any problem.
// Formats: human (default), github (Actions annotations), json.
// Options (all optional; the defaults are the project's own folders):
//   --format human|github|json
//   --pages <dir>    the pages folder to check (tests point this at fixture projects: tests/fixtures/valid/pages)
//   --public <dir>   static files folder (default: the "public" folder next to --pages)
//   --schema <dir>   JSON Schemas folder (default: the project's schema/)
// File paths in messages are shown relative to the folder that holds --pages.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatIssueGithub } from '../src/engine/issue.ts';
import { defaultDirs, type ContentDirs } from '../src/engine/project.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';

const usage = 'usage: validate [--format human|github|json] [--pages <dir>] [--public <dir>] [--schema <dir>]';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
      return value;
    }
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return undefined;
}

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const known = new Set(['format', 'pages', 'public', 'schema']);
for (const arg of process.argv.slice(2)) {
  const m = /^--([^=]+)/.exec(arg);
  if (m && !known.has(m[1])) fail(`unknown option ${arg}`);
}

const format = option('format') ?? 'human';
if (!['human', 'github', 'json'].includes(format)) fail(`unknown format "${format}"`);

const pagesArg = option('pages');
for (const [name, dir] of [['pages', pagesArg], ['public', option('public')], ['schema', option('schema')]] as const) {
  if (dir !== undefined && !(existsSync(dir) && statSync(dir).isDirectory())) fail(`--${name} ${dir}: no such folder`);
}
const dirs: ContentDirs = pagesArg
  ? {
      pagesDir: path.resolve(pagesArg),
      publicDir: path.resolve(option('public') ?? path.join(path.dirname(path.resolve(pagesArg)), 'public')),
      schemaDir: path.resolve(option('schema') ?? defaultDirs.schemaDir),
      displayRoot: path.dirname(path.resolve(pagesArg)),
    }
  : {
      ...defaultDirs,
      publicDir: option('public') ? path.resolve(option('public')!) : defaultDirs.publicDir,
      schemaDir: option('schema') ? path.resolve(option('schema')!) : defaultDirs.schemaDir,
    };

const result = validateProject(dirs);
if (format === 'json') {
  console.log(JSON.stringify({ ok: result.issues.length === 0, fileCount: result.fileCount, issues: result.issues }, null, 2));
} else if (format === 'github') {
  for (const issue of result.issues) console.log(formatIssueGithub(issue));
  console.log(result.issues.length === 0 ? `${result.fileCount} content files valid` : `${result.issues.length} problem(s)`);
} else {
  console.log(formatReport(result));
}
process.exitCode = result.issues.length === 0 ? 0 : 1;
