import { describe, expect, it } from 'vitest';
import { minutes } from '../../scripts/lib/minutes.mjs';

describe('minutes (the durations npm test prints)', () => {
  it.each([
    [0, '0 min 00 s'],
    [5.4, '0 min 05 s'],
    [59.6, '1 min 00 s'],
    [3839.7, '64 min 00 s'],
    [3601, '60 min 01 s'],
  ])('%s s is %s', (seconds, shown) => {
    expect(minutes(seconds)).toBe(shown);
  });
});
