// Precompressed copies (src/publish/precompress.ts): the bytes zlib writes one file at a time, made
// several at a time, brotli's quality by what the file is; files handed over while a build writes them
// are compressed then and not again (unless written again); with a cache, a file with bytes compressed
// before takes the kept copies, and the cache keeps only the last run's entries.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQuality, precompress, Precompressor } from '../../src/publish/precompress.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const brotli = (body: Buffer | string, quality: number) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
const text = (n: number) => `<p>${'Trang số '.repeat(80)}${n}</p>\n`;
function site(name: string, pages: string[]): string {
  const dir = path.join(root, name);
  pages.forEach((body, i) => {
    mkdirSync(path.join(dir, `trang-${i}`), { recursive: true });
    writeFileSync(path.join(dir, `trang-${i}`, 'index.html'), body);
  });
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('precompress', () => {
  it('writes what zlib writes one file at a time, several at a time, and leaves small files alone', async () => {
    const dir = site('a', [text(1), text(2), text(3), text(4), text(5)]);
    expect(await precompress(dir, { parallel: 3 })).toBe(5);
    for (let i = 0; i < 5; i++) {
      const body = readFileSync(path.join(dir, `trang-${i}`, 'index.html'));
      expect(readFileSync(path.join(dir, `trang-${i}`, 'index.html.gz'))).toEqual(gzipSync(body, { level: 9 }));
      expect(readFileSync(path.join(dir, `trang-${i}`, 'index.html.br'))).toEqual(brotli(body, 10));
    }
    expect(readdirSync(dir)).not.toContain('robots.txt.br');
  });

  it('takes the copies of bytes compressed before from the cache, which keeps only the last run’s', async () => {
    const cache = path.join(root, 'cache');
    await precompress(site('a', [text(1), text(2)]), { cache });
    expect(readdirSync(cache)).toHaveLength(4);
    // The kept copy of text(1) marked: a run that takes it from the cache shows the mark.
    const entry = readdirSync(cache).find(
      (name) => name.endsWith('.br') && readFileSync(path.join(cache, name)).equals(readFileSync(path.join(root, 'a/trang-0/index.html.br'))),
    )!;
    writeFileSync(path.join(cache, entry), 'từ bộ nhớ đệm');
    const b = site('b', [text(1), text(3)]);
    await precompress(b, { cache });
    expect(readFileSync(path.join(b, 'trang-0/index.html.br'), 'utf8')).toBe('từ bộ nhớ đệm');
    expect(readFileSync(path.join(b, 'trang-1/index.html.br'))).toEqual(brotli(text(3), 10));
    // text(2)'s entries are gone; text(1)'s and text(3)'s are kept.
    expect(readdirSync(cache)).toHaveLength(4);
    expect(readdirSync(cache)).toContain(entry);
  });

  it('gives the code assets brotli’s best quality and the route files the next', async () => {
    expect([
      brotliQuality('assets/app-x1.js'),
      brotliQuality('assets/style-x2.css'),
      brotliQuality('index.html'),
      brotliQuality('blog/index.html'),
      brotliQuality('services/google-maps/index.ab-b.html'),
      brotliQuality('sitemap.xml'),
    ]).toEqual([11, 11, 10, 10, 10, 10]);
    const dir = site('a', [text(1)]);
    const code = `export const a = ${JSON.stringify('mã '.repeat(300))};\n`;
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/app-x1.js'), code);
    await precompress(dir);
    expect(readFileSync(path.join(dir, 'assets/app-x1.js.br'))).toEqual(brotli(code, 11));
    expect(readFileSync(path.join(dir, 'trang-0/index.html.br'))).toEqual(brotli(text(1), 10));
  });

  it('compresses files handed over as they are written, does not compress them again at the end, and compresses one written again', async () => {
    const dir = site('a', [text(1), text(2)]);
    const compressor = new Precompressor({ parallel: 1 });
    const first = path.join(dir, 'trang-0/index.html');
    compressor.add(first, 'trang-0/index.html');
    // Written again while the first copy may be under way: the copies end up those of the last bytes.
    writeFileSync(first, text(7));
    compressor.add(first, 'trang-0/index.html');
    // A copy marked after it is made: finish, which finds the file handed over, leaves it alone.
    const second = path.join(dir, 'trang-1/index.html');
    compressor.add(second, 'trang-1/index.html');
    await new Promise<void>((resolve) => {
      const wait = () => (existsSync(`${second}.br`) ? resolve() : setTimeout(wait, 5));
      wait();
    });
    writeFileSync(`${second}.br`, 'đã nén');
    expect(await compressor.finish(dir)).toBe(2);
    expect(readFileSync(`${first}.br`)).toEqual(brotli(text(7), 10));
    expect(readFileSync(`${first}.gz`)).toEqual(gzipSync(text(7), { level: 9 }));
    expect(readFileSync(`${second}.br`, 'utf8')).toBe('đã nén');
    expect(readdirSync(dir)).not.toContain('robots.txt.br');
  });

  it('compresses a file written again after its earlier job, on several workers too: the copies are those of the last bytes', async () => {
    const dir = site('a', [text(1)]);
    const file = path.join(dir, 'trang-0/index.html');
    // Long bytes first (a slow job), short ones after: started side by side, the short job would end first.
    const long = `<p>${Array.from({ length: 40_000 }, (_, i) => `Trang ${i * 7919} số ${i % 97}`).join(' ')}</p>\n`;
    writeFileSync(file, long);
    const compressor = new Precompressor({ parallel: 2 });
    compressor.add(file, 'trang-0/index.html');
    writeFileSync(file, text(8));
    compressor.add(file, 'trang-0/index.html');
    await compressor.finish(dir);
    expect(readFileSync(`${file}.br`)).toEqual(brotli(text(8), 10));
    expect(readFileSync(`${file}.gz`)).toEqual(gzipSync(text(8), { level: 9 }));
  });

  it('reports a file it could not compress when it finishes', async () => {
    const dir = site('a', [text(1)]);
    const compressor = new Precompressor();
    compressor.add(path.join(dir, 'không-có/index.html'), 'không-có/index.html');
    await expect(compressor.finish(dir)).rejects.toThrow(/ENOENT/);
  });
});
