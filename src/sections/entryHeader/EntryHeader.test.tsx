import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../model/boot.ts';
import type { EntryHeaderSection } from '../../model/generated.ts';
import { renderWithProviders } from '../../../tests/render.tsx';
import { normalizeSpaces } from '../shared/testing.ts';
import example from './example.json';
import { EntryHeader } from './EntryHeader.tsx';

const page: PageData = {
  route: '/portfolio/roas-3x',
  meta: { title: 'ROAS 3x | AM Digital', description: 'Mô tả đủ dài cho trang dự án thử nghiệm của bộ kiểm tra giao diện.' },
  card: {
    title: 'Tăng ROAS gấp 3 cho thương hiệu thời trang',
    summary: 'Tái cấu trúc chiến dịch và creative trong 90 ngày.',
    date: '2026-08-20',
    tags: ['Thương mại điện tử', 'Quảng cáo'],
    image: { src: '/images/portfolio/roas-3x.svg', alt: 'Biểu đồ ROAS tăng', width: 1200, height: 630 },
    kpis: [
      { value: '3x', label: 'ROAS sau 90 ngày' },
      { value: '-35%', label: 'Chi phí mỗi đơn' },
    ],
    readingMinutes: 5,
  },
  sections: [{ type: 'entryHeader' }],
};

describe('EntryHeader', () => {
  it("shows the page's card: back link, tags, h1, date and reading time, summary, KPIs, sized cover", () => {
    renderWithProviders(<EntryHeader {...(example as EntryHeaderSection)} />, { page });
    const region = screen.getByRole('region', { name: page.card!.title });
    expect(region.getAttribute('data-section')).toBe('entryHeader');
    expect(screen.getByRole('link', { name: '← Tất cả bài viết' }).getAttribute('href')).toBe('/blog');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thương mại điện tử', 'Quảng cáo']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const time = region.querySelector('time')!;
    expect([time.getAttribute('datetime'), time.textContent]).toEqual(['2026-08-20', '20/08/2026']);
    expect(normalizeSpaces(time.parentElement!.textContent)).toBe('20/08/2026 · 5 phút đọc');
    expect(screen.getByText(page.card!.summary)).toBeTruthy();
    expect([...region.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['3x', '-35%']);
    const img = screen.getByRole('img', { name: 'Biểu đồ ROAS tăng' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1200', '630', 'eager']);
  });

  it('throws a clear error on a page without a card (the section boundary contains it)', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<EntryHeader type="entryHeader" />, { page: { ...page, card: undefined } })).toThrow(
      'entryHeader needs the page\'s "card"',
    );
    spy.mockRestore();
  });
});
