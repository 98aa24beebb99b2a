// The pixel size of a PNG, JPEG or WebP file, read from its header (no dependency: the validator
// also runs where only production packages are installed). SVG and anything unreadable: undefined.
import { closeSync, openSync, readSync } from 'node:fs';

export interface PixelSize {
  width: number;
  height: number;
}

/** The size stated in the first bytes of an image; undefined for another format or a truncated file. */
export function imageSizeOf(bytes: Uint8Array): PixelSize | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: signature, then the IHDR chunk's width and height (big-endian).
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR') {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  // WebP: RIFF container with a VP8 (lossy), VP8L (lossless) or VP8X (extended) first chunk.
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    return undefined;
  }
  // JPEG: walk the markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return undefined;
      const marker = b[at + 1];
      if (marker === 0xff) {
        at++;
        continue;
      }
      const length = b.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
      }
      at += 2 + length;
    }
  }
  return undefined;
}

/** The pixel size of an image file (its first 64 KB are enough for the formats above). */
export function imageFileSize(file: string): PixelSize | undefined {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(65536);
    const read = readSync(fd, head, 0, head.length, 0);
    return imageSizeOf(head.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}
