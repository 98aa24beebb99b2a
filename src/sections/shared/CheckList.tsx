import { IconCheck } from '@tabler/icons-react';
import classes from './CheckList.module.css';

/** A bullet list with check marks (hero highlights, plan features). */
export function CheckList({ items, inline, className }: { items: string[]; inline?: boolean; className?: string }) {
  const names = [classes.list, inline ? classes.inline : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <ul className={names}>
      {items.map((item, index) => (
        <li key={index} className={classes.item}>
          <IconCheck aria-hidden="true" focusable="false" size={18} stroke={2.5} className={classes.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
