import { describe, expect, it } from 'vitest';
import { MIN_VIEWS, percent, verdictOf, verdictText, wilsonInterval, type VariantResult } from './experimentStats.ts';

const variant = (id: string, leads: number, views: number): VariantResult => ({ id, name: `Bản ${id}`, views, leads, interval: wilsonInterval(leads, views) });

describe('the Wilson score interval', () => {
  it('matches published values (Newcombe 1998, table I; the usual calculators)', () => {
    // 81 of 263: 0.2553–0.3662 (Newcombe's example, method 3).
    const a = wilsonInterval(81, 263);
    expect(a.low).toBeCloseTo(0.2553, 4);
    expect(a.high).toBeCloseTo(0.3662, 4);
    // 15 of 148: 0.0624–0.1605.
    const b = wilsonInterval(15, 148);
    expect(b.low).toBeCloseTo(0.0624, 4);
    expect(b.high).toBeCloseTo(0.1605, 4);
    // 10 of 100: 0.0552–0.1744.
    const c = wilsonInterval(10, 100);
    expect(c.rate).toBe(0.1);
    expect(c.low).toBeCloseTo(0.0552, 4);
    expect(c.high).toBeCloseTo(0.1744, 4);
  });

  it('stays within 0–1 at the edges; nothing known without trials; successes capped at the trials', () => {
    expect(wilsonInterval(0, 10)).toEqual({ rate: 0, low: 0, high: expect.closeTo(0.2775, 4) });
    expect(wilsonInterval(10, 10)).toEqual({ rate: 1, low: expect.closeTo(0.7225, 4), high: 1 });
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(wilsonInterval(12, 10)).toEqual(wilsonInterval(10, 10));
  });
});

describe('the verdict', () => {
  it('says nothing is counted, then too few views, then not yet while the intervals overlap', () => {
    expect(verdictOf([variant('a', 0, 0), variant('b', 0, 0)])).toEqual({ kind: 'no-data' });
    expect(verdictOf([variant('a', 1, MIN_VIEWS - 1), variant('b', 9, 500)])).toEqual({ kind: 'too-few', minViews: MIN_VIEWS });
    // 10% against 12% on 500 views each: 0.077–0.129 and 0.094–0.151 overlap.
    expect(verdictOf([variant('a', 50, 500), variant('b', 60, 500)])).toEqual({ kind: 'not-yet' });
    expect(verdictText({ kind: 'not-yet' })).toMatch(/^Chưa đủ dữ liệu để kết luận/);
  });

  it('names the winner once its interval is above every other one', () => {
    // 5% against 10% on 2,000 views each: 0.041–0.061 and 0.088–0.114.
    const b = variant('b', 200, 2000);
    expect(verdictOf([variant('a', 100, 2000), b])).toEqual({ kind: 'significant', best: b });
    expect(verdictText({ kind: 'significant', best: b })).toBe(
      'Phiên bản “Bản b” có tỷ lệ chuyển đổi cao hơn các phiên bản còn lại; chênh lệch có ý nghĩa thống kê (khoảng tin cậy 95% không chồng lên nhau).',
    );
    // With a third variant close to the best: not yet.
    expect(verdictOf([variant('a', 100, 2000), b, variant('c', 190, 2000)])).toEqual({ kind: 'not-yet' });
  });

  it('writes a rate the Vietnamese way', () => {
    expect(percent(0.0552)).toBe('5,5%');
    expect(percent(1)).toBe('100,0%');
  });
});
