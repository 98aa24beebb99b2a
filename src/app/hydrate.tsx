// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import '../styles/mantine.ts';
import '../styles/global.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, islandId } from '../render/Island.tsx';
import { pageNavigation, type NavigateOptions } from '../render/navigation.ts';
import type { BootData } from './boot.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { islandRoots } from './islandRoots.ts';
import { followLinks } from './followLinks.ts';
import { preloadModules } from './paintFirst.ts';
import { restoreScrollOnLoad } from './scrollPositions.ts';
import { isShellIsland, shellIslandContent } from './shellIslands.tsx';

/**
 * Hydrates the prerendered document's islands (src/entry.client.tsx calls it once the parser is
 * done and the page has painted), each as a root of its own with only its own code: the shell's
 * menus need React alone; interactive sections add Mantine and their chunks. Everything else is
 * final HTML. React Router and the page renderer (src/app/startApp.tsx) load when the visitor first
 * navigates to another page (or points at a link), and take over <main> then.
 */
export async function hydrate(boot: BootData): Promise<void> {
  restoreScrollOnLoad();
  const sectionSpecs = boot.islands.filter((spec) => !isShellIsland(spec));
  const sectionIslands = boot.page && sectionSpecs.length > 0 ? await import('./sectionIslands.tsx') : null;
  // Prerendered sections inside islands (a tab's, the catalogue's): their HTML is read back from the document.
  const page = sectionIslands && boot.page && sectionIslands.withPrerenderedHtmlFrom(document, boot.page);
  // Their chunks are already on their way (modulepreload); hydrate once they ran.
  if (sectionIslands && page) await sectionIslands.preloadSectionIslands(sectionSpecs as never, page).catch(() => {});

  let waiting = boot.islands.length;
  const mounted = () => {
    // Marks a hydrated document (browser tests and the dev overlay wait for it).
    if (--waiting <= 0) document.documentElement.setAttribute('data-hydrated', '');
  };
  if (waiting === 0) mounted();
  // A transition: React hydrates in slices of a few milliseconds instead of one long task, so the
  // page keeps answering; a click before it is done makes React finish that island first.
  startTransition(() => {
    for (const spec of boot.islands) {
      const carrier = document.querySelector(`[${ISLAND_ATTRIBUTE}="${islandId(spec)}"]`);
      const content = isShellIsland(spec) ? shellIslandContent(spec, boot.site) : page && sectionIslands?.sectionIslandContent(spec as never, boot.site, page);
      if (!carrier || !content) {
        mounted();
        continue;
      }
      const root = hydrateRoot(
        carrier,
        <IslandRoot navigation={null} onMount={mounted}>
          {content}
        </IslandRoot>,
        { identifierPrefix: `${islandId(spec)}-` },
      );
      islandRoots.set(carrier, root);
    }
  });

  // A template's demo page is a site of its own: its links load documents (the default).
  if (!boot.page?.demo) {
    const app = () => {
      // All its files at once (no import-by-import waterfall): the entry's modulepreload helper.
      preloadModules(boot.assets.navigation);
      return import('./startApp.tsx');
    };
    pageNavigation.setHandler((to: string, options?: NavigateOptions) => {
      // A new query or #anchor on this page stays with the islands (a filter, a tab).
      if (new URL(to, location.href).pathname === location.pathname) return pageNavigation.navigateInDocument(to, options);
      void app().then((module) => module.navigate(boot, to, options));
    });
    followLinks({ onIntent: () => void app(), navigate: (to) => pageNavigation.navigate(to) });
  }

  // Dev server: problems in pages/ show in our overlay; a valid state reloads the page data in
  // place (no reload, scroll kept). Only after hydration, so new data never meets the server HTML.
  if (import.meta.hot) {
    const hot = import.meta.hot;
    void import('../dev/overlayClient.ts').then(async ({ followPagesState, hydrated }) => {
      await hydrated();
      followPagesState(hot, () => void import('./startApp.tsx').then((module) => module.refresh(boot)));
    });
  }
}
