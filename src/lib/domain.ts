// The domain-name check input, normalised and validated the same way in the browser (before the
// request) and on the server (before any upstream call). The punycode conversion comes from the
// WHATWG URL parser (UTS #46, no bytes in the bundle); on top of it each label must pass IDNA2008's
// letter/digit rule (RFC 5892: no emoji, symbols or punctuation) and use one writing system. The
// server also runs the full UTS #46 checks of `tr46` (src/server/domainCheck/idna.ts), too large a
// table for every visitor's browser, and decodes typed punycode ("xn--…") to check it the same way.

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const DOMAIN_MESSAGES = {
  characters: 'Tên miền chỉ được chứa chữ cái, chữ số và dấu gạch ngang (-), không có biểu tượng, emoji hay dấu câu.',
  mixedScripts:
    'Tên miền không được trộn chữ của nhiều hệ chữ viết (như chữ Latinh tiếng Việt với chữ Kirin hay Hy Lạp): chữ "а" Kirin trông như "a" nhưng là tên miền khác. Vui lòng gõ lại bằng một hệ chữ, ví dụ bàn phím tiếng Việt.',
  script: 'Tên miền dùng một hệ chữ viết chưa được hỗ trợ. Vui lòng dùng chữ tiếng Việt hoặc tiếng Anh.',
} as const;

/**
 * IDNA2008 (RFC 5892) PVALID for a lower-cased, NFKC label: letters, combining marks and digits
 * (general categories Ll Lo Lm Mn Mc Nd) and the hyphen. Upper-case letters (unstable under case
 * folding), symbols (emoji), punctuation, spaces and format characters are DISALLOWED; the
 * context-dependent ones (middle dot, zero-width joiners…) are refused too, as registries mostly do.
 */
const IDNA2008_LETTER_DIGIT = /^[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Mc}\p{Nd}-]*$/u;
/** RFC 5892 §2.6 exceptions that are DISALLOWED letters, and old Hangul jamo (§2.9). */
// U+302E/F are combining marks listed one by one on purpose (each is refused on its own).
// eslint-disable-next-line no-misleading-character-class
const IDNA2008_EXCEPTIONS = /[\u0640\u07fa\u302e\u302f\u3031-\u3035\u303b\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]/u;

/** Characters every script shares (digits, the hyphen) or takes from the letter before (combining marks). */
const SHARED = /[\p{sc=Common}\p{sc=Inherited}]/u;
const LATIN = /\p{sc=Latin}/u;
/**
 * The writing systems a label may use besides Latin: UTS #39's recommended scripts (Table 5). One per
 * label; Chinese, Japanese and Korean write with Han plus their own letters, so those mixes are one.
 */
const WRITING_SYSTEMS: readonly RegExp[] = [
  /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+$/u,
  /^[\p{scx=Han}\p{scx=Bopomofo}]+$/u,
  /^[\p{scx=Han}\p{scx=Hangul}]+$/u,
  ...[
    'Arabic',
    'Armenian',
    'Bengali',
    'Cyrillic',
    'Devanagari',
    'Ethiopic',
    'Georgian',
    'Greek',
    'Gujarati',
    'Gurmukhi',
    'Hebrew',
    'Kannada',
    'Khmer',
    'Lao',
    'Malayalam',
    'Myanmar',
    'Oriya',
    'Sinhala',
    'Tamil',
    'Telugu',
    'Thaana',
    'Thai',
    'Tibetan',
  ].map((script) => new RegExp(`^\\p{scx=${script}}+$`, 'u')),
];

/**
 * Why one label (Unicode form, lower-cased; ASCII labels pass at once) is not a name a registry
 * takes, or undefined: IDNA2008 letters/digits only, and one writing system (Latin with Vietnamese
 * diacritics, or one other; never Latin mixed with look-alike Cyrillic or Greek letters).
 */
export function labelProblem(label: string): string | undefined {
  if (/^[a-z0-9-]*$/.test(label)) return undefined;
  if (!IDNA2008_LETTER_DIGIT.test(label) || IDNA2008_EXCEPTIONS.test(label)) return DOMAIN_MESSAGES.characters;
  const letters = Array.from(label)
    .filter((ch) => !SHARED.test(ch))
    .join('');
  if (letters === '' || [...letters].every((ch) => LATIN.test(ch))) return undefined;
  if (LATIN.test(letters)) return DOMAIN_MESSAGES.mixedScripts;
  if (WRITING_SYSTEMS.some((system) => system.test(letters))) return undefined;
  // Letters of two scripts, or of a script outside the list.
  return [...letters].some((ch) => WRITING_SYSTEMS.some((system) => system.test(ch))) ? DOMAIN_MESSAGES.mixedScripts : DOMAIN_MESSAGES.script;
}

