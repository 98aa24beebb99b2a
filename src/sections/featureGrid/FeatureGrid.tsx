import { Title } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import type { FeatureGridSection } from '../../model/generated.ts';
import { SiteIcon } from '../../render/SiteIcon.tsx';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import classes from './FeatureGrid.module.css';

/** Columns from md up: the section's `columns`, otherwise 4 for 4 or 8 cards, 2 for 2, else 3. */
function featureColumns(count: number, columns: FeatureGridSection['columns']): 2 | 3 | 4 {
  if (columns) return columns;
  if (count === 4 || count === 8) return 4;
  if (count === 2) return 2;
  return 3;
}

/**
 * Cards of equal height (icon, title, text, optional link at the bottom): 1 column on phones,
 * 2 from sm, the chosen number from md. The columns are a CSS variable, no JS layout.
 */
export function FeatureGrid({ id, heading, description, columns, items }: FeatureGridSection) {
  const titleId = useId();
  const cols = featureColumns(items.length, columns);
  const order = itemHeadingOrder(heading);
  return (
    <SectionShell type="featureGrid" id={id} labelledBy={heading ? titleId : undefined} label="Điểm nổi bật">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {/* role="list" keeps list semantics in Safari, which drops them with list-style: none. */}
      <ul role="list" className={classes.grid} data-columns={cols} style={{ '--feature-cols': cols } as CSSProperties}>
        {items.map((item, index) => (
          <li key={index} className={classes.card}>
            {item.icon ? (
              <span className={classes.icon} aria-hidden="true">
                <SiteIcon name={item.icon} size={26} />
              </span>
            ) : null}
            <Title order={order} className={classes.title}>
              {item.title}
            </Title>
            <p className={classes.description}>{item.description}</p>
            {item.link ? (
              <div className={classes.action}>
                <ActionButton button={item.link} size="sm" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
