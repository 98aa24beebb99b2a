import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Plan } from '../../model/generated.ts';
import { formatVnd } from '../../lib/format.ts';
import { ActionButton } from '../shared/ActionButtons.tsx';
import { CheckList } from '../shared/CheckList.tsx';
import { DEFAULT_PERIOD, ORIGINAL_PRICE_LABEL, planSpecs, POPULAR_BADGE } from './planSpecs.ts';
import accentClasses from '../shared/Accent.module.css';
import classes from './PlanGrid.module.css';

/**
 * One pricing card. Without `cta` there is no button (the schema's /contact default page does not exist yet).
 * `recommendPopular` (the grid has a popular plan): only the popular plan's button is filled, the
 * others are outlined, so the recommendation reads at a glance.
 */
export function PlanCard({ plan, headingOrder, recommendPopular = false }: { plan: Plan; headingOrder: 2 | 3; recommendPopular?: boolean }) {
  const badge = plan.badge ?? (plan.popular ? POPULAR_BADGE : undefined);
  const specs = planSpecs(plan);
  return (
    <Paper
      withBorder
      radius="md"
      className={plan.color ? `${classes.card} ${accentClasses.accent}` : classes.card}
      mod={{ popular: plan.popular === true, plan: plan.id, accent: plan.color }}
    >
      {badge ? <span className={classes.badge}>{badge}</span> : null}
      <div>
        <Title order={headingOrder} className={classes.name}>
          {plan.name}
        </Title>
        {plan.description ? (
          <Text size="sm" c="gray.7" mt={6}>
            {plan.description}
          </Text>
        ) : null}
      </div>
      <div>
        {plan.originalPrice !== undefined ? (
          <p className={classes.original}>
            <s>
              <VisuallyHidden>{`${ORIGINAL_PRICE_LABEL}: `}</VisuallyHidden>
              {formatVnd(plan.originalPrice)}
            </s>
          </p>
        ) : null}
        {/* The schema gives a plan either a price or a priceText ("Liên hệ"); a text price has no period. */}
        <p className={classes.price}>
          {plan.price === undefined ? (
            <span className={classes.amount}>{plan.priceText}</span>
          ) : (
            <>
              <span className={classes.amount}>{formatVnd(plan.price)}</span> <span className={classes.period}>{`/ ${plan.period ?? DEFAULT_PERIOD}`}</span>
            </>
          )}
        </p>
      </div>
      <CheckList items={plan.features} />
      {specs.length ? (
        <dl className={classes.specs}>
          {specs.map((spec) => (
            <div key={spec.key} className={classes.spec}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {plan.note ? <p className={classes.note}>{plan.note}</p> : null}
      {plan.cta ? (
        <div className={classes.action}>
          <ActionButton button={recommendPopular ? { ...plan.cta, variant: plan.popular ? 'primary' : 'secondary' } : plan.cta} fullWidth />
        </div>
      ) : null}
    </Paper>
  );
}
