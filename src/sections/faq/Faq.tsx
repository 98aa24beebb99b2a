import { useId, useState } from 'react';
import type { FaqSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { paragraphs } from './paragraphs.ts';
import classes from './Faq.module.css';

/** APG: with many answers, landmark regions would crowd the landmark list, so they get none. */
const MAX_REGIONS = 6;

type FaqItem = FaqSection['items'][number];

interface QuestionProps {
  item: FaqItem;
  /** Id prefix of this question's button and answer. */
  baseId: string;
  order: 2 | 3;
  region: boolean;
}

/**
 * One question (WAI-ARIA APG accordion: a heading holding a native button, so Enter and Space
 * work). A closed answer stays in the HTML with `hidden`; the document head's <noscript> rule
 * shows every `data-reveal-without-js` element, so with JavaScript off all answers are readable.
 */
function Question({ item, baseId, order, region }: QuestionProps) {
  const [open, setOpen] = useState(false);
  const Heading = `h${order}` as const;
  const buttonId = `${baseId}-q`;
  const answerId = `${baseId}-a`;
  return (
    <div className={classes.item}>
      <Heading className={classes.heading}>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={answerId}
          className={classes.question}
          onClick={() => setOpen((value) => !value)}
        >
          {item.question}
        </button>
      </Heading>
      <div
        id={answerId}
        role={region ? 'region' : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!open}
        data-reveal-without-js=""
        className={classes.answer}
      >
        {paragraphs(item.answer).map((paragraph, n) => (
          <p key={n}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/** Questions whose answers open and close independently (several may be open). */
export function Faq({ id, heading, description, items }: FaqSection) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const order = itemHeadingOrder(heading);
  const region = items.length <= MAX_REGIONS;
  return (
    <SectionShell type="faq" id={id} labelledBy={heading ? titleId : undefined} label="Câu hỏi thường gặp" size="md">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      {items.map((item, index) => (
        <Question key={index} item={item} baseId={`${baseId}-${index}`} order={order} region={region} />
      ))}
    </SectionShell>
  );
}
