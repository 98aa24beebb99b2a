import { useId } from 'react';
import type { DomainPricesSection } from '../../model/generated.ts';
import { formatVnd } from '../../lib/format.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import tables from '../shared/DataTable.module.css';
import classes from './DomainPrices.module.css';

/** The yearly price of every extension sold (pages/_site.json "domainExtensions"), as a table. */
export function DomainPrices({ id, heading, description, columns, popularLabel, footnote }: DomainPricesSection) {
  const titleId = useId();
  const { domainExtensions = [] } = useSite();
  return (
    <SectionShell type="domainPrices" id={id} labelledBy={heading ? titleId : undefined} label={heading ?? columns.extension} size="md">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={tables.scroll} tabIndex={0} role="group" aria-label={heading ?? columns.extension}>
        <table className={tables.table} aria-labelledby={heading ? titleId : undefined}>
          <thead>
            <tr>
              <th scope="col">{columns.extension}</th>
              <th scope="col">{columns.register}</th>
              <th scope="col">{columns.renew}</th>
            </tr>
          </thead>
          <tbody>
            {domainExtensions.map((e) => (
              <tr key={e.ext} className={e.popular ? tables.popular : undefined}>
                <th scope="row">
                  {e.ext}
                  {e.popular && popularLabel ? <span className={classes.badge}>{popularLabel}</span> : null}
                </th>
                {/* Renewal costs the same as registration. */}
                <td>{formatVnd(e.price)}</td>
                <td>{formatVnd(e.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
    </SectionShell>
  );
}
