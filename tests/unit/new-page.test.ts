// @vitest-environment node
// `npm run new-page`: every template gives a valid page in a copy of the project; existing, reserved
// and badly named routes are refused without touching anything; the CLI's exit codes and output.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../scripts/lib/commandLine.ts';
import { createPage, parseRoute, templateNamed, whereItAppears } from '../../scripts/lib/newPage.ts';
import { PLACEHOLDER_META, TEMPLATE_NAMES, type TemplateName } from '../../scripts/lib/pageTemplates.ts';
import { PROJECT_ROOT, type ContentDirs } from '../../src/engine/project.ts';
import { formatReport, validateProject } from '../../src/engine/validateProject.ts';

let root: string;
let dirs: ContentDirs;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-page-test-'));
  for (const dir of ['pages', 'public', 'schema']) cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  dirs = { pagesDir: path.join(root, 'pages'), publicDir: path.join(root, 'public'), schemaDir: path.join(root, 'schema'), displayRoot: root };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const readPage = (rel: string) => JSON.parse(readFileSync(path.join(root, 'pages', rel), 'utf8')) as Record<string, unknown> & { sections: { type: string; plans?: unknown }[] };
const sectionTypes = (rel: string) => readPage(rel).sections.map((s) => s.type);

/** The thrown UsageError's message (fails when nothing, or something else, is thrown). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('templates', () => {
  const cases: [TemplateName, string, string, string[]][] = [
    ['landing', '/dich-vu/seo-local', 'dich-vu/seo-local.json', ['hero', 'featureGrid', 'process', 'testimonials', 'faq', 'cta']],
    ['service', '/dich-vu/moi/quang-cao-tiktok', 'dich-vu/moi/quang-cao-tiktok.json', ['hero', 'featureGrid', 'process', 'planGrid', 'faq', 'cta']],
    ['pricing', 'bang-gia-moi', 'bang-gia-moi.json', ['hero', 'planGrid', 'faq', 'cta']],
    ['promo', '/uu-dai/black-friday', 'uu-dai/black-friday.json', ['hero', 'stats', 'featureGrid', 'planGrid', 'process', 'faq', 'testimonials', 'cta']],
    ['article', '/blog/bai-viet-moi', 'blog/bai-viet-moi.json', ['entryHeader', 'article']],
  ];

  it.each(cases)('%s gives a page that validates with the whole project', (template, route, rel, types) => {
    const result = createPage({ route, template, dirs, today: '2026-11-20' });
    expect(result).toMatchObject({ ok: true, route: `/${rel.replace(/\.json$/, '')}`, file: `pages/${rel}`, url: `http://127.0.0.1:5173/${rel.replace(/\.json$/, '')}`, problemsElsewhere: 0 });
    const check = validateProject(dirs);
    expect(formatReport(check)).toMatch(/^✓ /);
    expect(check.model!.pages.map((p) => p.route)).toContain(result.route);
    expect(sectionTypes(rel)).toEqual(types);
    expect(readPage(rel).meta).toEqual(PLACEHOLDER_META);
  });

  it('placeholder meta fits the schema limits and names the site', () => {
    expect(PLACEHOLDER_META.title.length).toBeLessThanOrEqual(70);
    expect(PLACEHOLDER_META.title).toMatch(/ \| AM Digital$/);
    expect(PLACEHOLDER_META.description.length).toBeGreaterThanOrEqual(50);
    expect(PLACEHOLDER_META.description.length).toBeLessThanOrEqual(170);
  });

  it('pricing uses the shared plan set and the service page writes its plans in the page', () => {
    createPage({ route: '/gia', template: 'pricing', dirs });
    createPage({ route: '/dv', template: 'service', dirs });
    expect(readPage('gia.json').sections[1].plans).toBe('seo');
    expect(Array.isArray(readPage('dv.json').sections[3].plans)).toBe(true);
  });

  it('an article has a card dated today, links back to its list and appears in it', () => {
    createPage({ route: '/blog/bai-moi', template: 'article', dirs, today: '2030-01-02' });
    const page = readPage('blog/bai-moi.json');
    expect((page.card as { date: string }).date).toBe('2030-01-02');
    expect(page.sections[0]).toMatchObject({ type: 'entryHeader', back: { href: '/blog' } });
    const blog = validateProject(dirs).model!.pages.find((p) => p.route === '/blog')!;
    const list = blog.sections.find((s) => s.type === 'pageList') as { pages: { href: string }[] };
    expect(list.pages[0].href).toBe('/blog/bai-moi');
  });

  it('promo uses a shared plan set and the shared testimonials', () => {
    createPage({ route: '/uu-dai/tet', template: 'promo', dirs });
    const sections = readPage('uu-dai/tet.json').sections as Record<string, unknown>[];
    expect(sections.find((s) => s.type === 'planGrid')!.plans).toBe('ads');
    expect(sections.find((s) => s.type === 'testimonials')!.items).toBe('khach-hang');
  });

  it('an article needs an existing list page above it', () => {
    expect(refusal(() => createPage({ route: '/bai-moi', template: 'article', dirs }))).toBe('an article goes below the page that lists it, e.g. /blog/bai-moi');
    expect(refusal(() => createPage({ route: '/tin-tuc/bai-moi', template: 'article', dirs }))).toBe(
      'an article goes below the page that lists it, but /tin-tuc is not a page; create it first or write e.g. /blog/bai-moi',
    );
    expect(existsSync(path.join(root, 'pages/tin-tuc'))).toBe(false);
  });
});

describe('where the new page appears', () => {
  it('an article: in the lists that show the pages below its parent, and in no menu by itself', () => {
    const result = createPage({ route: '/blog/bai-moi', template: 'article', dirs });
    if (!result.ok) throw new Error(result.report);
    expect(result.listedOn).toEqual(['/', '/blog']);
    expect(whereItAppears(result)).toEqual([
      'its "card" puts it in the lists on /, /blog (pageList sections with "pages": "/blog")',
      'menus are not automatic: to link it, add an entry with "href": "/blog/bai-moi" to "mainMenu", "footer" or "dock" in pages/_site.json, or link to it from another page',
    ]);
  });

  it('a page without a card: in no list; a folder above it needs no page', () => {
    const result = createPage({ route: '/uu-dai/black-friday', template: 'promo', dirs });
    if (!result.ok) throw new Error(result.report);
    expect(result).toMatchObject({ listedOn: [], folderWithoutPage: '/uu-dai' });
    expect(whereItAppears(result)).toEqual([
      'it appears in no list: lists such as /blog show the pages below them that have a "card"',
      'menus are not automatic: to link it, add an entry with "href": "/uu-dai/black-friday" to "mainMenu", "footer" or "dock" in pages/_site.json, or link to it from another page',
      '/uu-dai needs no page of its own: the address /uu-dai/black-friday works without it',
    ]);
  });

  it('says nothing about lists while other files have problems (there is no model to look in)', () => {
    writeFileSync(path.join(root, 'pages/contact.json'), '{ "meta": ');
    const result = createPage({ route: '/blog/bai-moi', template: 'article', dirs });
    if (!result.ok) throw new Error(result.report);
    expect(result.listedOn).toBeUndefined();
    expect(whereItAppears(result)[0]).toMatch(/^menus are not automatic/);
  });
});

describe('$schema', () => {
  it.each([
    ['/trang-moi', 'trang-moi.json', '../schema/page.schema.json'],
    ['/a/b', 'a/b.json', '../../schema/page.schema.json'],
    ['/a/b/c/d', 'a/b/c/d.json', '../../../../schema/page.schema.json'],
  ])('%s points to schema/page.schema.json', (route, rel, expected) => {
    createPage({ route, template: 'landing', dirs });
    expect(readPage(rel).$schema).toBe(expected);
  });
});

describe('refusals', () => {
  it.each([
    ['/contact', 'contact.json'],
    ['/blog', 'blog/index.json'],
    ['/', 'index.json'],
    ['pricing/seo/', 'pricing/seo.json'],
  ])('%s exists: refused, the file is byte for byte untouched', (route, rel) => {
    const file = path.join(root, 'pages', rel);
    const before = readFileSync(file);
    const mtime = statSync(file).mtimeMs;
    const message = refusal(() => createPage({ route, template: 'landing', dirs }));
    expect(message).toBe(`${route === '/' ? '/' : `/${route.replace(/^\/|\/$/g, '')}`} already exists (pages/${rel}); edit that file or choose another route`);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });

  it.each([
    ['Dịch vụ SEO', '"Dịch vụ SEO" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens); did you mean /dich-vu-seo?'],
    ['/dich-vu/Bảng_Giá', '"Bảng_Giá" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens); did you mean /dich-vu/bang-gia?'],
    ['/a--b', '"a--b" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens); did you mean /a-b?'],
    ['/!!!', '"!!!" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens)'],
    ['/404', '/404 is reserved for the not-found page (its texts are in pages/_site.json "notFound")'],
    ['/_data/moi', '"_data": names starting with "_" are shared data, not pages; did you mean /data/moi?'],
    ['/_nhap', '"_nhap": names starting with "_" are shared data, not pages; did you mean /nhap?'],
    ['/tin-tuc/index', '"index" is not a page name: pages/tin-tuc/index.json is the page /tin-tuc; write /tin-tuc'],
  ])('%s is refused', (route, message) => {
    expect(refusal(() => parseRoute(route))).toBe(message);
    const before = snapshot(dirs.pagesDir);
    expect(refusal(() => createPage({ route, template: 'landing', dirs }))).toBe(message);
    expect(snapshot(dirs.pagesDir)).toBe(before);
  });

  it('an unknown template lists the templates', () => {
    expect(refusal(() => templateNamed('blog'))).toBe('unknown template "blog"; templates: landing, service, pricing, promo, article');
    expect(TEMPLATE_NAMES.map(templateNamed)).toEqual(TEMPLATE_NAMES);
    expect(refusal(() => templateNamed('toString'))).toMatch(/^unknown template/);
  });
});

describe('a new page that does not validate', () => {
  it('is reported with its location and removed, with the folders made for it', () => {
    // Without the shared testimonials the landing page's reference is broken (other pages' too).
    rmSync(path.join(root, 'pages/_data/testimonialSets/khach-hang.json'));
    const result = createPage({ route: '/moi/trang', template: 'landing', dirs });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.report).toMatch(/^pages\/moi\/trang\.json:\d+:\d+ sections\[3\]\.items .*\[DATA_REF_NOT_FOUND\]$/m);
    expect(result.report).toMatch(/✗ 1 lỗi trong 1 tệp$/);
    expect(existsSync(path.join(root, 'pages/moi'))).toBe(false);
  });

  it('is kept when only other files have problems, and says how many', () => {
    writeFileSync(path.join(root, 'pages/contact.json'), '{ "meta": ');
    const result = createPage({ route: '/moi', template: 'landing', dirs });
    expect(result).toMatchObject({ ok: true, problemsElsewhere: 1 });
    expect(existsSync(path.join(root, 'pages/moi.json'))).toBe(true);
  });
});

/** Every file and folder below `dir` with the files' contents: a refusal must leave it as it was. */
function snapshot(dir: string): string {
  const names = (readdirSync(dir, { recursive: true }) as string[]).sort();
  return JSON.stringify(names.map((name) => [name, statSync(path.join(dir, name)).isDirectory() ? '' : readFileSync(path.join(dir, name), 'utf8')]));
}

