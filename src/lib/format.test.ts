import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatVnd, initials } from './format.ts';

const NBSP = '\u00a0';

describe('formatVnd', () => {
  it('formats VND with dot grouping and a no-break space before ₫', () => {
    expect(formatVnd(4_900_000)).toBe(`4.900.000${NBSP}₫`);
    expect(formatVnd(19_900_000)).toBe(`19.900.000${NBSP}₫`);
    expect(formatVnd(999)).toBe(`999${NBSP}₫`);
    expect(formatVnd(1000)).toBe(`1.000${NBSP}₫`);
    expect(formatVnd(0)).toBe(`0${NBSP}₫`);
  });

  it('rounds to whole đồng and keeps the sign of negative amounts', () => {
    expect(formatVnd(1234.5)).toBe(`1.235${NBSP}₫`);
    expect(formatVnd(-5000)).toBe(`-5.000${NBSP}₫`);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [42, '42'],
    [999, '999'],
    [999.4, '999'],
    [999.6, '1,0K'], // rounds up to the next unit instead of "1000"
    [1000, '1,0K'],
    [1500, '1,5K'],
    [1049, '1,0K'],
    [1050, '1,1K'],
    [12_345, '12,3K'],
    [999_949, '999,9K'],
    [999_950, '1,0M'], // would be "1.000,0K"
    [999_999, '1,0M'],
    [1_000_000, '1,0M'],
    [2_300_000, '2,3M'],
    [2_500_000_000, '2.500,0M'], // no unit above M
  ])('%d → %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it('formats negatives like their absolute value with a leading minus, never "-0"', () => {
    expect(formatCount(-42)).toBe('-42');
    expect(formatCount(-1500)).toBe('-1,5K');
    expect(formatCount(-2_300_000)).toBe('-2,3M');
    expect(formatCount(-0.4)).toBe('0');
    expect(formatCount(-0)).toBe('0');
  });

  it('returns non-finite input as text', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('initials', () => {
  it('takes the first letters of the family and given names', () => {
    expect(initials('Nguyễn Thu Hà')).toBe('NH');
    expect(initials('đặng  văn   ơn ')).toBe('ĐƠ');
    expect(initials('Lan')).toBe('L');
    expect(initials('   ')).toBe('');
  });

  it('keeps a decomposed diacritic letter whole', () => {
    expect(initials('E\u0302 Minh')).toBe('ÊM');
  });
});

describe('fallbacks when Intl is unusable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshFormat() {
    vi.resetModules();
    return import('./format.ts');
  }

  it('uses "<dot-grouped>đ" and a decimal comma when the Intl.NumberFormat constructor throws', async () => {
    const constructor = vi.fn(function NumberFormat() {
      throw new RangeError('Incorrect locale information provided');
    });
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: constructor });
    const format = await freshFormat();

    expect(format.formatVnd(4_900_000)).toBe('4.900.000đ');
    expect(format.formatVnd(0)).toBe('0đ');
    expect(format.formatVnd(999)).toBe('999đ');
    expect(format.formatVnd(1234.5)).toBe('1.235đ');
    expect(format.formatVnd(-5000)).toBe('-5.000đ');
    expect(format.formatCount(1500)).toBe('1,5K');
    expect(format.formatCount(2_300_000)).toBe('2,3M');
    expect(format.formatCount(999_999)).toBe('1,0M');
    expect(format.formatCount(999)).toBe('999');
    // The failure is remembered: the constructor is tried once per formatter, not per call.
    format.formatVnd(1);
    format.formatCount(1000);
    expect(constructor).toHaveBeenCalledTimes(2);
  });

  it('falls back when format() itself throws', async () => {
    class Throwing {
      format(): string {
        throw new Error('broken ICU');
      }
    }
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: Throwing });
    const format = await freshFormat();
    expect(format.formatVnd(4_900_000)).toBe('4.900.000đ');
    expect(format.formatCount(12_345)).toBe('12,3K');
  });

  it('falls back when Intl is missing altogether', async () => {
    vi.stubGlobal('Intl', undefined);
    const format = await freshFormat();
    expect(format.formatVnd(19_900_000)).toBe('19.900.000đ');
    expect(format.formatCount(1_000_000)).toBe('1,0M');
  });

  it('creates each formatter once and reuses it', async () => {
    const RealNumberFormat = Intl.NumberFormat;
    const constructor = vi.fn(function NumberFormat(locale: string, options: Intl.NumberFormatOptions) {
      return new RealNumberFormat(locale, options);
    });
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: constructor });
    const format = await freshFormat();
    expect(constructor).not.toHaveBeenCalled(); // lazily, not at import
    format.formatVnd(1);
    format.formatVnd(2);
    format.formatCount(1500);
    format.formatCount(2500);
    expect(constructor).toHaveBeenCalledTimes(2);
    expect(format.formatVnd(4_900_000)).toBe(`4.900.000${NBSP}₫`);
  });
});

describe('formatDate', () => {
  it('writes a content date as Vietnamese readers do: day/month/year, two-digit day and month', () => {
    expect(formatDate('2026-10-28')).toBe('28/10/2026');
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
  });

  it('gives what Intl.DateTimeFormat("vi-VN") gives, for every day of four years', () => {
    const intl = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(new Date(t)));
    }
  });
});
