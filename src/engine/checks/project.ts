// What every check sees: the files read from pages/ (parsed, schema-validated, with their marks),
// the compiled schemas, and one way to report a problem (located, with its human position).
import { readFileSync } from 'node:fs';
import { listJsonFiles, type ContentDirs, type ContentFileKind } from '../project.ts';
import type { CompiledSchemas, Marks } from '../schemas.ts';
import { createIssue, type ValidationIssue } from '../issue.ts';
import { displayPath, findDuplicateKeys, locate, parseDocument, pointerSegments, type DuplicateKey, type SourceDocument } from '../locate.ts';
import type { MessageCode, ParamsOf } from '../messages/messageTable.ts';
import { trailOf } from '../messages/params.ts';
import { syntaxProblem } from './syntax.ts';

/** A file's text as the files check uses it: parsed, with its syntax problem or repeated keys. */
export interface ParsedText {
  doc: SourceDocument;
  syntax: ReturnType<typeof syntaxProblem>;
  /** Only looked for when there is no syntax problem. */
  duplicates: DuplicateKey[];
}

export function parseText(text: string): ParsedText {
  const doc = parseDocument(text);
  const syntax = syntaxProblem(doc);
  return { doc, syntax, duplicates: syntax ? [] : findDuplicateKeys(doc) };
}

/**
 * Where the checks get the files from. The default reads pages/ from disk; the editor's project
 * index (src/engine/projectIndex.ts) answers from memory for files that did not change, with an
 * edited file in place, and remembers which texts already passed their schema. Every answer must be
 * what the default would give for the same files: the index's test compares the two.
 */
export interface ContentSource {
  /** Paths below pages/ of the `.json` files, in listJsonFiles order. */
  list(pagesDir: string): string[];
  /** The file's text (throws like readFileSync when it cannot be read). */
  read(rel: string, abs: string): string;
  parse(rel: string, text: string): ParsedText;
  /** The marks of a text that passed this schema before (undefined: validate it). */
  validMarks?(rel: string, text: string, schemaFile: string): Marks | undefined;
  /** Remembers a text that passed its schema, with its marks. */
  rememberValid?(rel: string, text: string, schemaFile: string, marks: Marks): void;
  /**
   * The file as an earlier run loaded and checked it, to take as it is (registered, not read, parsed or
   * checked again: its own problems are that run's). Only for files outside the project's scope.
   */
  loaded?(rel: string): LoadedFile | undefined;
}

export const diskSource: ContentSource = {
  list: (pagesDir) => listJsonFiles(pagesDir),
  read: (_rel, abs) => readFileSync(abs, 'utf8'),
  parse: (_rel, text) => parseText(text),
};

export type Segments = (string | number)[];

export interface LoadedFile {
  /** Path below pages/, e.g. `pricing/seo.json`. */
  rel: string;
  /** Path as messages show it, e.g. `pages/pricing/seo.json`. */
  display: string;
  kind: ContentFileKind;
  doc: SourceDocument;
  /** The parsed value; undefined when the file is not valid JSON. */
  value: unknown;
  parsed: boolean;
  valid: boolean;
  marks: Marks;
  /** JSON paths (as JSON.stringify(segments)) that already have a schema error, so later checks skip them. */
  schemaErrorAt: Set<string>;
}

/** A place to report at: a loaded file, or a file that could not be loaded (or does not exist). */
export type FileRef = Pick<LoadedFile, 'display'> & Partial<Pick<LoadedFile, 'doc' | 'value' | 'parsed'>>;

export class Project {
  readonly issues: ValidationIssue[] = [];
  /** Every content file read, in path order. */
  readonly files: LoadedFile[] = [];
  /** Route → the first file that claims it (also files that are not valid JSON: the route exists, its content is broken). */
  readonly pages = new Map<string, LoadedFile>();
  /** Every page file, including a second claimant of a route (its own links are still checked). */
  readonly pageFiles: [route: string, file: LoadedFile][] = [];
  /** Collection → id → file. */
  readonly data = new Map<string, Map<string, LoadedFile>>();
  site: LoadedFile | undefined;
  /** Route → its anchors (section and group ids); undefined when the page could not be read. Filled by the anchors check. */
  readonly anchors = new Map<string, Set<string> | undefined>();

