// Number formatting for Vietnamese pages, exactly as Intl.NumberFormat('vi-VN') writes it:
//   formatVnd(4900000)  → "4.900.000 ₫"   (U+00A0 no-break space before ₫)
//   formatInteger(280000) → "280.000"
//   formatCount(1500)   → "1,5K"; formatCount(2_300_000) → "2,3M"; formatCount(999) → "999"
// Written by hand for every number a page can show (finite, under 10^21), like formatDate below:
// the first Intl object a page creates loads the locale data, ≈ 12 ms of main thread on this
// machine's core (≈ 50 ms on Lighthouse's phone), and the islands that format prices or counts did
// it while hydrating. format.test.ts checks every function against Intl over a wide range of
// values, so the two cannot drift apart. Anything else (∞, NaN, 10^21 and up) goes to Intl, created
// on first such use; if Intl is missing or refuses the locale, a plain fallback keeps the page
// rendering ("4.900.000đ").

/** A vi-VN formatter created on first use; null when Intl is missing or refuses (tried once). */
function lazyFormatter(options: Intl.NumberFormatOptions): () => Intl.NumberFormat | null {
  let formatter: Intl.NumberFormat | null | undefined;
  return () => {
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat('vi-VN', options);
      } catch {
        formatter = null;
      }
    }
    return formatter;
  };
}

const vndFormatter = lazyFormatter({ style: 'currency', currency: 'VND' });
const integerFormatter = lazyFormatter({ maximumFractionDigits: 0 });

/** Groups a string of digits with dots, Vietnamese style: "4900000" → "4.900.000". */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * `value` rounded to a whole number as Intl rounds it (half away from zero) and written with
 * grouped digits; a negative value keeps its sign even when it rounds to zero ("-0"), as Intl
 * does. undefined for what plain digits cannot write: non-finite values and 10^21 and up (where
 * String() switches to exponent notation).
 */
function wholeNumber(value: number): string | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return undefined;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupDigits(String(Math.round(Math.abs(value))))}`;
}

/** Formats with the Intl formatter `get` returns, or with `fallback` when Intl is unusable. */
function withIntl(get: () => Intl.NumberFormat | null, value: number, fallback: () => string): string {
  try {
    const formatter = get();
    if (formatter) return formatter.format(value);
  } catch {
    // fall through to the plain format
  }
  return fallback();
}

/**
 * A VND amount as shown on price cards: "4.900.000 ₫" (the space is U+00A0), rounded to whole
 * đồng. Without Intl, values plain digits cannot write come out as e.g. "NaNđ".
 */
export function formatVnd(amount: number): string {
  const whole = wholeNumber(amount);
  if (whole !== undefined) return `${whole}\u00a0₫`;
  return withIntl(vndFormatter, amount, () => `${amount}đ`);
}

/** A whole number with Vietnamese digit grouping: 280000 → "280.000". */
export function formatInteger(n: number): string {
  const whole = wholeNumber(n);
  if (whole !== undefined) return whole;
  return withIntl(integerFormatter, n, () => String(n));
}

/** One decimal with a decimal comma and grouped digits: 1.5 → "1,5", 2500 → "2.500,0". `value` is already rounded to one decimal, ≥ 0 and finite. */
function oneDecimal(value: number): string {
  const [integer, decimal] = value.toFixed(1).split('.');
  return `${groupDigits(integer)},${decimal}`;
}

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A compact count: n ≥ 1,000,000 → "2,3M"; n ≥ 1,000 → "1,5K" (one decimal, decimal comma);
 * smaller numbers as a rounded integer ("999").
 * - A value that would round up to the next unit moves to it: 999_999 → "1,0M" (not "1.000,0K"),
 *   999.6 → "1,0K".
 * - Negative numbers use the same rule on the absolute value with a leading "-":
 *   -1500 → "-1,5K", -42 → "-42"; anything rounding to zero is "0" (never "-0").
 * - There is no unit above M: 2_500_000_000 → "2.500,0M".
 * - Non-finite input is returned as String(n) ("NaN", "Infinity"); so is 10^27 and up.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const integer = Math.round(abs);
  if (integer < 1000) return integer === 0 ? '0' : `${sign}${integer}`;
  const thousands = roundTo1(abs / 1000);
  if (thousands < 1000) return `${sign}${oneDecimal(thousands)}K`;
  const millions = roundTo1(abs / 1_000_000);
  return millions < 1e21 ? `${sign}${oneDecimal(millions)}M` : String(n);
}

/**
 * Up to two initials for an avatar placeholder. Vietnamese names put the family name first and
 * the given name last, so "Nguyễn Thu Hà" → "NH" (first and last word); one word → one letter.
 */
export function initials(name: string): string {
  const words = name.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase('vi');
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}

/**
 * A calendar date from the content ("2026-10-28") as Vietnamese readers write it: "28/10/2026"
 * (what Intl.DateTimeFormat('vi-VN') gives, checked against it in format.test.ts). Written by hand:
 * creating that formatter loads locale data, ~35 ms of main thread on a desktop and ~140 ms on a
 * throttled phone during hydration (measured on /), for a format that never changes.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;
}
