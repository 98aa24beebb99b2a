import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FALLBACK_TOGGLE_ATTRIBUTE } from '../../model/islandSpec.ts';
import { useLocation } from '../../kit/navigation.ts';
import { useSite } from '../../kit/SiteContext.tsx';
import { isActiveHref, useActiveLocation } from '../isActiveHref.ts';
import { useScrollLock } from '../../kit/useScrollLock.ts';
import { isMenuGroup, MenuLink } from './MenuLink.tsx';
import classes from './MobileMenu.module.css';
import { SiteIcon } from '../../kit/SiteIcon.tsx';

/**
 * The main menu below `md` (CSS hides it from `md` up): a toggle button and a panel listing every
 * entry, groups as expandable lists. Before hydration CSS shows the panel while the menu has
 * focus (the tapped toggle) or hover; the island wakes with it open then (FALLBACK_TOGGLE_ATTRIBUTE).
 */
export function MobileMenu() {
  const { mainMenu, ui } = useSite();
  const location = useLocation();
  const here = useActiveLocation();
  // Open on the location it was opened at: any navigation closes it, without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? location.key : null), [location.key]);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Outside the menu, or on the nav itself: its ::before is the dimmed backdrop.
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node) || event.target === rootRef.current) setOpen(false);
    };
    window.addEventListener('resize', close);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('resize', close);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  const toggle = () => {
    // Opening shows the groups that hold the current page expanded.
    if (!open)
      setExpanded(mainMenu.flatMap((item, index) => (isMenuGroup(item) && item.children.some((link) => isActiveHref(link.href, here)) ? [index] : [])));
    setOpen(!open);
  };
  const toggleGroup = (index: number) => setExpanded((current) => (current.includes(index) ? current.filter((i) => i !== index) : [...current, index]));
  const close = () => setOpen(false);

  return (
    <nav ref={rootRef} aria-label={ui.mainMenu} className={classes.mobile} data-open={open || undefined}>
      <button
        type="button"
        ref={toggleRef}
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? ui.closeMenu : ui.openMenu}
        className={classes.toggle}
        {...{ [FALLBACK_TOGGLE_ATTRIBUTE]: '' }}
      >
        <span className={classes.bars} aria-hidden="true" />
      </button>
      <div id={panelId} className={classes.panel} tabIndex={-1}>
        <ul className={classes.list}>
          {mainMenu.map((item, index) => {
            const key = `${index}-${item.label}`;
            if (isMenuGroup(item)) {
              const subId = `${panelId}-${index}`;
              const isExpanded = expanded.includes(index);
              const active = item.children.some((link) => isActiveHref(link.href, here));
              return (
                <li key={key}>
                  <button
                    type="button"
                    className={classes.groupButton}
                    aria-expanded={isExpanded}
                    aria-controls={subId}
                    data-active={active || undefined}
                    onClick={() => toggleGroup(index)}
                  >
                    {item.label}
                    <SiteIcon name="chevron-down" size={18} className={classes.chevron} />
                  </button>
                  <ul id={subId} className={classes.sub} data-open={isExpanded || undefined}>
                    {item.children.map((link) => (
                      <li key={link.href + link.label}>
                        <MenuLink href={link.href} className={classes.subLink} onClick={close}>
                          {link.label}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            }
            if (!item.href) return null;
            return (
              <li key={key}>
                <MenuLink href={item.href} className={item.primary ? classes.primary : classes.link} onClick={close}>
                  {item.label}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
