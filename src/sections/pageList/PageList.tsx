import { useId, useMemo } from 'react';
import type { PageListSection } from '../../model/generated.ts';
import { DEFAULT_PER_PAGE, filterCards, listingRoute } from '../../model/listing.ts';
import { SEARCH_ROUTE, SCOPE_PARAMETER, TAG_PARAMETER } from '../../model/search.ts';
import { usePage } from '../../kit/PageContext.tsx';
import { useQueryParam } from '../../kit/useQueryParam.ts';
import { ButtonRow } from '../shared/ActionButtons.tsx';
import { CardGrid } from '../shared/CardGrid.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';

import { PageCard } from './PageCard.tsx';
import { PageLinks } from './PageLinks.tsx';
import { useListingCards } from './useListingCards.ts';
import listFilters from '../shared/ListFilters.module.css';
import classes from './PageList.module.css';

/**
 * Cards of the pages below a route (blog posts, case studies), newest first, resolved from their
 * "card" at build time. Without a limit, the list is split into pages of its own (/blog/trang/2,
 * src/engine/listingPages.ts) and each tag has its pages (/blog/chu-de/seo): the tag chips and the
 * page numbers are links, so the whole list reads and navigates without JavaScript. The search box
 * looks through every card of the listing: as the visitor types, from the listing's cards file; without
 * JavaScript, the form asks the server's search page (/tim-kiem?q=…&trong=/blog).
 */
export function PageList({
  id,
  eyebrow,
  heading,
  headingLevel = 2,
  description,
  pages,
  limit,
  perPage,
  layout = 'post',
  linkLabel,
  filters,
  more,
}: PageListSection) {
  const titleId = useId();
  const page = usePage();
  const place = limit === undefined ? page?.listing : undefined;
  const [query, setQuery] = useQueryParam('q');
  const searching = Boolean(filters) && query.trim() !== '';
  const all = useListingCards(place?.route, searching);
  // Outside a built listing page (the editor's preview), an unlimited list shows its first page too.
  const listed = useMemo(() => pages.slice(0, limit ?? (place ? undefined : (perPage ?? DEFAULT_PER_PAGE))), [pages, limit, place, perPage]);
  const activeTag = place?.tag?.slug ?? '';
  // While searching: every card of the listing (of its tag), else the cards of this page.
  const source = !searching ? listed : !place ? listed : all.state === 'ready' ? all.cards : null;
  const visible = source ? (searching ? filterCards(source, query, activeTag) : source) : [];
  const cardOrder = heading ? (headingLevel === 1 ? 2 : 3) : 2;
  const scope = place?.route ?? page?.route;
  const where = place
    ? [place.tag ? `${filters?.tagLabel ?? ''}: ${place.tag.label}` : '', place.pageCount > 1 ? `trang ${place.page}/${place.pageCount}` : '']
    : [];

  return (
    <SectionShell type="pageList" id={id} labelledBy={heading ? titleId : undefined} label={heading ?? description ?? 'Danh sách'}>
      <SectionHeader titleId={titleId} eyebrow={eyebrow} heading={heading} description={description} order={headingLevel} />
      {filters ? (
        <div className={listFilters.filters}>
          <form role="search" method="get" action={SEARCH_ROUTE} className={listFilters.searchRow} onSubmit={(event) => event.preventDefault()}>
            <label className={listFilters.searchLabel}>
              <span>{filters.searchLabel}</span>
              <input
                type="search"
                name="q"
                className={listFilters.search}
                value={query}
                placeholder={filters.searchPlaceholder}
                onChange={(event) => setQuery(event.currentTarget.value)}
                enterKeyHint="search"
                autoComplete="off"
              />
            </label>
            {scope ? <input type="hidden" name={SCOPE_PARAMETER} value={scope} /> : null}
            {activeTag ? <input type="hidden" name={TAG_PARAMETER} value={activeTag} /> : null}
            <button type="submit" className={listFilters.searchButton}>
              Tìm
            </button>
          </form>
          {place && place.tags.length > 0 ? (
            <nav aria-labelledby={`${titleId}-tags`} className={listFilters.tags}>
              <span id={`${titleId}-tags`} className={listFilters.tagsLabel}>
                {filters.tagLabel}:
              </span>
              {[{ slug: '', label: filters.allTagsLabel }, ...place.tags].map((option) => (
                <a
                  key={option.slug}
                  href={listingRoute(place.route, 1, option.slug || undefined)}
                  className={listFilters.chip}
                  aria-current={activeTag === option.slug ? 'page' : undefined}
                >
                  {option.label}
                </a>
              ))}
            </nav>
          ) : null}
        </div>
      ) : null}
      {filters ? (
        <p role="status" className={source && visible.length === 0 ? listFilters.empty : listFilters.count}>
          {!source
            ? all.state === 'failed'
              ? 'Chưa tải được danh sách để tìm. Bấm “Tìm” để tìm trên máy chủ.'
              : 'Đang tìm…'
            : visible.length === 0
              ? filters.emptyMessage
              : searching
                ? `${visible.length} / ${place ? place.total : listed.length} kết quả`
                : where.filter(Boolean).join(', ')}
        </p>
      ) : null}
      {visible.length > 0 ? (
        <CardGrid>
          {visible.map((card, index) => (
            <PageCard key={card.href} page={card} layout={layout} headingOrder={cardOrder} linkLabel={linkLabel} eager={headingLevel === 1 && index < 3} />
          ))}
        </CardGrid>
      ) : null}
      {place && !searching ? <PageLinks place={place} /> : null}
      {more ? (
        <div className={classes.moreRow}>
          <ButtonRow buttons={[more]} center />
        </div>
      ) : null}
    </SectionShell>
  );
}
