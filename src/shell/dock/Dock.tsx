import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { useSite } from '../../kit/SiteContext.tsx';
import { SiteIcon } from '../../kit/SiteIcon.tsx';
import { isActiveHref, useActiveLocation } from '../isActiveHref.ts';
import classes from './Dock.module.css';
import { Launchpad } from './Launchpad.tsx';

export const DOCK_LIST_ID = 'dock-links';

const delay = (index: number) => ({ '--i': index }) as CSSProperties;

/**
 * The quick-link dock at the bottom-right edge: a toggle (closed by default) shows the site
 * file's dock links, the current page's marked aria-current="page", and the Launchpad button.
 * A closed dock is `hidden`, so its links are neither visible nor focusable.
 * Clicking a quick link navigates and KEEPS the dock open: the user opened it on purpose, the
 * highlight then moves to the new page, and focus stays on the link instead of being lost.
 * Escape inside the dock closes it and puts focus back on the toggle.
 */
export function Dock() {
  const { dock, ui } = useSite();
  const [open, setOpen] = useState(false);
  const [launchpadOpen, setLaunchpadOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const launchpadRef = useRef<HTMLButtonElement>(null);

  const here = useActiveLocation();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav aria-label={ui.dock} className={classes.dock} data-shell-layer="dock">
      <button
        ref={toggleRef}
        type="button"
        className={`${classes.button} ${classes.toggle}`}
        aria-label={ui.dock}
        aria-expanded={open}
        aria-controls={DOCK_LIST_ID}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
      >
        <SiteIcon name={open ? 'close' : 'compass'} size={open ? 22 : 24} />
      </button>
      {/* Arrow keys and Escape among the links inside (their keydown bubbles here). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={DOCK_LIST_ID} className={classes.list} hidden={!open} onKeyDown={onKeyDown}>
        {dock.map((link, index) => {
          return (
            <li key={link.href + link.label} className={classes.entry} style={delay(index)}>
              <SmartLink href={link.href} className={classes.button} aria-current={isActiveHref(link.href, here) ? 'page' : undefined}>
                <SiteIcon name={link.icon} size={22} />
                <span className={classes.label}>{link.label}</span>
              </SmartLink>
            </li>
          );
        })}
        <li className={classes.entry} style={delay(dock.length)}>
          <button
            ref={launchpadRef}
            type="button"
            className={`${classes.button} ${classes.launchpad}`}
            aria-haspopup="dialog"
            onClick={() => setLaunchpadOpen(true)}
          >
            <SiteIcon name="launchpad" size={22} />
            <span className={classes.label}>{ui.launchpad}</span>
          </button>
        </li>
      </ul>
      <Launchpad open={launchpadOpen} onClose={() => setLaunchpadOpen(false)} returnFocusRef={launchpadRef} />
    </nav>
  );
}
