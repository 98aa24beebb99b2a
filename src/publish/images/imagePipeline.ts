// The images of a built site: each raster image the pages show, encoded at the widths its slot needs
// (src/model/imageSlots.ts) in AVIF, WebP and its own format, under content-hashed names in assets/img/
// (served immutable). Encoding is cached by the source's bytes: a build or publish encodes only images
// that are new or changed, and each copy once however many pages or slots show it.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileHash } from '../fileHash.ts';
import path from 'node:path';
import { PROJECT_ROOT } from '../../engine/project.ts';
import { IMAGE_SLOTS, isRasterPath, slotWidths, type ImageSlot } from '../../model/imageSlots.ts';
import type { Picture } from '../../model/picture.ts';
import { linkOrCopy } from '../linkFiles.ts';
import {
  copyFormats,
  encodeCopies,
  encodeSocialCard,
  ENCODER_VERSION,
  FORMAT_EXTENSION,
  FORMAT_TYPE,
  rasterInfo,
  type CopyFormat,
  type RasterInfo,
} from './encode.ts';

/** Where the copies are served from, under the site's folder. */
export const IMAGE_COPIES_DIR = 'assets/img';

/** Where encoded copies are kept between builds and publishes of this checkout (SITE_IMAGE_CACHE to move it). */
export const IMAGE_CACHE_DIR = process.env.SITE_IMAGE_CACHE ?? path.join(PROJECT_ROOT, 'node_modules/.cache/images');

export interface ImagePipelineOptions {
  /** The folder image paths are read from (the site's public/). */
  publicDir: string;
  /** The built site's folder: copies go to its assets/img/. */
  outDir: string;
  /** Encoded copies kept between builds, by source hash (e.g. node_modules/.cache/images). */
  cacheDir: string;
}

export interface PipelineStats {
  /** Copies encoded in this run (the rest came from the cache). */
  encoded: number;
  /** Copies taken from the cache. */
  cached: number;
}

interface SourceFile {
  hash: string;
  base: string;
  /** Its file, and its bytes read when a copy is to be encoded. */
  path: string;
  read: () => Buffer;
}

interface Source extends SourceFile {
  info: RasterInfo;
}

export class ImagePipeline {
  readonly stats: PipelineStats = { encoded: 0, cached: 0 };
  private readonly files = new Map<string, SourceFile>();
  private readonly sources = new Map<string, Promise<Source>>();
  /**
   * One image's copies made at a time, in the order asked: decoding a phone photo takes ~100 MB, two
   * cores are busy enough, and a copy two pages ask for is found in the cache by the second.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ImagePipelineOptions) {}

  /** The copies of the image at `src` (a path under public/) for `slot`; undefined for a vector image (SVG is served as it is). */
  async picture(src: string, slot: ImageSlot): Promise<Picture | undefined> {
    if (!isRasterPath(src)) return undefined;
    const source = await this.source(src);
    const widths = slotWidths(slot, source.info.width);
    const { modern, fallback } = copyFormats(source.info);
    const urls = await this.copies(
      source,
      [...modern, fallback].flatMap((format) => widths.map((width) => ({ width, format }))),
    );
    const srcset = (format: CopyFormat) => widths.map((width) => `${urls.get(copyKey(width, format))} ${width}w`).join(', ');
    return {
      sources: modern.map((format) => ({ type: FORMAT_TYPE[format] as 'image/avif' | 'image/webp', srcset: srcset(format) })),
      src: urls.get(copyKey(widths[widths.length - 1]!, fallback))!,
      srcset: srcset(fallback),
      sizes: IMAGE_SLOTS[slot].sizes,
    };
  }

  /**
   * Encodes the copies of the image at `src` for every slot into the cache, placing none: an upload is
   * encoded as it arrives, so the publish that first shows it finds its copies ready.
   */
  async warm(src: string): Promise<void> {
    if (!isRasterPath(src)) return;
    const source = await this.source(src);
    const { modern, fallback } = copyFormats(source.info);
    const wanted = new Map<string, { width: number; format: CopyFormat }>();
    for (const slot of Object.keys(IMAGE_SLOTS) as ImageSlot[])
      for (const width of slotWidths(slot, source.info.width))
        for (const format of [...modern, fallback]) wanted.set(copyKey(width, format), { width, format });
    await this.serially(async () => {
      await this.ensureCopies(source, [...wanted.values()]);
      await this.ensureSocialCard(source);
    });
  }

