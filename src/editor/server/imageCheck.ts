// Whether an uploaded image is whole and of a size a page can show. image-size reads only the header,
// so 45 bytes claiming 65535×65535 pass it: here the declared size is held to a limit, and the file is
// walked to its end in its own format's structure (PNG chunks with their CRCs up to IEND, JPEG
// segments up to the scan and then its EOI marker, WebP's RIFF chunks to exactly the stated length,
// AVIF's top-level boxes to exactly the end of the file). A file cut short, or padded with a header
// over nothing, is refused.
import { crc32 } from 'node:zlib';

/** The longest side an upload may have, in pixels (twice a 4K screen's width). */
export const MAX_SIDE = 8192;
/** The most pixels an upload may have (a 7680×5120 photo): decoding it takes 160 MB in the browser. */
export const MAX_PIXELS = 40_000_000;

export type UploadType = 'png' | 'jpg' | 'webp' | 'avif';

/** Whether `width`×`height` is within MAX_SIDE and MAX_PIXELS. */
export const sizeAllowed = (width: number, height: number) => width <= MAX_SIDE && height <= MAX_SIDE && width * height <= MAX_PIXELS;

const ascii = (b: Buffer, from: number, to: number) => b.toString('latin1', from, to);

/** PNG: the signature, IHDR first, every chunk inside the file with its CRC right, image data, then IEND. */
function pngWhole(b: Buffer): boolean {
  if (b.length < 8 || !b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return false;
  let at = 8;
  let data = false;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = ascii(b, at + 4, at + 8);
    const end = at + 12 + length;
    if (end > b.length || (at === 8 && type !== 'IHDR')) return false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data;
    at = end;
  }
  return false;
}

const EOI = Buffer.from([0xff, 0xd9]);

/**
 * JPEG: SOI, then segments each inside the file up to the first scan (SOS), then the end-of-image
 * marker after it (entropy-coded data never holds FF D9; a camera's trailer after EOI is allowed).
 */
function jpegWhole(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return false; // the end before any image data
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > b.length) return false;
    if (marker === 0xda) return b.indexOf(EOI, at + 2 + length) !== -1;
    at += 2 + length;
  }
  return false;
}

/** WebP: RIFF whose stated size is the file's, its chunks (padded to even sizes) filling it exactly, one of them image data. */
function webpWhole(b: Buffer): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP' || b.readUInt32LE(4) + 8 !== b.length) return false;
  let at = 12;
  let image = false;
  while (at + 8 <= b.length) {
    const type = ascii(b, at, at + 4);
    const size = b.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > b.length) return false;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true;
    at = end;
  }
  return at === b.length && image;
}

/** AVIF (ISO BMFF): ftyp first, top-level boxes filling the file exactly, with the metadata and the media data. */
function avifWhole(b: Buffer): boolean {
  const seen = new Set<string>();
  let at = 0;
  while (at + 8 <= b.length) {
    let size = b.readUInt32BE(at);
    const type = ascii(b, at + 4, at + 8);
    if (size === 1) {
      if (at + 16 > b.length) return false;
      size = Number(b.readBigUInt64BE(at + 8));
    } else if (size === 0) size = b.length - at; // the last box runs to the end
    if (size < 8 || at + size > b.length || (at === 0 && type !== 'ftyp')) return false;
    seen.add(type);
    at += size;
  }
  return at === b.length && seen.has('meta') && seen.has('mdat');
}

const WHOLE: Record<UploadType, (b: Buffer) => boolean> = { png: pngWhole, jpg: jpegWhole, webp: webpWhole, avif: avifWhole };

/** Whether `bytes` is a whole file of `type` (not cut short, not a bare header). */
export const imageWhole = (type: UploadType, bytes: Buffer) => WHOLE[type](bytes);
