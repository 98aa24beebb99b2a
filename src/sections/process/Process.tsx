import { Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import type { ProcessSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './Process.module.css';

/** Columns from md up: all steps in one row up to 4, otherwise rows of 4 or 3 (fewest orphans). */
function processColumns(steps: number): number {
  if (steps <= 4) return steps;
  return steps % 4 === 0 ? 4 : 3;
}

/**
 * Numbered steps as an ordered list; each title is an h3 read as "Bước 1: …". The "flow" layout
 * draws the steps as boxes joined by arrows (CSS only, so the list reads the same either way).
 */
export function Process({ id, heading, description, steps, layout = 'steps' }: ProcessSection) {
  const titleId = useId();
  const cols = processColumns(steps.length);
  const columns = { '--process-cols': cols } as CSSProperties;
  const listClass = layout === 'flow' ? `${classes.steps} ${classes.flow}` : classes.steps;
  return (
    <SectionShell type="process" id={id} labelledBy={titleId} label={heading}>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {/* role="list" keeps list semantics in Safari, which drops them with list-style: none. */}
      {/* data-cols: the flow's CSS drops the arrow after the last step of each row. */}
      <ol className={listClass} style={columns} role="list" data-layout={layout} data-cols={cols}>
        {steps.map((step, index) => (
          <li key={index} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <Title order={3} className={classes.title}>
                <VisuallyHidden>{`Bước ${index + 1}: `}</VisuallyHidden>
                {step.title}
              </Title>
              <Text c="gray.7">{step.description}</Text>
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
