import { describe, expect, it } from 'vitest';
import { filterCards, listingRoute, pageNumbers, tagSlug, tagOptions, type ListedPage } from './listing.ts';

const image = { src: '/a.svg', alt: '', width: 1, height: 1 };
const page = (href: string, title: string, tags: ListedPage['tags'], summary = ''): ListedPage => ({ href, title, summary, tags, date: '2026-01-01', image });
const pages = [
  page('/a', 'Tăng ROAS', ['Thương mại điện tử']),
  page('/b', 'Giảm CPA', ['Giáo dục'], 'Tối ưu landing page'),
  page('/c', 'SEO 100K', ['Bất động sản', 'Thương mại điện tử']),
];

describe('filterPages', () => {
  it('tag options: each tag once, in order of first appearance, with a URL slug', () => {
    expect(tagOptions(pages)).toEqual([
      { slug: 'thuong-mai-dien-tu', label: 'Thương mại điện tử' },
      { slug: 'giao-duc', label: 'Giáo dục' },
      { slug: 'bat-dong-san', label: 'Bất động sản' },
    ]);
  });

  it('filters by tag slug and by words in title or summary, together', () => {
    expect(filterCards(pages, '', 'thuong-mai-dien-tu').map((p) => p.href)).toEqual(['/a', '/c']);
    expect(filterCards(pages, 'toi uu', '').map((p) => p.href)).toEqual(['/b']);
    expect(filterCards(pages, 'seo', 'thuong-mai-dien-tu').map((p) => p.href)).toEqual(['/c']);
    expect(filterCards(pages, 'seo', 'giao-duc')).toEqual([]);
  });

  it('an empty query and an unknown tag keep everything', () => {
    expect(filterCards(pages, '  ', 'khong-co')).toHaveLength(3);
  });
});

describe('listing routes', () => {
  it('one convention for every listing: /trang/N for later pages, /chu-de/<tag> for a tag', () => {
    expect([listingRoute('/blog', 1), listingRoute('/blog', 2), listingRoute('/blog', 1, 'seo'), listingRoute('/blog', 3, 'seo')]).toEqual([
      '/blog',
      '/blog/trang/2',
      '/blog/chu-de/seo',
      '/blog/chu-de/seo/trang/3',
    ]);
    expect([listingRoute('/', 1), listingRoute('/', 2)]).toEqual(['/', '/trang/2']);
  });

  it('a tag without letters or digits still has a plain URL segment', () => {
    expect([tagSlug('Thương mại điện tử'), tagSlug('🚀'), tagSlug('  ')]).toEqual(['thuong-mai-dien-tu', 'the-1f680', 'the-0']);
  });

  it('page numbers: the ends, the current one and two on each side; a gap of one number is shown as that number', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 84)).toEqual([1, null, 4, 5, 6, 7, 8, null, 84]);
    expect(pageNumbers(4, 84)).toEqual([1, 2, 3, 4, 5, 6, null, 84]);
    expect(pageNumbers(84, 84)).toEqual([1, null, 82, 83, 84]);
  });
});