describe('scripts/new-page.ts as a command', { timeout: 60_000 }, () => {
  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-page.ts', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
    if (run.error) throw run.error;
    return run;
  };
  const inCopy = ['--pages', path.join('ROOT', 'pages'), '--schema', path.join('ROOT', 'schema')];
  const copyArgs = () => inCopy.map((a) => a.replace('ROOT', root));

  it('creates the page, prints its file, its dev server URL and the next step, and exits 0', () => {
    const run = cli('/dich-vu/seo-local', '--from', 'service', ...copyArgs());
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')[0]).toBe('✓ created pages/dich-vu/seo-local.json (service: hero, features, process, plans written in the page, FAQ, call to action)');
    expect(run.stdout).toContain('next: npm run dev, then open http://127.0.0.1:5173/dich-vu/seo-local ');
    expect(run.stdout).toContain('\n  menus are not automatic: to link it, add an entry with "href": "/dich-vu/seo-local"');
    expect(run.stdout).toContain('\n  /dich-vu needs no page of its own');
    expect(run.status).toBe(0);
    expect(formatReport(validateProject(dirs))).toMatch(/^✓ /);
    expect(readPage('dich-vu/seo-local.json').$schema).toBe('../../schema/page.schema.json');
  });

  it('the default template is landing; words without quotes are one route (and get a slug)', () => {
    expect(cli('trang-moi', ...copyArgs()).stdout).toMatch(/^✓ created pages\/trang-moi\.json \(landing: /);
    const words = cli('Dịch', 'vụ', 'SEO', ...copyArgs());
    expect(words.stderr).toBe('new-page: "Dịch vụ SEO" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens); did you mean /dich-vu-seo?\n');
    expect(words.status).toBe(2);
  });

  it.each([
    [['/contact'], 'new-page: /contact already exists (pages/contact.json); edit that file or choose another route'],
    [['/moi', '--from', 'blog'], 'new-page: unknown template "blog"; templates: landing, service, pricing, promo, article'],
    [['/moi', '--form', 'landing'], 'new-page: unknown option --form'],
    [['/moi', '--from'], 'new-page: --from needs a value'],
    [[], 'new-page: a route is needed: npm run new-page -- <route> [--from landing|service|pricing|promo|article] [--pages <dir>] [--public <dir>] [--schema <dir>]'],
  ])('%j: one line on stderr, exit 2, nothing written', (args, line) => {
    const before = snapshot(dirs.pagesDir);
    const run = cli(...args, ...copyArgs());
    expect(run.stderr).toBe(`${line}\n`);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(2);
    expect(snapshot(dirs.pagesDir)).toBe(before);
  });

  it('exits 1 with the located problems when the new page does not validate, and keeps nothing', () => {
    // A static folder without the images: the article's cover is missing.
    const run = cli('/blog/bai-moi', '--from', 'article', ...copyArgs(), '--public', dirs.schemaDir);
    expect(run.stderr).toMatch(/^pages\/blog\/bai-moi\.json:\d+:\d+ card\.image\.src "\/images\/samples\/sample-blog\.svg" .*\[IMAGE_NOT_FOUND\]\n/);
    expect(run.stderr).toMatch(/pages\/blog\/bai-moi\.json was not kept\n$/);
    expect(run.status).toBe(1);
    expect(existsSync(path.join(dirs.pagesDir, 'blog/bai-moi.json'))).toBe(false);
  });
});
