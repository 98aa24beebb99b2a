import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatsSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Stats } from './Stats.tsx';

const stats = example as StatsSection;

describe('Stats', () => {
  it('renders the header as h2 naming the section', () => {
    renderWithProviders(<Stats {...stats} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Những con số biết nói' });
    const region = screen.getByRole('region', { name: 'Những con số biết nói' });
    expect(region.id).toBe('thanh-tich');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getByText('Hơn mười năm đồng hành cùng doanh nghiệp Việt trên mọi kênh số.')).toBeTruthy();
  });

  it('lists every figure with number, label and description in order', () => {
    renderWithProviders(<Stats {...stats} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent))).toEqual([
      ['500+', 'Khách hàng', 'Doanh nghiệp tin tưởng đồng hành'],
      ['1.000+', 'Dự án', 'Chiến dịch và website đã triển khai'],
      ['99,9%', 'Uptime', 'Hạ tầng hosting ổn định'],
      ['24/7', 'Hỗ trợ', 'Đội ngũ kỹ thuật luôn sẵn sàng'],
    ]);
    expect(screen.getByRole('list').getAttribute('style')).toContain('--stats-cols: 4');
  });

  it('without a heading: no h2, a Vietnamese accessible name, fewer columns for fewer items', () => {
    renderWithProviders(<Stats type="stats" items={[{ number: '10+', label: 'Năm kinh nghiệm' }]} />);
    expect(screen.queryByRole('heading')).toBeNull();
    const region = screen.getByRole('region', { name: 'Số liệu nổi bật' });
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
    const list = screen.getByRole('list');
    expect(list.getAttribute('style')).toContain('--stats-cols: 1');
    expect(list.querySelectorAll('p')).toHaveLength(2);
  });

  it('server-renders the figures', () => {
    const html = renderToHtml(<Stats {...stats} />);
    for (const item of stats.items) expect(html).toContain(item.label);
    expect(html).toContain('99,9%');
  });
});
