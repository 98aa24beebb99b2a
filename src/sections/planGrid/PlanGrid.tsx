import { SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import type { PlanGridSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PlanComparison } from './PlanComparison.tsx';
import classes from './PlanGrid.module.css';

/**
 * Pricing cards of equal height: 1 column on phones, 3 from md (2 when there are 2 plans); an optional
 * comparison table of the plans below them.
 */
export function PlanGrid({ id, heading, description, plans, comparison, footnote }: PlanGridSection) {
  const titleId = useId();
  const columns = Math.min(plans.length, 3);
  const hasPopular = plans.some((plan) => plan.popular === true);
  const width = columns === 1 ? classes.single : columns === 2 ? classes.narrow : '';
  return (
    <SectionShell type="planGrid" id={id} labelledBy={heading ? titleId : undefined} label="Bảng giá">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg" verticalSpacing="lg" className={`${classes.grid} ${width}`}>
        {/* Keyed by position too: unique plan ids are checked by the validator, not by the schema. */}
        {plans.map((plan, index) => (
          <PlanCard key={`${index}-${plan.id}`} plan={plan} headingOrder={itemHeadingOrder(heading)} recommendPopular={hasPopular} />
        ))}
      </SimpleGrid>
      {comparison ? <PlanComparison comparison={comparison} plans={plans} /> : null}
      {footnote ? (
        <Text size="sm" c="gray.7" className={classes.footnote}>
          {footnote}
        </Text>
      ) : null}
    </SectionShell>
  );
}
