import { Container, Title } from '@mantine/core';
import { useId } from 'react';
import type { EntryHeaderSection } from '../../model/generated.ts';
import { formatDate } from '../../lib/format.ts';
import { usePage } from '../../kit/PageContext.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { KpiList } from '../shared/KpiList.tsx';
import classes from './EntryHeader.module.css';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

/**
 * The opening of a blog post or case study, from the page's own "card" (the same data its list
 * shows): back link, tags, the page's h1, date and reading time, summary, KPIs and the cover.
 */
export function EntryHeader({ id, back }: EntryHeaderSection) {
  const titleId = useId();
  const card = usePage()?.card;
  // The schema requires a card on pages with this section; reaching here without one is a bug,
  // shown by the section's error boundary instead of an empty header.
  if (!card) throw new Error('entryHeader needs the page\'s "card"');
  return (
    <section id={id} data-section="entryHeader" aria-labelledby={titleId} className={classes.header}>
      <Container size="md">
        {back ? (
          <SmartLink href={back.href} className={classes.back}>
            ← {back.label}
          </SmartLink>
        ) : null}
        <ul role="list" className={classes.tags}>
          {card.tags.map((tag) => (
            <li key={tag} className={classes.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <Title order={1} id={titleId} className={classes.title}>
          {card.title}
        </Title>
        <p className={classes.meta}>
          <time dateTime={card.date}>{formatDate(card.date)}</time>
          {card.readingMinutes ? ` · ${card.readingMinutes} phút đọc` : null}
        </p>
        <p className={classes.summary}>{card.summary}</p>
        <KpiList kpis={card.kpis} classes={kpiClasses} />
        {/* The cover is usually the largest paint: load it first, sized to avoid layout shift. */}
        <ResponsiveImage image={card.image} load="priority" className={classes.cover} />
      </Container>
    </section>
  );
}

const kpiClasses = { list: classes.kpis, item: classes.kpi, label: classes.kpiLabel, value: classes.kpiValue };
