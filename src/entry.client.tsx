// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import './styles/mantine.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { AssetsProvider } from './app/AssetsContext.tsx';
import { BOOT_ELEMENT_ID, pageDataUrl, type BootData, type PageData } from './app/boot.ts';
import { fetchedPageSource, routeOfPath } from './app/pageSource.ts';
import { SiteProvider } from './render/SiteContext.tsx';
import { preloadSections } from './sections/registry.ts';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;

async function fetchPage(route: string): Promise<PageData | null> {
  const response = await fetch(pageDataUrl(route));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as PageData;
}

const source = fetchedPageSource(fetchPage, { route: routeOfPath(location.pathname), page: boot.page });

// The page's section chunks are preloaded by <link rel="modulepreload">; hydrate once they ran.
void preloadSections(boot.page?.sections ?? []).finally(() =>
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
  ),
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
