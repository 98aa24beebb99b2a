import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Faq } from './Faq.tsx';
import { paragraphs } from './paragraphs.ts';

const faq = example as FaqSection;

/** The answer a question's button controls. */
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!;

describe('Faq', () => {
  it('is a section named by its h2, each question an h3 holding a button that controls its answer region', () => {
    renderWithProviders(<Faq {...faq} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Câu hỏi thường gặp' });
    const section = screen.getByRole('region', { name: 'Câu hỏi thường gặp' });
    expect(section.id).toBe('hoi-dap');
    expect(section.getAttribute('aria-labelledby')).toBe(h2.id);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((h) => h.textContent)).toEqual(faq.items.map((item) => item.question));
    for (const h3 of questions) {
      const button = within(h3).getByRole('button', { name: h3.textContent! });
      expect([button.getAttribute('type'), button.getAttribute('aria-expanded')]).toEqual(['button', 'false']);
      const answer = answerOf(button);
      expect(answer.getAttribute('role')).toBe('region');
      expect(answer.getAttribute('aria-labelledby')).toBe(button.id);
      expect(answer.hidden).toBe(true);
    }
    // Closed answers are not in the accessibility tree; an open one is a region named by its question.
    expect(screen.getAllByRole('region')).toEqual([section]);
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán như thế nào?' }));
    expect(screen.getByRole('region', { name: 'Thanh toán như thế nào?' }).textContent).toContain('hóa đơn VAT');
  });

  it('toggles aria-expanded and hidden on click; several answers may be open at once', () => {
    renderWithProviders(<Faq {...faq} />);
    const button = screen.getByRole('button', { name: 'Tôi có phải ký hợp đồng dài hạn không?' });
    const answer = answerOf(button);
    expect(answer.textContent).toContain('dừng với thông báo trước 15 ngày');
    fireEvent.click(button);
    expect([button.getAttribute('aria-expanded'), answer.hidden]).toEqual(['true', false]);
    const other = screen.getByRole('button', { name: 'Thanh toán như thế nào?' });
    fireEvent.click(other);
    expect([other.getAttribute('aria-expanded'), answerOf(other).hidden]).toEqual(['true', false]);
    expect([button.getAttribute('aria-expanded'), answer.hidden]).toEqual(['true', false]);
    fireEvent.click(button);
    expect([button.getAttribute('aria-expanded'), answer.hidden]).toEqual(['false', true]);
    expect(answerOf(other).hidden).toBe(false);
  });

  it('is keyboard operable as a native button: focusable, and Enter or Space press it', () => {
    // jsdom does not turn Enter/Space into a click (browsers do; tests/browser/site.test.ts presses them).
    renderWithProviders(<Faq {...faq} />);
    for (const button of screen.getAllByRole('button')) {
      expect([button.tagName, button.getAttribute('type'), button.tabIndex, button.hasAttribute('disabled')]).toEqual(['BUTTON', 'button', 0, false]);
      button.focus();
      expect(document.activeElement).toBe(button);
      // What a browser does on Enter/Space: a click on the focused button.
      fireEvent.click(document.activeElement!);
      expect(answerOf(button).hidden).toBe(false);
    }
  });

  it('puts every answer in the server-rendered HTML, closed with `hidden`, marked to be shown without JavaScript', () => {
    const html = renderToHtml(<Faq {...faq} />);
    for (const item of faq.items) {
      for (const paragraph of paragraphs(item.answer)) expect(html).toContain(paragraph);
    }
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const buttons = [...doc.querySelectorAll('h3 > button')];
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-expanded')])).toEqual(faq.items.map((item) => [item.question, 'false']));
    const answers = buttons.map((button) => doc.getElementById(button.getAttribute('aria-controls')!)!);
    expect(answers.map((answer) => answer.textContent)).toEqual(faq.items.map((item) => paragraphs(item.answer).join('')));
    for (const answer of answers) expect([answer.hasAttribute('hidden'), answer.hasAttribute('data-reveal-without-js')]).toEqual([true, true]);
  });

  it('splits answers into paragraphs at blank lines', () => {
    renderWithProviders(<Faq {...faq} />);
    const answer = answerOf(screen.getByRole('button', { name: 'Bao lâu thì tôi thấy kết quả SEO?' }));
    expect([...answer.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Thông thường cần 3–6 tháng để thứ hạng và lưu lượng tăng ổn định.',
      'Với từ khóa ít cạnh tranh, nhiều khách hàng thấy thay đổi ngay từ tháng thứ hai.',
    ]);
  });

  it('without a heading: questions are h2 and the section has a Vietnamese name', () => {
    renderWithProviders(<Faq type="faq" items={[{ question: 'Có hỗ trợ cuối tuần không?', answer: 'Có.' }]} />);
    expect(screen.getByRole('region', { name: 'Câu hỏi thường gặp' })).toBeTruthy();
    const h2 = screen.getByRole('heading', { level: 2, name: 'Có hỗ trợ cuối tuần không?' });
    expect(within(h2).getByRole('button', { name: 'Có hỗ trợ cuối tuần không?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('with more than 6 questions the answers are no landmark regions (APG), 6 still are', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Câu hỏi ${i + 1}?`, answer: `Trả lời ${i + 1}.` }));
    const { unmount } = renderWithProviders(<Faq type="faq" heading="Hỏi đáp" items={items(7)} />);
    for (const button of screen.getAllByRole('button')) {
      const answer = answerOf(button);
      expect([answer.getAttribute('role'), answer.getAttribute('aria-labelledby')]).toEqual([null, null]);
    }
    unmount();
    renderWithProviders(<Faq type="faq" heading="Hỏi đáp" items={items(6)} />);
    for (const button of screen.getAllByRole('button')) expect(answerOf(button).getAttribute('role')).toBe('region');
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
