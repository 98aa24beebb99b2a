import type { WakeStrategy } from '../strategy.ts';

/**
 * Wakes on first use only (a pointer over, a press, touch, keyboard focus or a key inside), which the
 * runtime does for every island (src/app/islands/wake.ts), so there is nothing to add: the shell's
 * menus and dock work by CSS until then, and a catalogue page's copy button needs no code before it is
 * pressed (the press is replayed once it runs).
 */
export const interaction: WakeStrategy = () => Promise.resolve();
