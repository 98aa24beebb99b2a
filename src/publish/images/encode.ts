// One raster image re-encoded for the web with sharp (libvips): turned upright by its EXIF orientation,
// converted to sRGB, every piece of metadata dropped (EXIF with GPS and maker notes, XMP, IPTC, comments,
// ICC profiles other than sRGB's), scaled to each width asked for and written as AVIF, WebP and the
// original's format. Only pixels go through: bytes after the image's end (a PNG carrying HTML) cannot.
import sharp, { type Metadata, type Sharp } from 'sharp';

/** Bumped whenever the settings below change: it is part of every cache key, so old copies are not reused. */
export const ENCODER_VERSION = 1;

export type CopyFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const FORMAT_EXTENSION: Record<CopyFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
export const FORMAT_TYPE: Record<CopyFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** What an image is before encoding: its format, its size once turned upright, whether it has transparency. */
export interface RasterInfo {
  format: CopyFormat;
  width: number;
  height: number;
  hasAlpha: boolean;
}

export class NotARaster extends Error {}

const RASTER_FORMATS: Record<string, CopyFormat> = { jpeg: 'jpeg', png: 'png', webp: 'webp', heif: 'avif' };

/** Reads a raster image's header (no pixels decoded). Throws NotARaster for anything else. */
export async function rasterInfo(input: Buffer | string): Promise<RasterInfo> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch (error) {
    throw new NotARaster(`not an image sharp can read: ${(error as Error).message}`);
  }
  const format = meta.format && RASTER_FORMATS[meta.format];
  if (!format || !meta.width || !meta.height) throw new NotARaster(`not a raster image the site serves (${meta.format ?? 'unknown'})`);
  // Orientations 5–8 are a quarter turn: the image is seen with its sides swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  return { format, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, hasAlpha: meta.hasAlpha ?? false };
}

/** The formats a source is served in: AVIF, then WebP, then a fallback every browser reads (the original's format, or JPEG/PNG for an AVIF). */
export function copyFormats(info: Pick<RasterInfo, 'format' | 'hasAlpha'>): { modern: CopyFormat[]; fallback: CopyFormat } {
  const fallback: CopyFormat = info.format === 'avif' ? (info.hasAlpha ? 'png' : 'jpeg') : info.format;
  return { modern: (['avif', 'webp'] as const).filter((format) => format !== fallback), fallback };
}

function encoder(image: Sharp, format: CopyFormat): Sharp {
  switch (format) {
    // effort 2: a 1920-px photo in about a second on one core; higher efforts save a few per cent for several times the time.
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75, effort: 4 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
}

/** The image turned upright, in sRGB, no wider than `maxWidth`, as raw pixels: decoded once, then scaled for each copy. */
async function upright(bytes: Buffer, maxWidth: number) {
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

export interface EncodedCopy {
  /** The copy as asked for (its width may exceed the image's: then it is the image's own). */
  asked: { width: number; format: CopyFormat };
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The copies of `bytes` asked for, each a width (pixels, at most the image's own) and a format; the
 * image is decoded once. The height follows the width at the image's proportions.
 */
export async function encodeCopies(bytes: Buffer, wanted: readonly { width: number; format: CopyFormat }[]): Promise<EncodedCopy[]> {
  if (wanted.length === 0) return [];
  const { data, info } = await upright(bytes, Math.max(...wanted.map((copy) => copy.width)));
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const copies: EncodedCopy[] = [];
  for (const { width, format } of wanted) {
    const scaled = sharp(data, { raw }).resize({ width: Math.min(width, info.width) });
    const { data: out, info: outInfo } = await encoder(scaled, format).toBuffer({ resolveWithObject: true });
    copies.push({ asked: { width, format }, width: outInfo.width, height: outInfo.height, bytes: out });
  }
  return copies;
}

/**
 * An upload as it is kept: upright, sRGB, no metadata, no wider or taller than `maxSide`, in its own
 * format (an AVIF stays AVIF). This is the file authors see and the build encodes from.
 */
export async function cleanOriginal(bytes: Buffer, maxSide: number): Promise<{ bytes: Buffer; info: RasterInfo }> {
  const source = await rasterInfo(bytes);
  const image = sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  const keep: Record<CopyFormat, () => Sharp> = {
    avif: () => image.avif({ quality: 60, effort: 4 }),
    webp: () => image.webp({ quality: 85 }),
    jpeg: () => image.jpeg({ quality: 88, mozjpeg: true }),
    png: () => image.png({ compressionLevel: 9 }),
  };
  const { data, info } = await keep[source.format]().toBuffer({ resolveWithObject: true });
  return { bytes: data, info: { ...source, width: info.width, height: info.height } };
}

/** The size of a social card (Open Graph, X): what Facebook, Zalo and LinkedIn show in full. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** A social card of `bytes` (a raster image or an SVG): upright, cropped to 1200×630 around what draws the eye, a JPEG every network reads. */
export async function encodeSocialCard(bytes: Buffer): Promise<Buffer> {
  // density: an SVG drawn at 2× its size, sharp once cropped to 1200 px.
  return sharp(bytes, { failOn: 'error', density: 144 })
    .rotate()
    .resize({ ...SOCIAL_CARD, fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
