import { data, isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { NOT_FOUND_ROUTE } from '../engine/project.ts';
import { findPage } from '../model/content.server.ts';
import { NotFound } from '../render/NotFound.tsx';
import { PageView } from '../render/PageView.tsx';
import { useSite } from '../render/SiteContext.tsx';
import type { Route } from './+types/page';

// Runs only at build time (prerender) and in the dev server: the browser receives the
// validated page model as data, never the validator or the schemas.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = findPage(pathname);
  if (page) return { page: { route: page.route, meta: page.meta, sections: page.sections } };
  // The prerendered not-found document (served as 404.html for every unknown URL).
  if (pathname === NOT_FOUND_ROUTE) return { page: null };
  throw data(null, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const site = (matches[0]?.loaderData as { site?: { siteUrl: string; company: { name: string }; notFound: { title: string } } } | undefined)?.site;
  const page = loaderData?.page;
  if (!site || !page) return [{ title: site?.notFound.title ?? 'Trang không tồn tại.' }, { name: 'robots', content: 'noindex' }];
  const url = `${site.siteUrl}${page.meta.canonical ?? page.route}`;
  const tags: MetaDescriptor[] = [
    { title: page.meta.title },
    { name: 'description', content: page.meta.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'vi_VN' },
    { property: 'og:site_name', content: site.company.name },
    { property: 'og:title', content: page.meta.title },
    { property: 'og:description', content: page.meta.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: page.meta.image ? 'summary_large_image' : 'summary' },
  ];
  if (page.meta.image) {
    tags.push(
      { property: 'og:image', content: `${site.siteUrl}${page.meta.image.src}` },
      { property: 'og:image:width', content: String(page.meta.image.width) },
      { property: 'og:image:height', content: String(page.meta.image.height) },
      { property: 'og:image:alt', content: page.meta.image.alt },
    );
  }
  return tags;
}

function SiteNotFound() {
  const { notFound } = useSite();
  return <NotFound title={notFound.title} homeLabel={notFound.homeLabel} />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <SiteNotFound />;
  return <PageView sections={loaderData.page.sections} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <SiteNotFound />;
  throw error;
}
