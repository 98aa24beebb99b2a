import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pageNavigation, type NavigateOptions } from '../render/navigation.ts';
import { SiteProvider } from '../render/SiteContext.tsx';
import { ThemeOnlyProvider } from '../render/ThemeOnlyProvider.tsx';
import { App } from './App.tsx';
import type { BootData, PageData } from './boot.ts';
import { islandRoots } from './islandRoots.ts';
import { PAGE_HEAD_SELECTOR } from './PageHead.tsx';
import { preloadModules } from './paintFirst.ts';
import { pageDataUrl } from './pageDataUrl.ts';
import { fetchedPageSource, routeOfPath, type FetchedPageSource } from './pageSource.ts';
import { withDocumentContentFrom } from './prerendered.ts';
import { RouterNavigation } from './RouterNavigation.tsx';
import { saveScrollPosition } from './scrollPositions.ts';

async function fetchPage(route: string): Promise<PageData | null> {
  const response = await fetch(pageDataUrl(route));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const page = (await response.json()) as PageData;
  // Its sections' modules all at once, before their code is imported one by one.
  if (page.modules) preloadModules(page.modules);
  return page;
}

/** The app once it has taken over <main>: its page source. */
let started: Promise<FetchedPageSource | null> | undefined;

/**
 * Client navigation. The first call turns the prerendered page into the app: React Router renders
 * <main> from then on (the shell's islands stay, and follow the location). Later calls go through
 * the router.
 */
export function navigate(boot: BootData, to: string, options?: NavigateOptions): Promise<void> {
  if (!started) {
    started = takeOver(boot, to, options ?? {}, false);
    return started.then(() => {});
  }
  return started.then((source) => {
    if (source) pageNavigation.navigate(to, options);
  });
}

/** Dev server: the page files changed (and are valid): the current page again, in place. */
export function refresh(boot: BootData): Promise<void> {
  if (!started) {
    started = takeOver(boot, location.pathname + location.search + location.hash, { replace: true }, true);
    return started.then(() => {});
  }
  return started.then((source) => source?.refresh(routeOfPath(location.pathname)));
}

/**
 * Loads the next page (data and section code) while the current one stays, then in one task: a new
 * history entry, the new page's head tags, and <main> rendered by the app (the islands in it
 * unmounted first). A page that cannot be loaded, or a template demo (a shell of its own), is a
 * document load instead, so the visitor always gets the page.
 */
async function takeOver(boot: BootData, to: string, options: NavigateOptions, fresh: boolean): Promise<FetchedPageSource | null> {
  const url = new URL(to, location.href);
  const here = routeOfPath(location.pathname);
  // The page shown now, for back: read before <main> changes (its prerendered sections and a catalogue page's JSON from the document).
  const current = !fresh && boot.page ? withDocumentContentFrom(document, boot.page) : null;
  const source = fetchedPageSource(fetchPage, current ? { route: here, page: current } : { route: '', page: null });
  const route = routeOfPath(url.pathname);
  let next: PageData | null;
  try {
    next = await source.read(route);
  } catch {
    location.assign(url.href);
    return null;
  }
  if (next?.demo) {
    location.assign(url.href);
    return null;
  }
  saveScrollPosition();
  // React Router's own entry format: a key per entry (scroll positions are kept by key).
  const idx = typeof history.state?.idx === 'number' ? (history.state.idx as number) : 0;
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10) };
  if (options.replace) history.replaceState({ ...state, idx }, '', url.href);
  else history.pushState({ ...state, idx: idx + 1 }, '', url.href);
  // The app renders the page's title and meta tags (React places them in <head>).
  for (const element of document.head.querySelectorAll(PAGE_HEAD_SELECTOR)) element.remove();
  const main = document.getElementById('main')!;
  for (const [carrier, root] of islandRoots)
    if (main.contains(carrier)) {
      root.unmount();
      islandRoots.delete(carrier);
    }
  const root = createRoot(main);
  // Synchronous: the page's data and code are loaded, so nothing suspends.
  flushSync(() =>
    root.render(
      <StrictMode>
        {/* The document's MantineProvider wrote the CSS variables; this one gives the theme to <main>. */}
        <ThemeOnlyProvider>
          <SiteProvider value={boot.site}>
            <BrowserRouter>
              <RouterNavigation publish>
                <App source={source} firstScroll={options.replace ? 'keep' : 'navigate'} />
              </RouterNavigation>
            </BrowserRouter>
          </SiteProvider>
        </ThemeOnlyProvider>
      </StrictMode>,
    ),
  );
  return source;
}
