import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeatureGridSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { FeatureGrid } from './FeatureGrid.tsx';

const featureGrid = example as FeatureGridSection;

type Item = FeatureGridSection['items'][number];
const itemsOf = (count: number): FeatureGridSection['items'] =>
  Array.from({ length: count }, (_, i): Item => ({ title: `Thẻ số ${i + 1}`, description: `Mô tả thẻ số ${i + 1}` })) as FeatureGridSection['items'];

function columnsOf(section: FeatureGridSection) {
  const view = renderWithProviders(<FeatureGrid {...section} />);
  const list = view.getByRole('list');
  const result = { data: list.getAttribute('data-columns'), style: list.getAttribute('style') };
  view.unmount();
  return result;
}

describe('FeatureGrid', () => {
  it('names the section with its h2 and shows the description', () => {
    renderWithProviders(<FeatureGrid {...featureGrid} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Vì sao chọn hosting của chúng tôi' });
    const region = screen.getByRole('region', { name: 'Vì sao chọn hosting của chúng tôi' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('diem-noi-bat');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(region.getAttribute('data-section')).toBe('featureGrid');
    expect(screen.getByText(/Hạ tầng ổn định, bảo mật sẵn có/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('renders one card per item: h3 title, text and a decorative sprite icon, in order', () => {
    renderWithProviders(<FeatureGrid {...featureGrid} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ổ cứng NVMe tốc độ cao',
      'SSL miễn phí trọn đời',
      'Sao lưu tự động hằng ngày',
      'Hỗ trợ kỹ thuật 24/7',
    ]);
    cards.forEach((card, index) => {
      const item = featureGrid.items[index];
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(item.title);
      expect(within(card).getByText(item.description).tagName).toBe('P');
      const svg = card.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(svg?.querySelector('use')?.getAttribute('href')).toBe(`/icons/site.svg#${item.icon}`);
    });
    expect(cards[0].querySelector('use')?.getAttribute('href')).toBe('/icons/site.svg#hosting');
  });

  it('renders the optional links at the end of their cards: internal through the router, tel: as is', () => {
    renderWithProviders(<FeatureGrid {...featureGrid} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    const pricing = within(cards[0]).getByRole('link', { name: 'Xem bảng giá hosting' });
    expect(pricing.getAttribute('href')).toBe('/#bang-gia');
    expect(pricing.getAttribute('data-variant')).toBe('outline');
    expect(within(cards[1]).getByRole('link', { name: 'Hỏi đáp về SSL' }).getAttribute('href')).toBe('/#hoi-dap');
    expect(within(cards[2]).queryByRole('link')).toBeNull();
    expect(within(cards[3]).getByRole('link', { name: 'Gọi 1900 6868' }).getAttribute('href')).toBe('tel:19006868');
    // The link is the card's last element, so CSS can push it to the bottom.
    expect(cards[0].lastElementChild?.contains(pricing)).toBe(true);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('picks the default number of columns from the item count, and honours `columns`', () => {
    const cases: [number, number][] = [
      [1, 3],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 3],
      [6, 3],
      [8, 4],
      [12, 3],
    ];
    for (const [count, expected] of cases) {
      const { data, style } = columnsOf({ type: 'featureGrid', items: itemsOf(count) });
      expect(data, `${count} items`).toBe(String(expected));
      expect(style, `${count} items`).toContain(`--card-cols: ${expected}`);
    }
    expect(columnsOf({ type: 'featureGrid', columns: 2, items: itemsOf(8) }).data).toBe('2');
    expect(columnsOf({ type: 'featureGrid', columns: 3, items: itemsOf(4) }).data).toBe('3');
    const explicit = columnsOf({ type: 'featureGrid', columns: 4, items: itemsOf(3) });
    expect(explicit.data).toBe('4');
    expect(explicit.style).toContain('--card-cols: 4');
  });

  it('without a heading: item titles are h2, the section has a Vietnamese label, no icon or link', () => {
    renderWithProviders(<FeatureGrid type="featureGrid" items={itemsOf(2)} />);
    const region = screen.getByRole('region', { name: 'Điểm nổi bật' });
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
    expect(region.hasAttribute('id')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Thẻ số 1', 'Thẻ số 2']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(region.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with only a description: no section heading, so item titles are h2', () => {
    renderWithProviders(<FeatureGrid type="featureGrid" description="Chỉ có mô tả" items={itemsOf(3)} />);
    expect(screen.getByText('Chỉ có mô tả')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('renders text as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const view = renderWithProviders(<FeatureGrid type="featureGrid" heading={markup} items={[{ title: markup, description: markup }]} />);
    expect(view.container.querySelector('b, script')).toBeNull();
    expect(screen.getAllByText(markup)).toHaveLength(3);
  });

  it('server-renders the header, cards, icons and links', () => {
    const html = renderToHtml(<FeatureGrid {...featureGrid} />);
    expect(html).toContain('data-section="featureGrid"');
    expect(html).toContain('Vì sao chọn hosting của chúng tôi');
    for (const item of featureGrid.items) {
      expect(html).toContain(item.title);
      expect(html).toContain(item.description);
    }
    expect(html.match(/<h3[\s>]/g)).toHaveLength(4);
    expect(html).toContain('href="/icons/site.svg#ssl"');
    expect(html).toContain('href="/#bang-gia"');
    expect(html).toContain('Gọi 1900 6868');
    expect(html).toContain('data-columns="4"');
  });

  it("lists a card's features under its text and gives the card its accent colour", () => {
    const items = [
      { title: 'Bán hàng', description: 'Quản lý cơ hội bán hàng.', features: ['Theo dõi cơ hội', 'Tạo báo giá'], color: 'emerald' },
      { title: 'Báo cáo', description: 'Số liệu kinh doanh.' },
    ] as FeatureGridSection['items'];
    renderWithProviders(<FeatureGrid type="featureGrid" heading="Phân hệ" items={items} />);
    const [sales, reports] = within(screen.getAllByRole('list')[0])
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === screen.getAllByRole('list')[0]);
    expect(
      within(sales)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Theo dõi cơ hội', 'Tạo báo giá']);
    expect(sales.getAttribute('data-accent')).toBe('emerald');
    expect(reports.hasAttribute('data-accent')).toBe(false);
    expect(within(reports).queryAllByRole('listitem')).toHaveLength(0);
  });
});
