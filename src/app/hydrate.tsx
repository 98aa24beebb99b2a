// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import '../styles/mantine.ts';
import '../styles/global.css';
import { startTransition, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandId, strategyOf } from '../model/islandSpec.ts';
import { pageNavigation } from '../kit/navigation.ts';
import type { BootData, PageData } from '../model/boot.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { isShellIsland, shellIslandContent } from './shellIslands.tsx';
import type { HydrateIsland, IslandWaker } from './islands/wake.ts';

/**
 * The islands' React side, imported by the entry (src/entry.client.tsx) when the first island wakes
 * (src/app/islands/wake.ts decides when): hydrates islands one by one, each as a root of its own with
 * only its own code (the shell's menus need React alone; interactive sections add Mantine and their
 * chunks). Links to other pages load documents (prefetched on intent: src/app/speculationRules.ts).
 */
export function islandsApp(boot: BootData, islands: IslandWaker): IslandsApp {
  // A new query or #anchor on this page (a filter, a tab, back/forward between them) may be a
  // section's state: the sleeping urlState sections wake now, so one far down shows it before it is reached.
  pageNavigation.subscribe(() => void islands.wake((spec) => strategyOf(spec) === 'urlState').catch(() => {}));

  let sections: Promise<typeof import('./sectionIslands.tsx')> | undefined;
  let page: PageData | null = null;
  return {
    async hydrateIsland(spec, carrier) {
      let content: ReactElement | null = null;
      if (isShellIsland(spec)) content = shellIslandContent(spec, boot.site);
      else if (boot.page) {
        // (Forgotten if it fails, so the next wake asks again.)
        sections ??= import('./sectionIslands.tsx').catch((error: unknown) => {
          sections = undefined;
          throw error;
        });
        const module = await sections;
        // Prerendered sections inside islands (a tab's) and a catalogue page's example JSON: read
        // back from the document, once, before any of these islands runs.
        page ??= module.withDocumentContentFrom(document, boot.page);
        // Its chunks are already on their way (modulepreload): hydrate once they ran, so nothing
        // suspends. If they cannot load (a phone losing its network), nothing is hydrated: the
        // section keeps its HTML instead of its error notice, sleeps again and the next use
        // retries (src/app/islands/wake.ts; a failed import is fetched again, as Chromium does now).
        await module.preloadSectionIslands([spec as never], page);
        content = module.sectionIslandContent(spec as never, boot.site, page);
      }
      // Nothing to run (a section island in a document without a page: none is rendered there).
      if (!content) return { mounted: Promise.resolve() };
      let onMount = () => {};
      const mounted = new Promise<void>((resolve) => (onMount = resolve));
      // A transition: React hydrates in slices of a few milliseconds instead of one long task; a
      // click before it is done makes React finish that island first.
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(
          carrier,
          <IslandRoot navigation={null} onMount={onMount}>
            {content}
          </IslandRoot>,
          { identifierPrefix: `${islandId(spec)}-` },
        );
      });
      return { mounted, flush: flushSync, root };
    },
  };
}

/** What the entry calls once this module is loaded. */
export interface IslandsApp {
  /** As HydrateIsland, with the island's React root (absent when there was nothing to run). */
  hydrateIsland(...args: Parameters<HydrateIsland>): Promise<Awaited<ReturnType<HydrateIsland>> & { root?: Root }>;
}
