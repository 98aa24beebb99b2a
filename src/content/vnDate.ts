// Dates as Vietnamese authors write them (day first: 23/11/2026, 1/2/2026, 23-11-2026, 23.11.2026),
// stored as ISO (2026-11-23) the way the schemas ask. Whatever the browser's locale, the order is
// day/month/year: <input type=date> follows the locale and drew mm/dd/yyyy for some authors.

export type ParsedDate = { iso: string } | { problem: string };

const FORMAT_HINT = 'Nhập theo thứ tự ngày/tháng/năm, ví dụ 23/11/2026.';

/** "2026-11-23" → "23/11/2026"; anything else is returned unchanged (the author's own text). */
export function isoToVn(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

const daysIn = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The author's text as an ISO date, or why it is not one (in Vietnamese). */
export function parseVnDate(text: string): ParsedDate {
  const trimmed = text.trim();
  if (!trimmed) return { problem: `Chưa nhập ngày. ${FORMAT_HINT}` };
  // An ISO date pasted from a file or a spreadsheet is taken as it is.
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const vn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const parts = vn ? [vn[1], vn[2], vn[3]] : iso ? [iso[3], iso[2], iso[1]] : undefined;
  if (!parts) return { problem: `“${trimmed}” không phải là một ngày. ${FORMAT_HINT}` };
  const [day, month, year] = parts.map(Number);
  if (month < 1 || month > 12) return { problem: `Không có tháng ${month}: tháng từ 1 đến 12. ${FORMAT_HINT}` };
  if (day < 1 || day > daysIn(month, year)) return { problem: `Tháng ${month}/${year} không có ngày ${day} (chỉ có ${daysIn(month, year)} ngày).` };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: `${year}-${pad(month)}-${pad(day)}` };
}
