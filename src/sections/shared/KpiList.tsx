import type { PageKpi } from '../../model/generated.ts';

export interface KpiListClasses {
  list: string;
  item: string;
  label: string;
  value: string;
}

/**
 * Result figures as a description list: each label (dt) with its value (dd). The value is shown
 * first by CSS (flex column-reverse), read after its label by screen readers.
 */
export function KpiList({ kpis, classes }: { kpis: PageKpi[] | undefined; classes: KpiListClasses }) {
  if (!kpis?.length) return null;
  return (
    <dl className={classes.list}>
      {kpis.map((kpi, index) => (
        <div key={index} className={classes.item}>
          <dt className={classes.label}>{kpi.label}</dt>
          <dd className={classes.value}>{kpi.value}</dd>
        </div>
      ))}
    </dl>
  );
}
