// Command-line parsing shared by the content scripts (validate, new-page): `--name value` or
// `--name=value` options, positional arguments, and the content folders chosen with
// --pages / --public / --schema (tests point these at throw-away copies of the project).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultDirs, type ContentDirs } from '../../src/engine/project.ts';

/** A mistake in the command line: the script prints the message (no stack trace) and exits 2. */
export class UsageError extends Error {}

export interface CliArgs {
  /** Option name (without "--") → value; the first occurrence wins. */
  options: Map<string, string>;
  positionals: string[];
}

/** Every option takes a value; an option not in `known` is a usage error. */
export function parseCliArgs(args: readonly string[], known: readonly string[]): CliArgs {
  const options = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const m = /^--([^=]+)(?:=(.*))?$/s.exec(args[i]);
    if (!m) {
      positionals.push(args[i]);
      continue;
    }
    const name = m[1];
    if (!known.includes(name)) throw new UsageError(`unknown option ${args[i]}`);
    let value = m[2];
    if (value === undefined) {
      value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      i++;
    }
    if (!options.has(name)) options.set(name, value);
  }
  return { options, positionals };
}

/** The options that choose the content folders, for `known` lists. */
export const CONTENT_DIR_OPTIONS = ['pages', 'public', 'schema'] as const;

/**
 * The folders from --pages <dir> (public/ next to it by default; messages relative to the folder
 * holding it), --public <dir> and --schema <dir>; the project's own folders otherwise.
 */
export function contentDirsFrom(options: ReadonlyMap<string, string>): ContentDirs {
  for (const name of CONTENT_DIR_OPTIONS) {
    const dir = options.get(name);
    if (dir !== undefined && !(existsSync(dir) && statSync(dir).isDirectory())) throw new UsageError(`--${name} ${dir}: no such folder`);
  }
  const pagesArg = options.get('pages');
  const publicArg = options.get('public');
  const schemaArg = options.get('schema');
  if (pagesArg === undefined) {
    return {
      ...defaultDirs,
      publicDir: publicArg ? path.resolve(publicArg) : defaultDirs.publicDir,
      schemaDir: schemaArg ? path.resolve(schemaArg) : defaultDirs.schemaDir,
    };
  }
  const pagesDir = path.resolve(pagesArg);
  return {
    pagesDir,
    publicDir: path.resolve(publicArg ?? path.join(path.dirname(pagesDir), 'public')),
    schemaDir: path.resolve(schemaArg ?? defaultDirs.schemaDir),
    displayRoot: path.dirname(pagesDir),
  };
}

/** Runs `parse`; a UsageError is printed as `show` words it (no stack trace) and exits 2. */
export function orUsageExit<T>(show: (message: string) => string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(show(error.message));
    process.exit(2);
  }
}