  /** The social card (Open Graph) of the image at `src`, 1200×630: its URL; undefined for an image that is neither raster nor SVG. */
  async socialCard(src: string): Promise<string | undefined> {
    // An SVG is drawn as pixels here: networks show no SVG card.
    if (!isRasterPath(src) && !src.toLowerCase().endsWith('.svg')) return undefined;
    const source = this.file(src);
    return this.serially(async () => this.place(await this.ensureSocialCard(source), `${source.base}-${source.hash.slice(0, 10)}-social.jpg`));
  }

  /** Runs `work` after the work asked before it (see `queue`); its failure is its caller's alone. */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private cacheFile(source: SourceFile, { width, format }: { width: number; format: CopyFormat }) {
    return path.join(this.options.cacheDir, source.hash, `${width}.${FORMAT_EXTENSION[format]}`);
  }

  /** The copies asked for in the cache: those not there yet encoded (the source decoded once for them all). */
  private async ensureCopies(source: Source, wanted: readonly { width: number; format: CopyFormat }[]): Promise<void> {
    const missing = wanted.filter((copy) => !existsSync(this.cacheFile(source, copy)));
    this.stats.cached += wanted.length - missing.length;
    for (const copy of await encodeCopies(source.read(), missing)) {
      writeWhole(this.cacheFile(source, copy.asked), copy.bytes);
      this.stats.encoded++;
    }
  }

  /** The source's social card in the cache (made when it is not there yet): its path. */
  private async ensureSocialCard(source: SourceFile): Promise<string> {
    const cached = path.join(this.options.cacheDir, source.hash, 'social.jpg');
    if (existsSync(cached)) this.stats.cached++;
    else {
      writeWhole(cached, await encodeSocialCard(source.read()));
      this.stats.encoded++;
    }
    return cached;
  }

  /** A cached file in the site's folder under `name` (the same name is the same bytes: one already there is kept); its URL. */
  private place(cached: string, name: string): string {
    const target = path.join(this.options.outDir, IMAGE_COPIES_DIR, name);
    mkdirSync(path.dirname(target), { recursive: true });
    if (!existsSync(target)) linkOrCopy(cached, target);
    return `/${IMAGE_COPIES_DIR}/${name}`;
  }

  /** The file at `src`: its bytes, the hash that names its copies, and its name's words. */
  private file(src: string): SourceFile {
    let found = this.files.get(src);
    if (!found) {
      const file = path.join(this.options.publicDir, src.replace(/^\/+/, ''));
      const hash = sourceHash(file);
      const base =
        path
          .basename(src)
          .replace(/\.[a-z0-9]+$/i, '')
          .replace(/[^a-z0-9-]+/gi, '-')
          .toLowerCase()
          .slice(0, 60) || 'anh';
      // The bytes are read again only to encode a missing copy: a publish of a large site holds none of them.
      found = { hash, base, path: file, read: () => readFileSync(file) };
      this.files.set(src, found);
    }
    return found;
  }

  private source(src: string): Promise<Source> {
    let found = this.sources.get(src);
    if (!found) {
      found = (async () => {
        const file = this.file(src);
        // sharp reads only the file's header for this.
        return { ...file, info: await rasterInfo(file.path) };
      })();
      this.sources.set(src, found);
    }
    return found;
  }

  /** The URLs of the copies asked for (by copyKey): those not in the cache encoded, all placed in the site's folder. */
  private copies(source: Source, wanted: { width: number; format: CopyFormat }[]): Promise<Map<string, string>> {
    return this.serially(async () => {
      await this.ensureCopies(source, wanted);
      const urls = new Map<string, string>();
      for (const copy of wanted) {
        const name = `${source.base}-${source.hash.slice(0, 10)}-${copy.width}.${FORMAT_EXTENSION[copy.format]}`;
        urls.set(copyKey(copy.width, copy.format), this.place(this.cacheFile(source, copy), name));
      }
      return urls;
    });
  }
}

const copyKey = (width: number, format: CopyFormat) => `${width}.${format}`;

/** The hash that names a source's copies: of its bytes and the encoder's version (kept in the process, src/publish/fileHash.ts). */
const sourceHash = (file: string): string => fileHash(file, `v${ENCODER_VERSION}\0`).slice(0, 16);

/** Written whole under another name, then renamed: a build stopped halfway leaves no half file in the cache. */
function writeWhole(file: string, bytes: Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * An upload's copies for every slot and its social card, encoded into the cache after the upload is
 * answered: the publish that first shows it finds them ready. Best effort: a failure leaves that publish
 * to encode them (and say why if it cannot).
 */
export function warmUpload(publicDir: string, src: string, cacheDir = IMAGE_CACHE_DIR): Promise<void> {
  // No copy is placed: the folder a pipeline places copies in is never written by warm().
  return new ImagePipeline({ publicDir, outDir: publicDir, cacheDir }).warm(src).catch(() => undefined);
}
