import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from './navigation.ts';
import { isInternalHref, isPlainClick } from './plainClick.ts';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A link as the schema allows it: '/page', '/page#anchor', '#anchor', https:, tel:, mailto:. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one link element of the sections: always a real <a href>. A plain click on a site page
 * navigates client-side (src/kit/navigation.ts: the app's router, or the page's history);
 * everything else ('#anchor' on the same page, https:, tel:, mailto:, a new tab) is the browser's.
 * A link to the very page shown replaces the history entry, as the browser does.
 * External https links open in the same tab, like every other link.
 * Works as Mantine's `component` prop: <Button component={SmartLink} href="/x">.
 */
export function SmartLink({ href, ref, children, onClick, ...rest }: SmartLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const internal = isInternalHref(href);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || !isPlainClick(event, event.currentTarget)) return;
    event.preventDefault();
    navigate(href, href === location.pathname + location.search + location.hash ? { replace: true } : undefined);
  };
  return (
    <a href={href} ref={ref} {...rest} onClick={onLinkClick}>
      {children}
    </a>
  );
}
