// What the content scripts (validate, new-page) share on their command line, parsed with
// node:util parseArgs: the options that choose the content folders (--pages / --public /
// --schema; tests point them at throw-away copies of the project) and one-line usage errors.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLang, langFromEnv, type Lang } from './messages/messageTable.ts';
import { defaultDirs, type ContentDirs } from './project.ts';

/** The command-line mistakes these helpers word themselves, in both languages. */
const TEXT: Record<
  Lang,
  { noSuchFolder: (option: string, dir: string) => string; unknownOption: (option: string) => string; needsValue: (option: string) => string }
> = {
  vi: {
    noSuchFolder: (option, dir) => `${option} ${dir}: không có thư mục này`,
    unknownOption: (option) => `không có tùy chọn ${option}`,
    needsValue: (option) => `${option} cần một giá trị`,
  },
  en: {
    noSuchFolder: (option, dir) => `${option} ${dir}: no such folder`,
    unknownOption: (option) => `unknown option ${option}`,
    needsValue: (option) => `${option} needs a value`,
  },
};

/**
 * The language a script speaks before (or when) its options parse: --lang vi|en when given and
 * valid, else the locale's (langFromEnv). A bad --lang is for the script's own check to refuse.
 */
export function langFromArgs(args: string[], env: Record<string, string | undefined>): Lang {
  const { values } = parseArgs({ args, options: { lang: { type: 'string' } }, strict: false, allowPositionals: true });
  return typeof values.lang === 'string' && isLang(values.lang) ? values.lang : langFromEnv(env);
}

/** A mistake in the command line: the script prints the message (no stack trace) and exits 2. */
export class UsageError extends Error {}

/** parseArgs options that choose the content folders. */
export const CONTENT_DIR_OPTIONS = {
  pages: { type: 'string' },
  public: { type: 'string' },
  schema: { type: 'string' },
} as const;

/**
 * The folders from --pages <dir> (public/ next to it by default; messages relative to the folder
 * holding it), --public <dir> and --schema <dir>; the project's own folders otherwise.
 */
export function contentDirsFrom(values: { pages?: string; public?: string; schema?: string }, lang: Lang): ContentDirs {
  for (const name of ['pages', 'public', 'schema'] as const) {
    const dir = values[name];
    if (dir !== undefined && !(existsSync(dir) && statSync(dir).isDirectory())) throw new UsageError(TEXT[lang].noSuchFolder(`--${name}`, dir));
  }
  if (values.pages === undefined) {
    return {
      ...defaultDirs,
      publicDir: values.public ? path.resolve(values.public) : defaultDirs.publicDir,
      schemaDir: values.schema ? path.resolve(values.schema) : defaultDirs.schemaDir,
    };
  }
  const pagesDir = path.resolve(values.pages);
  return {
    pagesDir,
    publicDir: path.resolve(values.public ?? path.join(path.dirname(pagesDir), 'public')),
    schemaDir: path.resolve(values.schema ?? defaultDirs.schemaDir),
    displayRoot: path.dirname(pagesDir),
  };
}

/**
 * parseArgs' own errors in one short line: "unknown option --form", "--from needs a value" (its
 * messages add advice about "--" that does not apply here); anything else as it says it.
 */
function parseArgsProblem(error: Error & { code?: string }, lang: Lang): string | undefined {
  const option = /'(--?[\w-]+)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return option ? TEXT[lang].unknownOption(option) : error.message;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return option ? TEXT[lang].needsValue(option) : error.message;
  if (error.code?.startsWith('ERR_PARSE_ARGS_')) return error.message;
  return undefined;
}

/** The line a usage mistake is refused with: a UsageError's message, or parseArgs' own (worded in `lang`); undefined for any other error. */
function usageProblem(error: unknown, lang: Lang): string | undefined {
  if (error instanceof UsageError) return error.message;
  return error instanceof Error ? parseArgsProblem(error, lang) : undefined;
}

/** Runs `parse`; a usage mistake is printed as `show` words it (no stack trace) and exits 2. For a long-running command (npm run edit). */
export function orUsageExit<T>(lang: Lang, show: (message: string) => string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const message = usageProblem(error, lang);
    if (message === undefined) throw error;
    console.error(show(message));
    process.exit(2);
  }
}

/** What a command did: its exit code and what it printed. Its script prints it (printOutcome); tests read it in-process. */
export interface CommandOutcome {
  status: number;
  stdout: string;
  stderr: string;
}

/** The environment a command reads (its language, from LANG and friends). */
export type CommandEnv = Record<string, string | undefined>;

/** Runs a command's body; a usage mistake becomes exit 2 with `show`'s wording of it on stderr. */
export function withUsageRefusal(lang: Lang, show: (message: string) => string, body: () => CommandOutcome): CommandOutcome {
  try {
    return body();
  } catch (error) {
    const message = usageProblem(error, lang);
    if (message === undefined) throw error;
    return { status: 2, stdout: '', stderr: `${show(message)}\n` };
  }
}

/** A script's last step: prints what its command did and exits with its code (once the output is written). */
export function printOutcome({ status, stdout, stderr }: CommandOutcome): void {
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = status;
}
