import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SampleGalleryFilterOption, SampleGalleryItem, SampleGallerySection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { matchesOption, selectedOption } from './filterSamples.ts';
import { SampleGallery } from './SampleGallery.tsx';

const cover = { src: '/images/samples/sample-email.svg', alt: 'Email chào mừng trên điện thoại', width: 640, height: 360 };
const items: SampleGallerySection['items'] = [
  { id: 'welcome', type: 'email', label: 'Thời trang', title: 'Chuỗi email chào mừng khách mới', cover, kpis: [{ label: 'Tỷ lệ mở', value: '48%' }] },
  { id: 'cart', type: 'email', title: 'Nhắc GIO HANG bị bỏ quên', summary: 'Gửi sau 1 giờ.' },
  // Decomposed (NFD) diacritics, as some keyboards and pasted text produce.
  { id: 'cart-zns', type: 'zns', title: 'ZNS nhắc gio\u0309 ha\u0300ng', link: { label: 'Xem chi tiết', href: '/contact' } },
  { id: 'win-back', type: 'email', title: 'Mời khách quay lại sau 60 ngày' },
  { id: 'zns-order', type: 'zns', title: 'ZNS xác nhận đơn hàng' },
];
const filters: NonNullable<SampleGallerySection['filters']> = {
  label: 'Lọc theo loại chiến dịch',
  allLabel: 'Tất cả',
  options: [
    { value: 'welcome', label: 'Chào mừng', titleIncludes: ['chào mừng'] },
    { value: 'cart', label: 'Giỏ hàng', titleIncludes: ['Giỏ hàng'] },
    { value: 'reengage', label: 'Tái tương tác', titleIncludes: ['quay lai', 'tái tương tác'] },
    { value: 'zns', label: 'ZNS' },
    { value: 'sms', label: 'SMS' },
  ],
};
const gallery: SampleGallerySection = {
  type: 'sampleGallery',
  id: 'mau',
  heading: 'Mẫu chiến dịch',
  filters,
  emptyMessage: 'Chưa có mẫu thuộc loại này.',
  items,
};

/** Shows the router's current search string, to check what the gallery writes to the URL. */
function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function renderGallery(section: SampleGallerySection = gallery, url = '/services/email-marketing') {
  return renderWithProviders(
    <>
      <SampleGallery {...section} />
      <Search />
    </>,
    { url },
  );
}