  constructor(
    readonly dirs: ContentDirs,
    readonly schemas: CompiledSchemas,
    readonly source: ContentSource = diskSource,
    /**
     * The files (paths below pages/) whose problems this run is for; undefined: every file. The other
     * files still take part (routes, anchors, shared data, plans…) as an earlier run loaded them
     * (src/engine/editCheck.ts).
     */
    readonly scope?: ReadonlySet<string>,
  ) {}

  /** Reports a problem at a JSON path of a file (undefined: the file as a whole, `(file)`). */
  report<C extends MessageCode>(file: FileRef, segments: Segments | undefined, code: C, params: ParamsOf<C>): void {
    const pos = file.doc?.root && segments ? locate(file.doc, segments) : { line: 1, column: 1 };
    this.push(file, pos, segments, code, params);
  }

  /** Reports a problem at a character offset (malformed JSON, a repeated key). */
  reportAt<C extends MessageCode>(file: FileRef & { doc: SourceDocument }, offset: number, segments: Segments | undefined, code: C, params: ParamsOf<C>): void {
    this.push(file, file.doc.positionAt(offset), segments, code, params);
  }

  private push<C extends MessageCode>(file: FileRef, pos: { line: number; column: number }, segments: Segments | undefined, code: C, params: ParamsOf<C>) {
    const path = segments === undefined ? '(file)' : displayPath(segments);
    const trail = segments !== undefined && file.parsed ? trailOf(file.value, segments) : [];
    this.issues.push(createIssue({ code, params, file: file.display, line: pos.line, column: pos.column, path, trail }));
  }

  /** Whether the value at `pointer` already has a schema error (then it is not checked again). */
  unchecked(file: LoadedFile, pointer: string | Segments): boolean {
    return file.schemaErrorAt.has(JSON.stringify(typeof pointer === 'string' ? pointerSegments(pointer) : pointer));
  }

  /** Files whose content could be read, in path order. */
  parsedFiles(): LoadedFile[] {
    return this.files.filter((file) => file.parsed);
  }

  /** The parsed files whose own problems this run is for (every parsed file without a scope). */
  checkedFiles(): LoadedFile[] {
    const { scope } = this;
    return scope ? this.files.filter((file) => file.parsed && scope.has(file.rel)) : this.parsedFiles();
  }

  /** Whether this run is for the problems of `file`. */
  inScope(file: LoadedFile): boolean {
    return !this.scope || this.scope.has(file.rel);
  }

  /** The route of a page file if it is the one that owns the route (anchors and same-page links use it). */
  ownRoute(file: LoadedFile): string | undefined {
    return file.kind.kind === 'page' && this.pages.get(file.kind.route) === file ? file.kind.route : undefined;
  }
}

/** One check: the catalogue codes it may report, and the run over the project. */
export interface Check {
  name: string;
  /** What it checks, as the guide's list of codes titles it (Vietnamese). */
  title: string;
  codes: readonly MessageCode[];
  /**
   * How an edit of one page's content reaches other files' problems, for the editor's check of one
   * page against the rest (src/engine/editCheck.ts). Without `whole` or `readers`, a file's problems
   * from this check depend only on its own text and on what no page's content changes (file names
   * and routes, the site file, shared data, public/, the schemas). A check for which that is not so
   * either walks every file from what each file's earlier run left (`whole`: its problems in every
   * file are taken from the new run), or names the files to check again (`readers`: the files
   * whose problems from it may change with the content of the page at `route`).
   */
  whole?: boolean;
  readers?(project: Project, route: string): Iterable<LoadedFile>;
  run(project: Project): void;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
