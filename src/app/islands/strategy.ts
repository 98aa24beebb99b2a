// What a hydration strategy is (one module each in ./strategies/, named in src/model/islandSpec.ts).

/** A sleeping island, as a strategy sees it. */
export interface SleepingIsland {
  carrier: HTMLElement;
  /** Hydrates it now; resolves once it is mounted (or could not load: it sleeps again). */
  wake(): Promise<unknown>;
  /** Fetches its code now (modulepreload), without running it. */
  prefetch(): void;
}

/**
 * When an island wakes besides on first use (every island wakes then: src/app/islands/wake.ts):
 * called once at load; resolves when the island is ready (mounted, if the strategy woke it at load).
 */
export type WakeStrategy = (island: SleepingIsland) => Promise<unknown>;
