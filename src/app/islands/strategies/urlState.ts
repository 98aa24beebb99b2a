import { urlCarriesSectionState } from '../../../kit/urlState.ts';
import type { WakeStrategy } from '../strategy.ts';
import { visible } from './visible.ts';

/**
 * For a section whose state may be in the URL (a filter, a tab, a chosen template): it wakes at load
 * when the URL may carry section state — a query other than a campaign's or a #fragment
 * (src/kit/urlState.ts) — so the page is right before anyone looks, even far down; otherwise as
 * `visible`. A new query or #anchor on the same page wakes it too (src/app/hydrate.tsx).
 */
export const urlState: WakeStrategy = (island) => (urlCarriesSectionState(location.search, location.hash) ? island.wake() : visible(island));
