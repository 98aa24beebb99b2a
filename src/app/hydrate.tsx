// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import '../styles/mantine.ts';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, CatalogueView } from './App.tsx';
import { AssetsProvider } from './AssetsContext.tsx';
import type { BootData, PageData } from './boot.ts';
import { pageDataUrl } from './pageDataUrl.ts';
import { withPrerenderedHtmlFrom } from './prerendered.ts';
import { fetchedPageSource, routeOfPath } from './pageSource.ts';
import { SiteProvider } from '../render/SiteContext.tsx';
import { preloadSections } from '../sections/registry.ts';

async function fetchPage(route: string): Promise<PageData | null> {
  const response = await fetch(pageDataUrl(route));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as PageData;
}

/**
 * Hydrates the parsed document (src/entry.client.tsx calls it once the parser is done and the page
 * has painted).
 */
export async function hydrate(boot: BootData): Promise<void> {
  // Prerendered sections: their HTML is read back from the document (the boot data leaves it out).
  const page = boot.page && withPrerenderedHtmlFrom(document, boot.page);
  const source = fetchedPageSource(fetchPage, { route: routeOfPath(location.pathname), page });
  // The page's section chunks are already on their way (modulepreload); hydrate once they ran.
  await Promise.all([preloadSections(page?.sections ?? []), page?.catalogue && CatalogueView.preload()]).catch(() => {});
  // A transition: React hydrates in slices of a few milliseconds instead of one long task, so the
  // page keeps answering; a click before it is done makes React finish that part first.
  startTransition(() => {
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
  });
  // Dev server: problems in pages/ show in our overlay; a valid state reloads the page data in
  // place (no reload, scroll kept). Only after hydration, so new data never meets the server HTML.
  if (import.meta.hot) {
    const hot = import.meta.hot;
    void import('../dev/overlayClient.ts').then(async ({ followPagesState, hydrated }) => {
      await hydrated();
      followPagesState(hot, () => void source.refresh(routeOfPath(location.pathname)));
    });
  }
}
