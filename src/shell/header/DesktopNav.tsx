import { useCallback, useState } from 'react';
import { useLocation } from '../../kit/navigation.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import classes from './DesktopNav.module.css';
import { isMenuGroup, MenuLink } from './MenuLink.tsx';
import { NavDropdown } from './NavDropdown.tsx';

/** The main menu from `md` up (CSS hides it below): plain links, dropdown groups, the primary button. */
export function DesktopNav() {
  const { mainMenu, ui } = useSite();
  const location = useLocation();
  // At most one group is open, on the location it was opened at: a route change closes it.
  const [opened, setOpened] = useState<{ index: number; at: string } | null>(null);
  const openIndex = opened?.at === location.key ? opened.index : null;
  const onToggle = useCallback(
    (index: number, open: boolean) =>
      setOpened((current) => (open ? { index, at: location.key } : current?.index === index && current.at === location.key ? null : current)),
    [location.key],
  );

  return (
    <nav aria-label={ui.mainMenu} className={classes.nav}>
      <ul className={classes.list}>
        {mainMenu.map((item, index) => {
          const key = `${index}-${item.label}`;
          if (isMenuGroup(item)) {
            return (
              <NavDropdown
                key={key}
                group={item}
                index={index}
                open={openIndex === index}
                alignEnd={index >= Math.floor(mainMenu.length / 2)}
                onToggle={onToggle}
              />
            );
          }
          if (!item.href) return null;
          return (
            <li key={key}>
              <MenuLink href={item.href} className={item.primary ? classes.primary : classes.link}>
                {item.label}
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
