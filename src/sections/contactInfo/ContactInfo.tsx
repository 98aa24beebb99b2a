import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { ContactInfoSection } from '../../model/generated.ts';
import { SiteIcon } from '../../kit/SiteIcon.tsx';
import { useSite } from '../../kit/SiteContext.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './ContactInfo.module.css';

const DEFAULT_HEADING = 'Thông tin liên hệ';

/** The company's contact details from the site file, so this page and the footer never disagree. */
export function ContactInfo({ id, heading = DEFAULT_HEADING, description }: ContactInfoSection) {
  const { company, ui } = useSite();
  const titleId = useId();
  return (
    <SectionShell type="contactInfo" id={id} labelledBy={titleId} label={heading}>
      <SectionHeader titleId={titleId} heading={heading} description={description} />
      <ul role="list" className={classes.list}>
        <li className={classes.item}>
          <SiteIcon name="phone" size={22} />
          <a href={`tel:${company.hotline}`}>{`Hotline: ${company.phone}`}</a>
        </li>
        <li className={classes.item}>
          <SiteIcon name="email" size={22} />
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li className={classes.item}>
          <SiteIcon name="zns" size={22} />
          <a href={company.chatUrl} target="_blank" rel="noopener noreferrer">
            {ui.chat}
            <VisuallyHidden component="span">{` (${ui.opensInNewTab})`}</VisuallyHidden>
          </a>
        </li>
        {company.locations.map((location) => (
          <li key={location} className={classes.item}>
            <SiteIcon name="maps" size={22} />
            <span>{location}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
