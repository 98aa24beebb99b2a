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

/** Runs `parse`; a UsageError or a parseArgs error (worded in `lang`) is printed as `show` words it (no stack trace) and exits 2. */
export function orUsageExit<T>(lang: Lang, show: (message: string) => string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const message = error instanceof UsageError ? error.message : error instanceof Error ? parseArgsProblem(error, lang) : undefined;
    if (message === undefined) throw error;
    console.error(show(message));
    process.exit(2);
  }
}
