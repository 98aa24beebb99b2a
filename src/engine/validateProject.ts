// The one validator. The CLI (scripts/validate.ts), the build (scripts/build.ts), the dev server
// (vite plugins) and the authoring tools all call validateProject(). Each kind of check is a small
// module in ./checks/ that owns its catalogue codes; they run in this order over one Project.
import { formatIssue, sortIssues, type Lang, type ValidationIssue } from './issue.ts';
import { resolveMarks } from './resolve.ts';
import type { ListingPlace } from '../model/listing.ts';
import { defaultDirs, type ContentDirs } from './project.ts';
import { loadSchemas, type CompiledSchemas } from './schemas.ts';
import type { PageCard, PageDemo, PageExperiment, PageExperimentVariant, PageFile, PageSchedule, SiteFile } from '../model/generated.ts';
import { nextScheduleChange, scheduleState } from '../model/schedule.ts';
import { assetsCheck } from './checks/assets.ts';
import { datesCheck } from './checks/dates.ts';
import { experimentIdsCheck, experimentsCheck } from './checks/experiments.ts';
import { filesCheck } from './checks/files.ts';
import { anchorsCheck, linksCheck } from './checks/links.ts';
import { pageListsCheck } from './checks/pageLists.ts';
import type { CardedPage } from './pageCards.ts';
import { isObject, Project, type Check, type ContentSource, type LoadedFile } from './checks/project.ts';
import { schemaCheck } from './checks/schema.ts';
import { scheduledLinksCheck } from './checks/scheduledLinks.ts';
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
  experimentsCheck,
  experimentIdsCheck,
  linksCheck,
  scheduledLinksCheck,
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
  /** Its A/B experiment: the original ("a", `sections`) and each variant with its replacements in place. */
  experiment?: PageExperimentModel;
  /** On a page of a listing split into pages (src/engine/listingPages.ts): which page it is. */
  listing?: ListingPlace;
}

/** A page's A/B experiment as the build and the servers read it (the page file's "experiment", resolved). */
export interface PageExperimentModel {
  id: string;
  name: string;
  /** The original first ("a", the page's own sections), then each variant with its sections. */
  variants: [ExperimentVariantModel & { id: 'a' }, ...(ExperimentVariantModel & { sections: PageFile['sections'] })[]];
}

export interface ExperimentVariantModel {
  id: string;
  name: string;
  /** Percentage of first visits assigned to it; the variants' add up to 100. */
  weight: number;
  sections?: PageFile['sections'];
}

/** The page's sections with a variant's replacements in place (each replaces the top-level section of its id). */
export function variantSections(sections: PageFile['sections'], variant: PageExperimentVariant): PageFile['sections'] {
  return sections.map((section) =>
    section.id !== undefined && Object.hasOwn(variant.replace, section.id) ? variant.replace[section.id]! : section,
  ) as PageFile['sections'];
}

function experimentModel(experiment: PageExperiment, sections: PageFile['sections']): PageExperimentModel {
  return {
    id: experiment.id,
    name: experiment.name,
    variants: [
      { id: 'a', name: experiment.original.name, weight: experiment.original.weight },
      ...experiment.variants.map((variant) => ({ id: variant.id, name: variant.name, weight: variant.weight, sections: variantSections(sections, variant) })),
    ],
  };
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

export function validateProject(dirs: ContentDirs = defaultDirs, source?: ContentSource, options: ValidateOptions = {}): ValidationResult {
  return projectResult(checkProject(dirs, source), options);
}

/** Every check run over the project: for every file's problems, or for those of `scope`'s files (src/engine/editCheck.ts). */
export function checkProject(
  dirs: ContentDirs,
  source?: ContentSource,
  { scope, schemas = loadSchemas(dirs.schemaDir, dirs.sectionsDir) }: { scope?: ReadonlySet<string>; schemas?: CompiledSchemas } = {},
): Project {
  const project = new Project(dirs, schemas, source, scope);
  for (const check of CHECKS) check.run(project);
  return project;
}

/**
 * validateProject's answer from a project every check ran over (all files), or from a run of
 * validateEdits (src/engine/editCheck.ts) with the problems it answered.
 */
export function projectResult(project: Project, { at }: ValidateOptions = {}, issues: ValidationIssue[] = sortIssues(project.issues)): ValidationResult {
  const fileCount = project.files.length + issues.filter((i) => i.code === 'FILE_UNREADABLE' || i.code === 'FILE_CHECK_FAILED').length;

  if (issues.length > 0 || !project.site) {
    const sources = new Map<string, string>();
    for (const file of project.files) if (issues.some((i) => i.file === file.display)) sources.set(file.display, file.doc.text);
    return { issues, fileCount, sources };
  }

  // Every file passed its schema (there are no issues), so its value has the schema's type.
  const pages = [...project.pages.entries()].map(([route, file]) => ({ route, file, value: validated(file, isPageFile) }));
  const stateOf = (schedule: PageSchedule | undefined) => (at ? scheduleState(schedule, at) : 'published');
  const published = pages.filter(({ value }) => stateOf(value.schedule) === 'published');
  const carded: CardedPage[] = published.map(({ route, value }) => ({ route, card: value.card }));
  const nextChange =
    at &&
    nextScheduleChange(
      pages.map(({ value }) => value.schedule),
      at,
    );
  const resolve = <T extends { $schema?: string }>(file: LoadedFile, value: T): T => {
    const resolved = resolveMarks(
      value,
      file.marks,
      (collection, id) => project.data.get(collection)!.get(id)!.value,
      () => carded,
      (collection, id) => project.data.get(collection)?.get(id)?.marks,
    );
    delete resolved.$schema;
    return resolved;
  };

  // Built on first use: the CLI only needs the issues, the build and dev server need the model.
  let model: SiteModel | undefined;
  const site = project.site;
  const buildModel = (): SiteModel => ({
    site: resolve(site, validated(site, isSiteFile)),
    pages: [...published]
      .sort((a, b) => a.route.localeCompare(b.route))
      .map(({ route, file, value: authored }) => {
        const value = resolve(file, authored);
        return {
          route,
          file: file.display,
          meta: value.meta,
          ...(value.card ? { card: value.card } : {}),
          ...(value.demo ? { demo: value.demo } : {}),
          ...(value.schedule ? { schedule: value.schedule } : {}),
          sections: value.sections,
          ...(value.experiment ? { experiment: experimentModel(value.experiment, value.sections) } : {}),
        };
      }),
    redirects: pages
      .flatMap(({ route, value: { schedule } }) => {
        const to = schedule?.redirectTo;
        return to && stateOf(schedule) === 'expired' ? [{ from: route, to }] : [];
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

/**
 * The value of a file that passed its schema (the model is built only when nothing was reported),
 * with the schema's type. The guard checks the top level the model reads; the schema checked all.
 */
function validated<T>(file: LoadedFile, is: (value: unknown) => value is T): T {
  if (!file.valid || !is(file.value)) throw new Error(`${file.display} has not passed its schema`);
  return file.value;
}

const isPageFile = (value: unknown): value is PageFile => isObject(value) && isObject(value.meta) && Array.isArray(value.sections) && value.sections.length > 0;

const SITE_PARTS = ['company', 'mainMenu', 'footer', 'dock', 'launchpad', 'ui', 'notFound'] as const;
const isSiteFile = (value: unknown): value is SiteFile => isObject(value) && typeof value.siteUrl === 'string' && SITE_PARTS.every((part) => part in value);

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
