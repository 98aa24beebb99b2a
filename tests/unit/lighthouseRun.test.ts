import { describe, expect, it } from 'vitest';
import { RunError, runFromResult, shortfalls, type LighthouseResult, type Run } from '../../scripts/lib/lighthouseRun.ts';

const category = (score: number | null, auditRefs: { id: string; weight: number }[] = []) => ({ score, auditRefs });
const measured = (): LighthouseResult => ({
  categories: {
    performance: category(0.99),
    accessibility: category(1),
    'best-practices': category(1),
    seo: category(0.69, [
      { id: 'is-crawlable', weight: 4.6 },
      { id: 'document-title', weight: 1 },
      { id: 'meta-description', weight: 1 },
    ]),
  },
  audits: {
    'is-crawlable': { score: 0 },
    'document-title': { score: 1 },
    'meta-description': { score: 1 },
    'cumulative-layout-shift': { score: 1, numericValue: 0 },
    'largest-contentful-paint': { score: 1, numericValue: 1506.4 },
    'total-blocking-time': { score: 1, numericValue: 12 },
  },
});

describe('runFromResult', () => {
  it('reads the four scores and the three figures', () => {
    expect(runFromResult('http://127.0.0.1:1/hosting', measured())).toEqual({
      performance: 99,
      accessibility: 100,
      'best-practices': 100,
      seo: 69,
      cls: 0,
      lcp: 1506.4,
      tbt: 12,
    });
  });

  it('scores SEO without the crawlability audit under /_ only (the catalogue is noindex on purpose)', () => {
    expect(runFromResult('http://127.0.0.1:1/_catalogue', measured()).seo).toBe(100);
  });

  it('a run Lighthouse could not complete is an error, not a score of 0', () => {
    const failed = { ...measured(), runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace' } };
    failed.categories = { ...failed.categories, performance: category(null) };
    expect(() => runFromResult('http://127.0.0.1:1/pricing', failed)).toThrow(RunError);
    expect(() => runFromResult('http://127.0.0.1:1/pricing', failed)).toThrow(/NO_NAVSTART/);
  });

  it('tells a passing failure (worth another run) from the page answering an error', () => {
    const failure = (code: string) => {
      try {
        runFromResult('http://127.0.0.1:1/pricing', { ...measured(), runtimeError: { code, message: 'm' } });
      } catch (error) {
        return error instanceof RunError ? error.transient : undefined;
      }
    };
    expect(failure('NO_NAVSTART')).toBe(true);
    expect(failure('PROTOCOL_TIMEOUT')).toBe(true);
    expect(failure('ERRORED_DOCUMENT_REQUEST')).toBe(false);
  });

  it('a null score or a missing figure without a runtime error is an error too', () => {
    const nullScore = measured();
    nullScore.categories.performance = category(null);
    expect(() => runFromResult('http://127.0.0.1:1/', nullScore)).toThrow('no performance score');
    const noLcp = measured();
    noLcp.audits['largest-contentful-paint'] = { score: null, errorMessage: 'NO_LCP' };
    expect(() => runFromResult('http://127.0.0.1:1/', noLcp)).toThrow('no largest-contentful-paint figure (NO_LCP)');
  });
});

describe('shortfalls', () => {
  const perfect: Run = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, lcp: 1500, tbt: 0 };

  it('a perfect run meets every goal, with or without an LCP ratio', () => {
    expect(shortfalls('/', perfect, 1.05)).toEqual([]);
    expect(shortfalls('/about', perfect)).toEqual([]);
  });

  it('asks 100 of the four headline routes and 98 of the others', () => {
    expect(shortfalls('/hosting', { ...perfect, performance: 99 })).toEqual(['performance < 100']);
    expect(shortfalls('/about', { ...perfect, performance: 98 })).toEqual([]);
    expect(shortfalls('/about', { ...perfect, performance: 97 })).toEqual(['performance < 98']);
  });

  it('names each goal missed: categories, CLS, TBT over 50 ms, LCP over 1.05 × without scripts', () => {
    expect(shortfalls('/about', { ...perfect, seo: 92, cls: 0.01, tbt: 51 }, 1.051)).toEqual([
      'a category < 100',
      'CLS > 0',
      'TBT > 50 ms',
      'LCP > 1.05 × without scripts',
    ]);
  });
});
