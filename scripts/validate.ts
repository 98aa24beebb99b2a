// `npm run validate`: checks every file in pages/ and exits 1 on any problem.
// Formats: human (default: each problem with its code frame), github (Actions annotations), json.
// Options (all optional; the defaults are the project's own folders):
//   --format human|github|json
//   --lang vi|en     language of the messages (default Vietnamese; LANG=en… also gives English)
//   --pages <dir>    the pages folder to check (tests point this at fixture projects: tests/fixtures/valid/pages)
//   --public <dir>   static files folder (default: the "public" folder next to --pages)
//   --schema <dir>   JSON Schemas folder (default: the project's schema/)
// File paths in messages are shown relative to the folder that holds --pages.
import { parseArgs } from 'node:util';
import { formatIssueGithub, localizeIssue } from '../src/engine/issue.ts';
import { isLang, langFromEnv } from '../src/engine/messages/catalogue.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, langFromArgs, orUsageExit, UsageError } from './lib/commandLine.ts';

const usage = 'usage: validate [--format human|github|json] [--lang vi|en] [--pages <dir>] [--public <dir>] [--schema <dir>]';

const { format, dirs, lang } = orUsageExit(
  langFromArgs(process.argv.slice(2), process.env),
  (message) => `${message}\n${usage}`,
  () => {
    const { values } = parseArgs({ options: { format: { type: 'string', default: 'human' }, lang: { type: 'string' }, ...CONTENT_DIR_OPTIONS } });
    const { format } = values;
    if (!['human', 'github', 'json'].includes(format)) throw new UsageError(`unknown format "${format}"`);
    const lang = values.lang ?? langFromEnv(process.env);
    if (!isLang(lang)) throw new UsageError(`unknown language "${lang}" (vi or en)`);
    return { format, dirs: contentDirsFrom(values, lang), lang };
  },
);

const result = validateProject(dirs);
if (format === 'json') {
  const issues = result.issues.map((issue) => localizeIssue(issue, lang));
  console.log(JSON.stringify({ ok: result.issues.length === 0, fileCount: result.fileCount, lang, issues }, null, 2));
} else if (format === 'github') {
  for (const issue of result.issues) console.log(formatIssueGithub(issue, lang));
  const n = result.issues.length;
  console.log(
    n === 0
      ? lang === 'vi'
        ? `${result.fileCount} tệp nội dung hợp lệ`
        : `${result.fileCount} content files valid`
      : lang === 'vi'
        ? `${n} lỗi`
        : `${n} problem(s)`,
  );
} else {
  console.log(formatReport(result, { lang }));
}
process.exitCode = result.issues.length === 0 ? 0 : 1;
