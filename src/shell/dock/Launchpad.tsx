import { useRef, type MouseEvent, type RefObject } from 'react';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { useSite } from '../../kit/SiteContext.tsx';
import { useModalDialog } from '../../kit/useModalDialog.ts';
import { SiteIcon } from '../../kit/SiteIcon.tsx';
import modal from '../../kit/ModalDialog.module.css';
import classes from './Launchpad.module.css';

export const LAUNCHPAD_ID = 'launchpad';
const TITLE_ID = 'launchpad-title';

export interface LaunchpadProps {
  /** Shown as a modal <dialog> while true. */
  open: boolean;
  /** Asks the owner to set `open` to false: close button, backdrop click, shortcut click, Escape. */
  onClose: () => void;
  /** Gets the focus back when the overlay closes (the Launchpad button). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The Launchpad overlay: the site file's service shortcuts in a 3-column grid, inside a native
 * <dialog> opened with showModal() (top layer, inert page behind it, Escape closes). The dialog
 * and its links are always rendered, closed, so they are in the prerendered HTML.
 */
export function Launchpad({ open, onClose, returnFocusRef }: LaunchpadProps) {
  const { launchpad, ui } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(open, dialogRef, returnFocusRef, firstRef, closeRef);

  // The panel fills the dialog box, so a click whose target is the <dialog> itself hit the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The click handler only serves pointer users; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialogRef} id={LAUNCHPAD_ID} className={modal.dialog} aria-labelledby={TITLE_ID} onClose={onClose} onClick={onBackdropClick}>
      <div className={modal.panel}>
        <div className={modal.head}>
          <h2 id={TITLE_ID} className={modal.title}>
            {ui.launchpadTitle}
          </h2>
          <button ref={closeRef} type="button" className={modal.close} aria-label={ui.close} onClick={onClose}>
            <SiteIcon name="close" size={22} />
          </button>
        </div>
        <ul className={classes.grid}>
          {launchpad.map((link, index) => {
            return (
              <li key={link.href + link.label}>
                <SmartLink href={link.href} ref={index === 0 ? firstRef : undefined} className={classes.tile} onClick={onClose}>
                  <SiteIcon name={link.icon} size={28} stroke={1.75} />
                  <span>{link.label}</span>
                </SmartLink>
              </li>
            );
          })}
        </ul>
      </div>
    </dialog>
  );
}
