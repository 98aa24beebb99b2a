// `npm run new-page`: every template gives a valid page in a copy of the project; existing, reserved
// and badly named routes are refused without touching anything; the CLI's exit codes and output.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage, NewPageRefusal, parseRoute, templateNamed, whereItAppears } from '../../src/engine/pageCreation/newPage.ts';
import { NEW_PAGE_TEXT, refusalText, type Refusal } from '../../src/engine/pageCreation/newPageText.ts';
import { PLACEHOLDER_META, TEMPLATE_NAMES, type TemplateName } from '../../src/engine/pageCreation/pageTemplates.ts';
import { PROJECT_ROOT, type ContentDirs } from '../../src/engine/project.ts';
import { formatReport, validateProject } from '../../src/engine/validateProject.ts';
import { newPageCommand } from '../../src/engine/pageCreation/newPageCommand.ts';
import { runNpmScript } from '../npmScript.ts';

let root: string;
let dirs: ContentDirs;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-page-test-'));
  // A copy of the pages to write into; the schemas and static files are only read: linked, so the
  // compiled schemas (cached by real path, src/engine/schemas.ts) are shared by every test.
  cpSync(path.join(PROJECT_ROOT, 'pages'), path.join(root, 'pages'), { recursive: true });
  for (const dir of ['public', 'schema']) symlinkSync(path.join(PROJECT_ROOT, dir), path.join(root, dir));
  dirs = { pagesDir: path.join(root, 'pages'), publicDir: path.join(root, 'public'), schemaDir: path.join(root, 'schema'), displayRoot: root };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const readPage = (rel: string) =>
  JSON.parse(readFileSync(path.join(root, 'pages', rel), 'utf8')) as Record<string, unknown> & { sections: { type: string; plans?: unknown }[] };
const sectionTypes = (rel: string) => readPage(rel).sections.map((s) => s.type);

/** The thrown refusal's code and values (fails when nothing, or something else, is thrown). */
function refusal(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NewPageRefusal);
    return (error as NewPageRefusal).refusal;
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
    expect(result).toMatchObject({
      ok: true,
      route: `/${rel.replace(/\.json$/, '')}`,
      file: `pages/${rel}`,
      url: `http://127.0.0.1:5173/${rel.replace(/\.json$/, '')}`,
      problemsElsewhere: 0,
    });
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
    expect(refusal(() => createPage({ route: '/bai-moi', template: 'article', dirs }))).toEqual({ code: 'ARTICLE_AT_TOP', example: '/blog/bai-moi' });
    expect(refusal(() => createPage({ route: '/tin-tuc/bai-moi', template: 'article', dirs }))).toEqual({
      code: 'ARTICLE_NO_LIST',
      parent: '/tin-tuc',
      example: '/blog/bai-moi',
    });
    expect(existsSync(path.join(root, 'pages/tin-tuc'))).toBe(false);
  });
});

