import { IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useSite } from '../../render/SiteContext.tsx';
import classes from './FloatingContact.module.css';

/**
 * Two small round buttons fixed at the bottom-left edge: call the hotline (tel:) and open the chat
 * in a new tab. Icon-only, so each carries its full name in aria-label (composed from ui labels).
 * Plain links: they work before hydration and with JavaScript off. Render it before <main> so
 * its tel: link comes first in the document.
 */
export function FloatingContact() {
  const { company, ui } = useSite();
  return (
    // A labelled landmark, so the buttons are not loose content outside every region.
    <aside className={classes.root} aria-label={ui.footerContact}>
      <a className={`${classes.button} ${classes.call}`} href={`tel:${company.hotline}`} aria-label={`${ui.callHotline} ${company.phone}`}>
        <IconPhone aria-hidden="true" focusable="false" size={22} stroke={2} />
      </a>
      <a
        className={`${classes.button} ${classes.chat}`}
        href={company.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${ui.chat} (${ui.opensInNewTab})`}
      >
        <IconMessageCircle aria-hidden="true" focusable="false" size={22} stroke={2} />
      </a>
    </aside>
  );
}
