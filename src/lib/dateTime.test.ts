import { describe, expect, it } from 'vitest';
import { formatVietnamTime, isoFromVietnamTime, parseDateTime } from './dateTime.ts';

describe('parseDateTime', () => {
  it('reads a date-time with its zone as one instant', () => {
    expect(parseDateTime('2026-11-27T00:00:00+07:00')?.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(parseDateTime('2026-11-26T17:00Z')?.toISOString()).toBe('2026-11-26T17:00:00.000Z');
  });
  it('refuses days the calendar does not have, and strings without a zone', () => {
    expect(parseDateTime('2026-02-30T00:00:00+07:00')).toBeUndefined();
    expect(parseDateTime('2026-02-29T00:00:00+07:00')).toBeUndefined();
    expect(parseDateTime('2028-02-29T00:00:00+07:00')).toBeInstanceOf(Date);
    expect(parseDateTime('2026-11-27T00:00:00')).toBeUndefined();
    expect(parseDateTime('27/11/2026')).toBeUndefined();
  });
});

describe('Vietnam time', () => {
  it('shows an instant as day/month/year and 24-hour time in Vietnam', () => {
    expect(formatVietnamTime(new Date('2026-11-26T17:00:00Z'))).toBe('27/11/2026 00:00');
    expect(formatVietnamTime(new Date('2026-11-27T13:30:00Z'))).toBe('27/11/2026 20:30');
  });
  it('reads what a Vietnamese author types as Vietnam time', () => {
    expect(isoFromVietnamTime('27/11/2026 00:00')).toBe('2026-11-27T00:00:00+07:00');
    expect(isoFromVietnamTime('1/12/2026 9:05')).toBe('2026-12-01T09:05:00+07:00');
    expect(isoFromVietnamTime('27/11/2026')).toBe('2026-11-27T00:00:00+07:00');
    expect(isoFromVietnamTime('31/02/2026 10:00')).toBeUndefined();
    expect(isoFromVietnamTime('ngày mai')).toBeUndefined();
  });
});
