import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentLibrarySection, SocialPostFile } from '../../model/generated.ts';
import { Providers, renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import { textOf } from '../shared/testing.ts';
import { ContentLibrary } from './ContentLibrary.tsx';
import example from './example.json';

const image = (name: string) => ({ src: `/images/social/${name}.svg`, alt: '', width: 800, height: 600 });
const base = { avatar: { ...image('avatar-instagram'), width: 96, height: 96 }, likes: 0, comments: 0, shares: 0, views: 0, tags: [] };
const posts: SocialPostFile[] = [
  {
    ...base,
    id: 'ig-a',
    platform: 'instagram',
    platformName: 'Instagram',
    username: '@amdigital.vn',
    content: 'Chiến lược nội dung quý 1',
    media: { kind: 'image', cover: { ...image('cover-chien-luoc-content'), alt: 'Lịch nội dung' } },
    likes: 12500,
    comments: 342,
    shares: 1280,
    views: 98400,
    date: '2026-03-09',
    tags: ['ContentStrategy'],
    campaign: 'Content Strategy',
  },
  {
    ...base,
    id: 'fb-b',
    platform: 'facebook',
    platformName: 'Facebook',
    username: 'AM Digital Agency',
    content: 'Quảng cáo mùa Tết tăng ROAS',
    media: { kind: 'image', cover: image('cover-chien-dich-tet') },
    date: '2026-01-26',
    tags: ['FacebookAds', 'ChiếnDịchTết'],
    campaign: 'Facebook Campaign',
  },
  {
    ...base,
    id: 'tt-c',
    platform: 'tiktok',
    platformName: 'TikTok',
    username: '@amdigital.official',
    content: 'Công thức mở đầu 3 giây cho video ngắn',
    media: { kind: 'video', cover: image('cover-hook-3-giay') },
    likes: 86400,
    comments: 999,
    shares: 15300,
    views: 1200000,
    date: '2026-02-09',
    tags: ['TikTokTips'],
    campaign: 'TikTok Strategy',
  },
  {
    ...base,
    id: 'fb-d',
    platform: 'facebook',
    platformName: 'Facebook',
    username: 'AM Digital Agency',
    content: 'Chuỗi cà phê tăng khách quay lại nhờ fanpage',
    media: { kind: 'image', cover: image('cover-khach-hang-ca-phe') },
    date: '2026-03-18',
    tags: ['ClientSuccess'],
    campaign: 'Client Success',
  },
];
const section: ContentLibrarySection = {
  type: 'contentLibrary',
  id: 'thu-vien',
  heading: 'Bài đăng nổi bật',
  posts,
  emptyTitle: 'Không tìm thấy content',
  emptyHint: 'Thử thay đổi bộ lọc hoặc từ khóa tìm kiếm',
};

/** Shows the router's current search string, to check what the filters write to the URL. */
function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

const library = () => (
  <>
    <ContentLibrary {...section} />
    <Search />
  </>
);
/** The ids of the posts shown, in order (found by their text). */
const shown = () => posts.filter((post) => screen.queryByText(post.content)).map((post) => post.id);
const cardOf = (post: SocialPostFile) => screen.getByText(post.content).closest('li')!;
const search = () => screen.getByTestId('search').textContent;
const status = () => textOf(screen.getByRole('status'));

beforeEach(() => {
  // Only Date is faked: "today" for the relative dates; React's scheduler keeps real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 30, 12));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ContentLibrary', () => {
  it('shows every post as a card: account, platform, date, text, cover, hashtags, campaign', () => {
    renderWithProviders(library());
    expect(shown()).toEqual(['ig-a', 'fb-b', 'tt-c', 'fb-d']);
    expect(screen.getByRole('region', { name: 'Bài đăng nổi bật' }).id).toBe('thu-vien');
    const card = cardOf(posts[0]);
    expect(within(card).getByText('@amdigital.vn')).toBeTruthy();
    expect(textOf(card)).toContain('Instagram · 09/03/2026');
    expect(card.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-09');
    const cover = within(card).getByRole('img', { name: 'Lịch nội dung' });
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['800', '600']);
    expect(within(card).getByText('#ContentStrategy')).toBeTruthy();
    expect(textOf(within(card).getByText('Content Strategy'))).toBe('Chiến dịch: Content Strategy');
    expect(status()).toBe('4 bài đăng');
  });

  it('formats the counts as K and M and names them for screen readers', () => {
    renderWithProviders(library());
    const counts = (post: SocialPostFile) => within(cardOf(post)).getAllByRole('listitem').slice(-4).map(textOf);
    expect(counts(posts[0])).toEqual(['12,5K lượt thích', '342 bình luận', '1,3K lượt chia sẻ', '98,4K lượt xem']);
    expect(counts(posts[2])).toEqual(['86,4K lượt thích', '999 bình luận', '15,3K lượt chia sẻ', '1,2M lượt xem']);
    expect(counts(posts[1])).toEqual(['0 lượt thích', '0 bình luận', '0 lượt chia sẻ', '0 lượt xem']);
  });

  it('marks video posts with a Video badge on their cover, and only those', () => {
    renderWithProviders(library());
    expect(within(cardOf(posts[2])).getByText('Video')).toBeTruthy();
    for (const post of [posts[0], posts[1], posts[3]]) expect(within(cardOf(post)).queryByText('Video')).toBeNull();
  });

  it('platform buttons filter and are toggle buttons in a labelled group; ?nen-tang= in the URL', () => {
    renderWithProviders(library(), { url: '/content-library' });
    const group = screen.getByRole('group', { name: 'Nền tảng' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Tất cả', 'Instagram', 'Facebook', 'TikTok', 'YouTube']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    fireEvent.click(within(group).getByRole('button', { name: 'Facebook' }));
    expect(shown()).toEqual(['fb-b', 'fb-d']);
    expect(within(group).getByRole('button', { name: 'Facebook' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('false');
    expect(search()).toBe('?nen-tang=facebook');
    expect(status()).toBe('2 / 4 bài đăng');
    fireEvent.click(within(group).getByRole('button', { name: 'Tất cả' }));
    expect(shown()).toEqual(['ig-a', 'fb-b', 'tt-c', 'fb-d']);
    expect(search()).toBe('');
  });

  it('the campaign select lists "Tất cả" and the six Q1 campaigns, filters, and writes ?chien-dich=', () => {
    renderWithProviders(library());
    const select = screen.getByRole('combobox', { name: 'Chiến dịch' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Tất cả',
      'Content Strategy',
      'Facebook Campaign',
      'TikTok Strategy',
      'YouTube Content',
      'Platform Comparison',
      'Client Success',
    ]);
    fireEvent.change(select, { target: { value: 'client-success' } });
    expect(shown()).toEqual(['fb-d']);
    expect(select.value).toBe('client-success');
    expect(search()).toBe('?chien-dich=client-success');
  });

  it('search looks in text and hashtags, ignoring case and diacritics, and writes ?q=', () => {
    renderWithProviders(library());
    const box = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    fireEvent.change(box, { target: { value: 'QUANG CAO' } });
    expect(shown()).toEqual(['fb-b']);
    expect(search()).toBe('?q=QUANG+CAO');
    fireEvent.change(box, { target: { value: 'chiendichtet' } });
    expect(shown()).toEqual(['fb-b']);
    fireEvent.change(box, { target: { value: '#tiktoktips' } });
    expect(shown()).toEqual(['tt-c']);
  });

  it('the three filters combine; no match shows the empty title and hint in the polite status', () => {
    renderWithProviders(library());
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Chiến dịch' }), { target: { value: 'facebook-campaign' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), { target: { value: 'tet' } });
    expect(shown()).toEqual(['fb-b']);
    expect(status()).toBe('1 / 4 bài đăng');
    expect(search()).toBe('?nen-tang=facebook&chien-dich=facebook-campaign&q=tet');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), { target: { value: 'ca phe' } });
    expect(shown()).toEqual([]);
    const region = screen.getByRole('status');
    expect(within(region).getByText('Không tìm thấy content')).toBeTruthy();
    expect(within(region).getByText('Thử thay đổi bộ lọc hoặc từ khóa tìm kiếm')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('a shared URL restores all three filters after hydration; unknown values mean "all"', async () => {
    renderWithProviders(library(), { url: '/content-library?nen-tang=tiktok&chien-dich=tiktok-strategy&q=video+ngan' });
    await act(async () => {});
    expect(shown()).toEqual(['tt-c']);
    expect(screen.getByRole('button', { name: 'TikTok' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Chiến dịch' }) as HTMLSelectElement).value).toBe('tiktok-strategy');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('video ngan');
  });

  it('ignores URL values that name no platform or campaign', async () => {
    renderWithProviders(library(), { url: '/content-library?nen-tang=myspace&chien-dich=khong-co' });
    await act(async () => {});
    expect(shown()).toEqual(['ig-a', 'fb-b', 'tt-c', 'fb-d']);
    expect(screen.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Chiến dịch' }) as HTMLSelectElement).value).toBe('');
  });

  it('the prerendered HTML lists every post with its absolute date only, whatever the query', () => {
    const html = renderToHtml(library(), { url: '/content-library?nen-tang=youtube&q=khong-khop' });
    for (const post of posts) expect(html).toContain(post.content);
    expect(html).toContain('<time dateTime="2026-03-09">09/03/2026</time>');
    expect(html).not.toContain('Không tìm thấy content');
    expect(html).not.toContain('trước');
  });

  it('hydrates the prerendered HTML without a mismatch, then adds the relative date and applies the URL', async () => {
    const container = document.createElement('div');
    const ui = <ContentLibrary {...section} />;
    container.innerHTML = renderToHtml(ui, { url: '/content-library' });
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Providers url="/content-library?nen-tang=instagram">{ui}</Providers>, { onRecoverableError: recoverable });
    });
    try {
      expect([...recoverable.mock.calls, ...errors.mock.calls]).toEqual([]);
      const card = within(container).getByText(posts[0].content).closest('li')!;
      // 2026-03-09 seen on 2026-03-30: exactly three weeks.
      expect(textOf(card)).toContain('Instagram · 09/03/2026 · 3 tuần trước');
      expect(within(container).queryByText(posts[1].content)).toBeNull();
    } finally {
      act(() => root!.unmount());
      container.remove();
    }
  });

  it('renders the example with the shared posts resolved', () => {
    renderWithProviders(<ContentLibrary {...resolveExample<ContentLibrarySection>(example)} />);
    expect(screen.getAllByText('Video')).toHaveLength(2);
    expect(status()).toBe('6 bài đăng');
    expect(screen.getByText('1,2M')).toBeTruthy();
  });
});
