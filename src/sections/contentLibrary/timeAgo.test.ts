import { describe, expect, it } from 'vitest';
import { daysSince, relativeTime, timeAgo, type Unit } from './timeAgo.ts';

/** Noon on a local calendar day, as a visitor's clock would read it. */
const on = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

describe('daysSince', () => {
  it('counts calendar days from the date to today', () => {
    expect(daysSince('2026-03-01', on(2026, 3, 1))).toBe(0);
    expect(daysSince('2026-02-28', on(2026, 3, 1))).toBe(1);
    expect(daysSince('2025-03-01', on(2026, 3, 1))).toBe(365);
    expect(daysSince('2026-03-02', on(2026, 3, 1))).toBe(-1);
  });

  it('uses the local day at any hour (just after midnight and just before)', () => {
    expect(daysSince('2026-03-01', on(2026, 3, 2, 0))).toBe(1);
    expect(daysSince('2026-03-01', new Date(2026, 2, 1, 23, 59))).toBe(0);
  });
});

describe('timeAgo', () => {
  const now = on(2026, 3, 30);

  it.each([
    ['2026-03-30', 'Hôm nay'],
    ['2026-03-29', 'Hôm qua'],
    ['2026-03-27', '3 ngày trước'],
    ['2026-03-23', 'tuần trước'],
    ['2026-03-09', '3 tuần trước'],
    ['2026-03-03', '3 tuần trước'],
    ['2026-02-28', 'tháng trước'],
    ['2026-01-12', '2 tháng trước'],
    ['2025-03-30', 'năm ngoái'],
    ['2023-12-01', '2 năm trước'],
  ])('%s → %s', (date, expected) => {
    expect(timeAgo(date, now)).toBe(expected);
  });

  it('reads a future date forwards', () => {
    expect(timeAgo('2026-03-31', now)).toBe('Ngày mai');
    expect(timeAgo('2026-04-20', now)).toMatch(/^sau 3 tuần/);
  });

  it('gives "" for a date it cannot read, instead of throwing', () => {
    expect(timeAgo('không phải ngày', now)).toBe('');
  });
});

describe('relativeTime', () => {
  it('writes what Intl.RelativeTimeFormat("vi", numeric auto) writes, for every value from -5,000 to 5,000 of each unit', () => {
    const intl = new Intl.RelativeTimeFormat('vi', { numeric: 'auto' });
    for (const unit of ['day', 'week', 'month', 'year'] satisfies Unit[])
      for (let value = -5000; value <= 5000; value++) expect(relativeTime(value, unit), `${value} ${unit}`).toBe(intl.format(value, unit));
  });
});
