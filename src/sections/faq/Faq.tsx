import { useId } from 'react';
import type { FaqSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { paragraphs } from './paragraphs.ts';
import classes from './Faq.module.css';

/**
 * Questions on the native disclosure element: the browser opens and closes each answer (click,
 * Enter, Space), with JavaScript off too, so the section ships no code. Several may be open at
 * once (no `name`). The question is a heading inside the <summary> (its content model allows one)
 * so the page outline keeps it.
 */
export function Faq({ id, heading, description, items }: FaqSection) {
  const titleId = useId();
  const Heading = `h${itemHeadingOrder(heading)}` as const;
  return (
    <SectionShell type="faq" id={id} labelledBy={heading ? titleId : undefined} label="Câu hỏi thường gặp" size="md">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {items.map((item, index) => (
        <details key={index} className={classes.item}>
          <summary className={classes.question}>
            <Heading className={classes.heading}>{item.question}</Heading>
          </summary>
          <div className={classes.answer}>
            {paragraphs(item.answer).map((paragraph, n) => (
              <p key={n}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </SectionShell>
  );
}
