import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A link as the schema allows it: '/page', '/page#anchor', '#anchor', https:, tel:, mailto:. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** True for a page of this site ('/pricing/seo', '/#lien-he'); '//host' is not one. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The one link element of the sections: site pages go through the router (<Link>, client-side
 * navigation), everything else ('#anchor' on the same page, https:, tel:, mailto:) is a plain
 * <a href>. External https links open in the same tab, like every other link.
 * Works as Mantine's `component` prop: <Button component={SmartLink} href="/x">.
 */
export function SmartLink({ href, ref, children, ...rest }: SmartLinkProps) {
  if (isInternalHref(href))
    return (
      <Link to={href} ref={ref} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} ref={ref} {...rest}>
      {children}
    </a>
  );
}
