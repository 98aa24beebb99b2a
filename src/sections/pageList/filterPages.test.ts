import { describe, expect, it } from 'vitest';
import { filterPages, type ListedPage } from './filterPages.ts';
import { tagOptions } from '../../model/listing.ts';

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
    expect(filterPages(pages, '', 'thuong-mai-dien-tu').map((p) => p.href)).toEqual(['/a', '/c']);
    expect(filterPages(pages, 'toi uu', '').map((p) => p.href)).toEqual(['/b']);
    expect(filterPages(pages, 'seo', 'thuong-mai-dien-tu').map((p) => p.href)).toEqual(['/c']);
    expect(filterPages(pages, 'seo', 'giao-duc')).toEqual([]);
  });

  it('an empty query and an unknown tag keep everything', () => {
    expect(filterPages(pages, '  ', 'khong-co')).toHaveLength(3);
  });
});
