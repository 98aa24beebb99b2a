// Browser side of the dev server's problem overlay, loaded by the dev server's page scripts
// (src/dev/pageClient.ts, src/dev/brokenPageClient.ts).
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import { OVERLAY_TAG, overlayMarkup, PAGES_STATE_EVENT, PAGES_STATE_REQUEST, type PageProblem, type PagesState } from './pageProblems.ts';

/** Draws the overlay for `problems`, or removes it when there are none. */
export function showProblems(problems: readonly PageProblem[]): void {
  const existing = document.querySelector(OVERLAY_TAG);
  if (problems.length === 0) {
    existing?.remove();
    return;
  }
  // After the app's own nodes: React 19 leaves foreign elements at the end of <body> alone.
  const host = existing ?? document.body.appendChild(document.createElement(OVERLAY_TAG));
  // A server-drawn overlay already has its (declarative) shadow root.
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.innerHTML = overlayMarkup(problems);
  const close = root.querySelector<HTMLButtonElement>('[data-close]')!;
  // Closing shows the last good render behind; the next save draws the overlay again if needed.
  close.addEventListener('click', () => host.remove());
  close.focus({ preventScroll: true });
}

/**
 * Follows the state of pages/: every state the server sends (on each save, and the answer to the
 * request made here once subscribed) redraws the overlay, and a valid state calls `onValid`. Every
 * message is the whole state at the time it was sent, in order on one socket, so the last one
 * wins and no error outlives its fix, whether or not a tab was open when it happened.
 */
export function followPagesState(hot: ViteHotContext, onValid: (state: PagesState) => void): void {
  hot.on(PAGES_STATE_EVENT, (state: PagesState) => {
    const { problems } = state;
    showProblems(problems);
    if (problems.length === 0) onValid(state);
  });
  hot.send(PAGES_STATE_REQUEST);
}
