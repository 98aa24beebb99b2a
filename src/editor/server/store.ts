// The editor's view of the project on disk: list, read, check and write page files. Every check is
// the CLI's validator's answer (validateProject's checks) for the project with the candidate page in
// place — from the in-memory project index, the edited page checked against the rest
// (src/engine/editCheck.ts) — so the editor can never accept what `npm run validate` rejects.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ValidationIssue } from '../../engine/issue.ts';
import { isPageFile, listJsonFiles, routeFromFile, SITE_FILE, type ContentDirs } from '../../engine/project.ts';
import { resolveSection } from '../../engine/resolve.ts';
import { ProjectIndex, type Scan } from '../../engine/projectIndex.ts';
import type { PageModel, ValidationResult } from '../../engine/validateProject.ts';
import type { PageData } from '../../model/boot.ts';
import { updateJsonText } from './jsonEdit.ts';
import { PathRefused, resolveInside } from './safePath.ts';
import type { PageSummary } from '../contract/types.ts';
export type { PageSummary } from '../contract/types.ts';

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

export interface LoadedPage {
  file: string;
  route: string;
  text: string;
  value: unknown;
  hash: string;
}

export type SaveResult =
  { status: 'saved'; hash: string; text: string } | { status: 'conflict'; hash: string | null } | { status: 'invalid'; issues: ValidationIssue[] };

/** The key for comparing issues before and after an edit (lines move when text is added). */
const issueKey = (i: ValidationIssue) => `${i.file}|${i.path}|${i.message}`;

export class ProjectStore {
  readonly pagesPrefix = 'pages/';

  private readonly index: ProjectIndex;
  /**
   * The last run that validated: its model (the pages' cards for page lists in the preview) is
   * built only when a preview asks for it (building it resolves every page: most of a check's time).
   */
  private validRun: ValidationResult | undefined;

  private get cards(): PageModel[] | undefined {
    return this.validRun?.model?.pages;
  }

  constructor(readonly dirs: ContentDirs) {
    this.index = new ProjectIndex(dirs);
  }

  /** "pages/pricing/seo.json" → absolute path, or PathRefused. */
  pagePath(file: unknown): string {
    const abs = resolveInside(this.dirs.pagesDir, this.pagesPrefix, file);
    if (!String(file).endsWith('.json')) throw new PathRefused('tệp trang phải có đuôi .json');
    if (!isPageFile(String(file).slice(this.pagesPrefix.length))) throw new PathRefused('tệp bắt đầu bằng "_" là dữ liệu dùng chung, không phải trang');
    return abs;
  }

  validate(): ValidationIssue[] {
    return this.validateWith();
  }

  listPages(): PageSummary[] {
    const issues = this.validate();
    return listJsonFiles(this.dirs.pagesDir)
      .filter(isPageFile)
      .map((rel) => {
        const file = this.pagesPrefix + rel;
        let title = '';
        try {
          title = String((JSON.parse(readFileSync(path.join(this.dirs.pagesDir, rel), 'utf8')) as { meta?: { title?: unknown } }).meta?.title ?? '');
        } catch {
          // unreadable JSON: its problems say so
        }
        return { file, route: routeFromFile(rel), title, problems: issues.filter((i) => i.file === file).length };
      })
      .sort((a, b) => a.route.localeCompare(b.route));
  }