const titles = (level: 2 | 3 = 3) => screen.queryAllByRole('heading', { level }).map((h) => h.textContent);
const search = () => screen.getByTestId('search').textContent;
const group = () => screen.getByRole('group', { name: 'Lọc theo loại chiến dịch:' });
const button = (name: string) => within(group()).getByRole('button', { name });
const pressed = () =>
  within(group())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('SampleGallery', () => {
  it('the prerendered HTML lists every sample even with ?loai= in the URL (it is filtered after hydration)', () => {
    const html = renderToHtml(<SampleGallery {...gallery} />, { url: '/services/email-marketing?loai=cart' });
    for (const item of items) expect(html).toContain(item.title);
    expect(html.match(/<li[\s>]/g)).toHaveLength(items.length);
    expect(html).toContain('Hiển thị 5 mẫu');
    expect(html).not.toContain('Chưa có mẫu thuộc loại này.');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Tất cả</);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });

  it('shows every sample at first: h2 heading, h3 titles in order, "Tất cả" pressed, the filter buttons in order', () => {
    renderGallery();
    const region = screen.getByRole('region', { name: 'Mẫu chiến dịch' });
    expect(region.id).toBe('mau');
    expect(region.getAttribute('data-section')).toBe('sampleGallery');
    expect(titles(2)).toEqual(['Mẫu chiến dịch']);
    expect(titles()).toEqual(items.map((item) => item.title));
    expect(
      within(group())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tất cả', 'Chào mừng', 'Giỏ hàng', 'Tái tương tác', 'ZNS', 'SMS']);
    expect(pressed()).toEqual(['Tất cả']);
    expect(
      within(group())
        .getAllByRole('button')
        .every((b) => b.getAttribute('type') === 'button'),
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Hiển thị 5 mẫu');
  });

  it("counts the cards in the page's own word (a shop's products are not 'mẫu')", () => {
    renderGallery({ ...gallery, itemUnit: 'sản phẩm' });
    expect(screen.getByRole('status').textContent).toBe('Hiển thị 5 sản phẩm');
    fireEvent.click(button('Giỏ hàng'));
    expect(screen.getByRole('status').textContent).toBe('Hiển thị 2 sản phẩm');
  });

  it('filters by title words without regard to case or diacritics, writes ?loai= and announces the count', () => {
    renderGallery();
    fireEvent.click(button('Giỏ hàng'));
    expect(titles()).toEqual(['Nhắc GIO HANG bị bỏ quên', 'ZNS nhắc gio\u0309 ha\u0300ng']);
    expect(pressed()).toEqual(['Giỏ hàng']);
    expect(button('Tất cả').getAttribute('aria-pressed')).toBe('false');
    expect(search()).toBe('?loai=cart');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Hiển thị 2 mẫu');
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite');

    // Any one of the words is enough; "quay lai" (no diacritics) finds "quay lại".
    fireEvent.click(button('Tái tương tác'));
    expect(titles()).toEqual(['Mời khách quay lại sau 60 ngày']);
    expect(search()).toBe('?loai=reengage');
    expect(screen.getByRole('status').textContent).toBe('Hiển thị 1 mẫu');
  });

  it('an option without titleIncludes filters by the sample type', () => {
    renderGallery();
    fireEvent.click(button('ZNS'));
    expect(titles()).toEqual(['ZNS nhắc gio\u0309 ha\u0300ng', 'ZNS xác nhận đơn hàng']);
    expect(pressed()).toEqual(['ZNS']);
    expect(search()).toBe('?loai=zns');
  });

  it('"Tất cả" shows every sample again and removes the query', () => {
    renderGallery();
    fireEvent.click(button('Chào mừng'));
    expect(titles()).toEqual(['Chuỗi email chào mừng khách mới']);
    fireEvent.click(button('Tất cả'));
    expect(titles()).toEqual(items.map((item) => item.title));
    expect(pressed()).toEqual(['Tất cả']);
    expect(search()).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Hiển thị 5 mẫu');
  });

  it('no match shows the empty message in the live region and no list', () => {
    renderGallery();
    fireEvent.click(button('SMS'));
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Chưa có mẫu thuộc loại này.');
  });

  it('without emptyMessage the empty state says "Không có mẫu phù hợp."', () => {
    const { emptyMessage: _omitted, ...rest } = gallery;
    renderGallery(rest, '/?loai=sms');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Không có mẫu phù hợp.');
  });

  it('a shared URL restores the filter after hydration; an unknown value shows all', async () => {
    const view = renderGallery(gallery, '/services/email-marketing?loai=cart');
    await act(async () => {});
    expect(titles()).toEqual(['Nhắc GIO HANG bị bỏ quên', 'ZNS nhắc gio\u0309 ha\u0300ng']);
    expect(pressed()).toEqual(['Giỏ hàng']);
    view.unmount();

    renderGallery(gallery, '/services/email-marketing?loai=khong-co');
    await act(async () => {});
    expect(titles()).toEqual(items.map((item) => item.title));
    expect(pressed()).toEqual(['Tất cả']);
    expect(screen.getByRole('status').textContent).toBe('Hiển thị 5 mẫu');
  });

  it('cards show the cover (sized, lazy), the badge, summary, KPIs as dt/dd and the link named after the sample', () => {
    renderGallery();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const img = within(cards[0]).getByRole('img', { name: 'Email chào mừng trên điện thoại' });
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      cover.src,
      '640',
      '360',
      'lazy',
    ]);
    expect(within(cards[0]).getByText('Thời trang').tagName).toBe('P');
    expect(within(cards[0]).getByText('Tỷ lệ mở').tagName).toBe('DT');
    expect(within(cards[0]).getByText('48%').tagName).toBe('DD');
    expect(within(cards[1]).getByText('Gửi sau 1 giờ.').tagName).toBe('P');
    expect(cards[1].querySelector('img, dl')).toBeNull();
    const link = within(cards[2]).getByRole('link', { name: 'Xem chi tiết ZNS nhắc gio\u0309 ha\u0300ng' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(cards[2].lastElementChild?.contains(link)).toBe(true);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('without a heading, titles are h2 and the section has a Vietnamese label; without filters no buttons or status', () => {
    renderWithProviders(<SampleGallery type="sampleGallery" items={items} />, { url: '/?loai=cart' });
    expect(screen.getByRole('region', { name: 'Thư viện mẫu' })).toBeTruthy();
    expect(titles(2)).toEqual(items.map((item) => item.title));
    expect(titles(3)).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the example renders every sample with its cover, and its filters work', () => {
    const section = example as SampleGallerySection;
    renderWithProviders(<SampleGallery {...section} />);
    expect(titles()).toHaveLength(section.items.length);
    expect(screen.getByRole('list').querySelectorAll('img')).toHaveLength(section.items.filter((item) => item.cover).length);
    fireEvent.click(screen.getByRole('button', { name: 'Giỏ hàng' }));
    expect(titles()).toEqual(['Email nhắc giỏ hàng bị bỏ quên', 'ZNS nhắc giỏ hàng']);
  });

  it('renders text as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const view = renderWithProviders(
      <SampleGallery type="sampleGallery" heading={markup} items={[{ id: 'a', title: markup, label: markup, summary: markup }]} />,
    );
    expect(view.container.querySelector('b, script')).toBeNull();
    expect(screen.getAllByText(markup)).toHaveLength(4);
  });
});

describe('matchesOption', () => {
  const item = (title: string, type?: string): SampleGalleryItem => ({ id: 'x', title, type });
  const option = (value: string, titleIncludes?: string[]): SampleGalleryFilterOption =>
    titleIncludes ? { value, label: value, titleIncludes: titleIncludes as [string, ...string[]] } : { value, label: value };

  it('matches any title word, folded; or else the type', () => {
    expect(matchesOption(option('cart', ['giỏ hàng']), item('Nhắc Giỏ Hàng'))).toBe(true);
    expect(matchesOption(option('cart', ['gio hang']), item('Nhắc giỏ  hàng'))).toBe(true);
    expect(matchesOption(option('cart', ['Đơn', 'giỏ hàng']), item('Xác nhận don hang'))).toBe(true);
    expect(matchesOption(option('cart', ['giỏ hàng']), item('Chào mừng', 'cart'))).toBe(false); // words win over type
    expect(matchesOption(option('zns'), item('Bất kỳ', 'zns'))).toBe(true);
    expect(matchesOption(option('zns'), item('ZNS', 'email'))).toBe(false);
    expect(matchesOption(option('zns'), item('ZNS'))).toBe(false);
  });

  it('ignores blank words, which would match every title', () => {
    expect(matchesOption(option('zns', [' ', '\t']), item('Bất kỳ', 'email'))).toBe(false);
    expect(matchesOption(option('zns', ['  ']), item('Bất kỳ', 'zns'))).toBe(true);
  });

  it('selectedOption: the option with that value; none for "" or an unknown value', () => {
    expect(selectedOption(filters.options, 'zns')?.label).toBe('ZNS');
    expect(selectedOption(filters.options, '')).toBeUndefined();
    expect(selectedOption(filters.options, 'khong-co')).toBeUndefined();
    expect(selectedOption(undefined, 'zns')).toBeUndefined();
  });
});
