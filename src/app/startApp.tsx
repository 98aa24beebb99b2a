import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pageNavigation, type Navigate, type NavigateOptions } from '../kit/navigation.ts';
import { SiteProvider } from '../kit/SiteContext.tsx';
import { ThemeOnlyProvider } from '../renderer/ThemeOnlyProvider.tsx';
import { App } from './App.tsx';
import type { BootData, PageData } from '../model/boot.ts';
import { islandRoots, newIntent } from './pageState.ts';
import { PAGE_HEAD_SELECTOR } from '../renderer/PageHead.tsx';
import { preloadModules } from './preloadModules.ts';
import { pageDataUrl } from '../model/pageDataUrl.ts';
import { fetchedPageSource, routeOfPath, type PageSource } from './pageSource.ts';
import { withDocumentContentFrom } from '../model/prerendered.ts';
import { RouterNavigation } from './RouterNavigation.tsx';
import { saveScrollPosition } from './useScrollOnNavigate.ts';

async function fetchPage(route: string): Promise<PageData | null> {
  const response = await fetch(pageDataUrl(route));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const page = (await response.json()) as PageData;
  // Its sections' modules all at once, before their code is imported one by one.
  if (page.modules) preloadModules(page.modules);
  return page;
}

/** Pages fetched so far, and the one the document shows: made by the first navigation, before <main> changes. */
let source: PageSource | undefined;
/** Whether the app renders <main> yet. */
let running = false;

/**
 * Client navigation: the visitor's newest intent wins. Each call starts loading its page at once
 * (never queued behind an older one), and once loaded, if no newer call came meanwhile, switches the
 * URL (history), the head tags and <main> in one task: they agree at every moment, and an older
 * page loading late is ignored. The first switch turns the prerendered page into the app (React
 * Router renders <main> from then on; the shell's islands stay and follow the location). A new query
 * or #anchor on the page shown (a filter) switches at once. `isCurrent`: whether the caller's intent
 * is still the newest (numbered at the click: src/app/pageState.ts).
 */
export function navigate(boot: BootData, to: string, options?: NavigateOptions, isCurrent = newIntent()): Promise<void> {
  // Running: the router's navigation (throughApp) is the handler now.
  if (running) return Promise.resolve(isCurrent() ? pageNavigation.navigate(to, options) : undefined);
  source ??= fetchedPageSource(
    fetchPage,
    boot.page ? { route: routeOfPath(location.pathname), page: withDocumentContentFrom(document, boot.page) } : { route: '', page: null },
  );
  return go(boot, to, options ?? {}, isCurrent, null);
}

/** Dev server: the page files changed (and are valid): the current page again, in place. */
export function refresh(boot: BootData): Promise<void> {
  const here = location.pathname + location.search + location.hash;
  // The same URL again, replaced: the router renders the page anew (a new entry key), scroll kept.
  if (running) return source!.refresh(routeOfPath(location.pathname)).then(() => pageNavigation.navigate(here, { replace: true }));
  // Nothing of the document's page is kept: every route is fetched again.
  source = fetchedPageSource(fetchPage, { route: '', page: null });
  return go(boot, here, { replace: true }, () => true, null);
}

/** The app's navigation (RouterNavigation's `through`): links and islands navigate here once it runs. */
function throughApp(boot: BootData) {
  return (to: string, options: NavigateOptions | undefined, routerNavigate: Navigate) => void go(boot, to, options ?? {}, newIntent(), routerNavigate);
}

async function go(boot: BootData, to: string, options: NavigateOptions, isCurrent: () => boolean, routerNavigate: Navigate | null): Promise<void> {
  const url = new URL(to, location.href);
  const samePage = running && routeOfPath(url.pathname) === routeOfPath(location.pathname);
  // The same page (a filter, a tab): its data is there, the router switches it at once.
  if (samePage && routerNavigate) return routerNavigate(to, options);
  let next: PageData | null;
  try {
    const found = source!.read(routeOfPath(url.pathname));
    next = found instanceof Promise ? await found : found;
  } catch {
    // Cannot be loaded here: a document load, which always gets the page (or says why).
    if (isCurrent()) location.assign(url.href);
    return;
  }
  if (!isCurrent()) return;
  // A template demo has a shell of its own, which the app does not render.
  if (next?.demo) return location.assign(url.href);
  // Loaded (read() answers at once now): URL, head and <main> switch within this task.
  if (routerNavigate) flushSync(() => routerNavigate(to, options));
  else if (!running) takeOver(boot, url, options);
}

/**
 * The first switch, in one task: a new history entry, the new page's head tags, and <main> rendered
 * by the app (the islands in it unmounted first).
 */
function takeOver(boot: BootData, url: URL, options: NavigateOptions): void {
  running = true;
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
            {/* No transitions: a page is loaded before the router is told (go()), so it renders at once, in the same task as the URL. */}
            <BrowserRouter useTransitions={false}>
              <RouterNavigation publish through={throughApp(boot)}>
                <App source={source!} firstScroll={options.replace ? 'keep' : 'navigate'} />
              </RouterNavigation>
            </BrowserRouter>
          </SiteProvider>
        </ThemeOnlyProvider>
      </StrictMode>,
    ),
  );
}
