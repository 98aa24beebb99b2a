// Date-times as pages write them (ISO 8601 with a time zone: "2026-11-27T00:00:00+07:00") and as
// Vietnamese readers read them ("27/11/2026 00:00", Vietnam time), for page schedules.

export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a date-time string names, or undefined when it is not one or names a day the calendar
 * does not have (Date would read 2026-02-30 as 1 March).
 */
export function parseDateTime(value: string): Date | undefined {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

const vietnamTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIETNAM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "27/11/2026 00:00": day/month/year and 24-hour time in Vietnam, whatever the machine's zone. */
export function formatVietnamTime(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => vietnamTime.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** "27/11/2026 00:00" or "27/11/2026 0:00" read as Vietnam time (UTC+7, no daylight saving) → ISO with +07:00. */
export function isoFromVietnamTime(text: string): string | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2})[:h](\d{2}))?\s*$/.exec(text);
  if (!m) return undefined;
  const pad = (n: string | undefined, fallback = '00') => (n ?? fallback).padStart(2, '0');
  const iso = `${m[3]}-${pad(m[2])}-${pad(m[1])}T${pad(m[4])}:${pad(m[5])}:00+07:00`;
  return parseDateTime(iso) ? iso : undefined;
}
