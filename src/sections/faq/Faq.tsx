import { Accordion } from '@mantine/core';
import { useId } from 'react';
import type { FaqSection } from '../../model/generated.ts';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { itemHeadingOrder, SectionShell } from '../shared/SectionShell.tsx';
import { paragraphs } from './paragraphs.ts';
import classes from './Faq.module.css';

/**
 * Questions in an accordion (several may be open). Closed answers stay in the HTML, hidden with
 * display:none: Mantine's default hides them with React <Activity>, which the server renders as
 * nothing, so prerendered pages (and search engines) would miss every answer.
 */
export function Faq({ id, heading, description, items }: FaqSection) {
  const titleId = useId();
  return (
    <SectionShell type="faq" id={id} labelledBy={heading ? titleId : undefined} label="Câu hỏi thường gặp" size="md">
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <Accordion
        multiple
        variant="separated"
        order={itemHeadingOrder(heading)}
        keepMounted
        keepMountedMode="display-none"
        classNames={{ label: classes.question }}
      >
        {items.map((item, index) => (
          <Accordion.Item key={index} value={`q${index}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              {paragraphs(item.answer).map((paragraph, n) => (
                <p key={n} className={classes.answer}>
                  {paragraph}
                </p>
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </SectionShell>
  );
}
