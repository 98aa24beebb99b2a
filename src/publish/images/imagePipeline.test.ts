// The image pipeline, its outputs read back with sharp and exifr: the widths each slot gets, the
// formats, metadata gone and orientation applied, the cache hit on a second build, a polyglot cleaned.
import exifr from 'exifr';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, slotWidths, type ImageSlot } from '../../model/imageSlots.ts';
import { phonePhoto, polyglotPng } from '../../../tests/photos.ts';
import { attachPictures, attachSocialCards } from './attachPictures.ts';
import { cleanOriginal } from './encode.ts';
import { ImagePipeline, warmUpload } from './imagePipeline.ts';

let dir: string;
let publicDir: string;
const site = (name: string) => path.join(dir, name);
const urlsOf = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'images-'));
  publicDir = path.join(dir, 'public');
  mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  // Upright on the phone: 4000×3000 stored, orientation 6, seen as 3000×4000.
  writeFileSync(path.join(publicDir, 'images/photo.jpg'), await phonePhoto({ width: 4000, height: 3000, orientation: 6 }));
  writeFileSync(
    path.join(publicDir, 'images/small.png'),
    await sharp({ create: { width: 300, height: 200, channels: 4, background: '#3344ff80' } })
      .png()
      .toBuffer(),
  );
  writeFileSync(path.join(publicDir, 'images/art.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  writeFileSync(path.join(publicDir, 'images/polyglot.png'), await polyglotPng());
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the widths of each slot', () => {
  it('go up to twice the slot, never past the image, always ending with the sharpest copy', () => {
    expect(slotWidths('hero', 4000)).toEqual([360, 640, 800, 960, 1280, 1920]);
    expect(slotWidths('card', 4000)).toEqual([360, 640, 800, 960, 1120]);
    expect(slotWidths('cover', 3000)).toEqual([360, 640, 800, 960, 1280, 1472]);
    expect(slotWidths('avatar', 4000)).toEqual([128]);
    expect(slotWidths('logo', 200)).toEqual([200]);
    expect(slotWidths('hero', 700)).toEqual([360, 640, 700]);
    expect(slotWidths('hero', 300)).toEqual([300]);
    for (const slot of Object.keys(IMAGE_SLOTS) as ImageSlot[]) {
      const widths = slotWidths(slot, 5000);
      expect(widths.at(-1), slot).toBe(IMAGE_SLOTS[slot].width * 2);
      expect(
        [...widths].sort((a, b) => a - b),
        slot,
      ).toEqual(widths);
    }
  });
});

