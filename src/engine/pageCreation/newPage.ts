// `npm run new-page`: checks the route, writes pages/<route>.json from a template, validates the
// whole project and takes the file back if the new page has a problem.
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentRoute } from '../pageCards.ts';
import { NOT_FOUND_ROUTE, type ContentDirs } from '../project.ts';
import { formatReport, ROUTE_SEGMENT, validateProject, type SiteModel } from '../validateProject.ts';
import { slugify } from '../../lib/text.ts';
import { walkSections } from '../../model/sectionTree.ts';
import type { Lang } from '../messages/messageTable.ts';
import { UsageError } from '../commandLine.ts';
import { NEW_PAGE_TEXT, refusalText, type Refusal } from './newPageText.ts';
import { PLACEHOLDER_META, TEMPLATE_NAMES, TEMPLATES, type TemplateName } from './pageTemplates.ts';

/** `npm run dev`: vite.config.ts binds 127.0.0.1 on Vite's default port. */
export const DEV_SERVER_URL = 'http://127.0.0.1:5173';

/** A refused route or template: a UsageError worded in the caller's language, with its code and values. */
export class NewPageRefusal extends UsageError {
  constructor(
    readonly refusal: Refusal,
    lang: Lang,
  ) {
    super(refusalText(refusal, lang));
  }
}

/** "/dich-vu/seo-local", "dich-vu/seo-local/" → "/dich-vu/seo-local"; a name that cannot be a route is a NewPageRefusal. */
export function parseRoute(input: string, lang: Lang = 'vi'): string {
  const refuse = (refusal: Refusal) => new NewPageRefusal(refusal, lang);
  const segments = input.trim().split('/').filter(Boolean);
  const route = `/${segments.join('/')}`;
  const data = segments.find((s) => s.startsWith('_'));
  if (data !== undefined) throw refuse({ code: 'ROUTE_DATA_NAME', name: data, meant: meantRoute(segments) });
  const index = segments.indexOf('index');
  if (index !== -1) {
    const folder = `/${segments.slice(0, index).join('/')}`;
    throw refuse({ code: 'ROUTE_INDEX', file: `pages${folder === '/' ? '' : folder}/index.json`, folder });
  }
  const bad = segments.find((s) => !ROUTE_SEGMENT.test(s));
  if (bad !== undefined) throw refuse({ code: 'ROUTE_BAD_SEGMENT', segment: bad, meant: meantRoute(segments) });
  if (route === NOT_FOUND_ROUTE) throw refuse({ code: 'ROUTE_RESERVED', route });
  return route;
}

/** The same route with every segment slugified, as the validator suggests for file names; undefined when a segment has no slug. */
function meantRoute(segments: string[]): string | undefined {
  const slugs = segments.map((s) => (ROUTE_SEGMENT.test(s) && s !== 'index' ? s : slugify(s)));
  return slugs.every(Boolean) ? `/${slugs.join('/')}` : undefined;
}

/** The file that has `route`, if any: pages/<route>.json or pages/<route>/index.json (pages/index.json for /). */
export function existingPageFile(pagesDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.json'] : [`${route.slice(1)}.json`, `${route.slice(1)}/index.json`];
  return candidates.map((rel) => path.join(pagesDir, rel)).find((abs) => existsSync(abs));
}

export function templateNamed(name: string, lang: Lang = 'vi'): TemplateName {
  if (!Object.hasOwn(TEMPLATES, name)) throw new NewPageRefusal({ code: 'TEMPLATE_UNKNOWN', name, names: TEMPLATE_NAMES }, lang);
  return name as TemplateName;
}

/** Today in Vietnam as YYYY-MM-DD. */
export const todayInVietnam = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);

export type NewPageResult =
  | {
      ok: true;
      route: string;
      file: string;
      url: string;
      problemsElsewhere: number;
      /** The pages whose lists (pageList) show the new page's card, e.g. ["/", "/blog"]; unknown while other files have problems. */
      listedOn?: string[];
      /** The folder above the route when no page has that route (/uu-dai for /uu-dai/black-friday). */
      folderWithoutPage?: string;
    }
  /** The new page did not validate and was removed; `report` is formatReport of its problems (in `lang`). */
  | { ok: false; route: string; file: string; report: string };

