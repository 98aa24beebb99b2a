// The estimator's number range, made safe to use whatever the page JSON says: the schema checks
// each number alone but cannot check that they agree (min < max, default inside), and a section
// must never crash the page.

export interface StepRange {
  min: number;
  /** The largest value on the step grid that is ≤ the configured max (what a native slider reaches). */
  max: number;
  step: number;
}

const whole = (n: number, fallback: number) => (Number.isFinite(n) ? Math.round(n) : fallback);

/** min/max swapped when reversed; a step < 1 becomes 1; max moved down onto the step grid. */
export function stepRange(min: number, max: number, step: number): StepRange {
  const a = whole(min, 0);
  const b = whole(max, a);
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const size = Math.max(1, whole(step, 1));
  return { min: lo, max: lo + Math.floor((hi - lo) / size) * size, step: size };
}

/** Clamps to the range, then rounds to the nearest step counted from min: 123456 → 50000, 5230 → 5000. */
export function snapToRange(value: number, { min, max, step }: StepRange): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

/**
 * A typed number, or null when the text is not one (empty, "-", "1e"): the caller keeps the old value.
 * Written the Vietnamese way or not: "31.500", "31 500" and "31500" are all 31500 (dots and spaces
 * group thousands; a comma is the decimal mark).
 */
export function parseTyped(text: string): number | null {
  const trimmed = text.replace(/[.\s\u00a0\u202f]/g, '').replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}
