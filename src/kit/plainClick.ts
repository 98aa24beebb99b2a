// Link rules shared by the components that render links (src/kit/SmartLink.tsx, the shell's menus):
// plain functions, no React.

/** True for a page of this site ('/pricing/seo', '/#lien-he'); '//host' is not one. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A click on `link` the page may take over: plain left click, not prevented, same tab, not a download. */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
  link: HTMLAnchorElement,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}
