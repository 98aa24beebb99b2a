// When each island of a prerendered document gets its code. Plain script, no React: a page whose
// islands nobody uses runs no React at all (its files are only fetched, after the first paint).
import { AWAKE_ATTRIBUTE, FALLBACK_TOGGLE_ATTRIBUTE, ISLAND_ATTRIBUTE, islandId, type IslandSpec } from '../model/islandSpec.ts';
import { urlCarriesSectionState } from '../kit/urlState.ts';

/**
 * Hydrates one island. Resolves once its root exists (events reach React from then on), with a
 * promise of its mount and React's flushSync (each replayed event's updates are rendered before the next).
 */
export type HydrateIsland = (spec: IslandSpec, carrier: HTMLElement) => Promise<{ mounted: Promise<void>; flush?: Flush }>;

type Flush = (run: () => void) => void;

export interface IslandWaker {
  /** Hydrates the islands `which` selects (all by default) now; resolves once they are mounted. */
  wake(which?: (spec: IslandSpec) => boolean): Promise<unknown>;
  /** Resolves once the sections' islands woken at load (all, or those near the viewport) are mounted. */
  ready: Promise<unknown>;
}

/** How far ahead of the viewport a sleeping section's island wakes: a screen, so it runs before it is reached. */
const VISIBLE_MARGIN = '100% 0px';

/**
 * How far ahead its code is fetched: three screens, so it is there when the island wakes (a few
 * small files, in parallel) while a form at the bottom of a long page costs its load nothing.
 */
const PREFETCH_MARGIN = '300% 0px';

/** First signs of use: a pointer over, a press, a touch, keyboard focus or a key inside the island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** Keys our islands handle that have no default action worth keeping: replayed once the island runs. */
const REPLAYED_KEYS = /^(Arrow\w+|Home|End|Escape|Page\w+)$/;

interface Island {
  spec: IslandSpec;
  carrier: HTMLElement;
  /** Resolves once mounted; absent while asleep. */
  mounted?: Promise<void>;
  /** Events that arrived while its code was loading, replayed in order once its root exists; null once it exists. */
  pending: Event[] | null;
}

/**
 * Islands sleep until they are needed, so loading a page runs no island code:
 * - the shell's (header menus, dock) wake on the first sign of use inside them (pointer, touch,
 *   focus, key); CSS makes them work until then, and the same CSS serves pages without JavaScript;
 *   so does a section catalogue page's copy button, which needs no code before it is used (its
 *   click is replayed once it runs);
 * - a section's wakes at load when the URL may carry its state (a filter, a tab, a chosen template:
 *   src/kit/urlState.ts), so the page is right before anyone looks; on a URL without (campaign
 *   parameters aside) its first render is its HTML, and it wakes within a screen of the viewport;
 * - `wake()` wakes some or all at once (client navigation and the dev server's refresh need them live).
 * Order is correct by construction: the moment an island wakes, its carrier gets `data-awake` (its
 * CSS fallback stops, so no menu opens by CSS and then closes when React takes over); a click on one
 * of its buttons or a navigation key that arrives before its root exists is replayed on the same
 * element right after (React then hydrates that part first and handles it); a mouse still over it
 * is announced again, so a hover menu opens; what was typed or chosen in its fields is handed to React.
 */
