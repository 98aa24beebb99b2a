// `npm run validate` (scripts/validate.ts) as a function: its options, the report in the chosen format,
// its exit code (0 clean, 1 any problem, 2 a usage mistake). Tests run it in-process; the script prints it.
import { parseArgs } from 'node:util';
import { CONTENT_DIR_OPTIONS, contentDirsFrom, langFromArgs, UsageError, withUsageRefusal, type CommandEnv, type CommandOutcome } from './commandLine.ts';
import { formatIssueGithub, localizeIssue } from './issue.ts';
import { isLang, langFromEnv, type Lang } from './messages/messageTable.ts';
import { formatReport, validateProject, type ValidationResult } from './validateProject.ts';

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

type Format = 'human' | 'github' | 'json';

/** The report of a check in one format, as printed (ending with a newline). */
function report(result: ValidationResult, format: Format, lang: Lang): string {
  if (format === 'json') {
    const issues = result.issues.map((issue) => localizeIssue(issue, lang));
    return `${JSON.stringify({ ok: result.issues.length === 0, fileCount: result.fileCount, lang, issues }, null, 2)}\n`;
  }
  if (format === 'human') return `${formatReport(result, { lang })}\n`;
  const n = result.issues.length;
  const summary =
    n === 0
      ? lang === 'vi'
        ? `${result.fileCount} tệp nội dung hợp lệ`
        : `${result.fileCount} content files valid`
      : lang === 'vi'
        ? `${n} lỗi`
        : `${n} problem(s)`;
  return [...result.issues.map((issue) => formatIssueGithub(issue, lang)), summary].map((line) => `${line}\n`).join('');
}

/** `npm run validate -- …args`: what it prints and its exit code. */
export function validateCommand(args: string[], env: CommandEnv): CommandOutcome {
  const argLang = langFromArgs(args, env);
  return withUsageRefusal(
    argLang,
    (message) => `${message}\n${TEXT[argLang].usage}`,
    () => {
      const { values } = parseArgs({
        args,
        options: { format: { type: 'string', default: 'human' }, lang: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...CONTENT_DIR_OPTIONS },
      });
      const { format } = values;
      if (format !== 'human' && format !== 'github' && format !== 'json') throw new UsageError(TEXT[argLang].unknownFormat(format));
      const lang = values.lang ?? langFromEnv(env);
      if (!isLang(lang)) throw new UsageError(TEXT[argLang].unknownLang(lang));
      const dirs = contentDirsFrom(values, lang);
      if (values.help === true) return { status: 0, stdout: `${TEXT[lang].usage}\n${TEXT[lang].help}\n`, stderr: '' };
      const result = validateProject(dirs);
      return { status: result.issues.length === 0 ? 0 : 1, stdout: report(result, format, lang), stderr: '' };
    },
  );
}
