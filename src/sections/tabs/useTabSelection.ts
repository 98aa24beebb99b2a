import { useLayoutEffect, useRef, useState } from 'react';
import { sectionAnchors, type TabOf } from '../../model/sectionTree.ts';
import { useLocation } from '../../kit/navigation.ts';
import { useHydrated } from '../../kit/useHydrated.ts';
import { useQueryParam } from '../../kit/useQueryParam.ts';

/** The tab whose panel holds the anchor `id`: the tab's own id or a section id inside it; -1 if none. */
export function tabOfAnchor(tabs: readonly TabOf<unknown>[], id: string): number {
  if (!id) return -1;
  return tabs.findIndex((tab) => tab.id === id || sectionAnchors(tab.sections).some((anchor) => anchor.id === id));
}

/**
 * The selected tab, kept in the URL: `?tab=<id>` (written with replace; the first tab writes
 * nothing), and a `#anchor` inside a tab (its id or a nested section's id) selects that tab.
 * Both apply only after hydration, so the first client render is the prerendered one (first tab).
 * A URL naming none of these tabs (an unknown value, or another tabs section's tab) changes nothing.
 */
export function useTabSelection(tabs: readonly TabOf<unknown>[]): { selected: number; select(index: number): void } {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const [query, setQuery] = useQueryParam('tab');
  const anchored = hydrated ? tabOfAnchor(tabs, hash.slice(1)) : -1;
  const wanted = anchored >= 0 ? anchored : tabs.findIndex((tab) => tab.id === query);
  const [selected, setSelected] = useState(() => Math.max(wanted, 0));
  const [followed, setFollowed] = useState(wanted);
  // The URL changed (hydration, a link to an anchor in a tab, back/forward): follow it while
  // rendering, not in an effect, so the panel is shown in the commit after which the navigation
  // scrolls to the anchor (src/kit/navigation.ts, navigateInDocument).
  if (wanted !== followed) {
    setFollowed(wanted);
    if (wanted >= 0) setSelected(wanted);
  }

  // On the prerendered page the anchor's panel was hidden, so the browser could not scroll to it:
  // once hydration has shown it, go there.
  const hydratedAtMount = useRef(hydrated);
  useLayoutEffect(() => {
    if (hydrated && !hydratedAtMount.current && anchored > 0) document.getElementById(hash.slice(1))?.scrollIntoView();
    // Only the render right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const select = (index: number) => {
    setSelected(index);
    setQuery(index === 0 ? '' : tabs[index].id);
  };
  return { selected, select };
}
