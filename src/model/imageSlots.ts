// Where an image sits decides the sizes it is encoded at and the `sizes` the browser chooses by: one
// table for both, read by the build (src/publish/images/) and by the sections' <picture> markup. A
// section's schema names the slot of each image field with `"x-image": "<slot>"` (src/engine/schemas.ts);
// an image reached otherwise (a page's card in a listing, a shared data item's cover) is a card.
//
// `width` is the widest the slot is drawn, in CSS pixels, at any screen width (read off the layout's CSS
// below; tests/browser/images.test.ts measures it): the build encodes up to twice it, for 2× screens.

/** The widths an image may be encoded at (pixels): few enough to encode quickly, close enough that a phone never loads much more than it shows. */
export const IMAGE_WIDTHS = [360, 640, 800, 960, 1280, 1920] as const;

export const IMAGE_SLOTS = {
  /** The opening image of a page (hero, service detail): beside the text from 62em (half the 71.25rem column), full width below. */
  hero: { sizes: '(min-width: 62em) 34rem, calc(100vw - 2rem)', width: 960 },
  /** A post's or case's cover under its header: the reading column. */
  cover: { sizes: '(min-width: 48em) 44rem, calc(100vw - 2rem)', width: 736 },
  /** A card in a grid: three columns from 62em, two from 36em, one below. */
  card: { sizes: '(min-width: 62em) 22rem, (min-width: 36em) calc(50vw - 2.5rem), calc(100vw - 2rem)', width: 560 },
  /** A screenshot in a device frame. */
  device: { sizes: '(min-width: 62em) 40rem, calc(100vw - 3rem)', width: 960 },
  /** A logo in a strip. */
  logo: { sizes: '10rem', width: 160 },
  /** A face or account picture. */
  avatar: { sizes: '4rem', width: 64 },
} as const satisfies Record<string, { sizes: string; width: number }>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** Whether an image path names a raster image (encoded per slot), not an SVG (served as it is). */
export const isRasterPath = (src: string) => /\.(png|jpe?g|webp|avif)$/i.test(src);

export const DEFAULT_IMAGE_SLOT: ImageSlot = 'card';

export const isImageSlot = (name: unknown): name is ImageSlot => typeof name === 'string' && Object.hasOwn(IMAGE_SLOTS, name);

/**
 * The widths an image of `intrinsicWidth` pixels is encoded at in `slot`: those of IMAGE_WIDTHS up to
 * twice the slot's width and below the image's own, then the image's own width (capped at twice the
 * slot) when it is smaller than the next step, so the sharpest copy is never thrown away.
 */
export function slotWidths(slot: ImageSlot, intrinsicWidth: number): number[] {
  const cap = Math.min(intrinsicWidth, IMAGE_SLOTS[slot].width * 2);
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width < cap);
  widths.push(cap);
  return widths;
}
