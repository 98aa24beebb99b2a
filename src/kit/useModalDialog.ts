import { useEffect, type RefObject } from 'react';
import { useScrollLock } from './useScrollLock.ts';

/**
 * Shows a native <dialog> as a modal while `open` (showModal(): top layer, the page behind it
 * inert, Escape closes it through the dialog's 'close' event), moves the focus to the first of
 * `focusOrder` that is rendered, locks page scroll, and on closing gives the focus back to
 * `returnFocusRef` (the button that opened it). Serves the Launchpad and the template preview.
 */
export function useModalDialog(
  open: boolean,
  dialogRef: RefObject<HTMLDialogElement | null>,
  returnFocusRef: RefObject<HTMLElement | null>,
  ...focusOrder: RefObject<HTMLElement | null>[]
) {
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // very old browsers: a plain, non-modal box
    }
    focusOrder.find((ref) => ref.current)?.current?.focus();
    const opener = returnFocusRef.current;
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      opener?.focus({ preventScroll: true });
    };
    // focusOrder holds refs (stable objects); a new array each render must not reopen the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, dialogRef, returnFocusRef]);
}
