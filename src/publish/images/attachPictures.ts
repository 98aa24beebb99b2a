// The build's step between the model and the renderer: every image the pages show gets its encoded
// copies (model/picture.ts), so a section's markup offers the browser the size and format it needs.
// The model is the build's own: the images are changed in place.
import type { Image } from '../../model/generated.ts';
import { DEFAULT_IMAGE_SLOT, isImageSlot } from '../../model/imageSlots.ts';
import type { ModelImage } from '../../model/picture.ts';
import { SOCIAL_CARD } from './encode.ts';
import type { ImagePipeline } from './imagePipeline.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isImage = (value: Record<string, unknown>): value is ModelImage & Record<string, unknown> =>
  typeof value.src === 'string' && typeof value.alt === 'string' && typeof value.width === 'number' && typeof value.height === 'number';

/** Every image object under `roots` (pages, catalogue pages), except the pages' sharing images (`meta.image`: not drawn on the page). */
export function imagesIn(roots: readonly unknown[]): ModelImage[] {
  const found: ModelImage[] = [];
  const walk = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (isObject(value)) {
      if (isImage(value)) found.push(value);
      else for (const [name, child] of Object.entries(value)) if (!(key === undefined && name === 'meta')) walk(child, name);
    }
  };
  for (const root of roots) walk(root);
  return found;
}

/** Gives each image under `roots` its copies for its slot (a card's when its schema names none). */
export async function attachPictures(roots: readonly unknown[], pipeline: ImagePipeline): Promise<void> {
  await Promise.all(
    imagesIn(roots).map(async (image) => {
      const picture = await pipeline.picture(image.src, isImageSlot(image.slot) ? image.slot : DEFAULT_IMAGE_SLOT);
      if (picture) image.picture = picture;
    }),
  );
}

interface SharedPage {
  meta: { image?: Image };
  card?: { image?: Image };
}

/**
 * Each page's sharing image (Open Graph) as a 1200×630 social card: its own (`meta.image`), or its card's
 * cover when it has none (every post and case), cropped around what draws the eye. A vector image stays
 * as it is; a page with neither has none.
 */
export async function attachSocialCards(pages: readonly SharedPage[], pipeline: ImagePipeline): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const image = page.meta.image ?? page.card?.image;
      if (!image) return;
      const src = await pipeline.socialCard(image.src);
      if (src) page.meta.image = { src, alt: image.alt, ...SOCIAL_CARD };
    }),
  );
}
