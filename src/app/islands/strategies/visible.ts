import type { WakeStrategy } from '../strategy.ts';

/** How far ahead of the viewport the island wakes: a screen, so it runs before it is reached. */
export const WAKE_MARGIN = '100% 0px';

/**
 * How far ahead its code is fetched: three screens, so it is there when the island wakes (a few
 * small files, in parallel) while a form at the bottom of a long page costs its load nothing.
 */
export const PREFETCH_MARGIN = '300% 0px';

/**
 * Wakes when the island's content comes within a screen of the viewport, its code fetched from three
 * screens away: without state in the URL its first render in the browser is its HTML, so it need not
 * run before then. Ready once the first report is in (mounted, if it was near at load).
 */
export const visible: WakeStrategy = ({ carrier, wake, prefetch }) =>
  new Promise((ready) => {
    // The carrier is display: contents (no box of its own): its children are what comes into view.
    const boxes = [...carrier.children];
    if (typeof IntersectionObserver === 'undefined') return void wake().then(ready);
    // Nothing to observe: there will be no report.
    if (!boxes.length) return ready(undefined);
    whenNear(boxes, PREFETCH_MARGIN, (near) => near && prefetch());
    whenNear(boxes, WAKE_MARGIN, (near) => (near ? void wake().then(ready) : ready(undefined)));
  });

/** Reports whether any of `boxes` is within `margin` of the viewport, at once and on each change, until one is. */
function whenNear(boxes: Element[], margin: string, report: (near: boolean) => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.some((entry) => entry.isIntersecting);
      if (near) observer.disconnect();
      report(near);
    },
    { rootMargin: margin },
  );
  for (const box of boxes) observer.observe(box);
}
