import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DomainPricesSection } from '../../model/generated.ts';
import { renderWithProviders } from '../../../tests/render.tsx';
import { normalizeSpaces } from '../shared/testing.ts';
import example from './example.json';
import { DomainPrices } from './DomainPrices.tsx';

describe('DomainPrices', () => {
  it('is a table of every extension of the site file with its yearly price, renewal = registration, popular ones marked', () => {
    renderWithProviders(<DomainPrices {...(example as DomainPricesSection)} />);
    const table = screen.getByRole('table', { name: 'Bảng giá tên miền' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Đuôi tên miền', 'Đăng ký (năm đầu)', 'Gia hạn (mỗi năm)']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => normalizeSpaces(tr.textContent));
    expect(rows).toEqual([
      '.comPhổ biến280.000 ₫280.000 ₫',
      '.vnPhổ biến320.000 ₫320.000 ₫',
      '.com.vn350.000 ₫350.000 ₫',
      '.net320.000 ₫320.000 ₫',
      '.org320.000 ₫320.000 ₫',
      '.info280.000 ₫280.000 ₫',
      '.biz280.000 ₫280.000 ₫',
      '.co280.000 ₫280.000 ₫',
      '.io1.200.000 ₫1.200.000 ₫',
      '.ai2.500.000 ₫2.500.000 ₫',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('Giá chưa bao gồm VAT 10%.')).toBeTruthy();
  });
});
