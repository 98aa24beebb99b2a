import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Faq } from './Faq.tsx';
import { paragraphs } from './paragraphs.ts';

const faq = example as FaqSection;

describe('Faq', () => {
  it('is a section named by its h2, with each question as an h3 holding the toggle button', () => {
    renderWithProviders(<Faq {...faq} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Câu hỏi thường gặp' });
    const region = screen.getByRole('region', { name: 'Câu hỏi thường gặp' });
    expect(region.id).toBe('hoi-dap');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((h) => h.textContent)).toEqual(faq.items.map((item) => item.question));
    for (const h3 of questions) expect(h3.querySelector('button')).toBeTruthy();
  });

  it('toggles aria-expanded and the answer when a question is clicked', () => {
    renderWithProviders(<Faq {...faq} />);
    const button = screen.getByRole('button', { name: 'Tôi có phải ký hợp đồng dài hạn không?' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('dừng với thông báo trước 15 ngày');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Several answers may be open at once.
    const other = screen.getByRole('button', { name: 'Thanh toán như thế nào?' });
    fireEvent.click(other);
    expect(other.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('puts every answer, closed ones included, in the server-rendered HTML, hidden with display:none', () => {
    const html = renderToHtml(<Faq {...faq} />);
    for (const item of faq.items) {
      for (const paragraph of paragraphs(item.answer)) expect(html).toContain(paragraph);
    }
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toMatch(/display:none/);
  });

  it('splits answers into paragraphs at blank lines', () => {
    renderWithProviders(<Faq {...faq} />);
    const button = screen.getByRole('button', { name: 'Bao lâu thì tôi thấy kết quả SEO?' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const texts = [...(panel?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
    expect(texts).toEqual([
      'Thông thường cần 3–6 tháng để thứ hạng và lưu lượng tăng ổn định.',
      'Với từ khóa ít cạnh tranh, nhiều khách hàng thấy thay đổi ngay từ tháng thứ hai.',
    ]);
  });

  it('without a heading: questions are h2 and the section has a Vietnamese name', () => {
    renderWithProviders(<Faq type="faq" items={[{ question: 'Có hỗ trợ cuối tuần không?', answer: 'Có.' }]} />);
    expect(screen.getByRole('region', { name: 'Câu hỏi thường gặp' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Có hỗ trợ cuối tuần không?' })).toBeTruthy();
  });
});

describe('paragraphs', () => {
  it('splits on blank lines, including whitespace-only and CRLF ones, and drops empty parts', () => {
    expect(paragraphs('Một.\n\nHai.\n   \nBa.')).toEqual(['Một.', 'Hai.', 'Ba.']);
    expect(paragraphs('Một.\r\n\r\nHai.')).toEqual(['Một.', 'Hai.']);
    expect(paragraphs('Dòng một\ndòng hai')).toEqual(['Dòng một\ndòng hai']);
    expect(paragraphs('\n\nChỉ một đoạn.\n\n\n')).toEqual(['Chỉ một đoạn.']);
  });
});
