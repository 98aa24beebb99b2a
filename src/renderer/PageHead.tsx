import type { SiteFile } from '../model/generated.ts';
import type { PageData } from '../model/boot.ts';
import { feedOf } from '../model/feeds.ts';
import { pageRoute } from '../model/listing.ts';

/** Title, description, canonical URL and Open Graph tags of a page (or of the not-found page). */
export function PageHead({ page, site }: { page: PageData | null; site: SiteFile }) {
  if (!page) {
    return (
      <>
        <title>{site.notFound.title}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const url = `${site.siteUrl}${page.meta.canonical ?? page.route}`;
  const { image } = page.meta;
  const { listing } = page;
  const feed = feedOf(listing?.route ?? page.route);
  return (
    <>
      <title>{page.meta.title}</title>
      <meta name="description" content={page.meta.description} />
      {page.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {listing && listing.page > 1 ? <link rel="prev" href={`${site.siteUrl}${pageRoute(listing, listing.page - 1)}`} /> : null}
      {listing && listing.page < listing.pageCount ? <link rel="next" href={`${site.siteUrl}${pageRoute(listing, listing.page + 1)}`} /> : null}
      {feed ? <link rel="alternate" type="application/atom+xml" title={`${feed.title} ${site.company.name}`} href={feed.href} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="vi_VN" />
      <meta property="og:site_name" content={site.company.name} />
      <meta property="og:title" content={page.meta.title} />
      <meta property="og:description" content={page.meta.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {image ? (
        <>
          <meta property="og:image" content={`${site.siteUrl}${image.src}`} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      ) : null}
    </>
  );
}
