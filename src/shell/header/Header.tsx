import { useSite } from '../../kit/SiteContext.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import { ShellContainer } from '../ShellContainer.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import classes from './Header.module.css';
import { MobileMenu } from './MobileMenu.tsx';
import { SiteIcon } from '../../kit/SiteIcon.tsx';
import { SEARCH_ROUTE } from '../../model/search.ts';

/**
 * The sticky site header: logo (home link), the main menu from `md` up, the mobile menu below.
 * Which menu shows is decided by CSS media queries only, so the server HTML and the hydrated
 * page have the same layout (no shift).
 */
export function Header() {
  const { company } = useSite();
  return (
    <header className={classes.header} data-shell-layer="header">
      <ShellContainer className={classes.bar}>
        <SmartLink href="/" className={classes.logo}>
          {company.name}
        </SmartLink>
        <DesktopNav />
        {/* The site search page: its box works without JavaScript, and costs nothing on other pages. */}
        <a href={SEARCH_ROUTE} className={classes.search} aria-label="Tìm kiếm trên website" title="Tìm kiếm">
          <SiteIcon name="search" size={22} />
        </a>
        <MobileMenu />
      </ShellContainer>
    </header>
  );
}
