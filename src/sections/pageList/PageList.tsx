import { useId, useMemo } from 'react';
import type { PageListSection } from '../../model/generated.ts';
import { useQueryParam } from '../../kit/useQueryParam.ts';
import { ButtonRow } from '../shared/ActionButtons.tsx';
import { CardGrid } from '../shared/CardGrid.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import { filterPages, tagOptions } from './filterPages.ts';
import { PageCard } from './PageCard.tsx';
import listFilters from '../shared/ListFilters.module.css';
import classes from './PageList.module.css';

/**
 * Cards of the pages below a route (blog posts, case studies), newest first, resolved from their
 * "card" at build time. With "filters": a search box and tag buttons whose state is in the URL
 * (?q=…&tag=…); the prerendered HTML lists every page, so the list reads with JS off. The tag
 * buttons submit a GET form until hydrated: a tag chosen early loads the page with it.
 */
export function PageList({ id, eyebrow, heading, headingLevel = 2, description, pages, limit, layout = 'post', linkLabel, filters, more }: PageListSection) {
  const titleId = useId();
  const [query, setQuery] = useQueryParam('q');
  const [tag, setTag] = useQueryParam('tag');
  const listed = useMemo(() => pages.slice(0, limit), [pages, limit]);
  const tags = useMemo(() => tagOptions(listed), [listed]);
  const visible = filters ? filterPages(listed, query, tag) : listed;
  const activeTag = tags.some((t) => t.slug === tag) ? tag : '';
  const filtering = Boolean(filters) && (query.trim() !== '' || activeTag !== '');
  const cardOrder = heading ? (headingLevel === 1 ? 2 : 3) : 2;

  return (
    <SectionShell type="pageList" id={id} labelledBy={heading ? titleId : undefined} label={heading ?? description ?? 'Danh sách'}>
      <SectionHeader titleId={titleId} eyebrow={eyebrow} heading={heading} description={description} order={headingLevel} />
      {filters ? (
        <div role="search" className={listFilters.filters}>
          <label className={listFilters.searchLabel}>
            <span>{filters.searchLabel}</span>
            <input
              type="search"
              className={listFilters.search}
              value={query}
              placeholder={filters.searchPlaceholder}
              onChange={(event) => setQuery(event.currentTarget.value)}
              enterKeyHint="search"
              autoComplete="off"
            />
          </label>
          {/* A form: a tag chosen before the scripts run (or without them) loads ?tag=…, which the list applies when it wakes. */}
          <form method="get" className={listFilters.chipForm}>
            <div role="group" aria-labelledby={`${titleId}-tags`} className={listFilters.tags}>
              <span id={`${titleId}-tags`} className={listFilters.tagsLabel}>
                {filters.tagLabel}:
              </span>
              {[{ slug: '', label: filters.allTagsLabel }, ...tags].map((option) => (
                <button
                  key={option.slug}
                  name={option.slug ? 'tag' : undefined}
                  value={option.slug || undefined}
                  className={listFilters.chip}
                  aria-pressed={activeTag === option.slug}
                  onClick={(event) => {
                    event.preventDefault();
                    setTag(option.slug);
                  }}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </form>
        </div>
      ) : null}
      {filters ? (
        <p role="status" className={visible.length === 0 ? listFilters.empty : listFilters.count}>
          {visible.length === 0 ? filters.emptyMessage : filtering ? `${visible.length} / ${listed.length} kết quả` : ''}
        </p>
      ) : null}
      {visible.length > 0 ? (
        <CardGrid>
          {visible.map((page, index) => (
            <PageCard key={page.href} page={page} layout={layout} headingOrder={cardOrder} linkLabel={linkLabel} eager={headingLevel === 1 && index < 3} />
          ))}
        </CardGrid>
      ) : null}
      {more ? (
        <div className={classes.moreRow}>
          <ButtonRow buttons={[more]} center />
        </div>
      ) : null}
    </SectionShell>
  );
}
