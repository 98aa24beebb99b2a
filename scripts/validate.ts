// `npm run validate`: checks every file in pages/ and exits 1 on any problem.
// Formats: human (default), github (Actions annotations), json.
// Options (all optional; the defaults are the project's own folders):
//   --format human|github|json
//   --pages <dir>    the pages folder to check (tests point this at fixture projects: tests/fixtures/valid/pages)
//   --public <dir>   static files folder (default: the "public" folder next to --pages)
//   --schema <dir>   JSON Schemas folder (default: the project's schema/)
// File paths in messages are shown relative to the folder that holds --pages.
import { parseArgs } from 'node:util';
import { formatIssueGithub } from '../src/engine/issue.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, orUsageExit, UsageError } from './lib/commandLine.ts';

const usage = 'usage: validate [--format human|github|json] [--pages <dir>] [--public <dir>] [--schema <dir>]';

const { format, dirs } = orUsageExit((message) => `${message}\n${usage}`, () => {
  const { values } = parseArgs({ options: { format: { type: 'string', default: 'human' }, ...CONTENT_DIR_OPTIONS } });
  const { format } = values;
  if (!['human', 'github', 'json'].includes(format)) throw new UsageError(`unknown format "${format}"`);
  return { format, dirs: contentDirsFrom(values) };
});

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
