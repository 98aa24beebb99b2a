// A page's schedule typed the Vietnamese way ("27/11/2026 00:00", Vietnam time), whatever the
// browser's locale and zone; stored as ISO with +07:00. Wrong text stays at its field with a message.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseDateTimeText, shownDateTime } from '../../../src/editor/form/DateTimeField.tsx';
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
});
