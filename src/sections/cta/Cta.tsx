import { IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import type { CtaSection } from '../../model/generated.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import { ButtonRow, type ActionButtonData } from '../shared/ActionButtons.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './Cta.module.css';

/**
 * Closing call to action on a dark band. With showHotline, a "Gọi hotline …" button comes first:
 * it shows the company phone and dials the international hotline number from pages/_site.json.
 * Whatever the buttons' own variants, the first is filled and the rest outlined.
 */
export function Cta({ id, heading, text, buttons, showHotline }: CtaSection) {
  const titleId = useId();
  const { company } = useSite();
  // No-break spaces keep the phone number on one line when the label wraps on a narrow screen.
  const phone = company.phone.replace(/ /g, '\u00a0');
  const actions: ActionButtonData[] = [
    ...(showHotline
      ? [
          {
            label: `Gọi hotline ${phone}`,
            href: `tel:${company.hotline}`,
            variant: 'primary' as const,
            icon: <IconPhone aria-hidden="true" focusable="false" size={20} />,
          },
        ]
      : []),
    ...(buttons ?? []),
    // One pattern on every closing banner: the first action filled, the others outlined.
  ].map((action, index) => ({ ...action, variant: index === 0 ? 'primary' : 'secondary' }));
  return (
    <SectionShell type="cta" id={id} labelledBy={titleId} label={heading} size="md" className={classes.band}>
      <SectionHeader titleId={titleId} heading={heading} description={text} inverted />
      <ButtonRow buttons={actions} size="lg" inverted center />
    </SectionShell>
  );
}
