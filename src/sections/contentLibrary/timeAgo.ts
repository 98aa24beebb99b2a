// "3 tuần trước": how long ago a post's calendar date was, in Vietnamese. It depends on today, which
// the prerendered HTML cannot know, so the card shows it only after hydration.

const DAY_MS = 86_400_000;

/** Created on first use and shared. */
let formatter: Intl.RelativeTimeFormat | undefined;

/**
 * Whole days from the date ("2026-02-14") to `now`'s calendar day where the visitor is (positive
 * in the past). Both days are counted as UTC midnights, so daylight-saving shifts never add an hour.
 */
export function daysSince(isoDate: string, now: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(year, month - 1, day)) / DAY_MS);
}

/** The largest unit that fits, counted down (21–27 days → 3 weeks): days, weeks, months (30 days), years (365). */
function largestUnit(days: number): [number, Intl.RelativeTimeFormatUnit] {
  const abs = Math.abs(days);
  const sign = days < 0 ? -1 : 1;
  if (abs < 7) return [days, 'day'];
  if (abs < 30) return [sign * Math.floor(abs / 7), 'week'];
  if (abs < 365) return [sign * Math.floor(abs / 30), 'month'];
  return [sign * Math.floor(abs / 365), 'year'];
}

/**
 * "Hôm nay", "Hôm qua", "3 ngày trước", "3 tuần trước", "2 tháng trước", "năm ngoái", "2 năm trước"
 * (Intl.RelativeTimeFormat('vi', numeric 'auto')); a future date reads "Ngày mai", "sau 2 tuần nữa".
 * '' when Intl cannot format (the card still shows the date).
 */
export function timeAgo(isoDate: string, now: Date): string {
  const days = daysSince(isoDate, now);
  if (!Number.isFinite(days)) return '';
  const [value, unit] = largestUnit(days);
  try {
    formatter ??= new Intl.RelativeTimeFormat('vi', { numeric: 'auto' });
    // 0 - 0 is -0, which Intl may read as "in the past": `|| 0` keeps today "Hôm nay".
    return formatter.format(-value || 0, unit);
  } catch {
    // No Intl.RelativeTimeFormat (or no 'vi' data) here.
    return '';
  }
}