/** Creates the page, or throws a NewPageRefusal (worded in `lang`, Vietnamese by default) when the route is taken or unusable; never overwrites. */
export function createPage(options: { route: string; template: TemplateName; dirs: ContentDirs; today?: string; lang?: Lang }): NewPageResult {
  const { dirs, template, lang = 'vi' } = options;
  const refuse = (refusal: Refusal) => new NewPageRefusal(refusal, lang);
  const route = parseRoute(options.route, lang);
  const show = (abs: string) => path.relative(dirs.displayRoot, abs).split(path.sep).join('/');

  const existing = existingPageFile(dirs.pagesDir, route);
  if (existing) throw refuse({ code: 'ROUTE_EXISTS', route, file: show(existing) });
  const parent = parentRoute(route);
  if (template === 'article') {
    // Lists (pageList) show the carded pages directly below a route, and the article links back to it.
    const example = `/blog/${route.slice(route.lastIndexOf('/') + 1) || 'ten-bai-viet'}`;
    if (parent === '/') throw refuse({ code: 'ARTICLE_AT_TOP', example });
    if (!existingPageFile(dirs.pagesDir, parent)) throw refuse({ code: 'ARTICLE_NO_LIST', parent, example });
  }

  const abs = path.join(dirs.pagesDir, `${route === '/' ? 'index' : route.slice(1)}.json`);
  const schema = path.relative(path.dirname(abs), path.join(dirs.schemaDir, 'page.schema.json')).split(path.sep).join('/');
  const { card, sections } = TEMPLATES[template].build({ route, parent, today: options.today ?? todayInVietnam() });
  const page = { $schema: schema, meta: PLACEHOLDER_META, ...(card ? { card } : {}), sections };

  const createdDir = mkdirSync(path.dirname(abs), { recursive: true });
  // "wx": fail rather than overwrite, should the file appear after the check above.
  writeFileSync(abs, `${JSON.stringify(page, null, 2)}\n`, { flag: 'wx' });

  const file = show(abs);
  const result = validateProject(dirs);
  const own = result.issues.filter((issue) => issue.file === file);
  if (own.length > 0) {
    rmSync(abs);
    if (createdDir) removeEmptyDirs(path.dirname(abs), createdDir);
    return { ok: false, route, file, report: formatReport({ issues: own, fileCount: result.fileCount }, { lang }) };
  }
  return {
    ok: true,
    route,
    file,
    url: `${DEV_SERVER_URL}${route}`,
    problemsElsewhere: result.issues.length,
    // With problems elsewhere there is no model, so no lists to look in.
    ...(result.model ? { listedOn: pagesListing(result.model, route) } : {}),
    ...(parent !== '/' && !existingPageFile(dirs.pagesDir, parent) ? { folderWithoutPage: parent } : {}),
  };
}

/** The routes of the pages with a pageList that shows `route` (pageList sections are resolved to cards in the model). */
export function pagesListing(model: SiteModel, route: string): string[] {
  return model.pages
    .filter((page) =>
      walkSections(page.sections).some(
        ({ section }) =>
          section.type === 'pageList' && Array.isArray(section.pages) && section.pages.some((card) => (card as { href?: unknown }).href === route),
      ),
    )
    .map((page) => page.route);
}

/** What new-page says after creating a page, in `lang`: where it will show up, and what is not automatic. */
export function whereItAppears(result: Extract<NewPageResult, { ok: true }>, lang: Lang = 'vi'): string[] {
  const text = NEW_PAGE_TEXT[lang];
  const lines: string[] = [];
  if (result.listedOn?.length) lines.push(text.listedOn(result.listedOn, parentRoute(result.route)));
  else if (result.listedOn) lines.push(text.inNoList);
  lines.push(text.menus(result.route));
  if (result.folderWithoutPage) lines.push(text.folderWithoutPage(result.folderWithoutPage, result.route));
  return lines;
}

/** Everything new-page prints after a run, in `lang`: stdout lines when the page was created, stderr otherwise. */
export function outcomeLines(result: NewPageResult & { template: TemplateName }, lang: Lang = 'vi'): string[] {
  const text = NEW_PAGE_TEXT[lang];
  if (!result.ok) return [result.report, '', text.notKept(result.template, result.route, result.file)];
  return [
    text.created(result.file, result.template, text.templates[result.template]),
    ...[
      text.next(result.url),
      ...whereItAppears(result, lang),
      ...(result.problemsElsewhere > 0 ? [text.problemsElsewhere(result.problemsElsewhere)] : []),
    ].map((line) => `  ${line}`),
  ];
}

/** Removes `dir` and its parents up to `top` (the first folder mkdir created) while they are empty. */
function removeEmptyDirs(dir: string, top: string) {
  for (let d = dir; ; d = path.dirname(d)) {
    if (readdirSync(d).length > 0) return;
    rmdirSync(d);
    if (d === top) return;
  }
}
