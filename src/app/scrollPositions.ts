// Scroll positions by history entry (React Router's location key), in sessionStorage: back/forward
// and reload return to where the visitor was, also across documents.
/** The sessionStorage key (also read by the inline bootstrap, src/app/bootstrapScript.ts, on reload). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

export function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
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
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back/forward then starts at the top.
  }
}
