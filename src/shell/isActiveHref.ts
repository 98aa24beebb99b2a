import { safeDecode, useLocation } from '../kit/navigation.ts';
import { useHydrated } from '../kit/useHydrated.ts';
import { isInternalHref } from '../kit/plainClick.ts';

/** The parts of a location the check needs (src/kit/navigation.ts's `useLocation()` fits). */
export interface LocationLike {
  pathname: string;
  hash: string;
}

/** '/pricing/seo/' → '/pricing/seo'; '' → '/'; case-insensitive, like NavLink's default. */
function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return safeDecode(trimmed || '/').toLowerCase();
}

/** '#faq' → 'faq'; '' and '#' → ''. */
function normalizeHash(hash: string): string {
  return safeDecode(hash.replace(/^#/, ''));
}

/**
 * Whether a menu entry points at the current location, for aria-current="page".
 * - '/page' is active on exactly that path (NavLink `end` semantics; the hash of the location is ignored).
 * - '/page#part' is active only when the path AND the location's hash both match.
 * - '#part' (same page) is active when the location's hash matches.
 * - External links (https:, tel:, mailto:, '//host') are never active.
 * A '?query' in the href is ignored.
 */
export function isActiveHref(href: string, location: LocationLike): boolean {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? normalizeHash(href.slice(hashAt)) : '';
  if (href.startsWith('#')) return hash !== '' && hash === normalizeHash(location.hash);
  if (!isInternalHref(href)) return false;
  const path = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?')[0]!;
  if (normalizePath(path) !== normalizePath(location.pathname)) return false;
  return hash === '' || hash === normalizeHash(location.hash);
}

/**
 * The location for highlighting, safe for hydration: the prerendered HTML never knows the
 * URL's #hash, so hash-dependent highlighting starts after the first client render.
 */
export function useActiveLocation(): LocationLike {
  const location = useLocation();
  const hydrated = useHydrated();
  return { pathname: location.pathname, hash: hydrated ? location.hash : '' };
}
