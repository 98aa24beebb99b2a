// The one validator. The CLI (scripts/validate.ts), the build (scripts/build.ts), the dev server
// (vite plugins) and the authoring tools all call validateProject(). Each kind of check is a small
// module in ./checks/ that owns its catalogue codes; they run in this order over one Project.
import { formatIssue, sortIssues, type Lang, type ValidationIssue } from './issue.ts';
import { resolveMarks } from './resolve.ts';
import { defaultDirs, type ContentDirs } from './project.ts';
import { loadSchemas } from './schemas.ts';
import type { PageCard, PageDemo, PageFile, PageSchedule, SiteFile } from '../model/generated.ts';
import { nextScheduleChange, scheduleState } from '../model/schedule.ts';
import { assetsCheck } from './checks/assets.ts';
import { datesCheck } from './checks/dates.ts';
import { filesCheck } from './checks/files.ts';
import { anchorsCheck, linksCheck } from './checks/links.ts';
import { cardedPages, pageListsCheck } from './checks/pageLists.ts';
import { isObject, Project, type Check, type ContentSource, type LoadedFile } from './checks/project.ts';
import { schemaCheck } from './checks/schema.ts';
import { planPricesCheck } from './checks/planPrices.ts';
import { sectionRulesCheck } from './checks/sectionRules.ts';
import { sharedDataCheck } from './checks/sharedData.ts';
import { siteCheck } from './checks/site.ts';
import { templateDemosCheck } from './checks/templateDemos.ts';

export { ROUTE_SEGMENT } from './checks/files.ts';

/**
 * Every check, in the order they run: files are read and parsed first, validated against their
 * schemas (which collects the marked values), then the checks across files. Cross-file checks run on
 * every file that parsed, valid or not, so one run reports everything; a value that already has a
 * schema error is not checked again.
 */
export const CHECKS: readonly Check[] = [
  filesCheck,
  schemaCheck,
  siteCheck,
  anchorsCheck,
  linksCheck,
  sharedDataCheck,
  templateDemosCheck,
  planPricesCheck,
  assetsCheck,
  pageListsCheck,
  sectionRulesCheck,
  datesCheck,
];

export interface PageModel {
  route: string;
  /** Source file, relative to the project root. */
  file: string;
  meta: PageFile['meta'];
  /** How the page appears in lists (pageList) and in its own entryHeader. */
  card?: PageCard;
  /** Set on a template's demo page: shown as that template's website (src/shell/DemoShell.tsx). */
  demo?: PageDemo;
  /** When the page is on the site (campaigns); without it, always. */
  schedule?: PageSchedule;
  sections: PageFile['sections'];
}

/** An expired page's route and where its visitors go instead ("schedule.redirectTo"). */
export interface ScheduledRedirect {
  from: string;
  to: string;
}

export interface SiteModel {
  site: SiteFile;
  /** Pages sorted by route: all of them, or with `at`, those published at that instant. */
  pages: PageModel[];
  /** With `at`: the expired pages that send their visitors elsewhere. */
  redirects: ScheduledRedirect[];
  /** With `at`: the next instant a page's schedule starts or ends, when the site must be built again. */
  nextScheduleChange?: Date;
}

export interface ValidateOptions {
  /**
   * Read the pages' schedules at this instant (the build): pages not yet or no longer published are
   * left out of the model, of every page list and of the sitemap. Without it (the dev server, the
   * editor, the CLI) every page is in the model.
   */
  at?: Date;
}

export interface ValidationResult {
  issues: ValidationIssue[];
  /** Number of content files read. */
  fileCount: number;
  /** The text of each file that has an issue (by its display path), for code frames. */
  sources?: ReadonlyMap<string, string>;
  /** The validated, reference-resolved content; present only when there are no issues. */
  model?: SiteModel;
}

export function validateProject(dirs: ContentDirs = defaultDirs, source?: ContentSource, { at }: ValidateOptions = {}): ValidationResult {
  const project = new Project(dirs, loadSchemas(dirs.schemaDir), source);
  for (const check of CHECKS) check.run(project);
  const fileCount = project.files.length + project.issues.filter((i) => i.code === 'FILE_UNREADABLE' || i.code === 'FILE_CHECK_FAILED').length;

  const issues = sortIssues(project.issues);
  if (issues.length > 0 || !project.site) {
    const sources = new Map<string, string>();
    for (const file of project.files) if (issues.some((i) => i.file === file.display)) sources.set(file.display, file.doc.text);
    return { issues, fileCount, sources };
  }

  const scheduleOf = (file: LoadedFile) => (isObject(file.value) && isObject(file.value.schedule) ? (file.value.schedule as PageSchedule) : undefined);
  const stateOf = (file: LoadedFile) => (at ? scheduleState(scheduleOf(file), at) : 'published');
  const published = new Set([...project.pages].filter(([, file]) => stateOf(file) === 'published').map(([route]) => route));
  const carded = cardedPages(project).filter((page) => published.has(page.route));
  const nextChange = at && nextScheduleChange([...project.pages.values()].map(scheduleOf), at);
  const resolve = (file: LoadedFile) => {
    const value = resolveMarks(
      file.value as Record<string, unknown>,
      file.marks,
      (collection, id) => project.data.get(collection)!.get(id)!.value,
      () => carded,
    );
    delete value.$schema;
    return value;
  };

  // Built on first use: the CLI only needs the issues, the build and dev server need the model.
  let model: SiteModel | undefined;
  const site = project.site;
  const buildModel = (): SiteModel => ({
    site: resolve(site) as unknown as SiteFile,
    pages: [...project.pages.entries()]
      .filter(([route]) => published.has(route))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, file]) => {
        const value = resolve(file) as unknown as PageFile;
        return {
          route,
          file: file.display,
          meta: value.meta,
          ...(value.card ? { card: value.card } : {}),
          ...(value.demo ? { demo: value.demo } : {}),
          ...(value.schedule ? { schedule: value.schedule } : {}),
          sections: value.sections,
        };
      }),
    redirects: [...project.pages]
      .flatMap(([route, file]) => {
        const to = scheduleOf(file)?.redirectTo;
        return to && stateOf(file) === 'expired' ? [{ from: route, to }] : [];
      })
      .sort((a, b) => a.from.localeCompare(b.from)),
    ...(nextChange ? { nextScheduleChange: nextChange } : {}),
  });
  return {
    issues: [],
    fileCount,
    get model() {
      model ??= buildModel();
      return model;
    },
  };
}

export interface ReportOptions {
  lang?: Lang;
  /** Code frames under each problem (on by default when the result has the sources). */
  codeFrames?: boolean;
}

/** Human report, as printed by `npm run validate`, the build and the dev server's terminal. */
export function formatReport(
  result: Pick<ValidationResult, 'issues' | 'fileCount' | 'sources'>,
  { lang = 'vi', codeFrames = true }: ReportOptions = {},
): string {
  if (result.issues.length === 0) return lang === 'vi' ? `✓ ${result.fileCount} tệp nội dung hợp lệ` : `✓ ${result.fileCount} content files valid`;
  const files = new Set(result.issues.map((i) => i.file)).size;
  const body = result.issues.map((issue) => formatIssue(issue, { lang, source: result.sources?.get(issue.file), codeFrame: codeFrames })).join('\n\n');
  const n = result.issues.length;
  const summary = lang === 'vi' ? `✗ ${n} lỗi trong ${files} tệp` : `✗ ${n} problem${n === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  return `${body}\n\n${summary}`;
}
