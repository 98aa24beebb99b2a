// `npm run validate`: checks every file in pages/ and exits 1 on any problem.
// Formats: human (default: each problem with its code frame), github (Actions annotations), json.
// Options (all optional; the defaults are the project's own folders):
//   --format human|github|json
//   --lang vi|en     language of the messages (default Vietnamese; LANG=en… also gives English)
//   --pages <dir>    the pages folder to check (tests point this at fixture projects: tests/fixtures/valid/pages)
//   --public <dir>   static files folder (default: the "public" folder next to --pages)
//   --schema <dir>   JSON Schemas folder (default: the project's schema/)
//   --help, -h       what the command does and its options
// File paths in messages are shown relative to the folder that holds --pages.
import { parseArgs } from 'node:util';
import { formatIssueGithub, localizeIssue } from '../src/engine/issue.ts';
import { isLang, langFromEnv, type Lang } from '../src/engine/messages/messageTable.ts';
import { formatReport, validateProject } from '../src/engine/validateProject.ts';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, langFromArgs, orUsageExit, UsageError } from '../src/engine/commandLine.ts';

const SYNOPSIS = 'validate [--format human|github|json] [--lang vi|en] [--pages <dir>] [--public <dir>] [--schema <dir>]';
/** What the command says about itself, in the language it speaks. */
const TEXT: Record<Lang, { usage: string; help: string; unknownFormat: (format: string) => string; unknownLang: (lang: string) => string }> = {
  vi: {
    usage: `cách dùng: ${SYNOPSIS}`,
    help: [
      'Kiểm tra mọi tệp trong pages/; thoát với mã 1 nếu có lỗi.',
      '  --format human|github|json  cách in lỗi (mặc định human: kèm đoạn mã có lỗi)',
      '  --lang vi|en                ngôn ngữ của thông báo (mặc định tiếng Việt)',
      '  --pages <thư mục>           thư mục trang cần kiểm tra (mặc định pages/)',
      '  --public <thư mục>          thư mục tệp tĩnh (mặc định public/ cạnh --pages)',
      '  --schema <thư mục>          thư mục JSON Schema (mặc định schema/)',
    ].join('\n'),
    unknownFormat: (format) => `không có định dạng "${format}" (human, github hoặc json)`,
    unknownLang: (lang) => `không có ngôn ngữ "${lang}" (vi hoặc en)`,
  },
  en: {
    usage: `usage: ${SYNOPSIS}`,
    help: [
      'Checks every file in pages/; exits 1 on any problem.',
      '  --format human|github|json  how problems are printed (default human: with the code frame)',
      '  --lang vi|en                language of the messages (default Vietnamese)',
      '  --pages <dir>               the pages folder to check (default pages/)',
      '  --public <dir>              static files folder (default public/ next to --pages)',
      '  --schema <dir>              JSON Schemas folder (default schema/)',
    ].join('\n'),
    unknownFormat: (format) => `unknown format "${format}" (human, github or json)`,
    unknownLang: (lang) => `unknown language "${lang}" (vi or en)`,
  },
};

const argLang = langFromArgs(process.argv.slice(2), process.env);
const { format, dirs, lang, help } = orUsageExit(
  argLang,
  (message) => `${message}\n${TEXT[argLang].usage}`,
  () => {
    const { values } = parseArgs({
      options: { format: { type: 'string', default: 'human' }, lang: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...CONTENT_DIR_OPTIONS },
    });
    const { format } = values;
    if (!['human', 'github', 'json'].includes(format)) throw new UsageError(TEXT[argLang].unknownFormat(format));
    const lang = values.lang ?? langFromEnv(process.env);
    if (!isLang(lang)) throw new UsageError(TEXT[argLang].unknownLang(lang));
    return { format, dirs: contentDirsFrom(values, lang), lang, help: values.help === true };
  },
);
if (help) {
  console.log(`${TEXT[lang].usage}\n${TEXT[lang].help}`);
  process.exit(0);
}

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
