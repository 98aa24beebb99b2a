// Vietnamese text helpers shared by the validator (file names) and the browser (search, URL values).

/** Removes Vietnamese diacritics: "Tối ưu Đà Nẵng" → "Toi uu Da Nang". */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** "Bảng Giá_SEO" → "bang-gia-seo": a URL segment or query value for a label. */
export function slugify(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The form of a text that search compares: no diacritics, lower case, single spaces, so
 * "toi uu", "Tối Ưu" and "tối  ưu" all match "tối ưu".
 */
export function searchKey(text: string): string {
  return stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search text, in search form (searchKey); none means everything matches. */
export function searchWords(query: string): string[] {
  return searchKey(query).split(' ').filter(Boolean);
}

/** The searchKey of the fields a search looks in, computed once for lists searched on every keystroke. */
export function fieldsKey(fields: readonly string[]): string {
  return searchKey(fields.join(' \n '));
}

/** Whether every one of `words` (from searchWords) occurs in `key` (from fieldsKey). */
export function keyHasWords(key: string, words: readonly string[]): boolean {
  return words.every((word) => key.includes(word));
}

/** Whether every word of `query` occurs in one of `fields` (diacritic- and case-insensitive). */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const words = searchWords(query);
  return words.length === 0 || keyHasWords(fieldsKey(fields), words);
}
