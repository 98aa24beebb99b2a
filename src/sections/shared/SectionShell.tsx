import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SectionShell.module.css';

export interface SectionShellProps {
  /** Section type, written as data-section for styling hooks and end-to-end tests. */
  type: string;
  /** Anchor from the page JSON. */
  id?: string;
  /** Id of the visible heading that names the section. */
  labelledBy?: string;
  /** Accessible name used when the section has no visible heading. */
  label: string;
  /** Grey background instead of white. */
  muted?: boolean;
  className?: string;
  /** Mantine Container size. */
  size?: MantineSize;
  children: ReactNode;
}

/**
 * The <section> landmark every section renders: anchor id, an accessible name (its heading
 * via aria-labelledby, otherwise a Vietnamese aria-label), vertical rhythm and the container.
 */
export function SectionShell({ type, id, labelledBy, label, muted, className, size = 'lg', children }: SectionShellProps) {
  const names = [classes.section, muted ? classes.muted : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section id={id} data-section={type} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} className={names}>
      <Container size={size}>{children}</Container>
    </section>
  );
}

/**
 * Heading level for a section's items (plan names, step titles, questions): h3 under the
 * section's h2, or h2 when the section has no heading, so the outline never skips a level.
 */
export function itemHeadingOrder(sectionHeading: string | undefined): 2 | 3 {
  return sectionHeading ? 3 : 2;
}
