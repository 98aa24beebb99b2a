import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageListSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { normalizeSpaces } from '../shared/testing.ts';
import { PageList } from './PageList.tsx';

const image = { src: '/images/hero-seo.svg', alt: '', width: 1200, height: 630 };
const pages: PageListSection['pages'] = [
  {
    href: '/blog/c',
    title: 'Tối ưu chi phí quảng cáo',
    summary: 'Giảm CPA mà không giảm đơn hàng.',
    date: '2026-11-10',
    tags: ['Quảng cáo', 'Sáng tạo'],
    image,
    readingMinutes: 6,
  },
  { href: '/blog/a', title: 'Đo lường full-funnel', summary: 'Từ lượt hiển thị đến doanh thu.', date: '2026-10-28', tags: ['Đo lường'], image },
  { href: '/blog/b', title: 'Topical map cho SEO', summary: 'Xây cụm nội dung để tối ưu thứ hạng.', date: '2026-09-16', tags: ['SEO', 'Nội dung'], image },
];
const filters = { searchLabel: 'Tìm bài viết', tagLabel: 'Chủ đề', allTagsLabel: 'Tất cả', emptyMessage: 'Không tìm thấy bài viết phù hợp' };
const blog: PageListSection = { type: 'pageList', id: 'bai-viet', heading: 'Blog', headingLevel: 1, pages, filters, linkLabel: 'Đọc bài viết' };

/** Shows the router's current search string, to check what the list writes to the URL. */
function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const search = () => screen.getByTestId('search').textContent;

describe('PageList', () => {
  it('lists every page as a card linking to it, in the given order, under the page h1', () => {
    renderWithProviders(<PageList {...blog} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(titles()).toEqual(['Tối ưu chi phí quảng cáo', 'Đo lường full-funnel', 'Topical map cho SEO']);
    const link = screen.getByRole('link', { name: 'Đo lường full-funnel' });
    expect(link.getAttribute('href')).toBe('/blog/a');
    const card = link.closest('li')!;
    expect(normalizeSpaces(card.textContent)).toContain('28/10/2026');
    expect(within(card).getByText('Từ lượt hiển thị đến doanh thu.')).toBeTruthy();
    const img = card.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '630']);
  });

  it('as a section (h2 heading) shows at most "limit" cards with h3 titles and no filters', () => {
    renderWithProviders(<PageList type="pageList" heading="Bài viết mới nhất" pages={pages} limit={2} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tối ưu chi phí quảng cáo', 'Đo lường full-funnel']);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('the case layout shows KPIs', () => {
    const cases: PageListSection['pages'] = [{ ...pages[0], kpis: [{ value: '3x', label: 'ROAS' }] }];
    renderWithProviders(<PageList type="pageList" pages={cases} layout="case" />);
    expect(screen.getByText('3x')).toBeTruthy();
    expect(screen.getByText('ROAS').tagName).toBe('DT');
  });

  it('search ignores diacritics and case, looks in title and summary, and writes ?q= to the URL', () => {
    renderWithProviders(
      <>
        <PageList {...blog} />
        <Search />
      </>,
      { url: '/blog' },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm bài viết' }), { target: { value: 'TOI UU' } });
    expect(titles()).toEqual(['Tối ưu chi phí quảng cáo', 'Topical map cho SEO']);
    expect(screen.getByRole('status').textContent).toBe('2 / 3 kết quả');
    expect(search()).toBe('?q=TOI+UU');
  });

  it('tag and search combine; no match shows the empty message; "Tất cả" clears the tag', () => {
    renderWithProviders(
      <>
        <PageList {...blog} />
        <Search />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Chủ đề:' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tất cả', 'Quảng cáo', 'Sáng tạo', 'Đo lường', 'SEO', 'Nội dung']);
    fireEvent.click(within(group).getByRole('button', { name: 'SEO' }));
    expect(within(group).getByRole('button', { name: 'SEO' }).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['Topical map cho SEO']);
    expect(search()).toBe('?tag=seo');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'quang cao' } });
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Không tìm thấy bài viết phù hợp');
    fireEvent.click(within(group).getByRole('button', { name: 'Tất cả' }));
    expect(titles()).toEqual(['Tối ưu chi phí quảng cáo']);
    expect(search()).toBe('?q=quang+cao');
  });

  it('a shared URL restores the filter; an unknown tag is ignored', async () => {
    renderWithProviders(<PageList {...blog} />, { url: '/blog?q=seo&tag=khong-co' });
    await act(async () => {});
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('seo');
    expect(titles()).toEqual(['Topical map cho SEO']);
    expect(screen.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the prerendered HTML lists every page whatever the query (it is filtered after hydration)', () => {
    const html = renderToHtml(<PageList {...blog} />, { url: '/blog?q=khong-khop' });
    for (const page of pages) expect(html).toContain(`href="${page.href}"`);
    expect(html).not.toContain('Không tìm thấy bài viết phù hợp');
  });
});
