import { Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { SiteIcon, type SiteIconName } from '../../kit/SiteIcon.tsx';
import type { AccentColor } from './accent.ts';
import accentClasses from './Accent.module.css';
import classes from './CardGrid.module.css';
import { HeadingText } from '../../kit/PageContext.tsx';

/** "cards": bordered cards; "list": borderless, icon on the left; "rows": one wide row each, icon alternating sides. */
export type CardLayout = 'cards' | 'list' | 'rows';

/**
 * A list of cards of equal height (featureGrid, serviceGrid): 1 column on phones, 2 from sm,
 * `columns` (default 3) from md; one column in the "rows" layout. The columns are a CSS variable, no JS layout.
 */
export function CardGrid({ columns, layout = 'cards', children }: { columns?: 2 | 3 | 4; layout?: CardLayout; children: ReactNode }) {
  return (
    // role="list" keeps list semantics in Safari, which drops them with list-style: none.
    <ul
      role="list"
      className={classes.grid}
      data-columns={columns}
      data-layout={layout === 'cards' ? undefined : layout}
      style={columns ? ({ '--card-cols': columns } as CSSProperties) : undefined}
    >
      {children}
    </ul>
  );
}

export interface CardProps {
  /** Decorative sprite icon at the top. */
  icon?: SiteIconName;
  title: string;
  /** h3 under the section's h2, h2 when the section has none (see itemHeadingOrder). */
  headingOrder: 2 | 3;
  description: string;
  /** Accent colour of the icon. */
  color?: AccentColor;
  /** More content after the description (a check list). */
  children?: ReactNode;
  /** A link at the bottom of the card: the card's last element. */
  action?: ReactNode;
}

/** One card of a CardGrid: icon, title, text, optional extra content and action. */
export function Card({ icon, title, headingOrder, description, color, children, action }: CardProps) {
  return (
    <li className={color ? `${classes.card} ${accentClasses.accent}` : classes.card} data-accent={color}>
      {icon ? (
        <span className={classes.icon} aria-hidden="true">
          <SiteIcon name={icon} size={26} />
        </span>
      ) : null}
      <Title order={headingOrder} className={classes.title}>
        <HeadingText text={title} />
      </Title>
      <p className={classes.description}>{description}</p>
      {children}
      {action ? <div className={classes.action}>{action}</div> : null}
    </li>
  );
}