/**
 * What a visitor typed, cleaned: NFKC (full-width letters and digits become plain ones, as UTS #46
 * maps them), trimmed, lower-case, without a pasted "http(s)://", "www.", path, query, port or
 * trailing dot. "https://www.CửaHàng.vn/lien-he" → "cửahàng.vn".
 */
export function cleanDomainInput(input: string): string {
  return input
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/s, '')
    .replace(/:\d*$/, '')
    .replace(/^www\./, '')
    .replace(/\.+$/, '');
}

/** The ASCII (punycode) form of a host name through UTS #46, or undefined if it is not one. */
function toAscii(host: string): string | undefined {
  // Characters the URL parser would treat as structure or silently accept are not name characters.
  if (host === '' || /[\s/\\?#@:%[\]]/.test(host)) return undefined;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The domain to check for a typed name and a chosen extension (one of `extensions`, e.g. ".vn"):
 * the name plus the extension; a name typed with that extension already ("shop.vn" with ".vn") is
 * taken as is, any other dot is refused. Vietnamese names become punycode: "cửahàng" + ".vn" →
 * "xn--cahng-tqa2694c.vn" (NFC and NFD input alike). The message of a refusal is Vietnamese.
 */
export function normalizeDomain(input: string, ext: string, extensions: readonly string[]): DomainCheck {
  // What was sent as `ext` is not repeated: it can be anything, of any length.
  if (!extensions.includes(ext)) return { ok: false, message: `Đuôi tên miền không được hỗ trợ. Vui lòng chọn một trong các đuôi: ${extensions.join(', ')}.` };
  const name = cleanDomainInput(input);
  if (name === '') return { ok: false, message: 'Vui lòng nhập tên miền cần kiểm tra.' };
  // "shop.vn" typed with ".vn" chosen: the visitor pasted the whole domain.
  const base = name.endsWith(ext) && name.length > ext.length ? name.slice(0, -ext.length) : name;
  if (base.includes('.')) return { ok: false, message: 'Tên miền chỉ gồm một phần trước đuôi, không có dấu chấm. Ví dụ: congtycuaban.' };
  const problem = labelProblem(base);
  if (problem) return { ok: false, message: problem };
  const hyphens = hyphenProblem(base);
  if (hyphens) return { ok: false, message: hyphens };
  const ascii = toAscii(`${base}${ext}`);
  if (!ascii) return { ok: false, message: DOMAIN_MESSAGES.characters };
  if (ascii.length > 253) return { ok: false, message: 'Tên miền quá dài: tối đa 253 ký tự.' };
  const label = ascii.slice(0, ascii.length - ext.length);
  if (label.length > 63) return { ok: false, message: 'Tên miền quá dài: phần trước đuôi tối đa 63 ký tự (sau khi chuyển dấu tiếng Việt sang dạng quốc tế).' };
  const asciiHyphens = hyphenProblem(label);
  if (asciiHyphens) return { ok: false, message: asciiHyphens };
  if (!LABEL.test(label)) return { ok: false, message: DOMAIN_MESSAGES.characters };
  return { ok: true, domain: ascii };
}

/** The hyphen rules (UTS #46 CheckHyphens), on the label as typed and on its punycode form. */
export function hyphenProblem(label: string): string | undefined {
  if (label.startsWith('-') || label.endsWith('-')) return 'Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).';
  if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) return 'Tên miền không được có hai dấu gạch ngang ở vị trí thứ 3 và 4.';
  return undefined;
}

/**
 * The domain a domain-checker lead names (src/lib/lead.ts, validateLead), as the checker shows it
 * ("cửahàng.vn"): cleaned as the checker cleans input, ending with one of `extensions` (the longest:
 * "shop.com.vn" is ".com.vn"), a name the checker itself accepts, at most 253 characters.
 */
export function checkLeadDomain(raw: string, extensions: readonly string[]): { ok: true; domain: string } | { ok: false; message: string } {
  const domain = cleanDomainInput(raw);
  if (domain === '') return { ok: false, message: 'Thiếu tên miền cần kiểm tra.' };
  const ext = [...extensions].sort((a, b) => b.length - a.length).find((e) => domain.endsWith(e) && domain.length > e.length);
  const checked = ext ? normalizeDomain(domain, ext, extensions) : undefined;
  if (!checked?.ok || domain.length > 253) return { ok: false, message: 'Tên miền cần kiểm tra không hợp lệ.' };
  return { ok: true, domain };
}
