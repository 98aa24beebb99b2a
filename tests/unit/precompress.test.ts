// @vitest-environment node
// Precompressed copies (src/publish/precompress.ts): the bytes zlib writes one file at a time, made
// several at a time; with a cache, a file with bytes compressed before takes the kept copies, and the
// cache keeps only the last run's entries.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../src/publish/precompress.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

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
      expect(readFileSync(path.join(dir, `trang-${i}`, 'index.html.br'))).toEqual(
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
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
    expect(readFileSync(path.join(b, 'trang-1/index.html.br'))).toEqual(
      brotliCompressSync(Buffer.from(text(3)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    // text(2)'s entries are gone; text(1)'s and text(3)'s are kept.
    expect(readdirSync(cache)).toHaveLength(4);
    expect(readdirSync(cache)).toContain(entry);
  });
});
