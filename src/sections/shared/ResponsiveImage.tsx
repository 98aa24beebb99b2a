import type { CSSProperties } from 'react';
import type { Image } from '../../model/generated.ts';
import { pictureOf } from '../../model/picture.ts';
import classes from './ResponsiveImage.module.css';

export interface ResponsiveImageProps {
  image: Image;
  /**
   * "priority": the page's largest paint (its opening image or cover), fetched first; "eager": in the
   * first screen, fetched at once; "lazy" (default): fetched as it nears the view.
   */
  load?: 'priority' | 'eager' | 'lazy';
  /** Replaces the image's alt: "" for an image a card's text already says. */
  alt?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image as the build encoded it (src/publish/images/): AVIF and WebP copies first, the original's
 * format as the fallback, each at the widths its slot needs, the browser choosing by `sizes`. Width and
 * height are the image's own, so its box is known before it loads. An image the build did not encode
 * (SVG, the editor's preview) is a plain <img>.
 */
export function ResponsiveImage({ image, load = 'lazy', alt = image.alt, className, style }: ResponsiveImageProps) {
  const picture = pictureOf(image);
  const loading = LOADING[load];
  if (!picture) return <img src={image.src} alt={alt} width={image.width} height={image.height} className={className} style={style} {...loading} />;
  return (
    <picture className={classes.picture}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        style={style}
        {...loading}
      />
    </picture>
  );
}

const LOADING = {
  priority: { loading: 'eager', fetchPriority: 'high' },
  eager: { loading: 'eager', decoding: 'async' },
  lazy: { loading: 'lazy', decoding: 'async' },
} as const;
