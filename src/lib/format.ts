// Number formatting for Vietnamese pages. The Intl formatters are created once, on first use,
// and shared; if Intl is missing or refuses the locale, a plain fallback keeps the page rendering.
//
// Outputs (Node 20+ and current browsers ship the same vi-VN data, so prerendered HTML and
// hydration agree):
//   formatVnd(4900000)  → "4.900.000 ₫"   (U+00A0 no-break space before ₫)
//   formatVnd fallback  → "4.900.000đ"    (dot-grouped integer, no space, letter đ)
//   formatCount(1500)   → "1,5K"; formatCount(2_300_000) → "2,3M"; formatCount(999) → "999"

/** undefined: not created yet; null: Intl unavailable here (use the fallback from now on). */
let vndFormatter: Intl.NumberFormat | null | undefined;
let decimalFormatter: Intl.NumberFormat | null | undefined;

function create(options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat('vi-VN', options);
  } catch {
    return null;
  }
}

/** Groups an integer's digits with dots, Vietnamese style: 4900000 → "4.900.000". */
function groupDigits(value: number): string {
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * A VND amount as shown on price cards: "4.900.000 ₫" (Intl, vi-VN currency style; the space is
 * U+00A0). Amounts are rounded to whole đồng. Fallback when Intl throws or is missing:
 * dot-grouped integer followed by "đ", e.g. "4.900.000đ"; non-finite input gives e.g. "NaNđ".
 */
export function formatVnd(amount: number): string {
  try {
    if (vndFormatter === undefined) vndFormatter = create({ style: 'currency', currency: 'VND' });
    if (vndFormatter) return vndFormatter.format(amount);
  } catch {
    // fall through to the plain format
  }
  if (!Number.isFinite(amount)) return `${amount}đ`;
  const rounded = Math.round(amount);
  return `${groupDigits(rounded === 0 ? 0 : rounded)}đ`;
}

/** One decimal with a decimal comma: 1.5 → "1,5". `value` is already rounded to one decimal. */
function oneDecimal(value: number): string {
  try {
    if (decimalFormatter === undefined) decimalFormatter = create({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
    if (decimalFormatter) return decimalFormatter.format(value);
  } catch {
    // fall through
  }
  return value.toFixed(1).replace('.', ',');
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
 * - Non-finite input is returned as String(n) ("NaN", "Infinity").
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const integer = Math.round(abs);
  if (integer < 1000) return integer === 0 ? '0' : `${sign}${integer}`;
  const thousands = roundTo1(abs / 1000);
  if (thousands < 1000) return `${sign}${oneDecimal(thousands)}K`;
  return `${sign}${oneDecimal(roundTo1(abs / 1_000_000))}M`;
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

let integerFormatter: Intl.NumberFormat | null | undefined;

/** A whole number with Vietnamese digit grouping: 280000 → "280.000" (fallback: the same by hand). */
export function formatInteger(n: number): string {
  try {
    integerFormatter ??= create({ maximumFractionDigits: 0 });
    if (integerFormatter) return integerFormatter.format(n);
  } catch {
    // fall through
  }
  return groupDigits(Math.round(n));
}
