import { isPlainClick } from '../kit/plainClick.ts';

/** The link to a page of this site that an event target is (inside), or null. */
function siteLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === location.origin ? link : null;
}

/**
 * Client navigation for every link of the document, also the plain HTML ones of prerendered
 * sections and the footer: a click on a link to a page of this site goes to `navigate` (links that
 * islands render handle their click themselves and prevent the default: skipped here, as are
 * modified clicks, new tabs, downloads and other sites). The first sign that the visitor may follow
 * a link (pointer over it, touch, keyboard focus) calls `onIntent`, once: the time to load the
 * code that navigation needs.
 */
export function followLinks({ onIntent, navigate }: { onIntent: () => void; navigate: (to: string) => void }): void {
  const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;
  const intent = (event: Event) => {
    if (!siteLink(event.target)) return;
    for (const type of intentEvents) document.removeEventListener(type, intent, true);
    onIntent();
  };
  for (const type of intentEvents) document.addEventListener(type, intent, { capture: true, passive: true });
  // Bubbling on the document: React's handlers (at each island's root) have had their say.
  document.addEventListener('click', (event) => {
    const link = siteLink(event.target);
    if (!link || !isPlainClick(event, link)) return;
    // An #anchor on this page: the browser's own jump (and its popstate), as any <a href> does.
    if (link.hash && link.pathname === location.pathname && link.search === location.search) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  });
}
