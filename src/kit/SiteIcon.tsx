// Icons of the site file's links (dock, launchpad) and of the shell's controls, drawn from the static
// sprite public/icons/site.svg (made by scripts/gen-icons.ts from the Tabler icon set): no JavaScript per icon.
import type { SiteLink } from '../model/generated.ts';

export type SiteIconName = NonNullable<SiteLink['icon']>;

/** The shell's controls: a menu group's chevron, a close button, the dock's toggle and its launchpad button, the header's search link. */
export type ShellIconName = 'chevron-down' | 'close' | 'compass' | 'launchpad' | 'search';

export const ICON_SPRITE = '/icons/site.svg';

interface SiteIconProps {
  /** A schema icon name (links without one get a neutral link icon) or a shell control's. */
  name: SiteLink['icon'] | ShellIconName;
  size?: number;
  stroke?: number;
  className?: string;
}

export function SiteIcon({ name, size = 24, stroke = 2, className }: SiteIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE}#${name ?? 'link'}`} />
    </svg>
  );
}
