// The domain-name check input, normalised and validated the same way in the browser (before the
// request) and on the server (before any upstream call). IDNA (UTS #46) comes from the WHATWG URL
// parser, which Node and every browser implement identically.

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * What a visitor typed, cleaned: trimmed, lower-case, without a pasted "http(s)://", "www.",
 * path, query, port or trailing dot. "https://www.CửaHàng.vn/lien-he" → "cửahàng.vn".
 */
export function cleanDomainInput(input: string): string {
  return input
    .normalize('NFC')
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
  if (!extensions.includes(ext)) return { ok: false, message: `Đuôi tên miền "${ext}" không được hỗ trợ. Vui lòng chọn một đuôi trong danh sách.` };
  const name = cleanDomainInput(input);
  if (name === '') return { ok: false, message: 'Vui lòng nhập tên miền cần kiểm tra.' };
  // "shop.vn" typed with ".vn" chosen: the visitor pasted the whole domain.
  const base = name.endsWith(ext) && name.length > ext.length ? name.slice(0, -ext.length) : name;
  if (base.includes('.')) return { ok: false, message: 'Tên miền chỉ gồm một phần trước đuôi, không có dấu chấm. Ví dụ: congtycuaban.' };
  const ascii = toAscii(`${base}${ext}`);
  if (!ascii) return { ok: false, message: 'Tên miền chỉ được chứa chữ cái, chữ số và dấu gạch ngang (-).' };
  if (ascii.length > 253) return { ok: false, message: 'Tên miền quá dài: tối đa 253 ký tự.' };
  const label = ascii.slice(0, ascii.length - ext.length);
  if (label.length > 63) return { ok: false, message: 'Tên miền quá dài: phần trước đuôi tối đa 63 ký tự (sau khi chuyển dấu tiếng Việt sang dạng quốc tế).' };
  if (label.startsWith('-') || label.endsWith('-')) return { ok: false, message: 'Tên miền không được bắt đầu hoặc kết thúc bằng dấu gạch ngang (-).' };
  if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) return { ok: false, message: 'Tên miền không được có hai dấu gạch ngang ở vị trí thứ 3 và 4.' };
  if (!LABEL.test(label)) return { ok: false, message: 'Tên miền chỉ được chứa chữ cái, chữ số và dấu gạch ngang (-).' };
  return { ok: true, domain: ascii };
}
