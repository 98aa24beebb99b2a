/**
 * Links added per task. Each `<link rel="modulepreload">` costs the main thread ≈ 1–1.5 ms here
 * (unthrottled, so ≈ 5 ms on Lighthouse's phone): a page's 15–25 files in one task made a 30–45 ms
 * task right after the first paint, a long task on a phone. A few per task, the next batch in the
 * next task: still all requested within a few milliseconds, in parallel.
 */
const LINKS_PER_TASK = 4;

/** Files asked for and not yet linked, in order. */
const queue: string[] = [];

/**
 * Asks the browser to fetch (and compile) these modules now, in parallel: the first few at once,
 * the rest in the next tasks (see LINKS_PER_TASK). A file already linked or queued is skipped.
 */
export function preloadModules(hrefs: readonly string[]): void {
  const idle = !queue.length;
  for (const href of hrefs) if (!queue.includes(href)) queue.push(href);
  if (idle) linkSome();
}

function linkSome(): void {
  for (const href of queue.splice(0, LINKS_PER_TASK)) {
    // Linked already (by another call, or by another copy of this module: the islands' module has one).
    // (Our build's file names need no escaping inside a quoted attribute value.)
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (queue.length) setTimeout(linkSome);
}
