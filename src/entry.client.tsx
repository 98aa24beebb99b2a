// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import './styles/mantine.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, CatalogueView } from './app/App.tsx';
import { AssetsProvider } from './app/AssetsContext.tsx';
import { BOOT_ELEMENT_ID, pageDataUrl, type BootData, type PageData } from './app/boot.ts';
import { withPrerenderedHtmlFrom } from './app/prerendered.ts';
import { fetchedPageSource, routeOfPath } from './app/pageSource.ts';
import { SiteProvider } from './render/SiteContext.tsx';
import { preloadSections } from './sections/registry.ts';

/**
 * The boot data is the last element of <body>, and hydration needs the whole document: both wait
 * until the parser is done. The entry is a deferred module script (src/app/Document.tsx), which
 * already runs after parsing; this makes the order hold for any way the entry is loaded (async,
 * injected by a dev tool, cached), by construction rather than by timing.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function fetchPage(route: string): Promise<PageData | null> {
  const response = await fetch(pageDataUrl(route));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as PageData;
}

async function hydrateWhenParsed(): Promise<void> {
  await documentParsed();
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;
  // Prerendered sections: their HTML is read back from the document (the boot data leaves it out).
  const page = boot.page && withPrerenderedHtmlFrom(document, boot.page);
  const source = fetchedPageSource(fetchPage, { route: routeOfPath(location.pathname), page });
  // The page's section chunks are preloaded by <link rel="modulepreload">; hydrate once they ran.
  await Promise.all([preloadSections(page?.sections ?? []), page?.catalogue && CatalogueView.preload()]).catch(() => {});
  hydrateRoot(
    document,
    <StrictMode>
      <SiteProvider value={boot.site}>
        <AssetsProvider value={boot.assets}>
          <BrowserRouter>
            <App source={source} />
          </BrowserRouter>
        </AssetsProvider>
      </SiteProvider>
    </StrictMode>,
  );
  // Dev server: problems in pages/ show in our overlay; a valid state reloads the page data in
  // place (no reload, scroll kept). Only after hydration, so new data never meets the server HTML.
  if (import.meta.hot) {
    const hot = import.meta.hot;
    void import('./dev/overlayClient.ts').then(async ({ followPagesState, hydrated }) => {
      await hydrated();
      followPagesState(hot, () => void source.refresh(routeOfPath(location.pathname)));
    });
  }
}

void hydrateWhenParsed();
