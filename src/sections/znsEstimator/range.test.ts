import { describe, expect, it } from 'vitest';
import { parseTyped, snapToRange, stepRange } from './range.ts';

describe('stepRange', () => {
  it('keeps a consistent range', () => {
    expect(stepRange(1000, 50000, 500)).toEqual({ min: 1000, max: 50000, step: 500 });
  });
  it('swaps reversed bounds, lowers max onto the grid, repairs a bad step', () => {
    expect(stepRange(9000, 2000, 500)).toEqual({ min: 2000, max: 9000, step: 500 });
    expect(stepRange(1000, 5200, 1000)).toEqual({ min: 1000, max: 5000, step: 1000 });
    expect(stepRange(10, 20, 0)).toEqual({ min: 10, max: 20, step: 1 });
    expect(stepRange(10, 10, 5)).toEqual({ min: 10, max: 10, step: 5 });
  });
});

describe('snapToRange', () => {
  const range = stepRange(1000, 50000, 500);
  it.each([
    [123456, 50000],
    [10, 1000],
    [5230, 5000],
    [5250, 5500],
    [49999, 50000],
    [Number.NaN, 1000],
  ])('%d → %d', (value, snapped) => {
    expect(snapToRange(value, range)).toBe(snapped);
  });
  it('never rounds above an off-grid max', () => {
    expect(snapToRange(5199, stepRange(1000, 5200, 1000))).toBe(5000);
  });
});

describe('parseTyped', () => {
  it('reads numbers and refuses the rest', () => {
    expect(parseTyped(' 5230 ')).toBe(5230);
    expect(parseTyped('31.500')).toBe(31500);
    expect(parseTyped('1.250.000')).toBe(1250000);
    expect(parseTyped('31 500')).toBe(31500);
    expect(parseTyped('2,5')).toBe(2.5);
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('abc')).toBeNull();
  });
});
