// Page cards and lists: a pageList shows the cards of the pages directly below its route, newest
// first, resolved at build time; mistakes are reported where they are made.
import { afterEach, describe, expect, it } from 'vitest';
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
