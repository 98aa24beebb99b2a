import { useId } from 'react';
import type { SampleGallerySection } from '../../model/generated.ts';
import { useQueryParam } from '../../kit/useQueryParam.ts';
import { CardGrid } from '../shared/CardGrid.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import list from '../shared/ListFilters.module.css';
import { matchesOption, selectedOption } from './filterSamples.ts';
import { SampleCard } from './SampleCard.tsx';

/** The URL query that keeps the chosen filter (?loai=cart), so a filtered gallery can be shared. */
export const FILTER_QUERY = 'loai';
export const DEFAULT_EMPTY_MESSAGE = 'Không có mẫu phù hợp.';

/**
 * A grid of sample cards (ZNS and email templates, content samples, case studies) with optional
 * filter buttons. The filter comes from the URL only after hydration (useQueryParam), so the
 * prerendered HTML lists every sample and reads with JS off.
 */
export function SampleGallery({ id, heading, description, filters, itemUnit = 'mẫu', emptyMessage = DEFAULT_EMPTY_MESSAGE, items }: SampleGallerySection) {
  const titleId = useId();
  const [value, setValue] = useQueryParam(FILTER_QUERY);
  const active = selectedOption(filters?.options, value);
  // Keys by position as well: ids are meant to be unique, but nothing enforces it.
  const visible = items.map((item, index) => ({ item, key: `${index}-${item.id}` })).filter(({ item }) => !active || matchesOption(active, item));
  const order = itemHeadingOrder(heading);

  return (
    <SectionShell type="sampleGallery" id={id} labelledBy={heading ? titleId : undefined} label={heading ?? 'Thư viện mẫu'}>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {filters ? (
        <>
          <div className={list.filters}>
            <div role="group" aria-labelledby={`${titleId}-filter`} className={list.tags}>
              <span id={`${titleId}-filter`} className={list.tagsLabel}>
                {filters.label}:
              </span>
              <button type="button" className={list.chip} aria-pressed={!active} onClick={() => setValue('')}>
                {filters.allLabel}
              </button>
              {filters.options.map((option, index) => (
                <button key={index} type="button" className={list.chip} aria-pressed={option === active} onClick={() => setValue(option.value)}>
                  {option.label}
                </button>
              ))}
            </div>
          </div>
          <p role="status" className={visible.length > 0 ? list.count : list.empty}>
            {visible.length > 0 ? `Hiển thị ${visible.length} ${itemUnit}` : emptyMessage}
          </p>
        </>
      ) : null}
      {visible.length > 0 ? (
        <CardGrid>
          {visible.map(({ item, key }) => (
            <SampleCard key={key} item={item} headingOrder={order} />
          ))}
        </CardGrid>
      ) : null}
    </SectionShell>
  );
}
