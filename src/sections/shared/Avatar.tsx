import { initials } from '../../lib/format.ts';
import type { Image } from '../../model/generated.ts';
import classes from './Avatar.module.css';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * A round avatar: the image with its size and the author's alt text, otherwise the person's
 * initials. The name is always written next to it, so the initials are decoration (aria-hidden).
 * Size: the CSS variables --avatar-size (default 3rem) and --avatar-font-size (default 1rem),
 * set by the caller on an ancestor.
 */
export function Avatar({ name, image }: { name: string; image?: Image }) {
  if (image) {
    return <ResponsiveImage image={image} className={classes.avatar} />;
  }
  return (
    <span aria-hidden="true" data-initials="" className={`${classes.avatar} ${classes.initials}`}>
      {initials(name)}
    </span>
  );
}
