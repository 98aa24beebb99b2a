import { IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useSite } from '../../kit/SiteContext.tsx';
import classes from './FloatingContact.module.css';

/**
 * Call the hotline (tel:) and open the chat in a new tab: a slim bar at the bottom of phones (the
 * number and the chat name written out), two round icon buttons at the bottom-left from 48em up.
 * Each carries its full name in aria-label (composed from ui labels; it contains the visible words).
 * Plain links: they work before hydration and with JavaScript off. Render it before <main> so
 * its tel: link comes first in the document. data-shell-layer marks it as a fixed layer that
 * tests/browser/shell-cover.test.ts checks against the page's controls.
 */
export function FloatingContact() {
  const { company, ui } = useSite();
  return (
    // A labelled landmark, so the buttons are not loose content outside every region.
    <aside className={classes.root} aria-label={ui.footerContact} data-shell-layer="contact">
      <a className={`${classes.button} ${classes.call}`} href={`tel:${company.hotline}`} aria-label={`${ui.callHotline} ${company.phone}`}>
        <IconPhone aria-hidden="true" focusable="false" size={20} stroke={2} />
        <span className={classes.text}>{company.phone}</span>
      </a>
      <a
        className={`${classes.button} ${classes.chat}`}
        href={company.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${ui.chat} (${ui.opensInNewTab})`}
      >
        <IconMessageCircle aria-hidden="true" focusable="false" size={20} stroke={2} />
        <span className={classes.text}>{ui.chat}</span>
      </a>
    </aside>
  );
}
