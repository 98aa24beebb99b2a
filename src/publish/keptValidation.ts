// The validation of a publish, against the one of the publish before it: the content's pages/ is read
// whole (one read per file, no parsing) and compared with the texts the kept validation had; when only
// page files changed their text — no file added or removed, the site file, shared data, public/ and the
// schemas as they were — only those pages and the files their content can reach are checked again
// (validateEdits, the editor's check of an edit: src/engine/editCheck.ts); otherwise the whole project
// is validated. Either way the answer is validateProject's for the content as it is
// (tests/unit/publish/kept-validation.test.ts compares the two over a series of publishes).
import { createHash } from 'node:crypto';
import { fileHash } from './fileHash.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateEdits } from '../engine/editCheck.ts';
import type { ValidationIssue } from '../engine/issue.ts';
import { sortIssues } from '../engine/issue.ts';
import { diskSource, type ContentSource, type Project } from '../engine/checks/project.ts';
import { listJsonFiles, type ContentDirs } from '../engine/project.ts';
import { checkProject, projectResult, type ValidateOptions, type ValidationResult } from '../engine/validateProject.ts';

/** What a publish keeps of its validation for the next one to check its changes against. */
export interface KeptValidation {
  /** The schemas' fingerprint (schemaFingerprint) the run was made with. */
  schemas: string;
  /** A hash of public/ (names and bytes): the checks read its images. */
  publicHash: string;
  /** Each file below pages/ and its text, in listJsonFiles order. */
  texts: ReadonlyMap<string, string>;
  /** The run (every file as loaded and checked) and its sorted problems. */
  project: Project;
  issues: ValidationIssue[];
}

export interface ContentValidation {
  result: ValidationResult;
  kept: KeptValidation;
  /** How it was made: only the changed pages and their readers checked, nothing changed at all, or the whole project. */
  how: 'changes' | 'unchanged' | 'whole';
}

/**
 * validateProject(dirs, undefined, options) for the content in `dirs`, made from `kept` (the validation
 * of an earlier content with the same schemas, `schemas` being their fingerprint) where it can be.
 */
export function validateContent(
  dirs: ContentDirs,
  { schemas, kept, ...options }: ValidateOptions & { schemas: string; kept?: KeptValidation },
): ContentValidation {
  const files = listJsonFiles(dirs.pagesDir);
  const texts = new Map<string, string>();
  for (const rel of files) {
    try {
      texts.set(rel, readFileSync(path.join(dirs.pagesDir, rel), 'utf8'));
    } catch {
      // Not kept: the validator reads it again and reports why it cannot.
    }
  }
  const source: ContentSource = { ...diskSource, list: () => files, read: (rel, abs) => texts.get(rel) ?? diskSource.read(rel, abs) };
  const publicHash = treeHash(dirs.publicDir);
  const keep = (project: Project, issues: ValidationIssue[], how: ContentValidation['how']): ContentValidation => ({
    result: projectResult(project, options, issues),
    kept: { schemas, publicHash, texts, project, issues },
    how,
  });

  if (kept && kept.schemas === schemas && kept.publicHash === publicHash && sameNames(files, kept.texts) && texts.size === files.length) {
    const changed = files.filter((rel) => texts.get(rel) !== kept.texts.get(rel));
    if (changed.length === 0) return keep(kept.project, kept.issues, 'unchanged');
    const run = validateEdits(kept.project, kept.issues, changed, source, dirs);
    if (run) return keep(run.project, run.issues, 'changes');
  }
  const project = checkProject(dirs, source, kept && kept.schemas === schemas ? { schemas: kept.project.schemas } : {});
  return keep(project, sortIssues(project.issues), 'whole');
}

function sameNames(files: readonly string[], texts: ReadonlyMap<string, string>): boolean {
  return files.length === texts.size && files.every((rel) => texts.has(rel));
}

/** sha256 of the files below `dir`, their paths and bytes' hashes (empty when there is no such folder). */
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string, from: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = `${from}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), rel);
      else
        hash
          .update(rel)
          .update('\0')
          .update(fileHash(path.join(folder, entry.name)))
          .update('\0');
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}
