// `npm run new-page`: checks the route, writes pages/<route>.json from a template, validates the
// whole project and takes the file back if the new page has a problem.
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentRoute } from '../../src/engine/pageCards.ts';
import { NOT_FOUND_ROUTE, type ContentDirs } from '../../src/engine/project.ts';
import { formatReport, ROUTE_SEGMENT, validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { slugify } from '../../src/lib/text.ts';
import { walkSections } from '../../src/model/sectionTree.ts';
import { UsageError } from './commandLine.ts';
import { PLACEHOLDER_META, TEMPLATE_NAMES, TEMPLATES, type TemplateName } from './pageTemplates.ts';

/** `npm run dev`: vite.config.ts binds 127.0.0.1 on Vite's default port. */
export const DEV_SERVER_URL = 'http://127.0.0.1:5173';

/** "/dich-vu/seo-local", "dich-vu/seo-local/" → "/dich-vu/seo-local"; a name that cannot be a route is a UsageError. */
export function parseRoute(input: string): string {
  const segments = input.trim().split('/').filter(Boolean);
  const route = `/${segments.join('/')}`;
  const data = segments.find((s) => s.startsWith('_'));
  if (data !== undefined) throw new UsageError(`"${data}": names starting with "_" are shared data, not pages${didYouMean(segments)}`);
  const index = segments.indexOf('index');
  if (index !== -1) {
    const folder = `/${segments.slice(0, index).join('/')}`;
    throw new UsageError(`"index" is not a page name: pages${folder === '/' ? '' : folder}/index.json is the page ${folder}; write ${folder}`);
  }
  const bad = segments.find((s) => !ROUTE_SEGMENT.test(s));
  if (bad !== undefined) throw new UsageError(`"${bad}" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens)${didYouMean(segments)}`);
  if (route === NOT_FOUND_ROUTE) throw new UsageError(`${NOT_FOUND_ROUTE} is reserved for the not-found page (its texts are in pages/_site.json "notFound")`);
  return route;
}

/** The same route with every segment slugified, as the validator suggests for file names. */
function didYouMean(segments: string[]): string {
  const slugs = segments.map((s) => (ROUTE_SEGMENT.test(s) && s !== 'index' ? s : slugify(s)));
  return slugs.every(Boolean) ? `; did you mean /${slugs.join('/')}?` : '';
}

/** The file that has `route`, if any: pages/<route>.json or pages/<route>/index.json (pages/index.json for /). */
export function existingPageFile(pagesDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.json'] : [`${route.slice(1)}.json`, `${route.slice(1)}/index.json`];
  return candidates.map((rel) => path.join(pagesDir, rel)).find((abs) => existsSync(abs));
}

export function templateNamed(name: string): TemplateName {
  if (!Object.hasOwn(TEMPLATES, name)) throw new UsageError(`unknown template "${name}"; templates: ${TEMPLATE_NAMES.join(', ')}`);
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
  /** The new page did not validate and was removed; `report` is formatReport of its problems. */
  | { ok: false; route: string; file: string; report: string };

/** Creates the page, or throws a UsageError when the route is taken or unusable; never overwrites. */
export function createPage(options: { route: string; template: TemplateName; dirs: ContentDirs; today?: string }): NewPageResult {
  const { dirs, template } = options;
  const route = parseRoute(options.route);
  const show = (abs: string) => path.relative(dirs.displayRoot, abs).split(path.sep).join('/');

  const existing = existingPageFile(dirs.pagesDir, route);
  if (existing) throw new UsageError(`${route} already exists (${show(existing)}); edit that file or choose another route`);
  const parent = parentRoute(route);
  if (template === 'article') {
    // Lists (pageList) show the carded pages directly below a route, and the article links back to it.
    const example = `e.g. /blog/${route.slice(route.lastIndexOf('/') + 1) || 'ten-bai-viet'}`;
    if (parent === '/') throw new UsageError(`an article goes below the page that lists it, ${example}`);
    if (!existingPageFile(dirs.pagesDir, parent)) throw new UsageError(`an article goes below the page that lists it, but ${parent} is not a page; create it first or write ${example}`);
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
    return { ok: false, route, file, report: formatReport({ issues: own, fileCount: result.fileCount }) };
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
      walkSections(page.sections).some(({ section }) => section.type === 'pageList' && Array.isArray(section.pages) && section.pages.some((card) => (card as { href?: unknown }).href === route)),
    )
    .map((page) => page.route);
}

/** What new-page says after creating a page: where it will show up, and what is not automatic. */
export function whereItAppears(result: Extract<NewPageResult, { ok: true }>): string[] {
  const lines: string[] = [];
  if (result.listedOn?.length) lines.push(`its "card" puts it in the lists on ${result.listedOn.join(', ')} (pageList sections with "pages": "${parentRoute(result.route)}")`);
  else if (result.listedOn) lines.push('it appears in no list: lists such as /blog show the pages below them that have a "card"');
  lines.push(
    `menus are not automatic: to link it, add an entry with "href": "${result.route}" to "mainMenu", "footer" or "dock" in pages/_site.json, or link to it from another page`,
  );
  if (result.folderWithoutPage) lines.push(`${result.folderWithoutPage} needs no page of its own: the address ${result.route} works without it`);
  return lines;
}

/** Removes `dir` and its parents up to `top` (the first folder mkdir created) while they are empty. */
function removeEmptyDirs(dir: string, top: string) {
  for (let d = dir; ; d = path.dirname(d)) {
    if (readdirSync(d).length > 0) return;
    rmdirSync(d);
    if (d === top) return;
  }
}
