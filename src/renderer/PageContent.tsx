import { NotFound } from './NotFound.tsx';
import { PageProvider } from '../kit/PageContext.tsx';
import { PageView } from './PageView.tsx';
import { useSite } from '../kit/SiteContext.tsx';
import type { PageData } from '../model/boot.ts';
import { lazySection } from '../sections/lazySection.ts';

/** The section catalogue's view is only for its pages (/_catalogue…): a chunk of its own, loaded before such a page renders. */
export const CatalogueView = lazySection(() => import('./Catalogue.tsx').then((m) => m.Catalogue));

/** What `<main>` holds: the page's sections (a section catalogue page under /_catalogue) or the not-found notice. */
export function PageContent({ page }: { page: PageData | null }) {
  const site = useSite();
  if (!page) return <NotFound title={site.notFound.title} message={site.notFound.message} homeLabel={site.notFound.homeLabel} />;
  return (
    <PageProvider value={page}>
      {page.catalogue ? <CatalogueView catalogue={page.catalogue} sections={page.sections} /> : <PageView sections={page.sections} />}
    </PageProvider>
  );
}
