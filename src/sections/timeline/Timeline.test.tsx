import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Timeline } from './Timeline.tsx';

const timeline = example as TimelineSection;

describe('Timeline', () => {
  it('is a section named by its h2, with its description', () => {
    renderWithProviders(<Timeline {...timeline} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Hành trình phát triển' });
    const region = screen.getByRole('region', { name: 'Hành trình phát triển' });
    expect(region.id).toBe('hanh-trinh');
    expect(region.getAttribute('data-section')).toBe('timeline');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getByText(/^Từ một nhóm nhỏ ba người/)).toBeTruthy();
  });

  it('lists the milestones in order in an ordered list: year, h3 title, description', () => {
    renderWithProviders(<Timeline {...timeline} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(['2019', '2020', '2021–2022', '2023', '2024']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Thành lập AM Digital',
      'Mở rộng sang quảng cáo trực tuyến',
      'Vượt mốc 100 khách hàng',
      'Mở văn phòng tại Hà Nội',
      'Hoàn thiện hệ sinh thái số',
    ]);
    items.forEach((li, index) => {
      const item = timeline.items[index];
      expect(li.firstElementChild?.tagName).toBe('SPAN');
      expect(within(li).getByRole('heading', { level: 3 }).textContent).toBe(item.title);
      expect(within(li).getByText(item.description).tagName).toBe('P');
      expect(li.textContent).toBe(`${item.year}${item.title}${item.description}`);
    });
    expect(list.querySelector('time')).toBeNull();
  });

  it('without a heading: titles are h2 and the section has a Vietnamese label', () => {
    renderWithProviders(<Timeline type="timeline" items={[{ year: '2020', title: 'Mốc đầu', description: 'Nội dung' }]} />);
    const region = screen.getByRole('region', { name: 'Dòng thời gian' });
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mốc đầu');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('renders text as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const view = renderWithProviders(<Timeline type="timeline" description={markup} items={[{ year: '2021', title: markup, description: markup }]} />);
    expect(view.container.querySelector('b, script')).toBeNull();
    expect(screen.getAllByText(markup)).toHaveLength(3);
  });

  it('server-renders the milestones in order', () => {
    const html = renderToHtml(<Timeline {...timeline} />);
    expect(html).toContain('data-section="timeline"');
    expect(html).toContain('<ol');
    let last = -1;
    for (const item of timeline.items) {
      const at = html.indexOf(item.year);
      expect(at, item.year).toBeGreaterThan(last);
      last = at;
      expect(html).toContain(item.title);
      expect(html).toContain(item.description);
    }
    expect(html.match(/<h3[\s>]/g)).toHaveLength(5);
  });
});
