// Scroll positions by history entry (React Router's location key), in sessionStorage: back/forward
// and reload return to where the visitor was, also across documents.
const STORAGE_KEY = 'scroll-positions';

export function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The current history entry's key ('default' for the entry a document was first loaded in). */
export function entryKey(): string {
  return (history.state as { key?: string } | null)?.key ?? 'default';
}

/** Keeps the scroll position of an entry (the current one by default). */
export function saveScrollPosition(key: string = entryKey()): void {
  const positions = savedPositions();
  positions[key] = window.scrollY;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back/forward then starts at the top.
  }
}

/**
 * A prerendered page loaded by reload or back/forward into an entry the app managed (its scroll
 * restoration is manual then): back to the saved position.
 */
export function restoreScrollOnLoad(): void {
  if (!('scrollRestoration' in history) || history.scrollRestoration !== 'manual') return;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return;
  const saved = savedPositions()[entryKey()];
  if (saved !== undefined) window.scrollTo(0, saved);
}
