// Mantine's CSS first: section and shell CSS modules override it, so they must come after.
import './styles/mantine.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SiteProvider } from './render/SiteContext.tsx';
import { AssetsProvider } from './app/AssetsContext.tsx';
import { BOOT_ELEMENT_ID, pageDataUrl, type BootData, type PageData } from './app/boot.ts';
import { createRoutes } from './app/routes.tsx';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;

async function fetchPage(route: string): Promise<PageData | null> {
  const response = await fetch(pageDataUrl(route));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as PageData;
}

const router = createBrowserRouter(createRoutes(fetchPage), {
  hydrationData: { loaderData: { page: boot.page } },
});

hydrateRoot(
  document,
  <StrictMode>
    <SiteProvider value={boot.site}>
      <AssetsProvider value={boot.assets}>
        <RouterProvider router={router} />
      </AssetsProvider>
    </SiteProvider>
  </StrictMode>,
);

// Dev server: a saved page file reloads the page data in place (see src/engine/vitePlugin.ts).
if (import.meta.hot) {
  import.meta.hot.on('pages:changed', () => {
    document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
    void router.revalidate();
  });
}
