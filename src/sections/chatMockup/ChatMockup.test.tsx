import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMockupSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { textOf } from '../shared/testing.ts';
import example from './example.json';
import { ChatMockup } from './ChatMockup.tsx';

const mockup = example as ChatMockupSection;
const CAPTION = 'Minh họa tin ZNS trên điện thoại';

describe('ChatMockup', () => {
  it('is a section named by its h2, the only heading (the phone adds none)', () => {
    renderWithProviders(<ChatMockup {...mockup} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Tin ZNS trông như thế nào?' });
    const region = screen.getByRole('region', { name: 'Tin ZNS trông như thế nào?' });
    expect(region.id).toBe('mau-tin');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getAllByRole('heading')).toEqual([h2]);
  });

  it('shows the text column: description, check-list points and the buttons', () => {
    renderWithProviders(<ChatMockup {...mockup} />);
    expect(screen.getByText(/^Tin ZNS đến thẳng Zalo/)).toBeTruthy();
    const points = screen.getAllByRole('list')[0];
    expect(within(points).getAllByRole('listitem').map(textOf)).toEqual(mockup.points);
    expect(screen.getByRole('link', { name: 'Xem bảng giá' }).getAttribute('href')).toBe('#pricing');
  });

  it('draws the phone as a labelled figure after the text, with the message as readable text', () => {
    const { container } = renderWithProviders(<ChatMockup {...mockup} />);
    const figure = screen.getByRole('figure', { name: CAPTION });
    expect(figure.tagName).toBe('FIGURE');
    // Text first in the source: stacked on phones, the phone comes below.
    const h2 = screen.getByRole('heading', { level: 2 });
    expect(h2.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const inside = within(figure);
    for (const text of ['Zalo', 'AM Store', 'Tài khoản OA đã xác thực', 'Xác nhận đơn hàng', 'Xem chi tiết đơn hàng']) {
      expect(inside.getByText(text)).toBeTruthy();
    }
    expect(inside.getByText(/^Cảm ơn anh Minh đã đặt hàng/)).toBeTruthy();
    const rows = [...figure.querySelectorAll('dl > div')].map((row) => [textOf(row.querySelector('dt')), textOf(row.querySelector('dd'))]);
    expect(rows).toEqual([
      ['Mã đơn', '#AM10234'],
      ['Tổng tiền', '1.250.000 ₫'],
    ]);
    // The clock is decoration, hidden from screen readers.
    expect(within(container).getByText('09:41').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('holds no control inside the figure: the message action is plain text', () => {
    renderWithProviders(<ChatMockup {...mockup} />);
    const figure = screen.getByRole('figure', { name: CAPTION });
    expect(within(figure).queryAllByRole('button')).toHaveLength(0);
    expect(within(figure).queryAllByRole('link')).toHaveLength(0);
    expect(figure.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
    expect(within(figure).getByText('Xem chi tiết đơn hàng').tagName).toBe('SPAN');
  });

  it('leaves out what the page does not give', () => {
    const { description: _d, points: _p, buttons: _b, ...rest } = mockup;
    const phone = { app: 'Zalo', sender: 'AM Store', message: { title: 'Nhắc lịch hẹn', text: 'Bạn có lịch hẹn lúc 14:00.' } };
    renderWithProviders(<ChatMockup {...rest} phone={phone} />);
    const figure = screen.getByRole('figure', { name: CAPTION });
    expect(figure.querySelector('dl')).toBeNull();
    expect(within(figure).queryByText('Tài khoản OA đã xác thực')).toBeNull();
    expect(screen.queryAllByRole('list')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(within(figure).getByText('Bạn có lịch hẹn lúc 14:00.')).toBeTruthy();
  });

  it('server-renders the whole message', () => {
    const html = renderToHtml(<ChatMockup {...mockup} />);
    expect(html).toContain('<figure');
    expect(html).toContain('<figcaption');
    expect(html).toContain('#AM10234');
    expect(html).toContain('Đơn hàng đang được chuẩn bị.');
  });
});
