// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import './styles/mantine.ts';
import './styles/global.css';
// Renders one document to HTML. Used by the build (scripts/build.ts) and the dev server.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteFile } from './model/generated.ts';
import { SiteProvider } from './render/SiteContext.tsx';
import { AssetsProvider } from './app/AssetsContext.tsx';
import { BOOT_ELEMENT_ID, serializeForScript, type BootData, type DocumentAssets, type PageData } from './app/boot.ts';
import { createRoutes } from './app/routes.tsx';

export interface RenderInput {
  /** The URL path to render. */
  path: string;
  site: SiteFile;
  assets: DocumentAssets;
  /** The page model for a path, or null when no page has that route. */
  findPage(route: string): PageData | null;
}

export async function renderDocument({ path, site, assets, findPage }: RenderInput): Promise<{ html: string; page: PageData | null }> {
  const { query, dataRoutes } = createStaticHandler(createRoutes(async (route) => findPage(route)));
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`unexpected redirect while rendering ${path}`);
  const page = (context.loaderData.page ?? null) as PageData | null;
  const router = createStaticRouter(dataRoutes, context);
  // prerender waits for all data, so the HTML is complete; it rejects if a component throws.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteProvider value={site}>
        <AssetsProvider value={assets}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AssetsProvider>
      </SiteProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const boot: BootData = { site, assets, page };
  const bootScript = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeForScript(boot)}</script>`;
  return { html: html.replace('</body>', `${bootScript}</body>`), page };
}
