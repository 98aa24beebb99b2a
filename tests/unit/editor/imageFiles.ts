// Image files built byte by byte for the upload tests: a real PNG (zlib-compressed rows, right CRCs),
// JPEG and AVIF structures with the markers and boxes a reader walks, and headers over nothing.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

const ihdr = (width: number, height: number) => pngChunk('IHDR', Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]));

/** A whole grey PNG of `width`×`height`. */
export function png(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter "none"
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** 45 bytes: a PNG header claiming `width`×`height`, and its end, with no image data between. */
export const pngHeaderOnly = (width: number, height: number) => Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IEND', Buffer.alloc(0))]);

const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);

/** A baseline JPEG's structure: SOI, JFIF, a frame of `width`×`height`, one scan of coded bytes (with a stuffed FF 00), EOI. */
export function jpeg(width: number, height: number, { eoi = true }: { eoi?: boolean } = {}): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xc0, Buffer.concat([Buffer.from([8]), u16(height), u16(width), Buffer.from([1, 1, 0x11, 0])])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    eoi ? Buffer.from([0xff, 0xd9]) : Buffer.alloc(0),
  ]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);

/** An AVIF's boxes: ftyp, meta with the image's spatial extent (ispe), and the media data. */
export function avif(width: number, height: number, mediaBytes = 64): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('avif\0\0\0\0avifmif1miaf', 'latin1')),
    fullBox(
      'meta',
      fullBox('hdlr', Buffer.alloc(4), Buffer.from('pict', 'latin1'), Buffer.alloc(13)),
      box('iprp', box('ipco', fullBox('ispe', u32(width), u32(height)))),
    ),
    box('mdat', Buffer.alloc(mediaBytes, 0x55)),
  ]);
}

/** A real photo-like JPEG or AVIF of `width`×`height` (sharp encodes it), for uploads that are decoded and kept. */
export async function encodedImage(format: 'jpeg' | 'avif', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });
  return (format === 'jpeg' ? image.jpeg() : image.avif()).toBuffer();
}

/** Whether two image files hold the same pixels (a kept upload is re-encoded: other bytes, the same picture). */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })));
  return x!.info.width === y!.info.width && x!.info.height === y!.info.height && x!.data.equals(y!.data);
}
