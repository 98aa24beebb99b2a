import type { MouseEventHandler, ReactNode, Ref } from 'react';
import type { SiteLink, SiteMenuItem } from '../../model/generated.ts';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { isActiveHref, useActiveLocation } from '../isActiveHref.ts';

/** A menu item that opens a list of links (a dropdown group). */
export type MenuGroup = SiteMenuItem & { children: [SiteLink, ...SiteLink[]] };

export function isMenuGroup(item: SiteMenuItem): item is MenuGroup {
  return Array.isArray(item.children) && item.children.length > 0;
}

/** True when one of the group's links points at the current location. */
export function useGroupActive(group: MenuGroup): boolean {
  const location = useActiveLocation();
  return group.children.some((link) => isActiveHref(link.href, location));
}

export interface MenuLinkProps {
  href: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/** A real <a href> with aria-current="page" on the current entry. */
export function MenuLink({ href, className, onClick, ref, children }: MenuLinkProps) {
  const location = useActiveLocation();
  return (
    <SmartLink href={href} className={className} onClick={onClick} ref={ref} aria-current={isActiveHref(href, location) ? 'page' : undefined}>
      {children}
    </SmartLink>
  );
}
