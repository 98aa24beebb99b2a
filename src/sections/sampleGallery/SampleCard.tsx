import { Title } from '@mantine/core';
import type { SampleGalleryItem } from '../../model/generated.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { KpiList } from '../shared/KpiList.tsx';
import grid from '../shared/CardGrid.module.css';
import list from '../shared/ListFilters.module.css';
import classes from './SampleGallery.module.css';
import { HeadingText } from '../../kit/PageContext.tsx';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

/** The KPI look of the case cards of pageList, so result figures read the same across the site. */
const kpiClasses = { list: list.kpis, item: list.kpi, label: list.kpiLabel, value: list.kpiValue };

/** One sample: cover, badge, title, summary, KPIs and the optional "Xem chi tiết" button at the bottom. */
export function SampleCard({ item, headingOrder }: { item: SampleGalleryItem; headingOrder: 2 | 3 }) {
  const { cover, label, title, summary, kpis, link } = item;
  return (
    <li className={grid.card}>
      {cover ? <ResponsiveImage image={cover} className={classes.cover} /> : null}
      {label ? <p className={classes.badge}>{label}</p> : null}
      <Title order={headingOrder} className={grid.title}>
        <HeadingText text={title} />
      </Title>
      {summary ? <p className={grid.description}>{summary}</p> : null}
      <KpiList kpis={kpis} classes={kpiClasses} />
      {link ? (
        <div className={grid.action}>
          {/* Every card may say "Xem chi tiết": the title, read after it, tells the links apart. */}
          <ActionButton button={{ ...link, hiddenLabel: title }} size="sm" />
        </div>
      ) : null}
    </li>
  );
}