export function wakeIslands(specs: readonly IslandSpec[], hydrate: HydrateIsland, prefetch: (spec: IslandSpec) => void = () => {}): IslandWaker {
  const islands = new Map<Element, Island>();
  for (const spec of specs) {
    const carrier = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${islandId(spec)}"]`);
    if (carrier) islands.set(carrier, { spec, carrier, pending: [] });
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
        const entered = enteredValues(island.carrier);
        const pending = island.pending ?? [];
        island.pending = null;
        // What the fallback shows open now (focus may have left meanwhile) opens in React first, in this same task.
        const opened = island.carrier.hasAttribute(AWAKE_ATTRIBUTE) ? [] : openByFallback(island.carrier);
        island.carrier.setAttribute(AWAKE_ATTRIBUTE, '');
        for (const toggle of opened) flush(() => toggle.click());
        for (const event of pending) flush(() => replay(event));
        const hovered = island.carrier.querySelectorAll(':hover');
        if (lastPointerType === 'mouse' && hovered.length > 0) announceHover(hovered[hovered.length - 1]!);
        return mounted.then(() => handOverEnteredValues(entered, flush));
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

  const islandOf = (target: EventTarget | null): Island | undefined => {
    const carrier = target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
    return carrier ? islands.get(carrier) : undefined;
  };

  const onIntent = (event: Event) => {
    // (Not `instanceof PointerEvent`: some environments have no such class.)
    if ('pointerType' in event && typeof event.pointerType === 'string') lastPointerType = event.pointerType;
    const island = islandOf(event.target);
    if (!island) return;
    void wakeOne(island).catch(() => {});
    if (island.pending && isReplayed(event)) island.pending.push(event);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // A tap before the scripts ran opened a menu by CSS: React takes it over open (one tap opened it, the next closes it).
  for (const island of islands.values()) if (openByFallback(island.carrier).length) void wakeOne(island, true).catch(() => {});

  const sections = [...islands.values()].filter((island) => island.spec.kind === 'section');
  const wakeAll = (list: Island[]) => Promise.all(list.map((island) => wakeOne(island).catch(() => {})));
  const ready =
    urlCarriesSectionState(location.search, location.hash) || typeof IntersectionObserver === 'undefined'
      ? wakeAll(sections)
      : wakeNearViewport(sections, wakeAll, prefetch);

  return {
    ready,
    wake: (which = () => true) => Promise.all([...islands.values()].filter((island) => which(island.spec)).map((island) => wakeOne(island))),
  };
}

/**
 * Wakes each island when its content comes within a screen of the viewport, having fetched its code
 * from three screens away. Resolves once those near it at load are mounted: the observer's first
 * report covers every island observed.
 */
function wakeNearViewport(sections: Island[], wakeAll: (list: Island[]) => Promise<unknown>, prefetch: (spec: IslandSpec) => void): Promise<unknown> {
  return new Promise((resolve) => {
    // Nothing to observe (no section islands, or only empty ones): there will be no report.
    if (!sections.some((island) => island.carrier.children.length)) return resolve(0);
    whenNear(sections, PREFETCH_MARGIN, (near) => near.forEach((island) => prefetch(island.spec)));
    let firstReport = true;
    whenNear(sections, VISIBLE_MARGIN, (near) => {
      const woken = wakeAll(near);
      if (firstReport) void woken.then(resolve);
      firstReport = false;
    });
  });
}

/**
 * Calls `onNear` with the islands whose content comes within `margin` of the viewport, each once
 * (the first report covers every island, near or not). The carrier is display: contents (no box of
 * its own): its children are what comes into view.
 */
function whenNear(islands: Island[], margin: string, onNear: (near: Island[]) => void): void {
  const islandOfBox = new Map<Element, Island>();
  for (const island of islands) for (const box of island.carrier.children) islandOfBox.set(box, island);
  const observer = new IntersectionObserver(
    (entries) => {
      const near = new Set<Island>();
      for (const entry of entries) if (entry.isIntersecting) near.add(islandOfBox.get(entry.target)!);
      for (const island of near) for (const box of island.carrier.children) observer.unobserve(box);
      onNear([...near]);
    },
    { rootMargin: margin },
  );
  for (const box of islandOfBox.keys()) observer.observe(box);
}

/** The toggles whose panel the island's CSS fallback shows now (it is laid out though React has it closed). */
const openByFallback = (carrier: Element) =>
  [...carrier.querySelectorAll<HTMLElement>(`[${FALLBACK_TOGGLE_ATTRIBUTE}][aria-expanded="false"]`)].filter(
    (toggle) => document.getElementById(toggle.getAttribute('aria-controls')!)?.getClientRects().length,
  );

/** A click on a plain button (no default action to lose) or a key our islands handle. */
function isReplayed(event: Event): boolean {
  if (event.type === 'keydown') return REPLAYED_KEYS.test((event as KeyboardEvent).key);
  if (event.type !== 'click' || !(event.target instanceof Element)) return false;
  // (A button holds no link nor field: the closest of either is what was clicked.)
  const control = event.target.closest('a[href],button');
  return control instanceof HTMLButtonElement && control.type === 'button' && !control.disabled;
}

function replay(event: Event): void {
  const target = event.target as Element;
  // The same event again (an event is its own init dictionary: key, modifiers, detail, position…).
  if (target.isConnected)
    target.dispatchEvent(event instanceof KeyboardEvent ? new KeyboardEvent('keydown', event) : new MouseEvent('click', event as MouseEvent));
}

/** The mouse entered before React listened: tell it again, so a menu that opens on hover does. */
function announceHover(element: Element): void {
  element.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', isPrimary: true, bubbles: true }));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Fields whose value is not one typed or chosen: a range's is (its keys and drag set it like
 * typing), a single choice list's too; a multiple one would lose all but its first choice.
 */
const NOT_ENTERED = /^(checkbox|radio|submit|button|reset|hidden|file|image|color|select-multiple)$/;

/** What the visitor typed or chose (or the browser restored on a reload) in a field, and what the page had there. */
interface Entered {
  value: string;
  prerendered: string;
}

/** The value the page's HTML gives a field (a list: its option marked selected, or the first). */
const prerenderedValue = (field: Field) =>
  field instanceof HTMLSelectElement ? (([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '') : field.defaultValue;

/** The fields of an island whose value differs from the page's. */
function enteredValues(carrier: Element): Map<Field, Entered> {
  const entered = new Map<Field, Entered>();
  for (const field of carrier.querySelectorAll<Field>('input, textarea, select')) {
    const prerendered = prerenderedValue(field);
    if (!NOT_ENTERED.test(field.type) && field.value !== prerendered) entered.set(field, { value: field.value, prerendered });
  }
  return entered;
}

/** Whether React runs this element yet (its props are attached; a Suspense part hydrates later). */
const runByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A value typed or chosen in a field before its island ran is not in React's state, and React's
 * first renders set the field to that state (the page's value). Once React runs the field, the
 * value goes back in as a change React sees: the field's own `value` property (which React watches
 * on inputs) is set to something else, the element's native setter puts the value, and input and
 * change events make React's onChange read it (a text field listens to the first, a list to the
 * second). A field whose value is neither that one nor the page's (changed again since) is left alone.
 */
function handOverEnteredValues(entered: Map<Field, Entered>, flush: Flush, frames = 120): void {
  const waiting = new Map<Field, Entered>();
  for (const [field, entry] of entered) {
    if (!field.isConnected) continue;
    if (!runByReact(field)) {
      waiting.set(field, entry);
      continue;
    }
    const { value, prerendered } = entry;
    // Kept by React, or set back to the page's value by it: hand over. Anything else is newer (typed since, or the app's).
    if (field.value !== value && field.value !== prerendered) continue;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;
    field.value = value === '' ? ' ' : '';
    nativeSetter.call(field, value);
    flush(() => {
      for (const type of ['input', 'change']) field.dispatchEvent(new Event(type, { bubbles: true }));
    });
    // Left before React ran it: its blur handler (which checks the field) runs now, on the value.
    if (field !== document.activeElement) flush(() => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  }
  // After the next frame: React's render right after hydration (useHydrated) has happened by then.
  if (waiting.size > 0 && frames > 0) requestAnimationFrame(() => setTimeout(() => handOverEnteredValues(waiting, flush, frames - 1)));
}
