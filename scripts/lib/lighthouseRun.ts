// What one Lighthouse run measured, read from its result (lhr), and which of issue 18's goals a
// route's medians miss. Kept apart from scripts/lighthouse.ts (which drives Chromium) so both are
// unit-tested: tests/unit/lighthouseRun.test.ts.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Run = Record<(typeof CATEGORIES)[number], number> & { cls: number; lcp: number; tbt: number };

/** The part of Lighthouse's result this reads (a structural subset of `LH.Result`). */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; errorMessage?: string }>;
}

/**
 * A Lighthouse run that could not measure the page. `transient`: worth another run (the trace was
 * not recorded, the protocol timed out…); not so when the page itself answered an error status.
 */
export class RunError extends Error {
  constructor(
    message: string,
    readonly transient = true,
  ) {
    super(message);
  }
}

/** Lighthouse's runtime errors that say the page could not be loaded as asked: another run gives the same. */
const LASTING_ERRORS = new Set(['ERRORED_DOCUMENT_REQUEST', 'FAILED_DOCUMENT_REQUEST', 'INVALID_URL', 'DNS_FAILURE', 'NOT_HTML', 'CHROME_INTERSTITIAL_ERROR']);

/**
 * Routes under `/_` (the section catalogue) are tools, not content: kept out of search results on
 * purpose (`noindex`), which Lighthouse's "is-crawlable" audit counts against SEO (69). Their SEO
 * is every other SEO audit, weighted as Lighthouse weighs them; content routes keep the full score,
 * so a content page indexed by mistake as noindex still fails.
 */
const isInternalRoute = (url: string) => new URL(url).pathname.startsWith('/_');

function seoWithoutCrawlability(lhr: LighthouseResult): number {
  const counted = lhr.categories.seo.auditRefs.filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && lhr.audits[ref.id]?.score !== null);
  const total = counted.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((counted.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / total) * 100);
}

/**
 * The scores and figures of a run of `url`. A run Lighthouse could not complete has a
 * `runtimeError` and null scores: that is a RunError, never a score of 0.
 */
export function runFromResult(url: string, lhr: LighthouseResult): Run {
  if (lhr.runtimeError) throw new RunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, !LASTING_ERRORS.has(lhr.runtimeError.code));
  const score = (category: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new RunError(`no ${category} score`);
    return Math.round(value * 100);
  };
  const figure = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new RunError(`no ${id} figure${lhr.audits[id]?.errorMessage ? ` (${lhr.audits[id].errorMessage})` : ''}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: isInternalRoute(url) ? seoWithoutCrawlability(lhr) : score('seo'),
    cls: figure('cumulative-layout-shift'),
    lcp: figure('largest-contentful-paint'),
    tbt: figure('total-blocking-time'),
  };
}

/**
 * Issue 18's goals (docs/performance.md, "Budgets"): every route ≥ 98 with the other three
 * categories at 100, CLS 0, TBT ≤ 50 ms and LCP within 5 % of the page without scripts; the home
 * page, a hosting page, a blog post and a pricing page at 100.
 */
export const HEADLINE_ROUTES: ReadonlySet<string> = new Set(['/', '/hosting', '/blog/seo-topical-map', '/pricing/seo']);
export const MAX_TBT_MS = 50;
export const MAX_LCP_RATIO = 1.05;

/** The goals a route's median run misses (empty: it meets them all); `lcpRatio` when measured. */
export function shortfalls(route: string, run: Run, lcpRatio?: number): string[] {
  const wanted = HEADLINE_ROUTES.has(route) ? 100 : 98;
  return [
    run.performance < wanted && `performance < ${wanted}`,
    (run.accessibility < 100 || run['best-practices'] < 100 || run.seo < 100) && 'a category < 100',
    run.cls > 0 && 'CLS > 0',
    run.tbt > MAX_TBT_MS && `TBT > ${MAX_TBT_MS} ms`,
    lcpRatio !== undefined && lcpRatio > MAX_LCP_RATIO && `LCP > ${MAX_LCP_RATIO} × without scripts`,
  ].filter((missed): missed is string => typeof missed === 'string');
}
