// "3 tuần trước": how long ago a post's calendar date was, in Vietnamese. It depends on today, which
// the prerendered HTML cannot know, so the card shows it only after hydration.
import { formatInteger } from '../../lib/format.ts';

const DAY_MS = 86_400_000;

/**
 * Whole days from the date ("2026-02-14") to `now`'s calendar day where the visitor is (positive
 * in the past). Both days are counted as UTC midnights, so daylight-saving shifts never add an hour.
 */
export function daysSince(isoDate: string, now: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(year, month - 1, day)) / DAY_MS);
}

export type Unit = 'day' | 'week' | 'month' | 'year';

/** The largest unit that fits, counted down (21–27 days → 3 weeks): days, weeks, months (30 days), years (365). */
function largestUnit(days: number): [number, Unit] {
  const abs = Math.abs(days);
  const sign = days < 0 ? -1 : 1;
  if (abs < 7) return [days, 'day'];
  if (abs < 30) return [sign * Math.floor(abs / 7), 'week'];
  if (abs < 365) return [sign * Math.floor(abs / 30), 'month'];
  return [sign * Math.floor(abs / 365), 'year'];
}

/** The unit's word and its named values (yesterday, last week…), as CLDR writes them for Vietnamese. */
const WORDS: Record<Unit, { unit: string; named: Record<number, string> }> = {
  day: { unit: 'ngày', named: { [-2]: 'Hôm kia', [-1]: 'Hôm qua', 0: 'Hôm nay', 1: 'Ngày mai', 2: 'Ngày kia' } },
  week: { unit: 'tuần', named: { [-1]: 'tuần trước', 0: 'tuần này', 1: 'tuần sau' } },
  month: { unit: 'tháng', named: { [-1]: 'tháng trước', 0: 'tháng này', 1: 'tháng sau' } },
  year: { unit: 'năm', named: { [-1]: 'năm ngoái', 0: 'năm nay', 1: 'năm sau' } },
};

/**
 * `value` units from now in Vietnamese, as Intl.RelativeTimeFormat('vi', { numeric: 'auto' })
 * writes it: -1 day "Hôm qua", -3 weeks "3 tuần trước", 2 weeks "sau 2 tuần nữa", -1 year "năm
 * ngoái". Written by hand for the reason src/lib/format.ts gives (the first Intl object of a page
 * loads the locale data; here it was in the render right after the library's hydration), checked
 * against Intl for thousands of values of each unit (timeAgo.test.ts).
 */
export function relativeTime(value: number, unit: Unit): string {
  const words = WORDS[unit];
  return words.named[value] ?? (value < 0 ? `${formatInteger(-value)} ${words.unit} trước` : `sau ${formatInteger(value)} ${words.unit} nữa`);
}

/**
 * "Hôm nay", "Hôm qua", "3 ngày trước", "3 tuần trước", "2 tháng trước", "năm ngoái", "2 năm trước";
 * a future date reads "Ngày mai", "sau 2 tuần nữa". '' for a date it cannot read (the card still
 * shows the date).
 */
export function timeAgo(isoDate: string, now: Date): string {
  const days = daysSince(isoDate, now);
  if (!Number.isFinite(days)) return '';
  const [value, unit] = largestUnit(days);
  // 0 - 0 is -0: `|| 0` keeps today "Hôm nay".
  return relativeTime(-value || 0, unit);
}
