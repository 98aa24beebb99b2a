// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import '../styles/mantine.ts';
import '../styles/global.css';
import { startTransition, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { islandId, strategyOf } from '../model/islandSpec.ts';
import { pageNavigation, type NavigateOptions } from '../kit/navigation.ts';
import { DEV_REFRESH_EVENT, type BootData, type PageData } from '../model/boot.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { islandRoots, newIntent } from './pageState.ts';
import { preloadModules } from './preloadModules.ts';
import { isShellIsland, shellIslandContent } from './shellIslands.tsx';
import type { HydrateIsland, IslandWaker } from './islands/wake.ts';

/**
 * The islands' React side, imported by the entry (src/entry.client.tsx) when the first island wakes
 * or the visitor heads for a link (src/app/islands/wake.ts decides when): hydrates islands one by
 * one, each as a root of its own with only its own code (the shell's menus need React alone;
 * interactive sections add Mantine and their chunks), and owns navigation from then on. React
 * Router and the page renderer (src/app/startApp.tsx) load on the first navigation to another page.
 */
export function islandsApp(boot: BootData, islands: IslandWaker): IslandsApp {
  const app = () => {
    // All its files at once (no import-by-import waterfall).
    preloadModules(boot.assets.navigation);
    return import('./startApp.tsx');
  };
  // A template's demo page is a site of its own: its links load documents (the default).
  if (!boot.page?.demo)
    pageNavigation.setHandler((to: string, options?: NavigateOptions) => {
      // Numbered at the click: the newest wins (src/app/startApp.tsx), also over a filter chosen meanwhile.
      const isNewest = newIntent();
      // A new query or #anchor on this page (a filter, a tab) stays with the islands, at once. It may
      // be a section's state: the sleeping urlState sections wake now, so one far down shows it before
      // it is reached. A sleeping shell island reads the location when it wakes (src/shell/isActiveHref.ts).
      if (new URL(to, location.href).pathname === location.pathname) {
        void islands.wake((spec) => strategyOf(spec) === 'urlState').catch(() => {});
        return pageNavigation.navigateInDocument(to, options);
      }
      // The shell's islands stay and follow the location: live before the app takes over <main>.
      void islands
        .wake(isShellIsland)
        .catch(() => {})
        .then(app)
        .then(
          (module) => module.navigate(boot, to, options, isNewest),
          // The app's code cannot load: the newest click still gets its page, as a document.
          () => {
            if (isNewest()) location.assign(to);
          },
        );
    });

  // Dev server: pages/ is valid again (src/dev/pageClient.ts, once the page has hydrated, so new
  // data never meets the server HTML): the page data again, in place (no reload, scroll kept).
  if (import.meta.hot)
    document.addEventListener(
      DEV_REFRESH_EVENT,
      () =>
        void islands
          .wake(isShellIsland)
          .then(app)
          .then((module) => module.refresh(boot)),
    );

  let sections: Promise<typeof import('./sectionIslands.tsx')> | undefined;
  let page: PageData | null = null;
  return {
    // A preload that fails is no error: the click that follows tries again, or loads a document.
    preloadNavigation: () => void app().catch(() => {}),
    navigate: (to) => pageNavigation.navigate(to),
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
      // Gone meanwhile (the app took over <main>), or nothing to run.
      if (!content || !carrier.isConnected) return { mounted: Promise.resolve() };
      let onMount = () => {};
      const mounted = new Promise<void>((resolve) => (onMount = resolve));
      // A transition: React hydrates in slices of a few milliseconds instead of one long task; a
      // click before it is done makes React finish that island first.
      startTransition(() => {
        const root = hydrateRoot(
          carrier,
          <IslandRoot navigation={null} onMount={onMount}>
            {content}
          </IslandRoot>,
          { identifierPrefix: `${islandId(spec)}-` },
        );
        islandRoots.set(carrier, root);
      });
      return { mounted, flush: flushSync };
    },
  };
}

/** What the entry calls once this module is loaded. */
export interface IslandsApp {
  hydrateIsland: HydrateIsland;
  /** The visitor may follow a link soon: fetch what navigation needs. */
  preloadNavigation(): void;
  /** A plain link of the document was clicked (src/app/followLinks.ts). */
  navigate(to: string): void;
}
