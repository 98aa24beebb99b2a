// Dates typed the Vietnamese way (day first), whatever the browser's locale; stored as ISO. A date
// that is not one yet keeps its field on screen with a message at the field.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSettingsForm } from '../../../src/editor/form/SectionForm.tsx';
import { isoToVn, parseVnDate } from '../../../src/content/vnDate.ts';
import { renderForm } from './formHarness.tsx';

describe('parseVnDate', () => {
  it('reads day/month/year with /, - or . and one or two digits', () => {
    expect(parseVnDate('23/11/2026')).toEqual({ iso: '2026-11-23' });
    expect(parseVnDate('1/2/2026')).toEqual({ iso: '2026-02-01' });
    expect(parseVnDate('23-11-2026')).toEqual({ iso: '2026-11-23' });
    expect(parseVnDate(' 23.11.2026 ')).toEqual({ iso: '2026-11-23' });
    expect(parseVnDate('2026-11-23')).toEqual({ iso: '2026-11-23' });
    expect(parseVnDate('29/02/2028')).toEqual({ iso: '2028-02-29' });
  });

  it('refuses impossible and unreadable dates, in Vietnamese', () => {
    expect(parseVnDate('31/02/2026')).toEqual({ problem: 'Tháng 2/2026 không có ngày 31 (chỉ có 28 ngày).' });
    expect(parseVnDate('29/02/2026')).toHaveProperty('problem', 'Tháng 2/2026 không có ngày 29 (chỉ có 28 ngày).');
    expect(parseVnDate('31/04/2026')).toHaveProperty('problem', 'Tháng 4/2026 không có ngày 31 (chỉ có 30 ngày).');
    expect(parseVnDate('12/13/2026')).toHaveProperty('problem', expect.stringMatching(/^Không có tháng 13/));
    expect(parseVnDate('0/1/2026')).toHaveProperty('problem', expect.stringMatching(/không có ngày 0/));
    expect(parseVnDate('23/11/202')).toHaveProperty(
      'problem',
      expect.stringMatching(/^“23\/11\/202” không phải là một ngày\. Nhập theo thứ tự ngày\/tháng\/năm/),
    );
    expect(parseVnDate('')).toHaveProperty('problem', expect.stringMatching(/^Chưa nhập ngày/));
  });

  it('shows ISO dates day first and leaves other text as typed', () => {
    expect(isoToVn('2026-11-23')).toBe('23/11/2026');
    expect(isoToVn('23/11/20')).toBe('23/11/20');
  });
});

describe('the date field', () => {
  const card = { title: 'T', summary: 'S', date: '2026-09-16', tags: ['SEO'], image: { src: '/a.svg', alt: 'a', width: 1, height: 1 } };
  const start = () => renderForm({ meta: { title: 'A', description: 'B' }, card, sections: [] }, <PageSettingsForm />);
  const date = (page: { current(): unknown }) => (page.current() as { card: { date?: string } }).card.date;
  const input = () => screen.getByRole('textbox', { name: /^Ngày đăng/ }) as HTMLInputElement;

  it('is a text box in day/month/year order, stored as ISO', () => {
    const page = start();
    expect(input().type).toBe('text');
    expect(input().value).toBe('16/09/2026');
    expect(input().placeholder).toBe('dd/mm/yyyy');
    // The help speaks of the order the author types in, not the file's YYYY-MM-DD.
    const help = document.getElementById(input().getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(help.textContent).toContain('Ngày/tháng/năm, ví dụ 23/11/2026');
    expect(help.textContent).not.toContain('YYYY-MM-DD');
    fireEvent.change(input(), { target: { value: '23/11/2026' } });
    expect(date(page)).toBe('2026-11-23');
    expect(input().value).toBe('23/11/2026');
    fireEvent.change(input(), { target: { value: '1.2.2027' } });
    expect(date(page)).toBe('2027-02-01');
    expect(input().value).toBe('1.2.2027');
  });

  it('an impossible or half-typed date stays on screen with its message; the field never turns into "+ Ngày đăng"', () => {
    const page = start();
    fireEvent.change(input(), { target: { value: '31/02/2026' } });
    expect(input().value).toBe('31/02/2026');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Tháng 2/2026 không có ngày 31 (chỉ có 28 ngày).')).toBeTruthy();
    // The text is kept as typed, so the page is not valid and cannot be saved with a wrong date.
    expect(date(page)).toBe('31/02/2026');
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    expect(screen.getByText(/^Chưa nhập ngày/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\+ Ngày đăng/ })).toBeNull();
    fireEvent.change(input(), { target: { value: '28/02/2026' } });
    expect(date(page)).toBe('2026-02-28');
    expect(input().getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('a required field whose value is gone', () => {
  it('stays on screen, empty, with the message at the field (not "thiếu trường bắt buộc" on its holder)', () => {
    renderForm({ meta: { title: 'A', description: 'B' }, card: { summary: 'S', date: '2026-09-16', tags: ['SEO'] }, sections: [] }, <PageSettingsForm />, {
      issues: [
        {
          file: 'pages/thu.json',
          line: 1,
          column: 1,
          path: 'card',
          code: 'PROPERTY_MISSING',
          message: 'thiếu trường bắt buộc "title"',
          hint: 'thêm "title": …',
          params: { property: 'title' },
        } as never,
      ],
    });
    expect(screen.queryByRole('button', { name: /\+ Tiêu đề/ })).toBeNull();
    const field = document.querySelector('[data-path="card.title"]')!;
    expect((field.querySelector('input') as HTMLInputElement).value).toBe('');
    expect(field.textContent).toContain('Chưa điền: trường này bắt buộc.');
    expect(document.body.textContent).not.toContain('thiếu trường bắt buộc');
    expect(document.body.textContent).not.toContain('thêm "title"');
  });
});
