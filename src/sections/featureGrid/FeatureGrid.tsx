import { useId } from 'react';
import type { FeatureGridSection } from '../../model/generated.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { Card, CardGrid } from '../shared/CardGrid.tsx';
import { CheckList } from '../shared/CheckList.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';

/** Columns from md up: the section's `columns`, otherwise 4 for 4 or 8 cards, 2 for 2, else 3. */
function featureColumns(count: number, columns: FeatureGridSection['columns']): 2 | 3 | 4 {
  if (columns) return columns;
  if (count === 4 || count === 8) return 4;
  if (count === 2) return 2;
  return 3;
}

/** Cards of equal height (icon, title, text, optional link at the bottom) in the chosen layout and number of columns. */
export function FeatureGrid({ id, heading, description, layout, columns, items }: FeatureGridSection) {
  const titleId = useId();
  const order = itemHeadingOrder(heading);
  return (
    <SectionShell type="featureGrid" id={id} labelledBy={heading ? titleId : undefined} label="Điểm nổi bật">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <CardGrid columns={featureColumns(items.length, columns)} layout={layout}>
        {items.map((item, index) => (
          <Card
            key={index}
            icon={item.icon}
            title={item.title}
            headingOrder={order}
            description={item.description}
            color={item.color}
            action={item.link ? <ActionButton button={item.link} size="sm" /> : undefined}
          >
            {item.features?.length ? <CheckList items={item.features} /> : null}
          </Card>
        ))}
      </CardGrid>
    </SectionShell>
  );
}
