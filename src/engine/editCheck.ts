// One page's edit checked against the rest of a project validated before: what the editor runs while
// an author types. The edited page is read, parsed and checked in full; every other file is taken as
// the earlier run loaded and checked it (the checks across files still see all of them: routes,
// anchors, shared data, cards, plans), and only the files whose problems the edit can change are
// checked again — each check says which (Check.whole, Check.readers in ./checks/project.ts). Their
// problems replace the earlier run's; every other problem is the earlier run's. The answer is
// validateProject's for the project with the edit in place: tests/unit/editor/edit-check.test.ts
// compares the two over a table of edits and over generated ones.
import type { ValidationIssue } from './issue.ts';
import type { ContentDirs } from './project.ts';
import type { ContentSource, LoadedFile, Project } from './checks/project.ts';
import { CHECKS, checkProject } from './validateProject.ts';

/** Problems that an earlier file's loading could not say precisely enough to be kept (the file is read again). */
const UNLOADED = new Set(['FILE_UNREADABLE', 'FILE_CHECK_FAILED']);

/** Codes of the checks whose problems in every file are taken from the new run. */
const WHOLE_CODES: ReadonlySet<string> = new Set(CHECKS.filter((check) => check.whole).flatMap((check) => check.codes));
/** Code → the place of its check in CHECKS: the order a run reports problems at one position in. */
const CHECK_RANK: ReadonlyMap<string, number> = new Map(CHECKS.flatMap((check, i) => check.codes.map((code) => [code, i] as const)));

/**
 * validateProject's problems for `base`'s project with the page file `rel` holding what `source`
 * reads for it (every other file as `base` read it). `base` is a full run (checkProject without a
 * scope, or a run of validateEdits) over the same files and schemas as they still are, `baseIssues`
 * its sorted problems. Undefined when the edit cannot be checked this way (the file is not a page
 * `base` loaded, a file could not be loaded): validate the whole project then.
 */
export function validateEdit(base: Project, baseIssues: readonly ValidationIssue[], rel: string, source: ContentSource): ValidationIssue[] | undefined {
  return validateEdits(base, baseIssues, [rel], source)?.issues;
}

/**
 * validateEdit for several page files changed at once (a publish: the pages changed since the last
 * one): the scope is every changed page and the files each one's content can reach. With the issues,
 * the run: every file as loaded (the changed ones anew), to build the site's model from, and to check
 * the next change against (it stands for a full run: its problems are `issues`).
 */
export function validateEdits(
  base: Project,
  baseIssues: readonly ValidationIssue[],
  rels: readonly string[],
  source: ContentSource,
  /** Where the content is now, when not where `base` read it (a publish's new export of the same files). */
  dirs: ContentDirs = base.dirs,
): { issues: ValidationIssue[]; project: Project } | undefined {
  if (base.scope && !wholeRuns.has(base)) return undefined;
  if (baseIssues.some((issue) => UNLOADED.has(issue.code))) return undefined;
  const scope = new Set<string>();
  for (const rel of rels) {
    const before = base.files.find((file) => file.rel === rel);
    if (!before || before.kind.kind !== 'page') return undefined;
    scope.add(rel);
    for (const check of CHECKS) for (const file of check.readers?.(base, before.kind.route) ?? []) scope.add(file.rel);
  }
  const earlier = new Map<string, LoadedFile>(base.files.map((file) => [file.rel, file]));
  const project = checkProject(dirs, { ...source, loaded: (r) => (scope.has(r) ? undefined : earlier.get(r)) }, { scope, schemas: base.schemas });

  const displays = new Set(base.files.filter((file) => scope.has(file.rel)).map((file) => file.display));
  const fromNewRun = (issue: ValidationIssue) => displays.has(issue.file) || WHOLE_CODES.has(issue.code);
  const rank = (issue: ValidationIssue) => CHECK_RANK.get(issue.code) ?? CHECKS.length;
  // sortIssues' order; at one position, the order the checks ran in (each side keeps its own order).
  const issues = [...baseIssues.filter((issue) => !fromNewRun(issue)), ...project.issues.filter(fromNewRun)].sort(
    (a, b) => a.file.localeCompare(b.file, 'en') || a.line - b.line || a.column - b.column || rank(a) - rank(b),
  );
  wholeRuns.add(project);
  return { issues, project };
}

/** Runs of validateEdits: scoped, yet every file in them is loaded and checked (the others by an earlier run). */
const wholeRuns = new WeakSet<Project>();
