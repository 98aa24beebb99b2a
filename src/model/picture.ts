// What the build adds to an image of the model once it is encoded (src/publish/images/): the copies a
// browser chooses from. The page files never hold it; the renderer reads it with pictureOf().
import type { Image } from './generated.ts';
import type { ImageSlot } from './imageSlots.ts';

export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  /** "url 360w, url 640w, …" */
  srcset: string;
}

export interface Picture {
  /** Modern formats first, in the order a browser tries them. */
  sources: PictureSource[];
  /** The widest copy in the original's format: the <img>'s src. */
  src: string;
  /** The copies in the original's format. */
  srcset: string;
  sizes: string;
}

/** An image as the model holds it: the slot its schema names (the resolver adds it), and its copies once the build made them. */
export type ModelImage = Image & { slot?: ImageSlot; picture?: Picture };

export const pictureOf = (image: Image): Picture | undefined => (image as ModelImage).picture;
