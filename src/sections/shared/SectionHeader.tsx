import { Text, Title } from '@mantine/core';
import classes from './SectionHeader.module.css';
import { HeadingText } from '../../kit/PageContext.tsx';

export interface SectionHeaderProps {
  /** Id for the heading, referenced by the section's aria-labelledby. */
  titleId: string;
  heading?: string;
  description?: string;
  /** White text, for sections on a dark background. */
  inverted?: boolean;
  /** Small line above the heading. */
  eyebrow?: string;
  /** 1 when the section is the page's main content (a list page), else 2. */
  order?: 1 | 2;
}

/** A section's centred heading (h2, or the page's h1) and the paragraph under it; renders nothing when both are absent. */
export function SectionHeader({ titleId, heading, description, inverted, eyebrow, order = 2 }: SectionHeaderProps) {
  if (!heading && !description) return null;
  return (
    <div className={inverted ? `${classes.header} ${classes.inverted}` : classes.header}>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      {heading ? (
        <Title order={order} id={titleId} className={order === 1 ? `${classes.title} ${classes.pageTitle}` : classes.title}>
          <HeadingText text={heading} />
        </Title>
      ) : null}
      {description ? (
        <Text size="lg" c={inverted ? 'white' : 'gray.7'} className={classes.description}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}
