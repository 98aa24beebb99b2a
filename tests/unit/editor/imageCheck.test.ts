// An upload is kept only when it is a whole image file of a sane size: crafted files (headers over
// nothing, files cut short, a wrong CRC, a RIFF size that is not the file's) and the site's own images.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/project.ts';
import { imageWhole, MAX_PIXELS, MAX_SIDE, sizeAllowed } from '../../../src/editor/server/imageCheck.ts';
import { avif, jpeg, png, pngChunk, pngHeaderOnly, PNG_SIGNATURE } from './imageFiles.ts';

const cut = (b: Buffer, bytes: number) => b.subarray(0, b.length - bytes);
const webp = readFileSync(path.join(PROJECT_ROOT, 'public/images/templates/landing-saas.webp'));
const sitePng = readFileSync(path.join(PROJECT_ROOT, 'public/images/og-home.png'));

describe('sizeAllowed', () => {
  it(`allows up to ${MAX_SIDE} px a side and ${MAX_PIXELS} pixels`, () => {
    expect(sizeAllowed(1200, 630)).toBe(true);
    expect(sizeAllowed(7680, 5120)).toBe(true);
    expect(sizeAllowed(MAX_SIDE, 4800)).toBe(true);
    expect(sizeAllowed(MAX_SIDE + 1, 10)).toBe(false);
    expect(sizeAllowed(10, MAX_SIDE + 1)).toBe(false);
    expect(sizeAllowed(MAX_SIDE, MAX_SIDE)).toBe(false);
    expect(sizeAllowed(65535, 65535)).toBe(false);
  });
});

describe('imageWhole', () => {
  it('PNG: whole files pass; a bare header, a cut file or a wrong CRC does not', () => {
    expect(imageWhole('png', png(3, 2))).toBe(true);
    expect(imageWhole('png', sitePng)).toBe(true);
    const header = pngHeaderOnly(65535, 65535);
    expect(header.length).toBe(45);
    expect(imageSize(header)).toMatchObject({ type: 'png', width: 65535, height: 65535 });
    expect(imageWhole('png', header)).toBe(false);
    for (const bytes of [1, 12, 13, 200]) expect(imageWhole('png', cut(sitePng, bytes)), `cut by ${bytes}`).toBe(false);
    expect(imageWhole('png', cut(png(3, 2), 12))).toBe(false); // IEND missing
    const wrongCrc = Buffer.from(png(3, 2));
    wrongCrc[45] ^= 0xff; // a byte of the image data
    expect(imageWhole('png', wrongCrc)).toBe(false);
    // A chunk whose stated length runs past the end.
    expect(imageWhole('png', Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', Buffer.alloc(13)).subarray(0, 20)]))).toBe(false);
  });

  it('JPEG: the end-of-image marker after the scan is required', () => {
    expect(imageWhole('jpg', jpeg(3, 2))).toBe(true);
    expect(imageWhole('jpg', Buffer.concat([jpeg(3, 2), Buffer.from('camera trailer')]))).toBe(true);
    expect(imageWhole('jpg', jpeg(3, 2, { eoi: false }))).toBe(false);
    expect(imageWhole('jpg', cut(jpeg(3, 2), 6))).toBe(false);
    // SOI and a frame header only (what image-size needs for a size).
    const header = jpeg(65535, 65535).subarray(0, 2 + 18 + 19);
    expect(imageSize(header)).toMatchObject({ type: 'jpg', width: 65535, height: 65535 });
    expect(imageWhole('jpg', header)).toBe(false);
  });

  it("WebP: the RIFF size is the file's and its chunks fill it", () => {
    expect(imageWhole('webp', webp)).toBe(true);
    expect(imageWhole('webp', cut(webp, 1))).toBe(false);
    expect(imageWhole('webp', cut(webp, 100))).toBe(false);
    expect(imageWhole('webp', Buffer.concat([webp, Buffer.alloc(2)]))).toBe(false);
    const header = Buffer.from(webp.subarray(0, 30));
    header.writeUInt32LE(22, 4); // a RIFF size that matches these 30 bytes: the VP8 chunk inside still runs past them
    expect(imageWhole('webp', header)).toBe(false);
  });

  it('AVIF: boxes fill the file exactly, with metadata and media data', () => {
    const whole = avif(3, 2);
    expect(imageSize(whole)).toMatchObject({ type: 'avif', width: 3, height: 2 });
    expect(imageWhole('avif', whole)).toBe(true);
    expect(imageWhole('avif', cut(whole, 10))).toBe(false);
    expect(imageWhole('avif', whole.subarray(0, whole.length - 72))).toBe(false); // no mdat
  });
});
