// A page's schedule typed the Vietnamese way ("27/11/2026 00:00", Vietnam time), whatever the
// browser's locale and zone; stored as ISO with +07:00. Wrong text stays at its field with a message.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateTimeWarning, parseDateTimeText, shownDateTime } from '../../../src/editor/form/DateTimeField.tsx';
import { PageSettingsForm } from '../../../src/editor/form/SectionForm.tsx';
import { renderForm } from './formHarness.tsx';

describe('parseDateTimeText', () => {
  it('reads day/month/year hour:minute as Vietnam time, and a pasted ISO value as it is', () => {
    expect(parseDateTimeText('27/11/2026 00:00')).toEqual({ iso: '2026-11-27T00:00:00+07:00' });
    expect(parseDateTimeText(' 1/12/2026 9:30 ')).toEqual({ iso: '2026-12-01T09:30:00+07:00' });
    expect(parseDateTimeText('2026-11-26T17:00:00Z')).toEqual({ iso: '2026-11-26T17:00:00Z' });
  });
  it('refuses what is not a date-time on the calendar, in Vietnamese', () => {
    expect(parseDateTimeText('31/02/2026 10:00')).toHaveProperty('problem', expect.stringMatching(/không phải là một ngày giờ có trên lịch/));
    expect(parseDateTimeText('mai')).toHaveProperty('problem', expect.stringContaining('ví dụ 27/11/2026 00:00'));
    expect(parseDateTimeText('')).toHaveProperty('problem', expect.stringMatching(/^Chưa nhập ngày giờ/));
  });
  it('shows a stored instant in Vietnam time, from any zone', () => {
    expect(shownDateTime('2026-11-26T17:00:00Z')).toBe('27/11/2026 00:00');
    expect(shownDateTime('2026-11-27T00:00:00+07:00')).toBe('27/11/2026 00:00');
    expect(shownDateTime('27/11')).toBe('27/11');
  });
});

describe('dateTimeWarning', () => {
  const now = Date.parse('2026-12-07T10:00:00+07:00');
  it('says a time already past, for a start and for an end, in Vietnam time', () => {
    expect(dateTimeWarning('23/11/2026 08:00', '2026-11-23T08:00:00+07:00', now, 'publishAt')).toBe(
      'Thời điểm này đã qua (23/11/2026 08:00): trang sẽ có trên website ngay khi được đăng. Kiểm tra lại ngày và năm.',
    );
    expect(dateTimeWarning('7/12/2026 9:59', '2026-12-07T09:59:00+07:00', now, 'expiresAt')).toMatch(/^Thời điểm này đã qua .*không còn trên website/);
  });
  it('says a date typed without a time is midnight', () => {
    expect(dateTimeWarning('24/12/2026', '2026-12-24T00:00:00+07:00', now, 'publishAt')).toBe(
      'Chưa có giờ: được hiểu là 00:00 ngày đó (giờ Việt Nam). Thêm giờ nếu cần, ví dụ 24/12/2026 09:00.',
    );
  });
  it('says nothing of a later time with its hour', () => {
    expect(dateTimeWarning('24/12/2026 00:00', '2026-12-24T00:00:00+07:00', now, 'publishAt')).toBeUndefined();
    expect(dateTimeWarning('2026-12-24T08:00:00+07:00', '2026-12-24T08:00:00+07:00', now, 'publishAt')).toBeUndefined();
  });
});

describe('the schedule fields', () => {
  const schedule = { publishAt: '2026-11-27T00:00:00+07:00', expiresAt: '2026-12-01T00:00:00+07:00' };
  const start = () => renderForm({ meta: { title: 'A', description: 'B' }, schedule, sections: [] }, <PageSettingsForm />);
  const stored = (page: { current(): unknown }) => (page.current() as { schedule: typeof schedule }).schedule;
  const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  it('are text boxes in Vietnamese order, stored as ISO with the Vietnam zone', () => {
    const page = start();
    expect(input(/^Giờ đăng/).value).toBe('27/11/2026 00:00');
    expect(input(/^Giờ hết hạn/).value).toBe('01/12/2026 00:00');
    expect(input(/^Giờ đăng/).placeholder).toBe('dd/mm/yyyy hh:mm');
    fireEvent.change(input(/^Giờ hết hạn/), { target: { value: '2/12/2026 23:59' } });
    expect(stored(page).expiresAt).toBe('2026-12-02T23:59:00+07:00');
    expect(input(/^Giờ hết hạn/).value).toBe('2/12/2026 23:59');
  });

  it('a half-typed date-time stays on screen with its message and is not saved as a date-time', () => {
    const page = start();
    fireEvent.change(input(/^Giờ đăng/), { target: { value: '27/11/2026 25:00' } });
    expect(input(/^Giờ đăng/).value).toBe('27/11/2026 25:00');
    expect(input(/^Giờ đăng/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/không phải là một ngày giờ có trên lịch/)).toBeTruthy();
    expect(stored(page).publishAt).toBe('27/11/2026 25:00');
  });

  it('a time already past is a warning at its field, read with it; the value is kept', () => {
    const page = start();
    fireEvent.change(input(/^Giờ đăng/), { target: { value: '23/11/2020 08:00' } });
    expect(stored(page).publishAt).toBe('2020-11-23T08:00:00+07:00');
    const read = () =>
      input(/^Giờ đăng/)
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(read()).toMatch(/Thời điểm này đã qua \(23\/11\/2020 08:00\)/);
    expect(input(/^Giờ đăng/).getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(input(/^Giờ đăng/), { target: { value: '24/12/2999' } });
    expect(read()).toMatch(/^Chưa có giờ: được hiểu là 00:00/);
    fireEvent.change(input(/^Giờ đăng/), { target: { value: '24/12/2999 09:00' } });
    expect(read()).not.toMatch(/Thời điểm này đã qua|Chưa có giờ/);
  });
});
