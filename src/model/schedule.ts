// A page's schedule (its "schedule": publishAt, expiresAt, redirectTo) read at one instant: the build
// leaves out what is not yet or no longer published, so the site never shows a page before its time.
import { parseDateTime } from '../lib/dateTime.ts';
import type { PageSchedule } from './generated.ts';

export type ScheduleState = 'published' | 'scheduled' | 'expired';

/** Where the schedule stands at `at` (a page without one is always published). */
export function scheduleState(schedule: PageSchedule | undefined, at: Date): ScheduleState {
  const publishAt = schedule?.publishAt ? parseDateTime(schedule.publishAt) : undefined;
  const expiresAt = schedule?.expiresAt ? parseDateTime(schedule.expiresAt) : undefined;
  if (publishAt && at < publishAt) return 'scheduled';
  if (expiresAt && at >= expiresAt) return 'expired';
  return 'published';
}

/** The next instant after `at` at which one of the schedules changes what is published, if any. */
export function nextScheduleChange(schedules: Iterable<PageSchedule | undefined>, at: Date): Date | undefined {
  let next: Date | undefined;
  for (const schedule of schedules) {
    for (const value of [schedule?.publishAt, schedule?.expiresAt]) {
      const instant = value ? parseDateTime(value) : undefined;
      if (instant && instant > at && (!next || instant < next)) next = instant;
    }
  }
  return next;
}