describe('where the new page appears', () => {
  it('an article: in the lists that show the pages below its parent, and in no menu by itself', () => {
    const result = createPage({ route: '/blog/bai-moi', template: 'article', dirs });
    if (!result.ok) throw new Error(result.report);
    expect(result.listedOn).toEqual(['/', '/blog']);
    expect(whereItAppears(result, 'en')).toEqual([
      'its "card" puts it in the lists on /, /blog (pageList sections with "pages": "/blog")',
      'menus are not automatic: to link it, add an entry with "href": "/blog/bai-moi" to "mainMenu", "footer" or "dock" in pages/_site.json, or link to it from another page',
    ]);
    expect(whereItAppears(result)).toEqual([NEW_PAGE_TEXT.vi.listedOn(['/', '/blog'], '/blog'), NEW_PAGE_TEXT.vi.menus('/blog/bai-moi')]);
  });

  it('a page without a card: in no list; a folder above it needs no page', () => {
    const result = createPage({ route: '/uu-dai/black-friday', template: 'promo', dirs });
    if (!result.ok) throw new Error(result.report);
    expect(result).toMatchObject({ listedOn: [], folderWithoutPage: '/uu-dai' });
    const { vi } = NEW_PAGE_TEXT;
    expect(whereItAppears(result)).toEqual([vi.inNoList, vi.menus('/uu-dai/black-friday'), vi.folderWithoutPage('/uu-dai', '/uu-dai/black-friday')]);
  });

  it('says nothing about lists while other files have problems (there is no model to look in)', () => {
    writeFileSync(path.join(root, 'pages/contact.json'), '{ "meta": ');
    const result = createPage({ route: '/blog/bai-moi', template: 'article', dirs });
    if (!result.ok) throw new Error(result.report);
    expect(result.listedOn).toBeUndefined();
    expect(whereItAppears(result)).toEqual([NEW_PAGE_TEXT.vi.menus('/blog/bai-moi')]);
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
    const reason = refusal(() => createPage({ route, template: 'landing', dirs }));
    expect(reason).toEqual({ code: 'ROUTE_EXISTS', route: route === '/' ? '/' : `/${route.replace(/^\/|\/$/g, '')}`, file: `pages/${rel}` });
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });

  it.each<[string, Refusal]>([
    ['Dịch vụ SEO', { code: 'ROUTE_BAD_SEGMENT', segment: 'Dịch vụ SEO', meant: '/dich-vu-seo' }],
    ['/dich-vu/Bảng_Giá', { code: 'ROUTE_BAD_SEGMENT', segment: 'Bảng_Giá', meant: '/dich-vu/bang-gia' }],
    ['/a--b', { code: 'ROUTE_BAD_SEGMENT', segment: 'a--b', meant: '/a-b' }],
    ['/!!!', { code: 'ROUTE_BAD_SEGMENT', segment: '!!!', meant: undefined }],
    ['/404', { code: 'ROUTE_RESERVED', route: '/404' }],
    ['/_data/moi', { code: 'ROUTE_DATA_NAME', name: '_data', meant: '/data/moi' }],
    ['/_nhap', { code: 'ROUTE_DATA_NAME', name: '_nhap', meant: '/nhap' }],
    ['/tin-tuc/index', { code: 'ROUTE_INDEX', file: 'pages/tin-tuc/index.json', folder: '/tin-tuc' }],
  ])('%s is refused', (route, reason) => {
    expect(refusal(() => parseRoute(route))).toEqual(reason);
    const before = snapshot(dirs.pagesDir);
    expect(refusal(() => createPage({ route, template: 'landing', dirs }))).toEqual(reason);
    expect(snapshot(dirs.pagesDir)).toBe(before);
  });

  it('a refusal is worded in Vietnamese by default and in English when asked', () => {
    const thrown = (lang?: 'vi' | 'en') => {
      try {
        parseRoute('/dich-vu/Bảng_Giá', lang);
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(thrown()).toBe('"Bảng_Giá" không dùng được trong địa chỉ (chỉ chữ thường không dấu, chữ số và dấu gạch ngang); có phải ý bạn là /dich-vu/bang-gia?');
    expect(thrown('en')).toBe(
      '"Bảng_Giá" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens); did you mean /dich-vu/bang-gia?',
    );
  });

  it('an unknown template lists the templates', () => {
    expect(refusal(() => templateNamed('blog'))).toEqual({ code: 'TEMPLATE_UNKNOWN', name: 'blog', names: TEMPLATE_NAMES });
    expect(TEMPLATE_NAMES.map((name) => templateNamed(name))).toEqual(TEMPLATE_NAMES);
    expect(refusal(() => templateNamed('toString')).code).toBe('TEMPLATE_UNKNOWN');
  });
});

describe('the texts', () => {
  // One example of every refusal: each language has a sentence for it, and they differ.
  const examples: Refusal[] = [
    { code: 'ROUTE_DATA_NAME', name: '_nhap', meant: '/nhap' },
    { code: 'ROUTE_INDEX', file: 'pages/index.json', folder: '/' },
    { code: 'ROUTE_BAD_SEGMENT', segment: 'Giá', meant: '/gia' },
    { code: 'ROUTE_RESERVED', route: '/404' },
    { code: 'ROUTE_EXISTS', route: '/contact', file: 'pages/contact.json' },
    { code: 'ARTICLE_AT_TOP', example: '/blog/moi' },
    { code: 'ARTICLE_NO_LIST', parent: '/tin-tuc', example: '/blog/moi' },
    { code: 'TEMPLATE_UNKNOWN', name: 'blog', names: TEMPLATE_NAMES },
    { code: 'ROUTE_MISSING', names: TEMPLATE_NAMES },
    { code: 'LANG_UNKNOWN', value: 'fr' },
  ];

  it('covers every refusal code and template in both languages', () => {
    expect(examples.map((e) => e.code).sort()).toEqual(Object.keys(NEW_PAGE_TEXT.vi.refusals).sort());
    for (const example of examples) {
      const [vi, en] = [refusalText(example, 'vi'), refusalText(example, 'en')];
      expect(vi, example.code).not.toBe(en);
      expect(vi.length, example.code).toBeGreaterThan(10);
    }
    for (const lang of ['vi', 'en'] as const) expect(Object.keys(NEW_PAGE_TEXT[lang].templates)).toEqual(TEMPLATE_NAMES);
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

describe('npm run new-page as a command', () => {
  /** Runs the command (in-process) in a Vietnamese-neutral locale (LANG unset) unless `env` says otherwise. */
  const cli = (...args: (string | Record<string, string>)[]) => {
    const env = Object.assign({ LANG: '', LC_ALL: '', LC_MESSAGES: '' }, ...args.filter((a) => typeof a !== 'string'));
    const argv = args.filter((a): a is string => typeof a === 'string');
    return newPageCommand(argv, env);
  };
  const inCopy = ['--pages', path.join('ROOT', 'pages'), '--schema', path.join('ROOT', 'schema')];
  const copyArgs = () => inCopy.map((a) => a.replace('ROOT', root));

  it('creates the page and prints, in Vietnamese by default, its file, its dev server URL, the next step and where it appears; exits 0', () => {
    const run = cli('/dich-vu/seo-local', '--from', 'service', ...copyArgs());
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')).toEqual([
      '✓ đã tạo pages/dich-vu/seo-local.json (service: hero, lợi ích, quy trình, các gói viết ngay trong trang, hỏi đáp, lời mời liên hệ)',
      '  tiếp theo: chạy npm run dev, mở http://127.0.0.1:5173/dich-vu/seo-local rồi thay các chữ giữ chỗ',
      '  trang không hiện trong danh sách nào: các danh sách như /blog chỉ hiện những trang nằm ngay dưới chúng và có "card"',
      '  menu không tự cập nhật: để dẫn tới trang, thêm một mục có "href": "/dich-vu/seo-local" vào "mainMenu", "footer" hoặc "dock" trong pages/_site.json, hoặc đặt liên kết từ một trang khác',
      '  /dich-vu không cần có trang riêng: địa chỉ /dich-vu/seo-local vẫn hoạt động',
      '',
    ]);
    expect(run.status).toBe(0);
    expect(formatReport(validateProject(dirs))).toMatch(/^✓ /);
    expect(readPage('dich-vu/seo-local.json').$schema).toBe('../../schema/page.schema.json');
  });

  it('--lang en (or an English LANG) prints the same lines in English', () => {
    const expected = [
      '✓ created pages/dich-vu/seo-local.json (service: hero, features, process, plans written in the page, FAQ, call to action)',
      '  next: npm run dev, then open http://127.0.0.1:5173/dich-vu/seo-local and replace the placeholder texts',
      '  it appears in no list: lists such as /blog show the pages below them that have a "card"',
      '  menus are not automatic: to link it, add an entry with "href": "/dich-vu/seo-local" to "mainMenu", "footer" or "dock" in pages/_site.json, or link to it from another page',
      '  /dich-vu needs no page of its own: the address /dich-vu/seo-local works without it',
      '',
    ];
    expect(cli('/dich-vu/seo-local', '--from', 'service', '--lang', 'en', ...copyArgs()).stdout.split('\n')).toEqual(expected);
    const byLocale = cli('/dich-vu/seo-local', '--from', 'service', ...copyArgs(), { LANG: 'en_US.UTF-8' });
    expect(byLocale.stderr).toBe('new-page: /dich-vu/seo-local already exists (pages/dich-vu/seo-local.json); edit that file or choose another route\n');
  });

  it('--help (or -h) says what it does, every option, template and exit code, in the chosen language; exits 0 and writes nothing', () => {
    const before = snapshot(dirs.pagesDir);
    const vi = cli('/moi', '--help', ...copyArgs());
    expect(vi).toMatchObject({ status: 0, stderr: '' });
    expect(vi.stdout).toMatch(/^Tạo pages\/<route>\.json /);
    for (const option of ['--from', '--lang', '--pages', '--public', '--schema']) expect(vi.stdout).toContain(`  ${option} `);
    for (const name of TEMPLATE_NAMES) expect(vi.stdout).toContain(`  ${name.padEnd(9)} ${NEW_PAGE_TEXT.vi.templates[name]}\n`);
    expect(vi.stdout).toMatch(/\nmã thoát: 0 /);
    const en = cli('-h', { LANG: 'en_US.UTF-8' });
    expect(en).toMatchObject({ status: 0, stderr: '' });
    expect(en.stdout).toMatch(/^Creates pages\/<route>\.json /);
    expect(en.stdout).toContain(`  landing   ${NEW_PAGE_TEXT.en.templates.landing}\n`);
    expect(snapshot(dirs.pagesDir)).toBe(before);
  });

  it('the default template is landing; words without quotes are one route (and get a slug)', () => {
    expect(cli('trang-moi', ...copyArgs()).stdout).toMatch(/^✓ đã tạo pages\/trang-moi\.json \(landing: /);
    const words = cli('Dịch', 'vụ', 'SEO', ...copyArgs());
    expect(words.stderr).toBe(
      'new-page: "Dịch vụ SEO" không dùng được trong địa chỉ (chỉ chữ thường không dấu, chữ số và dấu gạch ngang); có phải ý bạn là /dich-vu-seo?\n',
    );
    expect(words.status).toBe(2);
  });

  it.each([
    [['/contact'], 'new-page: /contact đã có (pages/contact.json); hãy sửa tệp đó hoặc chọn địa chỉ khác'],
    [['/moi', '--from', 'blog'], 'new-page: không có mẫu "blog"; các mẫu: landing, service, pricing, promo, article'],
    [['/moi', '--form', 'landing'], 'new-page: không có tùy chọn --form'],
    [['/moi', '--from'], 'new-page: --from cần một giá trị'],
    [['/moi', '--lang', 'fr'], 'new-page: không có ngôn ngữ "fr" (vi hoặc en)'],
    [['/moi', '--public', 'khong-co'], 'new-page: --public khong-co: không có thư mục này'],
    [
      [],
      'new-page: cần một địa chỉ trang: npm run new-page -- <route> [--from landing|service|pricing|promo|article] [--lang vi|en] [--pages <dir>] [--public <dir>] [--schema <dir>]',
    ],
    [['/moi', '--from', 'blog', '--lang', 'en'], 'new-page: unknown template "blog"; templates: landing, service, pricing, promo, article'],
    [['/moi', '--form', 'landing', '--lang', 'en'], 'new-page: unknown option --form'],
    [
      ['--lang', 'en'],
      'new-page: a route is needed: npm run new-page -- <route> [--from landing|service|pricing|promo|article] [--lang vi|en] [--pages <dir>] [--public <dir>] [--schema <dir>]',
    ],
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
    expect(run.stderr).toMatch(/\n\n✗ mẫu "article" cho ra một trang không hợp lệ ở \/blog\/bai-moi; pages\/blog\/bai-moi\.json không được giữ lại\n$/);
    expect(run.status).toBe(1);
    expect(existsSync(path.join(dirs.pagesDir, 'blog/bai-moi.json'))).toBe(false);
  });

  describe('as npm runs it', { timeout: 60_000 }, () => {
    const npmRun = (args: string[]) => runNpmScript('new-page', args, { ...process.env, NO_COLOR: '1', LANG: '', LC_ALL: '', LC_MESSAGES: '' });

    it('a page created: the script prints what the command returns and exits 0', () => {
      const spawned = npmRun(['/trang-moi', ...copyArgs()]);
      expect(spawned.status).toBe(0);
      rmSync(path.join(dirs.pagesDir, 'trang-moi.json'));
      expect(spawned).toEqual(cli('/trang-moi', ...copyArgs()));
    });

    it.each([
      ['a page that does not validate', ['/blog/bai-moi', '--from', 'article', '--public', 'SCHEMA']],
      ['a refused route', ['/contact']],
    ])('%s: the script prints what the command returns and exits with its code', (_, args) => {
      const argv = [...args.map((a) => (a === 'SCHEMA' ? dirs.schemaDir : a)), ...copyArgs()];
      expect(npmRun(argv)).toEqual(cli(...argv));
    });
  });
});
