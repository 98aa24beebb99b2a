// `npm run validate`: checks every file in pages/ and exits 1 on any problem.
// Formats: human (default), github (Actions annotations), json.
import { formatIssueGithub } from '../src/engine/issue.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';

const formatArg = process.argv.find((a) => a.startsWith('--format'));
const format = formatArg?.includes('=') ? formatArg.split('=')[1] : formatArg ? process.argv[process.argv.indexOf(formatArg) + 1] : 'human';

const result = validateProject();
if (format === 'json') {
  console.log(JSON.stringify({ ok: result.issues.length === 0, fileCount: result.fileCount, issues: result.issues }, null, 2));
} else if (format === 'github') {
  for (const issue of result.issues) console.log(formatIssueGithub(issue));
  console.log(result.issues.length === 0 ? `${result.fileCount} content files valid` : `${result.issues.length} problem(s)`);
} else {
  console.log(formatReport(result));
}
process.exitCode = result.issues.length === 0 ? 0 : 1;
