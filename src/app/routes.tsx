import { ScrollRestoration, useLoaderData, type RouteObject } from 'react-router-dom';
import { NotFound } from '../render/NotFound.tsx';
import { PageView } from '../render/PageView.tsx';
import { useSite } from '../render/SiteContext.tsx';
import type { PageData } from './boot.ts';
import { Document } from './Document.tsx';

/** Finds the page for a URL path: from the build's model on the server, by fetching its JSON in the browser. */
export type LoadPage = (pathname: string) => Promise<PageData | null>;

/** `/pricing/seo/` → `/pricing/seo`; `/` stays `/`. */
export function routeOfPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
}

// One route for every URL: which page it shows is decided by pages/*.json, not by code.
export function createRoutes(loadPage: LoadPage): RouteObject[] {
  return [
    {
      id: 'page',
      path: '*',
      loader: ({ request }) => loadPage(routeOfPath(new URL(request.url).pathname)),
      Component: PageRoute,
      ErrorBoundary: RouteError,
    },
  ];
}

function PageRoute() {
  const page = useLoaderData() as PageData | null;
  const site = useSite();
  return (
    <Document site={site} page={page}>
      {page ? <PageView sections={page.sections} /> : <NotFound title={site.notFound.title} homeLabel={site.notFound.homeLabel} />}
      <ScrollRestoration />
    </Document>
  );
}

/** Loading a page's data failed (network down, server error): say so, keep the shell. */
function RouteError() {
  const site = useSite();
  return (
    <Document site={site} page={null}>
      <NotFound title="Không tải được trang. Vui lòng kiểm tra kết nối và thử lại." homeLabel={site.notFound.homeLabel} />
    </Document>
  );
}
