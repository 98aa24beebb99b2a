import { useId } from 'react';
import type { LogoStripSection } from '../../model/generated.ts';
import { SectionShell } from '../shared/SectionShell.tsx';
import classes from './LogoStrip.module.css';
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx';

/** Customer logos in a wrapping row; each image's alt text is the brand name. */
export function LogoStrip({ id, heading, logos }: LogoStripSection) {
  const headingId = useId();
  return (
    <SectionShell type="logoStrip" id={id} labelledBy={heading ? headingId : undefined} label="Khách hàng tiêu biểu" className={classes.strip}>
      {heading ? (
        <p id={headingId} className={classes.heading}>
          {heading}
        </p>
      ) : null}
      <ul role="list" className={classes.logos}>
        {logos.map((logo) => (
          <li key={logo.src}>
            <ResponsiveImage image={logo} className={classes.logo} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
