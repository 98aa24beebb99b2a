// Date-times declared in the schemas: "x-date-time" values must name a real day, and an "x-after"
// value must be later than its sibling (a page's expiry after its publication).
import { formatVietnamTime, parseDateTime } from '../../lib/dateTime.ts';
import { pointerSegments } from '../locate.ts';
import type { Check } from './project.ts';

export const datesCheck: Check = {
  name: 'dates',
  title: 'Ngày giờ (lịch đăng)',
  codes: ['DATE_TIME_NOT_ON_CALENDAR', 'DATE_TIME_NOT_AFTER'],
  run(project) {
    for (const file of project.checkedFiles()) {
      for (const mark of file.marks.dateTimes) {
        if (project.unchecked(file, mark.pointer) || parseDateTime(mark.value)) continue;
        project.report(file, pointerSegments(mark.pointer), 'DATE_TIME_NOT_ON_CALENDAR', { value: mark.value });
      }
      for (const mark of file.marks.after) {
        const [value, otherValue] = [parseDateTime(mark.value), parseDateTime(mark.otherValue)];
        if (project.unchecked(file, mark.pointer) || !value || !otherValue || value > otherValue) continue;
        project.report(file, pointerSegments(mark.pointer), 'DATE_TIME_NOT_AFTER', {
          other: mark.other,
          value: formatVietnamTime(value),
          otherValue: formatVietnamTime(otherValue),
        });
      }
    }
  },
};
