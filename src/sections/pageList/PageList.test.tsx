import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ListingPlace } from '../../model/listing.ts';
import type { PageData } from '../../model/boot.ts';
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

/** The page a listing's section is on: /blog, one of its later pages or a tag's. */
const listingPage = (listing: ListingPlace): PageData => ({ route: '/blog', meta: { title: 'Blog', description: 'Blog' }, sections: [], listing });

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

  it('an unlimited list outside a built listing page (the editor) shows its first page only', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...pages[0]!, href: `/blog/p${i}`, title: `Bài ${i}` }));
    renderWithProviders(<PageList {...blog} pages={many} perPage={6} />);
    expect(titles()).toEqual(['Bài 0', 'Bài 1', 'Bài 2', 'Bài 3', 'Bài 4', 'Bài 5']);
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

  it('on a listing page: tag chips and page numbers are links to static pages, the current ones marked', () => {
    const seo = { slug: 'seo', label: 'SEO' };
    const place: ListingPlace = { route: '/blog', page: 2, pageCount: 9, total: 100, tag: seo, tags: [{ slug: 'do-luong', label: 'Đo lường' }, seo] };
    renderWithProviders(<PageList {...blog} />, { page: listingPage(place) });
    const tags = screen.getByRole('navigation', { name: 'Chủ đề:' });
    const chips = within(tags).getAllByRole('link');
    expect(chips.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tất cả', '/blog'],
      ['Đo lường', '/blog/chu-de/do-luong'],
      ['SEO', '/blog/chu-de/seo'],
    ]);
    expect(within(tags).getByRole('link', { current: 'page' }).textContent).toBe('SEO');
    const pagination = screen.getByRole('navigation', { name: 'Phân trang' });
    const links = within(pagination).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['← Trang trước', '/blog/chu-de/seo'],
      ['1', '/blog/chu-de/seo'],
      ['2', '/blog/chu-de/seo/trang/2'],
      ['3', '/blog/chu-de/seo/trang/3'],
      ['4', '/blog/chu-de/seo/trang/4'],
      ['9', '/blog/chu-de/seo/trang/9'],
      ['Trang sau →', '/blog/chu-de/seo/trang/3'],
    ]);
    expect(within(pagination).getByRole('link', { current: 'page' }).textContent).toBe('2');
    expect(screen.getByRole('status').textContent).toBe('Chủ đề: SEO, trang 2/9');
    // Without JavaScript the search goes to the server's search page, narrowed to this listing and tag.
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/tim-kiem');
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['q', ''],
      ['trong', '/blog'],
      ['chu-de', 'seo'],
    ]);
  });

  it('on a listing page, the search looks through every card of the listing (its cards file), within the tag', async () => {
    const everyCard = [...pages, { href: '/blog/z', title: 'SEO kỹ thuật cho tối ưu tốc độ', summary: '', date: '2025-01-01', tags: ['SEO'] }];
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => (asked.push(url), new Response(JSON.stringify(everyCard))));
    try {
      const place: ListingPlace = { route: '/blog', page: 1, pageCount: 2, total: 4, tag: { slug: 'seo', label: 'SEO' }, tags: [] };
      renderWithProviders(
        <>
          <PageList {...blog} pages={[pages[2]!]} />
          <Search />
        </>,
        { url: '/blog/chu-de/seo', page: listingPage(place) },
      );
      fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm bài viết' }), { target: { value: 'toi uu' } });
      await screen.findByRole('heading', { name: 'SEO kỹ thuật cho tối ưu tốc độ' });
      expect(asked).toEqual(['/blog/the.json']);
      // "Tối ưu chi phí quảng cáo" matches too, but is not tagged SEO.
      expect(titles()).toEqual(['Topical map cho SEO', 'SEO kỹ thuật cho tối ưu tốc độ']);
      expect(screen.getByRole('status').textContent).toBe('2 / 4 kết quả');
      expect(screen.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
      expect(search()).toBe('?q=toi+uu');
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'khong co dau' } });
      expect(screen.getByRole('status').textContent).toBe('Không tìm thấy bài viết phù hợp');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a cards file that cannot be read is said, never shown as no results', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    try {
      const place: ListingPlace = { route: '/portfolio', page: 1, pageCount: 2, total: 30, tags: [] };
      renderWithProviders(<PageList {...blog} />, { page: listingPage(place) });
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'seo' } });
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Chưa tải được danh sách'));
      expect(screen.getByRole('status').textContent).not.toContain('Không tìm thấy');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a shared URL restores the search', async () => {
    renderWithProviders(<PageList {...blog} />, { url: '/blog?q=seo' });
    await act(async () => {});
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('seo');
    expect(titles()).toEqual(['Topical map cho SEO']);
  });

  it('the prerendered HTML lists every page whatever the query (it is filtered after hydration)', () => {
    const html = renderToHtml(<PageList {...blog} />, { url: '/blog?q=khong-khop' });
    for (const page of pages) expect(html).toContain(`href="${page.href}"`);
    expect(html).not.toContain('Không tìm thấy bài viết phù hợp');
  });
});
