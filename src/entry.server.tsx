// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import './styles/mantine.ts';
import './styles/global.css';
// Renders one document to HTML. Used by the build (scripts/build.ts) and the dev server.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { SiteFile } from './model/generated.ts';
import { SiteProvider } from './render/SiteContext.tsx';
import { AssetsProvider } from './app/AssetsContext.tsx';
import { BOOT_ELEMENT_ID, serializeForScript, type BootData, type DocumentAssets, type PageData } from './app/boot.ts';
import { App } from './app/App.tsx';
import { routeOfPath, staticPageSource } from './app/pageSource.ts';
import { preloadSections } from './sections/registry.ts';
import { withoutPrerenderedHtml } from './app/prerendered.ts';

// For the section catalogue (src/engine/catalogue.ts): the build and the dev server take the types
// from here, the registry this renderer uses, rather than loading React a second time.
export { registeredSectionTypes } from './sections/registry.ts';
// The build prerenders sections without behaviour with the same components this renderer uses.
export { prerenderStaticSections } from './app/prerenderSections.tsx';

export interface RenderInput {
  /** The URL path to render. */
  path: string;
  site: SiteFile;
  assets: DocumentAssets;
  /** The page model for a path, or null when no page has that route. */
  findPage(route: string): PageData | null;
}

export async function renderDocument({ path, site, assets, findPage }: RenderInput): Promise<{ html: string; page: PageData | null }> {
  const page = findPage(routeOfPath(new URL(path, 'http://localhost').pathname));
  if (page) await preloadSections(page.sections);
  // prerender waits for all data, so the HTML is complete; it rejects if a component throws.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteProvider value={site}>
        <AssetsProvider value={assets}>
          <StaticRouter location={path}>
            <App source={staticPageSource(findPage)} />
          </StaticRouter>
        </AssetsProvider>
      </SiteProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // Prerendered sections travel once: their HTML is in the document, not in the boot data too.
  const boot: BootData = { site, assets, page: page && withoutPrerenderedHtml(page) };
  const bootScript = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeForScript(boot)}</script>`;
  return { html: html.replace('</body>', `${bootScript}</body>`), page };
}
