import { act } from '@testing-library/react';

/**
 * Clicks `element` and tells whether something before the document (a link's own handler, a
 * section's delegation) prevented the default navigation. The document listener then prevents it
 * anyway, since jsdom cannot navigate to other documents.
 */
export function handledClick(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  document.removeEventListener('click', listener);
  return prevented;
}
