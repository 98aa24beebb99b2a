import { Title } from '@mantine/core';
import { useId } from 'react';
import type { TimelineSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import classes from './Timeline.module.css';

/**
 * Milestones as an ordered list: year (or range, so a plain span rather than <time>), title and
 * text. A vertical line with dots joins them; from md up the items alternate sides (CSS only).
 */
export function Timeline({ id, heading, description, items }: TimelineSection) {
  const titleId = useId();
  const order = itemHeadingOrder(heading);
  return (
    <SectionShell type="timeline" id={id} labelledBy={heading ? titleId : undefined} label="Dòng thời gian">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {/* role="list" keeps list semantics in Safari, which drops them with list-style: none. */}
      <ol role="list" className={classes.timeline}>
        {items.map((item, index) => (
          <li key={index} className={classes.item}>
            <span className={classes.year}>{item.year}</span>
            <Title order={order} className={classes.title}>
              {item.title}
            </Title>
            <p className={classes.description}>{item.description}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
