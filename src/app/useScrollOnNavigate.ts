import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** Whether the prerendered page has been hydrated (the first render of the document). */
let hydrated = false;

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scrolling after client navigation, as a visitor expects from a multi-page site: a new page
 * starts at the top (or at its #anchor), back/forward returns to where the visitor was (also after
 * a reload), and a change of the query alone (a list filter) does not move the page.
 *
 * An #anchor may be inside a hidden tab panel: the tabs section shows that panel while rendering
 * the new location, before this layout effect scrolls (on the prerendered page, where it can only
 * show it after hydration, it scrolls there itself: src/sections/tabs/useTabSelection.ts).
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The path this effect last ran for (null before the first run). */
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const save = () => {
      const positions = savedPositions();
      positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: back/forward then starts at the top.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // The first render is the prerendered page: the browser has already placed it.
    if (!hydrated) {
      hydrated = true;
      if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
      if (navigationType !== 'POP') return;
      const saved = savedPositions()[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    // A replace on the same page keeps UI state in the URL (a tab, which also drops the #anchor).
    if (navigationType === 'REPLACE' && samePage) return;
    // Back/forward restores the position; but a plain <a href="#id"> on the same page is reported
    // as POP too (the browser fires popstate), and it goes to its anchor like a link would.
    if (navigationType === 'POP' && !(samePage && location.hash)) {
      window.scrollTo(0, savedPositions()[location.key] ?? 0);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new page or anchor moves the view, not a new query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.hash]);
}
