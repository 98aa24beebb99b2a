import { useId, type CSSProperties } from 'react';
import type { StatsSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './Stats.module.css';

/**
 * Key figures ("500+ Khách hàng") in a grid: 1 column on phones, 2 from xs, up to 4 from md; as a
 * centred strip (default) or as cards with an accent edge (layout "cards").
 */
export function Stats({ id, heading, description, layout, items }: StatsSection) {
  const titleId = useId();
  const columns = { '--stats-cols': Math.min(items.length, 4), '--stats-cols-xs': Math.min(items.length, 2) } as CSSProperties;
  return (
    <SectionShell type="stats" id={id} labelledBy={heading ? titleId : undefined} label="Số liệu nổi bật" muted>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <ul className={classes.list} data-layout={layout === 'cards' ? 'cards' : undefined} style={columns}>
        {items.map((item, index) => (
          <li key={index}>
            <p className={classes.number}>{item.number}</p>
            <p className={classes.label}>{item.label}</p>
            {item.description ? <p className={classes.description}>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
