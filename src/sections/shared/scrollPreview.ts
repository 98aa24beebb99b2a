import type { CSSProperties } from 'react';

/**
 * How long a hover preview takes to scroll a full-page render to its end: 1.5 s per 16:10 screen,
 * at least 2 s. Set inline as `--scroll` (template cards, device frames), so the stylesheet needs
 * no rule per image.
 */
export function scrollSeconds({ width, height }: { width: number; height: number }): number {
  return Math.max(2, Math.round((height / width) * (10 / 16) * 1.5 * 10) / 10);
}

/** The inline style carrying scrollSeconds() to the CSS animation. */
export function scrollStyle(image: { width: number; height: number }): CSSProperties {
  return { '--scroll': `${scrollSeconds(image)}s` } as CSSProperties;
}
