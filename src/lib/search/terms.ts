// The words a search compares, shared by the index the build writes and the query that reads it (in
// the browser and on the server): Vietnamese without its diacritics and in lower case, so "bang gia"
// and "Bảng giá" are the same words.
import { stripDiacritics } from '../text.ts';

/** The words of `text` in search form: "Bảng giá Hosting!" → ["bang", "gia", "hosting"]. */
export function termsOf(text: string): string[] {
  return stripDiacritics(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The shard a word's entries are in by default: its first two letters (a one-letter word, that letter). */
export const shardOf = (term: string): string => term.slice(0, 2);

/**
 * The shard holding `term` among those that exist: a large two-letter shard is split by three letters
 * (words of two letters stay in it), so a word is in the longest of its first three letters' shards.
 */
export function shardFor(term: string, shards: ReadonlySet<string>): string | undefined {
  for (const length of [3, 2, 1]) {
    const key = term.slice(0, length);
    if (key.length === length && shards.has(key)) return key;
  }
  return undefined;
}
