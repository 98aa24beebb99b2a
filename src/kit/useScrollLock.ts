import { useEffect } from 'react';

/**
 * Locks page scroll while `locked` (mobile menu, Launchpad): overflow hidden on <html>, padded by
 * the scrollbar's width so the page does not shift sideways; the previous values come back after.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.documentElement;
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = previous.overflow;
      style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}
