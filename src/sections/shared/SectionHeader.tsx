import { Text, Title } from '@mantine/core';
import classes from './SectionHeader.module.css';

export interface SectionHeaderProps {
  /** Id for the heading, referenced by the section's aria-labelledby. */
  titleId: string;
  heading?: string;
  description?: string;
  /** White text, for sections on a dark background. */
  inverted?: boolean;
}

/** A section's centred h2 and the paragraph under it; renders nothing when both are absent. */
export function SectionHeader({ titleId, heading, description, inverted }: SectionHeaderProps) {
  if (!heading && !description) return null;
  return (
    <div className={inverted ? `${classes.header} ${classes.inverted}` : classes.header}>
      {heading ? (
        <Title order={2} id={titleId} className={classes.title}>
          {heading}
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
