import './styles/mantine.ts';
import './styles/global.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRevalidator, useRouteLoaderData } from 'react-router';
import { getContent } from './model/content.server.ts';
import { SiteProvider } from './render/SiteContext.tsx';
import { SiteShell } from './shell/SiteShell.tsx';
import { theme } from './theme.ts';
import type { Route } from './+types/root';

export function loader() {
  return { site: getContent().site };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="vi" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2fc9" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light">
          {data ? (
            <SiteProvider value={data.site}>
              <SiteShell>{children}</SiteShell>
            </SiteProvider>
          ) : (
            children
          )}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** In the dev server, a saved page file reloads the page data in place (see src/engine/vitePlugin.ts). */
function usePageFileUpdates() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!import.meta.hot) return;
    const onChange = () => {
      document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
      void revalidate();
    };
    import.meta.hot.on('pages:changed', onChange);
    return () => import.meta.hot?.off('pages:changed', onChange);
  }, [revalidate]);
}

export default function App() {
  usePageFileUpdates();
  return <Outlet />;
}

export function HydrateFallback() {
  return null;
}

/** In the dev server: the validation report (a string response) or the error message. */
function devDetails(error: unknown): string {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{status === 404 ? 'Trang không tồn tại.' : 'Đã có lỗi xảy ra.'}</h1>
      <p>
        <a href="/">Về trang chủ</a>
      </p>
      {import.meta.env.DEV ? <pre style={{ textAlign: 'left', whiteSpace: 'pre-wrap' }}>{devDetails(error)}</pre> : null}
    </main>
  );
}
