// Where a Vietnamese heading may break: between words, never between the syllables of one word
// ("doanh / thu"), and never so that one syllable is left alone on the last line. Vietnamese writes
// a space between every syllable, so the browser sees each syllable as a word; this joins the
// syllables of the listed compounds, and the last two words, with no-break spaces. Applied only
// where a heading is shown, at build time (src/renderer/prerenderSections.tsx): in the HTML of every
// h1–h4 of a prerendered section, and for the headings of interactive sections as a map from each
// heading text to its joined form (PageData.headings, read by HeadingText in src/kit/PageContext.tsx). The page
// model, search, meta titles and every other text keep plain spaces; authors never type &nbsp; and
// the word list never reaches the browser. CSS `text-wrap: balance` (global.css) evens the lines.
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

/** Whether `key` of `owner` holds a heading's text. */
function isHeadingField(owner: object, key: string): boolean {
  return HEADING_KEYS.has(key) || ((owner as { type?: unknown }).type === 'heading' && key === 'text');
}

/**
 * Every heading field's text in `value` (page sections) that joinHeading changes, with its joined
 * form: what the browser needs to show the headings of interactive sections as the server did.
 */
export function headingJoins(value: unknown, joins: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) {
    for (const item of value) headingJoins(item, joins);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field !== 'string' || !isHeadingField(value, key)) headingJoins(field, joins);
      else if (!(field in joins)) {
        const joined = joinHeading(field);
        if (joined !== field) joins[field] = joined;
      }
    }
  }
  return joins;
}

/**
 * React's static markup with joinHeading applied to each text of every h1–h4 element (a text
 * between two tags; React escapes `<` and `>` in text and attributes, and no entity holds a space).
 */
export function joinHeadingsInHtml(html: string): string {
  return html.replace(/<(h[1-4])\b[^>]*>[\s\S]*?<\/\1>/g, (element) => element.replace(/>([^<]+)</g, (_, text: string) => `>${joinHeading(text)}<`));
}
