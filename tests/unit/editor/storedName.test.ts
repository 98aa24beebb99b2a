// The name an upload is stored under: the words of the name it came with, at most NAME_LIMIT characters.
import { describe, expect, it } from 'vitest';
import { NAME_LIMIT, storedName } from '../../../src/editor/server/upload.ts';

describe('storedName', () => {
  it('keeps a short name as its words', () => {
    expect(storedName('Ảnh Bìa (1).JPG')).toBe('anh-bia-1');
    expect(storedName('...')).toBe('anh');
    expect(storedName('安全.png')).toBe('anh');
  });

  it(`cuts a long name at a word, to at most ${NAME_LIMIT} characters`, () => {
    const words = storedName(`${'Ảnh chụp màn hình '.repeat(20)}.png`);
    expect(words.length).toBeLessThanOrEqual(NAME_LIMIT);
    // Whole words from the start: the full slug goes on with a hyphen right after the cut.
    expect(`${'anh-chup-man-hinh-'.repeat(20)}`.startsWith(`${words}-`)).toBe(true);
    expect(storedName(`${'a'.repeat(300)}.png`)).toBe('a'.repeat(NAME_LIMIT));
    // A word ending exactly at the limit is kept whole.
    const exact = `${'b'.repeat(NAME_LIMIT)}-tiep`;
    expect(storedName(exact)).toBe('b'.repeat(NAME_LIMIT));
  });
});
