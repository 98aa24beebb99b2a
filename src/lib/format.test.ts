import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatInteger, formatVnd, initials } from './format.ts';

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

describe('the same text as Intl.NumberFormat("vi-VN"), without creating one', () => {
  const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
  const integer = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  /** formatCount as written with Intl before it was written by hand (the reference it must match). */
  const countWithIntl = (n: number) => {
    const abs = Math.abs(n);
    const sign = n < 0 ? '-' : '';
    if (Math.round(abs) < 1000) return Math.round(abs) === 0 ? '0' : `${sign}${Math.round(abs)}`;
    const thousands = Math.round(abs / 100) / 10;
    if (thousands < 1000) return `${sign}${decimal.format(thousands)}K`;
    return `${sign}${decimal.format(Math.round(abs / 100_000) / 10)}M`;
  };

  /** Whole numbers, halves, cents and large values, both signs; seeded, so a failure repeats. */
  function* values(): Generator<number> {
    for (let n = -2000; n <= 2000; n++) yield n;
    for (let n = -20; n <= 20; n += 0.25) yield n;
    yield* [0, -0, -0.4, 0.5, -0.5, 2.5, -2.5, 1234.5, 999_999.5, 2 ** 53, 2 ** 53 + 2, 2 ** 64 - 1, 9.99e20, -9.99e20];
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 16);
      const value = Math.round(random() * magnitude * 100) / 100;
      yield random() < 0.2 ? -value : value;
    }
  }

  it('formatVnd, formatInteger and formatCount agree with Intl on thousands of values', () => {
    for (const value of values()) {
      expect(formatVnd(value), String(value)).toBe(vnd.format(value));
      expect(formatInteger(value), String(value)).toBe(integer.format(value));
      expect(formatCount(value), String(value)).toBe(countWithIntl(value));
    }
  });

  it('leaves to Intl what plain digits cannot write (∞, NaN, 10^21 and up)', () => {
    for (const value of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, 1e21, -3.5e22]) {
      expect(formatVnd(value), String(value)).toBe(vnd.format(value));
      expect(formatInteger(value), String(value)).toBe(integer.format(value));
    }
  });
});

describe('Intl only for unusual values', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshFormat() {
    vi.resetModules();
    return import('./format.ts');
  }

  it('never creates an Intl.NumberFormat for the numbers a page shows (its locale data costs the first one ≈ 50 ms on a phone)', async () => {
    const RealNumberFormat = Intl.NumberFormat;
    const constructor = vi.fn(function NumberFormat(locale: string, options: Intl.NumberFormatOptions) {
      return new RealNumberFormat(locale, options);
    });
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: constructor });
    const format = await freshFormat();
    expect(format.formatVnd(4_900_000)).toBe(`4.900.000${NBSP}₫`);
    expect(format.formatInteger(280_000)).toBe('280.000');
    expect(format.formatCount(12_345)).toBe('12,3K');
    expect(constructor).not.toHaveBeenCalled();
    // An infinite amount is Intl's: created once, then reused.
    expect(format.formatVnd(Number.POSITIVE_INFINITY)).toBe(`∞${NBSP}₫`);
    format.formatVnd(Number.NEGATIVE_INFINITY);
    expect(constructor).toHaveBeenCalledTimes(1);
  });

  it('writes those unusual values plainly when the Intl.NumberFormat constructor throws, and tries it once', async () => {
    const constructor = vi.fn(function NumberFormat() {
      throw new RangeError('Incorrect locale information provided');
    });
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: constructor });
    const format = await freshFormat();
    expect(format.formatVnd(Number.NaN)).toBe('NaNđ');
    expect(format.formatVnd(1e21)).toBe('1e+21đ');
    expect(format.formatInteger(Number.POSITIVE_INFINITY)).toBe('Infinity');
    format.formatVnd(Number.NaN);
    expect(constructor).toHaveBeenCalledTimes(2);
    // Ordinary values never needed it.
    expect(format.formatVnd(-5000)).toBe(`-5.000${NBSP}₫`);
  });

  it('falls back when format() itself throws, or Intl is missing altogether', async () => {
    class Throwing {
      format(): string {
        throw new Error('broken ICU');
      }
    }
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: Throwing });
    let format = await freshFormat();
    expect(format.formatVnd(Number.NaN)).toBe('NaNđ');
    expect(format.formatVnd(19_900_000)).toBe(`19.900.000${NBSP}₫`);
    vi.stubGlobal('Intl', undefined);
    format = await freshFormat();
    expect(format.formatVnd(Number.POSITIVE_INFINITY)).toBe('Infinityđ');
    expect(format.formatCount(1_000_000)).toBe('1,0M');
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