  readPage(file: string): LoadedPage {
    const abs = this.pagePath(file);
    const text = readFileSync(abs, 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    return { file, route: routeFromFile(file.slice(this.pagesPrefix.length)), text, value, hash: hashText(text) };
  }

  /** The file's hash on disk now (null when it is gone). */
  currentHash(file: string): string | null {
    const abs = this.pagePath(file);
    return existsSync(abs) ? hashText(readFileSync(abs, 'utf8')) : null;
  }

  /**
   * The validator's answer for the project with `file` holding `text` (removed with null; as on disk
   * with undefined), from the project index: the files that did not change since the last check are
   * not read, parsed or schema-validated again (src/engine/projectIndex.ts).
   */
  private validateWith(file?: string, text?: string | null, scan?: Scan): ValidationIssue[] {
    return this.runValidator(file, text, scan).issues;
  }

  private runValidator(file?: string, text?: string | null, scan?: Scan): ValidationResult {
    const overlay = file !== undefined && text !== undefined ? { rel: file.slice(this.pagesPrefix.length), text } : undefined;
    const result = this.index.validate(overlay, scan);
    if (result.issues.length === 0) this.validRun = result;
    return result;
  }

  /**
   * The page as the site would render it: each section resolved (shared data, page lists) on its
   * own, so one broken section does not blank the preview (its error boundary shows a notice).
   * Page lists use the cards of the last project that validated.
   */
  preview(value: unknown): { page: PageData; site: unknown } {
    if (this.validRun === undefined) this.validate();
    const v = (value ?? {}) as { meta?: PageData['meta']; card?: PageData['card']; sections?: unknown[] };
    const sections = (Array.isArray(v.sections) ? v.sections : []).map((section) => {
      try {
        return resolveSection(section, () => this.cards ?? [], this.dirs);
      } catch {
        return section;
      }
    }) as PageData['sections'];
    const site = JSON.parse(readFileSync(path.join(this.dirs.pagesDir, SITE_FILE), 'utf8')) as unknown;
    return { page: { route: '', meta: v.meta ?? { title: '', description: '' }, ...(v.card ? { card: v.card } : {}), sections }, site };
  }

  /** Nothing to release: the index is memory only (kept for callers that end a store). */
  dispose() {}

  /** The file text a save of `value` would write (the file's own formatting kept where untouched). */
  textFor(file: string, value: unknown): string {
    const abs = this.pagePath(file);
    if (!existsSync(abs)) return `${JSON.stringify(value, null, 2)}\n`;
    const text = readFileSync(abs, 'utf8');
    let before: unknown;
    try {
      before = JSON.parse(text);
    } catch {
      return `${JSON.stringify(value, null, 2)}\n`;
    }
    return updateJsonText(text, before, value);
  }

  /**
   * What blocks saving `value` as `file`: every problem of the file itself, and every problem it
   * would cause elsewhere (another page linking to an anchor that was removed) that is not there now.
   */
  check(file: string, value: unknown): ValidationIssue[] {
    const text = this.textFor(file, value);
    // One listing and one stat per file for both validations (the project as on disk, then edited).
    const scan = this.index.scan();
    const onDisk = this.runValidator(undefined, undefined, scan);
    const before = new Set(onDisk.issues.filter((i) => i.file !== file).map(issueKey));
    // The edited page and the files it can change, checked against the project as on disk (src/engine/editCheck.ts).
    const overlay = { rel: file.slice(this.pagesPrefix.length), text };
    const after = this.index.validateEdit(overlay, scan);
    if (after.length === 0) {
      // The preview's page lists read the cards of this project, built when a preview asks for them.
      const index = this.index;
      let model: ValidationResult['model'];
      this.validRun = {
        issues: [],
        fileCount: onDisk.fileCount,
        get model() {
          model ??= index.validate(overlay).model;
          return model;
        },
      };
    }
    return after.filter((i) => i.file === file || !before.has(issueKey(i)));
  }

  /** Writes `value` if the file is still what the editor loaded (`baseHash`) and the project validates with it. */
  save(file: string, value: unknown, baseHash: string): SaveResult {
    const abs = this.pagePath(file);
    // Everything below is synchronous: no other request can run between the check and the write.
    const current = this.currentHash(file);
    if (current !== baseHash) return { status: 'conflict', hash: current };
    const text = this.textFor(file, value);
    const issues = this.check(file, value);
    if (issues.length > 0) return { status: 'invalid', issues };
    writeAtomically(abs, text);
    return { status: 'saved', hash: hashText(text), text };
  }

  /** Pages whose links would break without `file` (the validator's own link check, run without it). */
  linkedFrom(file: string): ValidationIssue[] {
    this.pagePath(file);
    const before = new Set(this.validate().map(issueKey));
    return this.validateWith(file, null).filter((i) => !before.has(issueKey(i)));
  }

  delete(file: string, baseHash: string): { status: 'deleted' } | { status: 'conflict' } | { status: 'linked'; issues: ValidationIssue[] } {
    const abs = this.pagePath(file);
    if (this.currentHash(file) !== baseHash) return { status: 'conflict' };
    const issues = this.linkedFrom(file);
    if (issues.length > 0) return { status: 'linked', issues };
    rmSync(abs);
    // Remove folders the page leaves empty (not pages/ itself).
    for (let dir = path.dirname(abs); dir !== this.dirs.pagesDir && readdirSync(dir).length === 0; dir = path.dirname(dir)) rmdirSync(dir);
    return { status: 'deleted' };
  }

  /** Writes a new page file (never over an existing one) if the project validates with it. */
  create(file: string, value: unknown): SaveResult {
    const abs = this.pagePath(file);
    if (existsSync(abs)) return { status: 'conflict', hash: hashText(readFileSync(abs, 'utf8')) };
    const text = `${JSON.stringify(value, null, 2)}\n`;
    const issues = this.validateWith(file, text).filter((i) => i.file === file);
    if (issues.length > 0) return { status: 'invalid', issues };
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text, { flag: 'wx' });
    return { status: 'saved', hash: hashText(text), text };
  }
}

/** A reader never sees half a file: write beside it, then rename over it. */
function writeAtomically(abs: string, text: string) {
  const tmp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, abs);
}
