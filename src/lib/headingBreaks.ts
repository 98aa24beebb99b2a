// Where a Vietnamese heading may break: between words, never between the syllables of one word
// ("doanh / thu"), and never so that one syllable is left alone on the last line. Vietnamese writes
// a space between every syllable, so the browser sees each syllable as a word; this joins the
// syllables of the listed compounds, and the last two words, with no-break spaces. Run at build
// time on the page model (src/engine/validateProject.ts), so authors never type &nbsp; and the word
// list never reaches the browser; CSS `text-wrap: balance` (global.css) then evens the lines.
import compounds from './vietnameseCompounds.json' with { type: 'json' };

export const NBSP = '\u00a0';

/** Every listed compound, lower case, syllables separated by one space. */
export const COMPOUNDS: ReadonlySet<string> = new Set([...compounds.site, ...compounds.general]);

/** The longest compound, in syllables. */
const LONGEST = Math.max(...[...COMPOUNDS].map((word) => word.split(' ').length));

/**
 * A last group longer than this (in characters) is not joined to the word before it: on a 360 px
 * phone a hero title holds about 18 characters a line, and an unbreakable group must fit.
 */
const MAX_JOINED = 18;

/** A syllable as the list writes it: lower case, without the punctuation around it. */
export function syllableKey(token: string): string {
  return token.toLocaleLowerCase('vi').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** Whether the syllables `tokens` (as written) spell a listed compound. */
export function isCompound(tokens: readonly string[]): boolean {
  return COMPOUNDS.has(tokens.map(syllableKey).join(' '));
}

/**
 * The heading with no-break spaces inside each listed compound and between its last two words
 * (when they fit on a phone's line together): "Tăng trưởng doanh thu" → "Tăng trưởng doanh thu" with
 * "Tăng trưởng" and "doanh thu" unbreakable, and the last line never a single syllable.
 */
export function joinHeading(text: string): string {
  const tokens = text.split(' ');
  if (tokens.length < 2 || tokens.some((t) => t === '')) return text;
  // Groups of syllables that stay together, longest compound first at each position.
  const groups: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let size = 1;
    for (let n = Math.min(LONGEST, tokens.length - i); n > 1; n--) {
      // A word ending in punctuation (":" "," "–") ends its compound.
      const slice = tokens.slice(i, i + n);
      if (slice.slice(0, -1).some((t) => /[^\p{L}\p{N}]$/u.test(t))) continue;
      if (isCompound(slice)) {
        size = n;
        break;
      }
    }
    groups.push(tokens.slice(i, i + size).join(NBSP));
    i += size;
  }
  const last = groups.length - 1;
  if (last >= 1 && !groups[last].includes(NBSP) && groups[last - 1].length + 1 + groups[last].length <= MAX_JOINED) {
    groups.splice(last - 1, 2, groups[last - 1] + NBSP + groups[last]);
  }
  return groups.join(' ');
}

/**
 * The fields of a section shown as headings: its own, its items' and cards' titles, FAQ questions,
 * plan, template and person names. An article's heading block is { type: 'heading', text }.
 */
const HEADING_KEYS = new Set(['title', 'heading', 'question', 'name']);

/** A copy of `value` (page sections) with every heading field joined by joinHeading. */
export function joinHeadings<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => joinHeadings(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const isHeadingBlock = (value as { type?: unknown }).type === 'heading';
  const isHeading = (key: string) => HEADING_KEYS.has(key) || (isHeadingBlock && key === 'text');
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, isHeading(key) && typeof field === 'string' ? joinHeading(field) : joinHeadings(field)]),
  ) as T;
}
