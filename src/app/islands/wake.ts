// When each island of a prerendered document gets its code. Plain script, no React: a page whose
// islands nobody uses runs no React at all (its files are only fetched, after the first paint).
import { AWAKE_ATTRIBUTE, FALLBACK_TOGGLE_ATTRIBUTE, ISLAND_ATTRIBUTE, islandId, strategyOf, type IslandSpec, type Strategy } from '../../model/islandSpec.ts';
import type { WakeStrategy } from './strategy.ts';
import { announceHover, enteredValues, handOverEnteredValues, isReplayed, noteEntered, replay, type EnteredValues, type Flush } from './replay.ts';
import { interaction } from './strategies/interaction.ts';
import { urlState } from './strategies/urlState.ts';
import { visible } from './strategies/visible.ts';

/**
 * Hydrates one island. Resolves once its root exists (events reach React from then on), with a
 * promise of its mount and React's flushSync (each replayed event's updates are rendered before the next).
 */
export type HydrateIsland = (spec: IslandSpec, carrier: HTMLElement) => Promise<{ mounted: Promise<void>; flush?: Flush }>;

const STRATEGY: Record<Strategy, WakeStrategy> = { interaction, visible, urlState };

export interface IslandWaker {
  /** Hydrates the islands `which` selects (all by default) now; resolves once they are mounted. */
  wake(which?: (spec: IslandSpec) => boolean): Promise<unknown>;
  /** Resolves once the islands their strategies woke at load are mounted. */
  ready: Promise<unknown>;
}

/** First signs of use: a pointer over, a press, a touch, keyboard focus or a key inside the island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

interface Island {
  spec: IslandSpec;
  carrier: HTMLElement;
  /** Resolves once mounted; absent while asleep. */
  mounted?: Promise<void>;
  /** Events that arrived while its code was loading, replayed in order once its root exists; null once it exists. */
  pending: Event[] | null;
  /** From its root to its mount: the values typed or chosen that React may not have (handed over at the mount). */
  entered: EnteredValues | null;
}

/**
 * Islands sleep until they are needed, so loading a page runs no island code. Every island wakes on
 * the first sign of use inside it (pointer, touch, focus, key); its strategy may wake it earlier
 * (src/app/islands/strategies/); `wake()` wakes some at once (a new query on the page wakes the
 * urlState sections: src/app/hydrate.tsx). Order is correct by construction: the moment an island wakes, its carrier
 * gets `data-awake` (its CSS fallback stops, so no menu opens by CSS and then closes when React takes
 * over); a click on one of its buttons or a navigation key that arrives before its root exists is
 * replayed on the same element right after (React then hydrates that part first and handles it); a
 * mouse still over it is announced again, so a hover menu opens; what was typed or chosen in its
 * fields is handed to React (src/app/islands/replay.ts).
 */
export function wakeIslands(specs: readonly IslandSpec[], hydrate: HydrateIsland, prefetch: (spec: IslandSpec) => void = () => {}): IslandWaker {
  const islands = new Map<Element, Island>();
  for (const spec of specs) {
    const carrier = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${islandId(spec)}"]`);
    if (carrier) islands.set(carrier, { spec, carrier, pending: [], entered: null });
  }
  let lastPointerType = '';

  /** `keepFallback`: a panel its CSS fallback shows stays shown until React has it open too. */
  const wakeOne = (island: Island, keepFallback = false): Promise<void> => {
    if (island.mounted) return island.mounted;
    if (!keepFallback) island.carrier.setAttribute(AWAKE_ATTRIBUTE, '');
    // Its own files in parallel with the islands' module, not after it.
    prefetch(island.spec);
    island.mounted = hydrate(island.spec, island.carrier).then(
      ({ mounted, flush = (run) => run() }) => {
        // Read before React renders anything: hydration and the render after it set fields to React's state.
        island.entered = enteredValues(island.carrier);
        const pending = island.pending ?? [];
        island.pending = null;
        // What the fallback shows open now (focus may have left meanwhile) opens in React first, in this same task.
        const opened = island.carrier.hasAttribute(AWAKE_ATTRIBUTE) ? [] : openByFallback(island.carrier);
        island.carrier.setAttribute(AWAKE_ATTRIBUTE, '');
        for (const toggle of opened) flush(() => toggle.click());
        for (const event of pending) flush(() => replay(event));
        const hovered = island.carrier.querySelectorAll(':hover');
        if (lastPointerType === 'mouse' && hovered.length > 0) announceHover(hovered[hovered.length - 1]!);
        return mounted.then(() => {
          const entered = island.entered!;
          island.entered = null;
          handOverEnteredValues(entered, flush);
        });
      },
      (error: unknown) => {
        // Its code could not load: the CSS fallback works again, and a later sign of use retries.
        island.carrier.removeAttribute(AWAKE_ATTRIBUTE);
        island.mounted = undefined;
        island.pending = [];
        throw error;
      },
    );
    return island.mounted;
  };

  const onIntent = (event: Event) => {
    // (Not `instanceof PointerEvent`: some environments have no such class.)
    if ('pointerType' in event && typeof event.pointerType === 'string') lastPointerType = event.pointerType;
    const carrier = event.target instanceof Element ? event.target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
    const island = carrier && islands.get(carrier);
    if (!island) return;
    void wakeOne(island).catch(() => {});
    if (island.pending && isReplayed(event)) island.pending.push(event);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  // (Capture on the document: before React's listeners on the carrier.)
  const onEntry = (event: Event) => {
    const carrier = event.target instanceof Element ? event.target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
    const entered = carrier && islands.get(carrier)?.entered;
    if (entered) noteEntered(entered, event.target);
  };
  // (Not `change`: it follows `input`, after React may have set the field back.)
  document.addEventListener('input', onEntry, { capture: true, passive: true });

  // A tap before the scripts ran opened a menu by CSS: React takes it over open (one tap opened it, the next closes it).
  for (const island of islands.values()) if (openByFallback(island.carrier).length) void wakeOne(island, true).catch(() => {});

  const ready = Promise.all(
    [...islands.values()].map((island) =>
      STRATEGY[strategyOf(island.spec)]({
        carrier: island.carrier,
        wake: () => wakeOne(island).catch(() => {}),
        prefetch: () => prefetch(island.spec),
      }),
    ),
  );
  return {
    ready,
    wake: (which = () => true) => Promise.all([...islands.values()].filter((island) => which(island.spec)).map((island) => wakeOne(island))),
  };
}

/** The toggles whose panel the island's CSS fallback shows now (it is laid out though React has it closed). */
const openByFallback = (carrier: Element) =>
  [...carrier.querySelectorAll<HTMLElement>(`[${FALLBACK_TOGGLE_ATTRIBUTE}][aria-expanded="false"]`)].filter(
    (toggle) => document.getElementById(toggle.getAttribute('aria-controls')!)?.getClientRects().length,
  );
