// The page's location and a way to navigate, for the components of the shell, the sections and the
// render layer, without React Router: on the site they run as separate small React roots (islands)
// with no router at all, and follow the window (a new query or #anchor on the page is a history
// entry of the document; another page is a document load). The editor's preview hands a router's
// location and navigate function down through NavigationContext
// (src/editor/preview/RouterNavigation.tsx). No site client code imports react-router-dom (the
// no-router-in-islands rule of .dependency-cruiser.cjs checks it).
import { createContext, useContext, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The key of the history entry ('default' for the entry the document was loaded in). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface Navigation {
  location: PageLocation;
  navigate: Navigate;
}

/** Given by a router (RouterNavigation) or by the server render; absent in first-load islands. */
export const NavigationContext = createContext<Navigation | null>(null);

/** A fixed location that cannot navigate: the server render of `url` ('/blog?q=seo#top'). */
export function staticNavigation(url: string): Navigation {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { location: { pathname, search, hash, key: 'default' }, navigate: () => {} };
}

const SERVER_LOCATION: PageLocation = { pathname: '/', search: '', hash: '', key: 'default' };

let snapshot: PageLocation | null = null;
let listening = false;
const listeners = new Set<() => void>();

const sameLocation = (a: PageLocation, b: PageLocation) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;

/** History state as this store (and React Router) writes it ({ usr, key, idx }), or whatever else is there. */
function historyState(): { usr?: unknown; key?: unknown; idx?: unknown } | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? state : null;
}

function windowLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  const key = historyState()?.key;
  return { pathname, search, hash, key: typeof key === 'string' ? key : 'default' };
}

function publish(location: PageLocation): void {
  if (snapshot && sameLocation(snapshot, location)) return;
  snapshot = location;
  for (const listener of [...listeners]) listener();
}

/** decodeURIComponent, or the text itself when it is no valid encoding ('%E0'). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A history entry key, in React Router's format. */
const createKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The window's navigation, shared by every React root on the page (the islands): its location
 * follows the window; subscribers hear of each new entry of the document (a navigation below, or
 * back/forward).
 */
export const pageNavigation = {
  subscribe(listener: () => void): () => void {
    if (!listening && typeof window !== 'undefined') {
      listening = true;
      // Back/forward and native #hash jumps, also before the islands runtime runs.
      window.addEventListener('popstate', () => publish(windowLocation()));
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** The same object until the location changes (useSyncExternalStore-safe); '/' on the server. */
  location(): PageLocation {
    if (typeof window === 'undefined') return SERVER_LOCATION;
    const seen = windowLocation();
    if (!snapshot || !sameLocation(snapshot, seen)) snapshot = seen;
    return snapshot;
  },

  /** Reports a new location; subscribers are notified if it differs. */
  publish,

  /**
   * A target on this page (same path) becomes a history entry of its own (or replaces this one),
   * anything else loads as a new document. A new entry without preventScrollReset scrolls to its
   * #anchor (or the top), as a document load would.
   */
  navigate(to: string, options?: NavigateOptions): void {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
      window.location.assign(to);
      return;
    }
    const current = historyState();
    const index = typeof current?.idx === 'number' ? current.idx : 0;
    const path = url.pathname + url.search + url.hash;
    if (options?.replace) window.history.replaceState({ usr: current?.usr ?? null, key: createKey(), idx: index }, '', path);
    else window.history.pushState({ usr: null, key: createKey(), idx: index + 1 }, '', path);
    // A replace keeps UI state in the URL (a filter, a tab): the view stays where it is.
    if (options?.replace || options?.preventScrollReset) {
      publish(windowLocation());
      return;
    }
    // A new entry goes to its #anchor or to the top, as a document load would,
    // once the islands show the new location (a tab panel holding the anchor).
    flushSync(() => publish(windowLocation()));
    const target = url.hash ? document.getElementById(safeDecode(url.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  },
};

/** The current location: the router's (context) if there is one, else the window's. */
export function useLocation(): PageLocation {
  const navigation = useContext(NavigationContext);
  const fromWindow = useSyncExternalStore(pageNavigation.subscribe, pageNavigation.location, pageNavigation.location);
  return navigation?.location ?? fromWindow;
}

/** Navigates through the router (context) if there is one, else through pageNavigation. */
export function useNavigate(): Navigate {
  return useContext(NavigationContext)?.navigate ?? pageNavigation.navigate;
}
