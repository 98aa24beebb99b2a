import { useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { TemplateFile, TemplateGallerySection } from '../../model/generated.ts';
import { CardGrid } from '../shared/CardGrid.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { GalleryFilters } from './GalleryFilters.tsx';
import { filterAndSort, isFiltering, paginate, prepareTemplates } from './galleryState.ts';
import { Pagination } from './Pagination.tsx';
import { TemplateCard } from './TemplateCard.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { useGalleryQuery } from './useGalleryQuery.ts';
import classes from './TemplateGallery.module.css';
import listFilters from '../shared/ListFilters.module.css';

export const DEFAULT_EMPTY_MESSAGE = 'Không có mẫu phù hợp bộ lọc.';

/**
 * The template gallery: search (name and tags), category, industry and colour filters, sort by
 * name, 9 per page, and a preview dialog per template. The state lives in the URL and applies
 * after hydration, so the prerendered HTML is the first page of the whole list, A→Z.
 */
export function TemplateGallery({ id, heading, description, templates, emptyMessage = DEFAULT_EMPTY_MESSAGE, useLink, pricingLink }: TemplateGallerySection) {
  const titleId = useId();
  const { state, set, clearFilters } = useGalleryQuery();
  const { query, category, industry, color, sort } = state;
  // Sorting and search keys once per list; filtering once per filter change, not per render.
  const prepared = useMemo(() => prepareTemplates(templates), [templates]);
  const matches = useMemo(() => filterAndSort(prepared, { query, category, industry, color }, sort), [prepared, query, category, industry, color, sort]);
  const view = paginate(matches, state.page);
  const filtering = isFiltering(state);

  const [previewed, setPreviewed] = useState<TemplateFile>();
  const openerRef = useRef<HTMLElement | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const preview = (template: TemplateFile, event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setPreviewed(template);
  };
  // A new page starts at the top of the results: focus (and scroll) the result count.
  const goToPage = (page: number) => {
    set('page', String(page));
    statusRef.current?.focus();
  };

  return (
    <SectionShell type="templateGallery" id={id} labelledBy={heading ? titleId : undefined} label={heading ?? 'Kho giao diện'}>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <GalleryFilters state={state} set={set} />
      <div ref={statusRef} tabIndex={-1} className={classes.status}>
        <p role="status" className={view.total === 0 ? `${listFilters.empty} ${classes.empty}` : undefined}>
          {view.total === 0 ? emptyMessage : view.pageCount > 1 ? `Hiển thị ${view.from}–${view.to} trong ${view.total} mẫu` : `Hiển thị ${view.total} mẫu`}
        </p>
        {filtering ? (
          <button type="button" className={classes.reset} onClick={clearFilters}>
            Xóa bộ lọc
          </button>
        ) : null}
      </div>
      {view.items.length > 0 ? (
        <CardGrid>
          {view.items.map((template, index) => (
            <TemplateCard key={`${template.id}-${index}`} template={template} headingOrder={itemHeadingOrder(heading)} onPreview={preview} />
          ))}
        </CardGrid>
      ) : null}
      <Pagination page={view.page} pageCount={view.pageCount} onChange={goToPage} />
      <TemplatePreview template={previewed} onClose={() => setPreviewed(undefined)} returnFocusRef={openerRef} useLink={useLink} pricingLink={pricingLink} />
    </SectionShell>
  );
}
