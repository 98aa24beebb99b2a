// Precompressed copies of the text files the site server serves (gzip and brotli at their best
// settings): the server picks the copy the browser accepts (src/server/staticFiles.ts). Brotli's best
// setting is slow (most of a build's time), so the files are compressed on every core at once (zlib's
// asynchronous calls run on libuv's thread pool: as many files at a time as os.availableParallelism(),
// the same bytes as one at a time), and a file whose bytes are those of the same file in an earlier
// build takes that build's copies (hard links, src/publish/linkFiles.ts) instead of being compressed
// again; a file that is a link to the earlier build's is not even read. `npm run build` keeps the copies
// it made by the hash of their bytes (node_modules/.cache/precompress): a build after a content change
// compresses only the files whose bytes are new.
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

/** Named into the cache's entries: copies made with other settings are never taken. */
const SETTINGS = 'gzip9-br11';

/** Writes `<file>.gz` and `<file>.br` beside every text file of 512 bytes or more under `dir`; returns how many files. */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<number> {
  const toCompress: string[] = [];
  const count = walk(dir, '', options, toCompress);
  let next = 0;
  const { cache } = options;
  const used = new Set<string>();
  if (cache) mkdirSync(cache, { recursive: true });
  const worker = async () => {
    while (next < toCompress.length) {
      const file = toCompress[next++]!;
      const body = readFileSync(file);
      const key = cache && `${createHash('sha256').update(body).digest('hex')}-${SETTINGS}`;
      if (cache && key) {
        used.add(key);
        const entry = path.join(cache, key);
        if (existsSync(`${entry}.gz`) && existsSync(`${entry}.br`)) {
          for (const suffix of ['.gz', '.br']) {
            rmSync(`${file}${suffix}`, { force: true });
            copyFileSync(`${entry}${suffix}`, `${file}${suffix}`);
          }
          continue;
        }
      }
      const [gz, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
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
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? os.availableParallelism()) }, worker));
  if (cache) for (const name of readdirSync(cache)) if (!used.has(name.replace(/\.(gz|br)$/, ''))) rmSync(path.join(cache, name), { force: true });
  return count;
}

/** Links the copies of unchanged files; lists the others in `toCompress`. Returns how many files get copies. */
function walk(dir: string, from: string, options: PrecompressOptions, toCompress: string[]): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const rel = from ? `${from}/${name}` : name;
    if (statSync(file).isDirectory()) {
      if (options.enter?.(rel) ?? true) count += walk(file, rel, options, toCompress);
      continue;
    }
    if (!/\.(html|js|css|svg|xml|txt|json)$/.test(name)) continue;
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
    toCompress.push(file);
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