describe('a phone photo through the pipeline', () => {
  let pipeline: ImagePipeline;
  let picture: Awaited<ReturnType<ImagePipeline['picture']>>;
  beforeAll(async () => {
    pipeline = new ImagePipeline({ publicDir, outDir: site('out1'), cacheDir: site('cache') });
    picture = await pipeline.picture('/images/photo.jpg', 'hero');
  }, 120_000);

  it('is offered as AVIF, then WebP, then JPEG, at the hero widths, with the hero sizes', () => {
    expect(picture!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const widths = slotWidths('hero', 3000);
    for (const srcset of [...picture!.sources.map((source) => source.srcset), picture!.srcset])
      expect(urlsOf(srcset).map(([, w]) => w)).toEqual(widths.map((w) => `${w}w`));
    expect(urlsOf(picture!.sources[0]!.srcset).every(([url]) => url.endsWith('.avif'))).toBe(true);
    expect(urlsOf(picture!.sources[1]!.srcset).every(([url]) => url.endsWith('.webp'))).toBe(true);
    expect(urlsOf(picture!.srcset).every(([url]) => url.endsWith('.jpg'))).toBe(true);
    expect(picture!.src).toBe(urlsOf(picture!.srcset).at(-1)![0]);
    expect(picture!.sizes).toBe(IMAGE_SLOTS.hero.sizes);
  });

  it('writes each copy under a content-hashed name, at its width, in its format, upright', async () => {
    for (const [url, w] of [...picture!.sources.flatMap((source) => urlsOf(source.srcset)), ...urlsOf(picture!.srcset)]) {
      expect(url).toMatch(/^\/assets\/img\/photo-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
      const meta = await sharp(readFileSync(path.join(site('out1'), url))).metadata();
      expect({ width: meta.width, format: meta.format }).toEqual({
        width: Number.parseInt(w),
        format: { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[url.split('.').at(-1)!],
      });
      // Turned upright: taller than wide (3000×4000 seen), no orientation left to apply.
      expect(meta.height! > meta.width!).toBe(true);
      expect(meta.orientation ?? 1).toBe(1);
    }
    // The stored left half was red: turned a quarter clockwise, it is now the top half.
    const top = await sharp(readFileSync(path.join(site('out1'), picture!.src)))
      .extract({ left: 100, top: 50, width: 100, height: 100 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mean = (channel: number) => top.data.filter((_, i) => i % top.info.channels === channel).reduce((sum, v) => sum + v, 0) / (100 * 100);
    expect(mean(0)).toBeGreaterThan(mean(2) + 60);
  });

  it('strips every piece of metadata: no EXIF, GPS, XMP or ICC in any copy', async () => {
    const original = await exifr.parse(readFileSync(path.join(publicDir, 'images/photo.jpg')), { gps: true });
    // The source carries them (the test can fail).
    expect(original?.Make).toBe('TestPhone');
    expect(original?.latitude).toBeGreaterThan(10);
    for (const file of readdirSync(path.join(site('out1'), 'assets/img'))) {
      const bytes = readFileSync(path.join(site('out1'), 'assets/img', file));
      expect(await exifr.parse(bytes, { gps: true, xmp: true, icc: true, iptc: true }).catch(() => undefined), file).toBeUndefined();
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc], file).toEqual([undefined, undefined, undefined]);
      expect(bytes.includes(Buffer.from('TestPhone')), file).toBe(false);
    }
  });

  it('a second build encodes nothing: every copy comes from the cache, byte for byte', async () => {
    const again = new ImagePipeline({ publicDir, outDir: site('out2'), cacheDir: site('cache') });
    const second = await again.picture('/images/photo.jpg', 'hero');
    expect(second).toEqual(picture);
    expect(again.stats).toEqual({ encoded: 0, cached: pipeline.stats.encoded });
    expect(pipeline.stats.encoded).toBe(slotWidths('hero', 3000).length * 3);
    expect(readFileSync(path.join(site('out2'), second!.src)).equals(readFileSync(path.join(site('out1'), picture!.src)))).toBe(true);
  });

  it('a card of the same photo reuses the copies it shares with the hero', async () => {
    const cards = new ImagePipeline({ publicDir, outDir: site('out3'), cacheDir: site('cache') });
    const card = await cards.picture('/images/photo.jpg', 'card');
    expect(urlsOf(card!.srcset).map(([, w]) => w)).toEqual(slotWidths('card', 3000).map((w) => `${w}w`));
    const shared = slotWidths('card', 3000).filter((w) => slotWidths('hero', 3000).includes(w)).length;
    expect(cards.stats).toEqual({ encoded: (slotWidths('card', 3000).length - shared) * 3, cached: shared * 3 });
  }, 120_000);
});

describe('other images', () => {
  it('an SVG is served as it is: no picture', async () => {
    const pipeline = new ImagePipeline({ publicDir, outDir: site('svg'), cacheDir: site('cache') });
    expect(await pipeline.picture('/images/art.svg', 'hero')).toBeUndefined();
    expect(existsSync(path.join(site('svg'), 'assets/img'))).toBe(false);
  });

  it('a small PNG with transparency: WebP and AVIF beside a PNG fallback, at its own width only', async () => {
    const pipeline = new ImagePipeline({ publicDir, outDir: site('png'), cacheDir: site('cache') });
    const picture = await pipeline.picture('/images/small.png', 'hero');
    expect(picture!.srcset).toMatch(/^\/assets\/img\/small-[0-9a-f]{10}-300\.png 300w$/);
    const meta = await sharp(readFileSync(path.join(site('png'), picture!.src))).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it('a PNG with HTML after its end comes out as pixels only', async () => {
    const pipeline = new ImagePipeline({ publicDir, outDir: site('polyglot'), cacheDir: site('cache') });
    const picture = await pipeline.picture('/images/polyglot.png', 'card');
    for (const [url] of [...picture!.sources.flatMap((source) => urlsOf(source.srcset)), ...urlsOf(picture!.srcset)]) {
      expect(readFileSync(path.join(site('polyglot'), url)).includes(Buffer.from('<script')), url).toBe(false);
    }
    const cleaned = await cleanOriginal(readFileSync(path.join(publicDir, 'images/polyglot.png')), 2560);
    expect(cleaned.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(cleaned.info).toMatchObject({ format: 'png', width: 64, height: 48 });
  });
});

describe('attaching pictures to a model', () => {
  it('each drawn image gets the copies of its slot (a card when it names none); the sharing image and SVGs none', async () => {
    const pipeline = new ImagePipeline({ publicDir, outDir: site('model'), cacheDir: site('cache') });
    const hero = { src: '/images/photo.jpg', alt: 'Văn phòng', width: 3000, height: 4000, slot: 'hero' };
    const card = { src: '/images/photo.jpg', alt: '', width: 3000, height: 4000 };
    const svg = { src: '/images/art.svg', alt: '', width: 10, height: 10, slot: 'hero' };
    const share = { src: '/images/photo.jpg', alt: '', width: 3000, height: 4000 };
    const page = {
      route: '/a',
      meta: { title: 'A', image: share },
      sections: [
        { type: 'hero', image: hero },
        { type: 'pageList', pages: [{ image: card }] },
        { type: 'x', image: svg },
      ],
    };
    await attachPictures([page], pipeline);
    expect((hero as { picture?: { sizes: string } }).picture?.sizes).toBe(IMAGE_SLOTS.hero.sizes);
    expect((card as { picture?: { sizes: string } }).picture?.sizes).toBe(IMAGE_SLOTS.card.sizes);
    expect('picture' in svg).toBe(false);
    expect('picture' in share).toBe(false);
  }, 120_000);
});

describe('an upload encoded as it arrives', () => {
  it('fills the cache for every slot and its social card: the publish that shows it encodes nothing', async () => {
    const cacheDir = site('warm-cache');
    await warmUpload(publicDir, '/images/photo.jpg', cacheDir);
    const publish = new ImagePipeline({ publicDir, outDir: site('warm-out'), cacheDir });
    for (const slot of Object.keys(IMAGE_SLOTS) as ImageSlot[]) expect(await publish.picture('/images/photo.jpg', slot), slot).toBeDefined();
    expect(await publish.socialCard('/images/photo.jpg')).toMatch(/-social\.jpg$/);
    expect(publish.stats.encoded).toBe(0);
    expect(publish.stats.cached).toBeGreaterThan(0);
    // A file that is not there is no error for the upload: the publish encodes what it finds.
    await expect(warmUpload(publicDir, '/images/khong-co.jpg', cacheDir)).resolves.toBeUndefined();
  }, 120_000);
});

describe('social cards', () => {
  it('a page shares a 1200×630 JPEG of its own image, or of its card when it has none; an SVG drawn as pixels', async () => {
    const pipeline = new ImagePipeline({ publicDir, outDir: site('social'), cacheDir: site('cache') });
    const own = { meta: { image: { src: '/images/photo.jpg', alt: 'Văn phòng', width: 3000, height: 4000 } } };
    const post = { meta: {}, card: { image: { src: '/images/small.png', alt: 'Bìa', width: 300, height: 200 } } } as {
      meta: { image?: { src: string; alt: string; width: number; height: number } };
      card: { image: { src: string; alt: string; width: number; height: number } };
    };
    const vector = { meta: { image: { src: '/images/art.svg', alt: '', width: 10, height: 10 } } };
    await attachSocialCards([own, post, vector], pipeline);
    expect(own.meta.image).toMatchObject({
      alt: 'Văn phòng',
      width: 1200,
      height: 630,
      src: expect.stringMatching(/^\/assets\/img\/photo-[0-9a-f]{10}-social\.jpg$/),
    });
    expect(post.meta.image).toMatchObject({
      alt: 'Bìa',
      width: 1200,
      height: 630,
      src: expect.stringMatching(/^\/assets\/img\/small-[0-9a-f]{10}-social\.jpg$/),
    });
    // An SVG is drawn as pixels: networks show no SVG card.
    expect(vector.meta.image).toMatchObject({ width: 1200, height: 630, src: expect.stringMatching(/^\/assets\/img\/art-[0-9a-f]{10}-social\.jpg$/) });
    for (const page of [own, post, vector]) {
      const bytes = readFileSync(path.join(site('social'), page.meta.image!.src));
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined]);
    }
  }, 60_000);
});

describe('an upload cleaned as it arrives', () => {
  it('is upright, at most 2,560 px on its long side, without EXIF or GPS, still a JPEG', async () => {
    const { bytes, info } = await cleanOriginal(await phonePhoto({ width: 4000, height: 3000, orientation: 6 }), 2560);
    expect(info).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
    const meta = await sharp(bytes).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format, orientation: meta.orientation ?? 1, exif: meta.exif }).toEqual({
      width: 1920,
      height: 2560,
      format: 'jpeg',
      orientation: 1,
      exif: undefined,
    });
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
  }, 60_000);
});
