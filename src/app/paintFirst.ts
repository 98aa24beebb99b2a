/** Resolves once the parser has reached the end of the document (the boot data is its last element). */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has shown content: the browser's own first-contentful-paint entry, which
 * it records when that frame is presented (a requestAnimationFrame callback only marks the start
 * of a frame, up to ~100 ms before it shows on a busy phone). A hidden page paints nothing, so it
 * does not wait, nor once it gets hidden.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A browser without paint timing (none of the current ones) just goes on.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    const onHidden = () => document.visibilityState === 'hidden' && done();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    // buffered: the entry may already be there (a cached entry script runs late on a fast device).
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', onHidden);
  });
}

/** Asks the browser to fetch (and compile) these modules now, in parallel. */
export function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    // (Our build's file names need no escaping inside a quoted attribute value.)
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
