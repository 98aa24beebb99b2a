import { describe, expect, it } from 'vitest';
import { clock, shownMinute, shownTime } from './time.ts';

describe('admin times', () => {
  it('writes a moment in Vietnam time, the day first with its four-digit year, as the leads’ filters do', () => {
    // 17:05:09 UTC is past midnight in Vietnam: the next day.
    expect(shownTime('2026-11-27T17:05:09.000Z')).toBe('28/11/2026 00:05:09');
    expect(shownMinute('2026-11-27T17:05:09.000Z')).toBe('28/11/2026 00:05');
    expect(clock('2026-11-27T17:05:09.000Z')).toBe('00:05');
    expect(shownMinute('2026-01-02T03:04:05.000Z')).toBe('02/01/2026 10:04');
  });
});
