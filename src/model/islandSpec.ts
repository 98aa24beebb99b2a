// What an island is and where its carrier element is: shared by the React side (src/kit/Island.tsx)
// and the plain script that wakes islands (src/app/islands/wake.ts), so that script loads no React.

/**
 * What an island is; with the boot data, enough to render its content again: the shell's menus, a
 * section with behaviour (its index in the page's sections), the copy button of a section catalogue
 * page.
 */
export type IslandSpec = { kind: 'header' } | { kind: 'dock' } | { kind: 'section'; index: number; hydrate: Strategy } | { kind: 'copyJson' };

/**
 * When an island wakes (gets its code and runs), besides on its first use, which wakes every island:
 * one module each in src/app/islands/strategies/. A section type declares its own in its folder's
 * section.json ("hydrate"); the shell's islands and a catalogue page's copy button wait for use.
 * - interaction: only on first use (a pointer over, a press, touch, keyboard focus or a key inside);
 * - visible: when it comes within a screen of the viewport (its code fetched from three screens);
 * - urlState: at load when the URL may carry section state (a filter, a tab), else as `visible`.
 */
export const STRATEGIES = ['interaction', 'visible', 'urlState'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** An island's strategy: a section's is in its spec (from its section.json), the others' is `interaction`. */
export const strategyOf = (spec: IslandSpec): Strategy => ('hydrate' in spec ? spec.hydrate : 'interaction');

export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * On a carrier once its island's code is on its way or running (and on carriers rendered by React in
 * the browser): CSS fallbacks for a page without JavaScript (menus shown on :hover / :focus-within)
 * apply only to carriers without it.
 */
export const AWAKE_ATTRIBUTE = 'data-awake';

/**
 * On a toggle button (with aria-controls) whose panel the island's CSS fallback shows (a tap before
 * the scripts ran: the mobile menu). An island woken while it does is opened in React too, so the
 * panel stays and the visitor's next tap closes it (src/app/islands/wake.ts).
 */
export const FALLBACK_TOGGLE_ATTRIBUTE = 'data-fallback-toggle';

/** Unique on a page: the carrier element is `[data-island="<id>"]`; also the island's useId prefix. */
export function islandId(spec: { kind: IslandSpec['kind']; index?: number }): string {
  // An indexed kind: its initial and the index ('s3', 'c0'); initials of indexed kinds differ.
  return spec.index === undefined ? spec.kind : spec.kind[0]! + spec.index;
}
