import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Faq } from './Faq.tsx';
import { paragraphs } from './paragraphs.ts';

const faq = example as FaqSection;

/** The <details> holding a question's heading, found by the question. */
const itemOf = (question: string) => screen.getByRole('heading', { name: question }).closest('details')!;
const answerOf = (details: Element) => details.querySelector(':scope > div')!;

describe('Faq', () => {
  it('is a section named by its h2, each question an h3 inside the summary of its own closed <details>', () => {
    renderWithProviders(<Faq {...faq} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Câu hỏi thường gặp' });
    const section = screen.getByRole('region', { name: 'Câu hỏi thường gặp' });
    expect(section.id).toBe('hoi-dap');
    expect(section.getAttribute('aria-labelledby')).toBe(h2.id);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((h) => h.textContent)).toEqual(faq.items.map((item) => item.question));
    for (const h3 of questions) {
      const summary = h3.parentElement!;
      const details = summary.parentElement!;
      expect([summary.tagName, details.tagName, summary.children.length, details.firstElementChild]).toEqual(['SUMMARY', 'DETAILS', 1, summary]);
      // Closed by default; several may be open at once (no exclusive group); no script-made state.
      expect([(details as HTMLDetailsElement).open, details.hasAttribute('name')]).toEqual([false, false]);
      expect([...details.querySelectorAll('[aria-expanded], [aria-controls], [hidden], [data-reveal-without-js], button')]).toEqual([]);
    }
    // The answers are no landmarks: the section is the only region.
    expect(screen.getAllByRole('region')).toEqual([section]);
  });

  it('opens an answer when its question is clicked and closes it on a second click; several may be open at once', () => {
    // jsdom implements the summary's activation behaviour (the browser check is in tests/browser/site.test.ts).
    renderWithProviders(<Faq {...faq} />);
    const first = itemOf('Tôi có phải ký hợp đồng dài hạn không?');
    const second = itemOf('Thanh toán như thế nào?');
    expect(answerOf(first).textContent).toContain('dừng với thông báo trước 15 ngày');
    fireEvent.click(screen.getByRole('heading', { name: 'Tôi có phải ký hợp đồng dài hạn không?' }));
    expect([first.open, second.open]).toEqual([true, false]);
    fireEvent.click(second.querySelector('summary')!);
    expect([first.open, second.open]).toEqual([true, true]);
    fireEvent.click(first.querySelector('summary')!);
    expect([first.open, second.open]).toEqual([false, true]);
  });

  it("puts every answer in the server-rendered HTML, inside its question's closed <details>", () => {
    const html = renderToHtml(<Faq {...faq} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const items = [...doc.querySelectorAll('details')];
    expect(
      items.map((details) => [
        details.open,
        details.querySelector(':scope > summary > h3')?.textContent,
        [...details.querySelectorAll(':scope > div > p')].map((p) => p.textContent),
      ]),
    ).toEqual(faq.items.map((item) => [false, item.question, paragraphs(item.answer)]));
  });

  it('splits answers into paragraphs at blank lines', () => {
    renderWithProviders(<Faq {...faq} />);
    const answer = answerOf(itemOf('Bao lâu thì tôi thấy kết quả SEO?'));
    expect([...answer.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Thông thường cần 3–6 tháng để thứ hạng và lưu lượng tăng ổn định.',
      'Với từ khóa ít cạnh tranh, nhiều khách hàng thấy thay đổi ngay từ tháng thứ hai.',
    ]);
  });

  it('without a heading: questions are h2 and the section has a Vietnamese name', () => {
    renderWithProviders(<Faq type="faq" items={[{ question: 'Có hỗ trợ cuối tuần không?', answer: 'Có.' }]} />);
    const section = screen.getByRole('region', { name: 'Câu hỏi thường gặp' });
    expect(section.hasAttribute('aria-labelledby')).toBe(false);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Có hỗ trợ cuối tuần không?' });
    expect(h2.parentElement!.tagName).toBe('SUMMARY');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
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
