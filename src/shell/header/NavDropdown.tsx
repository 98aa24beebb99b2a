import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import classes from './DesktopNav.module.css';
import { MenuLink, useGroupActive, type MenuGroup } from './MenuLink.tsx';
import { SiteIcon } from '../../kit/SiteIcon.tsx';

/** How long the panel stays open after the pointer leaves, so moving into it keeps it open. */
export const CLOSE_DELAY_MS = 150;

export interface NavDropdownProps {
  group: MenuGroup;
  index: number;
  open: boolean;
  /** Anchor the panel to the group's end edge (groups near the end of the bar), so it never overflows the page. */
  alignEnd?: boolean;
  /** Must be stable (useCallback): asks the nav to open or close the group at `index`. */
  onToggle: (index: number, open: boolean) => void;
}

/**
 * A disclosure dropdown: a real <button aria-expanded aria-controls> and a list of links.
 * Before hydration CSS shows the panel on :hover / :focus-within; afterwards `data-open` does.
 */
export function NavDropdown({ group, index, open, alignEnd, onToggle }: NavDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const openedByHover = useRef(false);
  const wasOpen = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useGroupActive(group);
  const count = group.children.length;

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const close = () => onToggle(index, false);
  const focusLink = (at: number) => linkRefs.current[(at + count) % count]?.focus();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Once shown, a panel that would stick out of the viewport (and scroll the page sideways)
  // is anchored to the group's other edge. Before paint: no visible jump.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.removeAttribute('data-edge');
    const { left, right } = panel.getBoundingClientRect();
    if (right > document.documentElement.clientWidth) panel.setAttribute('data-edge', 'end');
    else if (left < 0) panel.setAttribute('data-edge', 'start');
  }, [open]);

  // The panel is display:none while closed: focus a link only once it is shown.
  useEffect(() => {
    if (!open) {
      // Forgotten when the group closes, not at its first render: a key replayed as the island wakes can
      // reach the button before this effect's first run, and what it asked for must stay.
      if (wasOpen.current) {
        openedByHover.current = false;
        focusOnOpen.current = null;
      }
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) linkRefs.current[target === 'first' ? 0 : count - 1]?.focus();
  }, [open, count]);

  // A press anywhere outside the group closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onToggle(index, false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, index, onToggle]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return; // a tap is handled by click
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      onToggle(index, true);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    cancelClose();
    closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
  };

  const onButtonClick = (event: MouseEvent) => {
    cancelClose();
    // A mouse click on a group that hovering just opened keeps it open instead of closing it.
    if (open && openedByHover.current && event.detail > 0) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    onToggle(index, !open);
  };

  const openAndFocus = (target: 'first' | 'last') => {
    cancelClose();
    openedByHover.current = false;
    if (open) focusLink(target === 'first' ? 0 : count - 1);
    else {
      focusOnOpen.current = target;
      onToggle(index, true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const current = linkRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: count - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };

  // Tabbing out of the group closes it. A mouse press on a link that does not take focus
  // (Safari) blurs with no relatedTarget: keep the panel open so the click still lands.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) close();
  };

  const onSelect = () => {
    const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
    cancelClose();
    close();
    if (focusInside) buttonRef.current?.focus();
  };

  return (
    <li
      ref={rootRef}
      className={classes.group}
      data-open={open || undefined}
      data-active={active || undefined}
      data-align={alignEnd ? 'end' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <SiteIcon name="chevron-down" size={16} className={classes.chevron} />
      </button>
      {/* Arrow keys and Escape among the links inside (their keydown bubbles here). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={panelRef} id={panelId} className={classes.panel} onKeyDown={onPanelKeyDown}>
        {group.children.map((link, i) => (
          <li key={link.href + link.label}>
            <MenuLink
              href={link.href}
              className={classes.panelLink}
              onClick={onSelect}
              ref={(element) => {
                linkRefs.current[i] = element;
              }}
            >
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
