// Icons of the site file's links (dock, launchpad), drawn from the static sprite
// public/icons/site.svg (made by scripts/gen-icons.ts from the Tabler icon set): no JavaScript per icon.
import type { SiteLink } from '../model/generated.ts';

export type SiteIconName = NonNullable<SiteLink['icon']>;

export const ICON_SPRITE = '/icons/site.svg';

interface SiteIconProps {
  /** A schema icon name; links without one get a neutral link icon. */
  name: SiteLink['icon'];
  size?: number;
  stroke?: number;
}

export function SiteIcon({ name, size = 24, stroke = 2 }: SiteIconProps) {
  return (
    <svg
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
