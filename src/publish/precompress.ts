// Precompressed copies of the text files the site server serves (gzip and brotli): the server picks
// the copy the browser accepts (src/server/staticFiles.ts). Brotli's quality is chosen by what the file
// is (`brotliQuality`): the hashed code assets get the best (11), the route files (documents,
// sitemap) the next (10). The files are compressed on every core at once (zlib's asynchronous
// calls run on libuv's thread pool: as many files at a time as os.availableParallelism(), the same
// bytes as one at a time), and a file whose bytes are those of the same file in an earlier build takes
// that build's copies (hard links, src/publish/linkFiles.ts) instead of being compressed again; a file
// that is a link to the earlier build's is not even read. `npm run build` keeps the copies it made by
// the hash of their bytes (node_modules/.cache/precompress): a build after a content change compresses
// only the files whose bytes are new.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { linkOrCopy, sameFile, writeNew } from './linkFiles.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PrecompressOptions {
  /** Whether to go into a folder (its path from the top folder); default every folder. */
  enter?: (folder: string) => boolean;
  /** An earlier build's folder whose compressed copies are taken for unchanged files. */
  previous?: string;
  /** How many files are compressed at a time (default os.availableParallelism()). */
  parallel?: number;
  /**
   * A folder of compressed copies by the sha256 of the bytes (`npm run build`'s, kept between builds): a
   * file with the bytes of one compressed before takes its copies from there. Left holding this run's only.
   */
  cache?: string;
}

/**
 * Brotli's quality for a file (its path from the top folder). 11 is the smallest and about three times
 * slower than 10, for 1.7–2.1 % fewer bytes on a document (docs/performance.md, "The full build"). The
 * code assets are few, built once per code change and downloaded by every visitor: 11. The route files
 * are one or two per route, made again by every build from nothing and every publish: 10 keeps a
 * build from nothing at 2,000 pages within its minute.
 */
export const brotliQuality = (file: string): number => (file.startsWith('assets/') ? 11 : 10);

/** Named into the cache's entries: copies made with other settings are never taken. */
const settings = (quality: number) => `gzip9-br${quality}`;

/** Writes `<file>.gz` and `<file>.br` beside every text file of 512 bytes or more under `dir`; returns how many files. */
export function precompress(dir: string, options: PrecompressOptions = {}): Promise<number> {
  return new Precompressor(options).finish(dir, options);
}

interface Job {
  file: string;
  quality: number;
}

/**
 * Compresses files as they are handed over (`add`) while the caller goes on — a build hands over each
 * route's files as it writes them, so the copies are made on the cores rendering leaves free — then
 * `finish` does a folder's other files and waits for all. A file handed over again (written again) is
 * compressed again, after its earlier job: its copies are always those of its last bytes.
 */
export class Precompressor {
  private readonly parallel: number;
  private readonly cache: string | undefined;
  private readonly queue: Job[] = [];
  private readonly queued = new Set<string>();
  /** Every file handed over: `finish` does not compress them again. */
  private readonly added = new Set<string>();
  /** The cache entries this run made or took. */
  private readonly used = new Set<string>();
  /** The files being compressed: a file handed over again waits for its earlier job (the last bytes' copies are written last). */
  private readonly inFlight = new Set<string>();
  private running = 0;
  private failure: unknown;
  private drained: (() => void) | undefined;

  constructor(options: Pick<PrecompressOptions, 'cache' | 'parallel'> = {}) {
    this.parallel = Math.max(1, options.parallel ?? os.availableParallelism());
    this.cache = options.cache;
    if (this.cache) mkdirSync(this.cache, { recursive: true });
  }

  /** Compresses `file` (`rel`: its path from the top folder) when a worker is free, if it is a text file of 512 bytes or more. */
  add(file: string, rel: string): void {
    if (!COMPRESSIBLE.test(rel)) return;
    this.added.add(file);
    if (this.queued.has(file)) return;
    this.queued.add(file);
    this.queue.push({ file, quality: brotliQuality(rel) });
    this.pump();
  }

