// The pixel size of a PNG, JPEG or WebP file, read from its header by `image-size` (a production
// dependency: the validator also runs in the built server). SVG and anything unreadable: undefined.
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';

export interface PixelSize {
  width: number;
  height: number;
}

const RASTER = new Set(['png', 'jpg', 'webp']);

/** The size stated in an image's header; undefined for another format or a truncated file. */
export function imageSizeOf(bytes: Uint8Array): PixelSize | undefined {
  try {
    const { type, width, height } = imageSize(bytes);
    return type && RASTER.has(type) && width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** The pixel size of an image file. */
export function imageFileSize(file: string): PixelSize | undefined {
  return imageSizeOf(readFileSync(file));
}
