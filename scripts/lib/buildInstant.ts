// The instant a build reads the pages' schedules at (SITE_BUILD_AT, else now).
import { parseDateTime } from '../../src/lib/dateTime.ts';

export function buildInstant(value: string | undefined, now = new Date()): Date {
  if (value === undefined || value === '') return now;
  const instant = parseDateTime(value);
  if (!instant) {
    console.error(`SITE_BUILD_AT="${value}" không phải ngày giờ có múi giờ; viết ví dụ "2026-11-27T00:00:00+07:00"`);
    process.exit(1);
  }
  return instant;
}
