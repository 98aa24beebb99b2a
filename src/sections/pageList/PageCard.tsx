import { Title } from '@mantine/core';
import { formatDate } from '../../lib/format.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import type { ListedCard as ListedPage } from '../../model/listing.ts';
import { KpiList } from '../shared/KpiList.tsx';
import listFilters from '../shared/ListFilters.module.css';
import classes from './PageList.module.css';
import { HeadingText } from '../../kit/PageContext.tsx';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

export interface PageCardProps {
  page: ListedPage;
  layout: 'post' | 'case';
  headingOrder: 2 | 3;
  linkLabel?: string;
  /** Load the cover at once (the first row of a list page), otherwise when scrolled near. */
  eager: boolean;
}

/**
 * One listed page: cover, first tag, title (the link; it covers the whole card), date and
 * reading time for a post or KPIs for a case, summary.
 */
export function PageCard({ page, layout, headingOrder, linkLabel, eager }: PageCardProps) {
  return (
    <li className={classes.card}>
      {/* Search results from the listing's cards file come without their image. */}
      {page.image ? <ResponsiveImage image={page.image} alt="" load={eager ? 'eager' : 'lazy'} className={classes.cover} /> : null}
      <div className={classes.body}>
        <p className={classes.tag}>{page.tags[0]}</p>
        <Title order={headingOrder} className={classes.title}>
          <SmartLink href={page.href} className={classes.link}>
            <HeadingText text={page.title} />
          </SmartLink>
        </Title>
        {layout === 'post' ? (
          <p className={classes.meta}>
            <time dateTime={page.date}>{formatDate(page.date)}</time>
            {page.readingMinutes ? ` · ${page.readingMinutes} phút đọc` : null}
          </p>
        ) : null}
        {layout === 'case' ? <KpiList kpis={page.kpis} classes={kpiClasses} /> : null}
        <p className={classes.summary}>{page.summary}</p>
        {linkLabel ? (
          <span className={classes.more} aria-hidden="true">
            {linkLabel} →
          </span>
        ) : null}
      </div>
    </li>
  );
}

const kpiClasses = { list: listFilters.kpis, item: listFilters.kpi, label: listFilters.kpiLabel, value: listFilters.kpiValue };