  /**
   * Links the copies of `dir`'s unchanged files (from `previous`), compresses the others not handed over,
   * waits for every file, and leaves the cache holding this run's entries only. Returns how many files have copies.
   */
  async finish(dir: string, options: Pick<PrecompressOptions, 'enter' | 'previous'> = {}): Promise<number> {
    const count = walk(dir, '', options, this.added, (file, rel) => this.add(file, rel));
    if (this.running > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    if (this.failure) throw this.failure;
    const { cache } = this;
    if (cache) for (const name of readdirSync(cache)) if (!this.used.has(name.replace(/\.(gz|br)$/, ''))) rmSync(path.join(cache, name), { force: true });
    return count;
  }

  private pump(): void {
    while (this.running < this.parallel) {
      const at = this.queue.findIndex((job) => !this.inFlight.has(job.file));
      if (at < 0) return;
      const [job] = this.queue.splice(at, 1) as [Job];
      this.queued.delete(job.file);
      this.inFlight.add(job.file);
      this.running++;
      void this.compress(job)
        .catch((error: unknown) => (this.failure ??= error))
        .finally(() => {
          this.inFlight.delete(job.file);
          this.running--;
          this.pump();
          if (this.running === 0) this.drained?.();
        });
    }
  }

  private async compress({ file, quality }: Job): Promise<void> {
    const body = readFileSync(file);
    if (body.length < 512) return;
    const { cache } = this;
    const key = cache && `${createHash('sha256').update(body).digest('hex')}-${settings(quality)}`;
    if (cache && key) {
      this.used.add(key);
      const entry = path.join(cache, key);
      if (existsSync(`${entry}.gz`) && existsSync(`${entry}.br`)) {
        for (const suffix of ['.gz', '.br']) {
          rmSync(`${file}${suffix}`, { force: true });
          copyFileSync(`${entry}${suffix}`, `${file}${suffix}`);
        }
        return;
      }
    }
    const [gz, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })]);
    writeNew(`${file}.gz`, gz);
    writeNew(`${file}.br`, br);
    if (cache && key) {
      // Written under a temporary name and renamed: a build stopped half-way leaves no half entry.
      for (const [suffix, bytes] of [
        ['.gz', gz],
        ['.br', br],
      ] as const) {
        const temp = path.join(cache, `.${key}${suffix}-${process.pid}`);
        writeFileSync(temp, bytes);
        renameSync(temp, path.join(cache, `${key}${suffix}`));
      }
    }
  }
}

/** The files that get compressed copies (when of 512 bytes or more). */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;

/**
 * Links the copies of unchanged files; hands the others to `compress`, except those in `added` (handed
 * over already). Returns how many files get copies.
 */
function walk(
  dir: string,
  from: string,
  options: Pick<PrecompressOptions, 'enter' | 'previous'>,
  added: ReadonlySet<string>,
  compress: (file: string, rel: string) => void,
): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const rel = from ? `${from}/${name}` : name;
    if (statSync(file).isDirectory()) {
      if (options.enter?.(rel) ?? true) count += walk(file, rel, options, added, compress);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    if (added.has(file)) {
      if (statSync(file).size >= 512) count++;
      continue;
    }
    const earlier = options.previous && path.join(options.previous, rel);
    // A file linked from the earlier build (an unchanged route's) has its compressed copies there: linked too, unread.
    if (earlier && sameFile(file, earlier) && hasCopies(earlier)) {
      if (statSync(file).size < 512) continue;
      count++;
      linkCopies(earlier, file);
      continue;
    }
    const body = readFileSync(file);
    if (body.length < 512) continue;
    count++;
    if (earlier && hasCopies(earlier) && readFileSync(earlier).equals(body)) {
      linkCopies(earlier, file);
      continue;
    }
    compress(file, rel);
  }
  return count;
}

const hasCopies = (earlier: string) => existsSync(earlier) && existsSync(`${earlier}.gz`) && existsSync(`${earlier}.br`);

/** The earlier build's compressed copies of the same bytes, as `file`'s (already there when prerender linked them). */
function linkCopies(earlier: string, file: string) {
  for (const suffix of ['.gz', '.br']) {
    if (sameFile(`${earlier}${suffix}`, `${file}${suffix}`)) continue;
    rmSync(`${file}${suffix}`, { force: true });
    linkOrCopy(`${earlier}${suffix}`, `${file}${suffix}`);
  }
}
