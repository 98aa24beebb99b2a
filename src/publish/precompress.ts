// Precompressed copies of the text files the site server serves (gzip and brotli at their best
// settings): the server picks the copy the browser accepts (src/server/staticFiles.ts). Brotli's best
// setting is slow (most of a content build's time), so a file whose bytes are those of the same file
// in an earlier build takes that build's copies instead of being compressed again.
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PrecompressOptions {
  /** Whether to go into a folder (its path from the top folder); default every folder. */
  enter?: (folder: string) => boolean;
  /** An earlier build's folder whose compressed copies are taken for unchanged files. */
  previous?: string;
}

/** Writes `<file>.gz` and `<file>.br` beside every text file of 512 bytes or more under `dir`; returns how many files. */
export function precompress(dir: string, options: PrecompressOptions = {}): number {
  return walk(dir, '', options);
}

function walk(dir: string, from: string, options: PrecompressOptions): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const rel = from ? `${from}/${name}` : name;
    if (statSync(file).isDirectory()) {
      if (options.enter?.(rel) ?? true) count += walk(file, rel, options);
      continue;
    }
    if (!/\.(html|js|css|svg|xml|txt|json)$/.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    count++;
    if (options.previous && sameAsBefore(path.join(options.previous, rel), body)) {
      copyFileSync(path.join(options.previous, `${rel}.gz`), `${file}.gz`);
      copyFileSync(path.join(options.previous, `${rel}.br`), `${file}.br`);
      continue;
    }
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return count;
}

function sameAsBefore(earlier: string, body: Buffer): boolean {
  return existsSync(earlier) && existsSync(`${earlier}.gz`) && existsSync(`${earlier}.br`) && readFileSync(earlier).equals(body);
}
