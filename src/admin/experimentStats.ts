// The statistics of the A/B results page: each variant's conversion rate (leads / views) with its 95%
// Wilson score interval, and whether the best variant is ahead of every other one beyond doubt —
// their intervals do not overlap, a deliberately cautious rule (two overlapping 95% intervals can
// still differ significantly; this never claims a winner too early) — said in Vietnamese.

/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  /** successes / trials (0 without trials). */
  rate: number;
  low: number;
  high: number;
}

/**
 * The Wilson score interval of `successes` in `trials` (Wilson 1927; Newcombe 1998, method 3): unlike
 * the normal approximation it stays within 0–1 and is sound for small counts and rates near 0.
 * Without trials, nothing is known: 0–1. Successes above the trials (leads from visits whose view was
 * not counted, Do Not Track) count as the trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const k = Math.min(Math.max(successes, 0), trials);
  const p = k / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { rate: p, low: k === 0 ? 0 : Math.max(0, centre - half), high: k === trials ? 1 : Math.min(1, centre + half) };
}

export interface VariantResult {
  id: string;
  name: string;
  views: number;
  leads: number;
  interval: Interval;
}

/** Under this many views of any variant, no sentence about a difference is attempted. */
export const MIN_VIEWS = 30;

export type Verdict = { kind: 'no-data' } | { kind: 'too-few'; minViews: number } | { kind: 'not-yet' } | { kind: 'significant'; best: VariantResult };

/** Whether the best rate's interval lies above every other variant's (no overlap). */
export function verdictOf(variants: readonly VariantResult[]): Verdict {
  if (variants.every((v) => v.views === 0)) return { kind: 'no-data' };
  if (variants.some((v) => v.views < MIN_VIEWS)) return { kind: 'too-few', minViews: MIN_VIEWS };
  const best = variants.reduce((a, b) => (b.interval.rate > a.interval.rate ? b : a));
  const apart = variants.every((v) => v === best || v.interval.high < best.interval.low);
  return apart ? { kind: 'significant', best } : { kind: 'not-yet' };
}

/** The verdict in one Vietnamese sentence for the page. */
export function verdictText(verdict: Verdict): string {
  switch (verdict.kind) {
    case 'no-data':
      return 'Chưa có lượt xem nào được đếm cho thử nghiệm này.';
    case 'too-few':
      return `Chưa đủ dữ liệu để kết luận: mỗi phiên bản cần ít nhất ${verdict.minViews} lượt xem.`;
    case 'not-yet':
      return 'Chưa đủ dữ liệu để kết luận: khoảng tin cậy 95% của các phiên bản còn chồng lên nhau, chênh lệch hiện tại có thể chỉ là ngẫu nhiên. Hãy chạy thử nghiệm thêm.';
    case 'significant':
      return `Phiên bản “${verdict.best.name}” có tỷ lệ chuyển đổi cao hơn các phiên bản còn lại; chênh lệch có ý nghĩa thống kê (khoảng tin cậy 95% không chồng lên nhau).`;
  }
}

/** A rate as Vietnamese write it (and the site does): "5,5%", one decimal, no space. */
export const percent = (value: number) => `${(value * 100).toFixed(1).replace('.', ',')}%`;
