// A date-time (a page's schedule) typed the Vietnamese way, "27/11/2026 00:00" in Vietnam time, and
// stored as ISO with its zone ("2026-11-27T00:00:00+07:00"), whatever the browser's locale and zone.
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatVietnamTime, isoFromVietnamTime, parseDateTime } from '../../lib/dateTime.ts';
import type { WidgetProps } from './fieldProps.ts';
import { useFieldState } from './scalarFields.tsx';

const FORMAT_HINT = 'Viết ngày/tháng/năm giờ:phút, ví dụ 27/11/2026 00:00 (giờ Việt Nam).';

/** The stored value as the author reads it; a value that is not a date-time is shown as it is. */
export function shownDateTime(stored: string): string {
  const instant = parseDateTime(stored);
  return instant ? formatVietnamTime(instant) : stored;
}

/** The author's text as a stored date-time, or why it is not one (in Vietnamese). */
export function parseDateTimeText(text: string): { iso: string } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: `Chưa nhập ngày giờ. ${FORMAT_HINT}` };
  // A full ISO value pasted from a file is taken as it is.
  if (parseDateTime(trimmed)) return { iso: trimmed };
  const iso = isoFromVietnamTime(trimmed);
  return iso ? { iso } : { problem: `“${trimmed}” không phải là một ngày giờ có trên lịch. ${FORMAT_HINT}` };
}

/**
 * What the author should know about a valid date-time before relying on it (a warning, not a problem):
 * a time already past, or a date typed without a time (midnight, Vietnam time). `now` in milliseconds.
 */
export function dateTimeWarning(text: string, iso: string, now: number, field: string): string | undefined {
  const instant = parseDateTime(iso);
  if (!instant) return undefined;
  if (instant.getTime() <= now) {
    const what = field === 'expiresAt' ? 'trang sẽ không còn trên website ngay khi được đăng' : 'trang sẽ có trên website ngay khi được đăng';
    return `Thời điểm này đã qua (${formatVietnamTime(instant)}): ${what}. Kiểm tra lại ngày và năm.`;
  }
  if (!/\d[:h]\d/.test(text))
    return `Chưa có giờ: được hiểu là 00:00 ngày đó (giờ Việt Nam). Thêm giờ nếu cần, ví dụ ${formatVietnamTime(instant).replace(/\s.*$/, '')} 09:00.`;
  return undefined;
}

/** Text that is not a date-time yet is stored as typed, so the field stays with its message and the page cannot be saved. */
export function DateTimeField(props: WidgetProps) {
  const { value, label, help, required, path } = props;
  const { error, set } = useFieldState(props);
  const stored = typeof value === 'string' ? value : '';
  const [text, setText] = useState(() => shownDateTime(stored));
  const parsed = parseDateTimeText(text);
  // An edit from elsewhere (undo, a restored draft) shows the new value; the author's own spelling stays.
  if (('iso' in parsed ? parsed.iso : text) !== stored && shownDateTime(stored) !== text) setText(shownDateTime(stored));
  const onChange = (next: string) => {
    setText(next);
    const result = parseDateTimeText(next);
    set('iso' in result ? result.iso : next);
  };
  // Compared with the time the field was shown: a render stays pure.
  const [openedAt] = useState(() => Date.now());
  const warning = 'iso' in parsed ? dateTimeWarning(text, parsed.iso, openedAt, String(path[path.length - 1])) : undefined;
  return (
    <TextInput
      label={label}
      description={
        <>
          {warning ? (
            // A warning, not an error: the page can still be saved. Dark amber on white (AA).
            <Text component="span" display="block" size="sm" fw={600} c="#7a4100">
              {warning}
            </Text>
          ) : null}
          {[help, 'Ngày/tháng/năm giờ:phút, giờ Việt Nam, ví dụ 27/11/2026 00:00'].filter(Boolean).join(' · ')}
        </>
      }
      placeholder="dd/mm/yyyy hh:mm"
      autoComplete="off"
      error={'problem' in parsed ? parsed.problem : error}
      required={required}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
