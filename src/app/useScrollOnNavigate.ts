import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { layOutAllDeferredParts } from '../kit/deferredLayout.ts';
import { SCROLL_POSITIONS_KEY } from './bootstrapScript.ts';

/** Scroll positions by history entry (React Router's key), in sessionStorage: back/forward and reload return there, also across documents. */
function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Keeps the scroll position of an entry (by default the current one: 'default' for the entry a document was first loaded in). */
export function saveScrollPosition(key: string = (history.state as { key?: string } | null)?.key ?? 'default'): void {
  const positions = savedPositions();
  positions[key] = window.scrollY;
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back/forward then starts at the top.
  }
}

/**
 * What the app's first render does (src/app/startApp.tsx): it is a navigation from the prerendered
 * page ('navigate': to the top or the #anchor), or the same page again ('keep': dev refresh).
 */
export type FirstScroll = 'navigate' | 'keep';

/**
 * Scrolling after client navigation, as a visitor expects from a multi-page site: a new page
 * starts at the top (or at its #anchor), back/forward returns to where the visitor was (also after
 * a reload), and a change of the query alone (a list filter) does not move the page.
 *
 * An #anchor may be inside a hidden tab panel: the tabs section shows that panel while rendering
 * the new location, before this layout effect scrolls (on the prerendered page, where it can only
 * show it after hydration, it scrolls there itself: src/sections/tabs/useTabSelection.ts).
 */
export function useScrollOnNavigate(firstScroll: FirstScroll): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The path this effect last ran for (null before the first run). */
  const shownPath = useRef<string | null>(null);

  /** The entry shown: scrolling is recorded for it. */
  const shownKey = useRef(location.key);
  useEffect(() => {
    // Recorded as the visitor scrolls, not when leaving: by the time a navigation's effects clean
    // up, the next page has already been placed (and the old position is gone).
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScrollPosition(shownKey.current));
    };
    const leave = () => saveScrollPosition(shownKey.current);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
  }, [location.key]);

  useLayoutEffect(() => {
    const first = shownPath.current === null;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    if (first && 'scrollRestoration' in history) history.scrollRestoration = 'manual';
    // The first render replaces the prerendered page: a navigation (its entry is new), or the same page again.
    if (first && firstScroll === 'keep') return;
    // A replace on the same page keeps UI state in the URL (a tab, which also drops the #anchor).
    if (navigationType === 'REPLACE' && samePage) return;
    // Back/forward restores the position; but a plain <a href="#id"> on the same page is reported
    // as POP too (the browser fires popstate), and it goes to its anchor like a link would.
    if (!first && navigationType === 'POP' && !(samePage && location.hash)) {
      // The position was taken on the complete layout.
      layOutAllDeferredParts();
      window.scrollTo(0, savedPositions()[location.key] ?? 0);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      // Where the anchor is on the complete layout.
      layOutAllDeferredParts();
      target.scrollIntoView();
    } else window.scrollTo(0, 0);
    // Only a new page or anchor moves the view, not a new query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.hash]);
}
