// Page cards and lists: a pageList shows the cards of the pages directly below its route, newest
// first, resolved at build time; mistakes are reported where they are made.
import { afterEach, describe, expect, it } from 'vitest';
import { withListingPages } from '../../src/engine/listingPages.ts';
import { located, tempProject, VALID_HOME, VALID_SITE, validateDir, validateValues } from './helpers.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

function setup(values: Record<string, object>) {
  const made = validateValues({ '_site.json': VALID_SITE, ...values });
  project = made.project;
  project.write('public/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Again, now that the cover image exists.
  return validateDir(project.root);
}

const image = { src: '/cover.svg', alt: 'Ảnh bìa', width: 1200, height: 630 };
const card = (title: string, date: string, tags = ['SEO']) => ({ title, summary: `Tóm tắt ${title}`, date, tags, image });
const post = (title: string, date: string, tags?: string[]) => ({
  meta: VALID_HOME.meta,
  card: card(title, date, tags),
  sections: [
    { type: 'entryHeader', back: { label: 'Tất cả bài viết', href: '/blog' } },
    { type: 'article', blocks: [{ type: 'paragraph', text: 'Nội dung.' }] },
  ],
});
const list = (pages: string, extra: object = {}) => ({ meta: VALID_HOME.meta, sections: [{ type: 'pageList', pages, ...extra }] });

describe('page lists', () => {
  it('resolves to the cards of the pages directly below the route, newest first, with their routes', () => {
    const result = setup({
      'index.json': list('/blog', { limit: 2 }),
      'blog/index.json': list('/blog'),
      'blog/a.json': post('Bài A', '2026-01-05'),
      'blog/b.json': post('Bài B', '2026-03-01'),
      'blog/c.json': post('Bài C', '2026-02-10'),
      'blog/c/deeper.json': post('Sâu hơn', '2026-12-01'),
    });
    expect(result.issues).toEqual([]);
    const pages = result.model!.pages;
    const listed = (route: string) => (pages.find((p) => p.route === route)!.sections[0] as { pages: { href: string; title: string }[] }).pages;
    expect(listed('/blog').map((p) => [p.href, p.title])).toEqual([
      ['/blog/b', 'Bài B'],
      ['/blog/c', 'Bài C'],
      ['/blog/a', 'Bài A'],
    ]);
    expect(listed('/').map((p) => p.href)).toEqual(['/blog/b', '/blog/c']);
    expect(pages.find((p) => p.route === '/blog/a')!.card).toMatchObject({ title: 'Bài A', date: '2026-01-05' });
  });

  it('a route with no carded pages below it is an error at the "pages" field, with a suggestion', () => {
    const result = setup({ 'index.json': list('/blogg'), 'blog/a.json': post('Bài A', '2026-01-05'), 'blog/index.json': list('/blog') });
    expect(located(result.issues)).toEqual([['PAGE_LIST_EMPTY', 'pages/index.json:10:7', 'sections[0].pages']]);
    expect(result.issues[0].params).toEqual({ route: '/blogg', meant: '/blog', listed: ['/blog'] });
    expect(result.issues[0].hint).toBe('danh sách hiện các trang pages/blogg/<tên>.json có "card"; các địa chỉ có những trang như vậy: /blog');
  });

  it('a page with an entryHeader must have a card', () => {
    const { card: _dropped, ...withoutCard } = post('Bài A', '2026-01-05');
    const result = setup({ 'index.json': VALID_HOME, 'blog/index.json': VALID_HOME, 'blog/a.json': withoutCard });
    expect(located(result.issues)).toEqual([['PROPERTY_MISSING', 'pages/blog/a.json:1:1', '(root)']]);
    expect(result.issues[0].hint).toContain('entryHeader');
  });

  it('checks the card: a calendar date, at least one tag, an existing image', () => {
    const bad = post('Bài A', '2026-13-01', []);
    bad.card.image = { ...image, src: '/missing.svg' };
    const result = setup({ 'index.json': VALID_HOME, 'blog/index.json': VALID_HOME, 'blog/a.json': bad });
    expect(result.issues.map((i) => [i.code, i.file, i.path])).toEqual(
      expect.arrayContaining([
        ['VALUE_FORM', 'pages/blog/a.json', 'card.date'],
        ['LIST_TOO_SHORT', 'pages/blog/a.json', 'card.tags'],
        ['IMAGE_NOT_FOUND', 'pages/blog/a.json', 'card.image.src'],
      ]),
    );
  });
});

describe('listings split into pages', () => {
  const posts = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `blog/p${String(i).padStart(2, '0')}.json`,
        post(`Bài ${i}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, i % 3 === 0 ? ['SEO', 'Đo lường'] : ['Quảng cáo']),
      ]),
    );
  const filters = { searchLabel: 'Tìm', tagLabel: 'Chủ đề', allTagsLabel: 'Tất cả', emptyMessage: 'Không có' };

  it('a list without a limit becomes /blog, /blog/trang/2…, and one listing per tag, each page at most perPage cards', () => {
    const result = setup({ 'index.json': list('/blog', { limit: 3 }), 'blog/index.json': list('/blog', { perPage: 12, filters }), ...posts(30) });
    expect(result.issues).toEqual([]);
    const pages = withListingPages(result.model!).pages;
    const listings = pages.filter((p) => p.listing);
    expect(
      listings.map((p) => [p.route, p.listing!.page, p.listing!.pageCount, p.listing!.total, (p.sections[0] as { pages: unknown[] }).pages.length]),
    ).toEqual([
      ['/blog', 1, 3, 30, 12],
      ['/blog/chu-de/do-luong', 1, 1, 10, 10],
      ['/blog/chu-de/quang-cao', 1, 2, 20, 12],
      ['/blog/chu-de/quang-cao/trang/2', 2, 2, 20, 8],
      ['/blog/chu-de/seo', 1, 1, 10, 10],
      ['/blog/trang/2', 2, 3, 30, 12],
      ['/blog/trang/3', 3, 3, 30, 6],
    ]);
    // Every post is on exactly one page of the listing itself, newest first across pages.
    const own = listings.filter((p) => !p.listing!.tag).sort((a, b) => a.listing!.page - b.listing!.page);
    const hrefs = own.flatMap((p) => (p.sections[0] as { pages: { href: string; date: string }[] }).pages);
    expect(new Set(hrefs.map((c) => c.href)).size).toBe(30);
    expect(hrefs.map((c) => c.date)).toEqual([...hrefs.map((c) => c.date)].sort().reverse());
    // Titles say where the visitor is; the home page's limited list is not split.
    const title = (route: string) => pages.find((p) => p.route === route)!.meta.title;
    expect(title('/blog/trang/2')).toBe(`Trang 2/3 – ${VALID_HOME.meta.title}`);
    expect(title('/blog/chu-de/quang-cao/trang/2')).toBe(`Chủ đề: Quảng cáo, Trang 2/2 – ${VALID_HOME.meta.title}`);
    expect(pages.find((p) => p.route === '/')!.listing).toBeUndefined();
    expect(listings.every((p) => p.card === undefined && p.meta.canonical === undefined)).toBe(true);
  });

  it('a page at a route a listing makes is an error on that page; so is a second unlimited list', () => {
    const result = setup({
      'blog/index.json': {
        meta: VALID_HOME.meta,
        sections: [
          { type: 'pageList', pages: '/blog' },
          { type: 'pageList', pages: '/blog' },
        ],
      },
      'blog/a.json': post('Bài A', '2026-01-05'),
      'blog/trang.json': post('Trang', '2026-01-06'),
      'blog/chu-de/seo.json': VALID_HOME,
    });
    const issues = result.issues.filter((i) => i.code.startsWith('PAGE_LIST'));
    expect(issues.map((i) => [i.code, i.file, i.path])).toEqual([
      ['PAGE_LIST_ROUTE_TAKEN', 'pages/blog/chu-de/seo.json', '(root)'],
      ['PAGE_LIST_TWO_LISTINGS', 'pages/blog/index.json', 'sections[1]'],
      ['PAGE_LIST_ROUTE_TAKEN', 'pages/blog/trang.json', '(root)'],
    ]);
    expect(issues[0]!.message).toContain('"/blog/chu-de/seo" là địa chỉ dành cho các trang tiếp theo của danh sách "/blog"');
  });
});
