import { isPlainClick } from '../kit/plainClick.ts';

/** The site-internal target of a click on a link, or null when the browser should follow it itself. */
export function linkTarget(event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event, link)) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return null;
  // An #anchor on this page: the browser's own jump (and its popstate), as any <a href> does.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

/** Whether an element is (inside) a link to a page of this site. */
function isInternalLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === location.origin;
}

/**
 * Client navigation for every link of the document, also the plain HTML ones of prerendered
 * sections and the footer: a click on a link to a page of this site goes to `navigate` (links that
 * islands render handle their click themselves and prevent the default: skipped here, as are
 * modified clicks, new tabs, downloads and other sites). The first sign that the visitor may follow
 * a link (pointer over it, touch, keyboard focus) calls `onIntent`, once: the time to load the
 * code that navigation needs.
 */
export function followLinks({ onIntent, navigate }: { onIntent: () => void; navigate: (to: string) => void }): () => void {
  const intent = (event: Event) => {
    if (!isInternalLink(event.target)) return;
    stopIntent();
    onIntent();
  };
  const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;
  const stopIntent = () => {
    for (const type of intentEvents) document.removeEventListener(type, intent, true);
  };
  for (const type of intentEvents) document.addEventListener(type, intent, { capture: true, passive: true });
  // Bubbling on the document: React's handlers (at each island's root) have had their say.
  const click = (event: MouseEvent) => {
    const to = linkTarget(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  document.addEventListener('click', click);
  return () => {
    stopIntent();
    document.removeEventListener('click', click);
  };
}
