// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import './styles/mantine.ts';
import './styles/global.css';
// Renders one document to HTML. Used by the build (scripts/build.ts) and the dev server.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SiteFile } from './model/generated.ts';
import { IslandHostContext, islandId, type IslandSpec } from './kit/Island.tsx';
import { NavigationContext, type Navigation } from './kit/navigation.ts';
import { SiteProvider } from './kit/SiteContext.tsx';
import { BOOT_ELEMENT_ID, serializeForScript, type BootData, type DocumentAssets, type PageData } from './model/boot.ts';
import { bootstrapElement } from './app/bootstrapScript.ts';
import { SPECULATION_RULES_ELEMENT } from './app/speculationRules.ts';
import { Document } from './renderer/Document.tsx';
import { IslandRoot } from './app/IslandRoot.tsx';
import { CatalogueView, PageContent } from './renderer/PageContent.tsx';
import { routeOfPath } from './model/route.ts';
import { CopyJsonView, sectionIslandContent } from './app/sectionIslands.tsx';
import { isShellIsland, shellIslandContent } from './app/shellIslands.tsx';
import { preloadSections } from './sections/registry.ts';
import { NotFound } from './renderer/NotFound.tsx';
import { CurrentOffers } from './renderer/CurrentOffers.tsx';
import type { Offer } from './model/offers.ts';
import { withoutDocumentContent } from './model/prerendered.ts';

// For the section catalogue (src/engine/catalogue.ts): the build and the dev server take the types
// from here, the registry this renderer uses, rather than loading React a second time.
export { registeredSectionTypes } from './sections/registry.ts';
// The build prerenders sections without behaviour with the same components this renderer uses.
export { prerenderStaticSections } from './renderer/prerenderSections.tsx';

export interface RenderInput {
  /** The URL path to render. */
  path: string;
  site: SiteFile;
  assets: DocumentAssets;
  /** The page model for a path, or null when no page has that route. */
  findPage(route: string): PageData | null;
  /** The current offers, which the not-found page lists (src/model/offers.ts); none: it is as it always was. */
  offers?: readonly Offer[];
}

const noNavigation = () => {};

export async function renderDocument({ path, site, assets, findPage, offers = [] }: RenderInput): Promise<{ html: string; page: PageData | null }> {
  const url = new URL(path, 'http://localhost');
  const page = findPage(routeOfPath(url.pathname));
  if (page) await Promise.all([preloadSections(page.sections), page.catalogue && CatalogueView.preload(), page.catalogue && CopyJsonView.preload()]);
  const navigation: Navigation = { location: { pathname: url.pathname, search: '', hash: '', key: 'default' }, navigate: noNavigation };
  // Each island is a React root of its own, as the browser hydrates it (src/app/hydrate.tsx): the
  // same content and providers (IslandRoot), the same useId prefix.
  const islands = new Map<string, IslandSpec>();
  const renderIsland = (spec: IslandSpec) => {
    const id = islandId(spec);
    islands.set(id, spec);
    const content = isShellIsland(spec) ? shellIslandContent(spec, site) : sectionIslandContent(spec, site, page!);
    return renderToString(
      <StrictMode>
        <IslandRoot navigation={navigation}>{content}</IslandRoot>
      </StrictMode>,
      { identifierPrefix: `${id}-` },
    );
  };
  // prerender waits for all data, so the HTML is complete; it rejects if a component throws.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteProvider value={site}>
        <NavigationContext value={navigation}>
          <IslandHostContext value={renderIsland}>
            <Document site={site} page={page} styles={assets.styles}>
              {page || offers.length === 0 ? (
                <PageContent page={page} />
              ) : (
                // Only here, never in the app: the list is HTML the build writes, with no client code.
                <NotFound title={site.notFound.title} message={site.notFound.message} homeLabel={site.notFound.homeLabel}>
                  <CurrentOffers offers={offers} />
                </NotFound>
              )}
            </Document>
          </IslandHostContext>
        </NavigationContext>
      </SiteProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // Content travels once: what the document shows is not in the boot data too.
  const boot: BootData = { site, assets, page: page && withoutDocumentContent(page), islands: [...islands.values()] };
  const bootScript = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeForScript(boot)}</script>`;
  // The entry is loaded by an inline script after the first paint (src/app/bootstrapScript.ts);
  // links to other pages are fetched on intent (src/app/speculationRules.ts).
  const tail = `${bootScript}${assets.entry ? bootstrapElement(assets.entry) + SPECULATION_RULES_ELEMENT : ''}</body>`;
  // A function: a replacement string would read `$&`, `$'`… in the page's text as patterns.
  return { html: html.replace('</body>', () => tail), page };
}
