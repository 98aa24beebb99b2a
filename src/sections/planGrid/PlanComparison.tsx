import { VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Plan, PlanGridSection } from '../../model/generated.ts';
import tables from '../shared/DataTable.module.css';
import { COMPARISON_CAPTION, COMPARISON_FEATURE_COLUMN, COMPARISON_NO, COMPARISON_YES } from './planSpecs.ts';
import classes from './PlanGrid.module.css';

type Comparison = NonNullable<PlanGridSection['comparison']>;

/** One cell: text as written, yes as a check mark, no as a dash; both spoken in words. */
function Cell({ value }: { value: string | boolean | undefined }) {
  if (typeof value === 'string') return <>{value}</>;
  if (value === undefined) return null;
  return (
    <>
      {value ? <IconCheck aria-hidden="true" focusable="false" size={18} stroke={2.5} /> : <span aria-hidden="true">—</span>}
      <VisuallyHidden>{value ? COMPARISON_YES : COMPARISON_NO}</VisuallyHidden>
    </>
  );
}

/**
 * The plans side by side: one row per feature, one column per plan (values in plan order), the
 * recommended plan's column tinted. A table inside a focusable box that scrolls sideways on phones.
 */
export function PlanComparison({ comparison, plans }: { comparison: Comparison; plans: Plan[] }) {
  const caption = comparison.caption ?? COMPARISON_CAPTION;
  const tint = (plan: Plan) => (plan.popular ? tables.popular : undefined);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll the table sideways (axe: scrollable-region-focusable)
    <div className={`${tables.scroll} ${classes.comparison}`} tabIndex={0} role="group" aria-label={caption}>
      <table className={tables.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{COMPARISON_FEATURE_COLUMN}</th>
            {plans.map((plan, index) => (
              <th key={`${index}-${plan.id}`} scope="col" className={tint(plan)}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row">{row.label}</th>
              {plans.map((plan, index) => (
                <td key={`${index}-${plan.id}`} className={tint(plan)}>
                  <Cell value={row.values[index]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
