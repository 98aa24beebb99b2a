// The stored leads as the agency reads them (`npm run leads`): a terminal table, CSV for Excel
// (UTF-8 with BOM, RFC 4180, formula injection neutralised) or JSON. Dates on the command line and
// in the table and CSV are Vietnam time (UTC+7, no daylight saving); JSON keeps UTC.
import type { DeliveryState, LeadRecord, StoredLead } from './store.ts';

export const VN_OFFSET_MS = 7 * 60 * 60_000;
export const FORMATS = ['table', 'csv', 'json'] as const;
export type ExportFormat = (typeof FORMATS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time with an explicit zone, e.g. 2026-11-01T08:00:00+07:00 or …Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A refusal of the command line: printed as is, without a stack trace. */
export class UsageError extends Error {}

/**
 * `--since` / `--until` value → ISO 8601 UTC bound. A day (YYYY-MM-DD) is a day in Vietnam: `since`
 * is its start, `until` includes it (the bound is the next day's start). A date-time needs its zone.
 */
export function parseBound(value: string, flag: '--since' | '--until'): string {
  const day = DAY.exec(value);
  if (day) {
    const [y, m, d] = day.slice(1).map(Number);
    const utc = Date.UTC(y, m - 1, d);
    const check = new Date(utc);
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
      throw new UsageError(`${flag}: ngày "${value}" không tồn tại.`);
    return new Date(utc - VN_OFFSET_MS + (flag === '--until' ? 24 * 60 * 60_000 : 0)).toISOString();
  }
  const ms = INSTANT.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new UsageError(`${flag}: "${value}" không phải ngày hợp lệ. Dùng dạng YYYY-MM-DD (giờ Việt Nam), ví dụ ${flag} 2026-11-01.`);
  return new Date(ms).toISOString();
}

/** "2026-11-02 09:15:04" in Vietnam time. */
export const vietnamTime = (iso: string) => new Date(Date.parse(iso) + VN_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Where a send stands, in words ('' when that channel was off when the lead arrived). */
function deliveryText(state: DeliveryState | undefined, done: string): string {
  if (!state) return '';
  if (state.deliveredAt) return `${done} ${vietnamTime(state.deliveredAt)}`;
  return state.attempts === 0 ? 'đang chờ' : `đang thử lại (${state.attempts} lần lỗi: ${state.lastError ?? '?'})`;
}

/** Where the lead's forwarding to the webhook stands, in words. */
export const forwardingText = (lead: LeadRecord) => deliveryText(lead.forwarding, 'đã chuyển');
/** Where the email to the staff stands, in words. */
export const notificationText = (lead: LeadRecord) => deliveryText(lead.notification, 'đã gửi');

/** Where the lead was sent from, in words. */
export const sourceText = (lead: Pick<StoredLead, 'source'>) => (lead.source === 'domain-check' ? 'Kiểm tra tên miền' : 'Biểu mẫu');
/** The click ids as "gclid=…" pairs, separated by spaces ('' when none). */
export const clickIdsText = (lead: Pick<StoredLead, 'attribution'>) =>
  Object.entries(lead.attribution.clickIds)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

/** The columns of the CSV; `table: false` leaves a column out of the terminal table (too wide). */
const COLUMNS: { title: string; value: (lead: LeadRecord) => string; table?: false }[] = [
  { title: 'Thời gian (GMT+7)', value: (l) => vietnamTime(l.createdAt) },
  { title: 'Họ và tên', value: (l) => l.name },
  { title: 'Email', value: (l) => l.email },
  { title: 'Số điện thoại', value: (l) => l.phone },
  { title: 'Dịch vụ', value: (l) => l.service },
  { title: 'Nhu cầu', value: (l) => l.needs },
  { title: 'Trang', value: (l) => l.page },
  { title: 'Mẫu giao diện', value: (l) => l.template },
  { title: 'Chuyển tiếp', value: forwardingText },
  { title: 'Email cho nhân viên', value: notificationText },
  { title: 'Nguồn gửi', value: sourceText },
  { title: 'Tên miền', value: (l) => l.domain },
  { title: 'Trang đầu tiên', value: (l) => l.attribution.landingPage },
  { title: 'Đến từ', value: (l) => l.attribution.referrer },
  { title: 'utm_source', value: (l) => l.attribution.utm_source },
  { title: 'utm_medium', value: (l) => l.attribution.utm_medium, table: false },
  { title: 'utm_campaign', value: (l) => l.attribution.utm_campaign },
  { title: 'utm_term', value: (l) => l.attribution.utm_term, table: false },
  { title: 'utm_content', value: (l) => l.attribution.utm_content, table: false },
  { title: 'Mã nhấp quảng cáo', value: clickIdsText, table: false },
  { title: 'Thử nghiệm A/B', value: (l) => l.attribution.experiment, table: false },
  { title: 'Phiên bản', value: (l) => l.attribution.variant, table: false },
  { title: 'Mã', value: (l) => l.id, table: false },
];

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab / CR) as a formula: an apostrophe before
 * makes it text. The same after a comma, semicolon, tab or line break inside the value: a spreadsheet
 * that splits at another separator than this file's (Excel with a semicolon list separator, as in
 * Vietnamese or European settings; a tab-separated import) starts a cell there, and it may read a
 * quote in the middle of a field as text, so quoting alone does not stop "Giá;=1+1" (OWASP, CSV injection).
 */
export const neutraliseFormula = (value: string) => value.replace(/(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "'");

/** Quoted when the value holds a quote or anything some spreadsheet splits at: comma, semicolon, tab, line break. */
const csvField = (value: string) => (/[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A column a caller adds to the CSV (the admin's status), after the time. */
export interface CsvColumn<T> {
  title: string;
  value: (lead: T) => string;
}

/** RFC 4180 (CRLF, quoted when needed) with a UTF-8 BOM so Excel reads Vietnamese correctly. */
export function toCsv<T extends LeadRecord>(leads: readonly T[], extra: readonly CsvColumn<T>[] = []): string {
  const columns: CsvColumn<T>[] = [COLUMNS[0], ...extra, ...COLUMNS.slice(1)];
  const lines = [columns.map((c) => csvField(c.title)), ...leads.map((lead) => columns.map((c) => csvField(neutraliseFormula(c.value(lead)))))];
  return `\uFEFF${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}

export const toJson = (leads: readonly LeadRecord[]) => `${JSON.stringify(leads, null, 2)}\n`;

/** Control characters (a lead could carry terminal escape sequences) and line breaks become spaces. */
const oneLine = (value: string) => value.normalize('NFC').replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
const cut = (value: string, max: number) =>
  Array.from(value).length > max
    ? `${Array.from(value)
        .slice(0, max - 1)
        .join('')}…`
    : value;
const width = (value: string) => Array.from(value).length;

/** A plain-text table for the terminal; long cells are cut (the CSV and JSON keep everything). */
export function toTable(leads: readonly LeadRecord[]): string {
  const shown = COLUMNS.filter((c) => c.table !== false);
  const rows = [shown.map((c) => c.title), ...leads.map((lead) => shown.map((c) => cut(oneLine(c.value(lead)), c.title === 'Nhu cầu' ? 48 : 32)))];
  const widths = shown.map((_, i) => Math.max(...rows.map((row) => width(row[i]))));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell + ' '.repeat(widths[i] - width(cell)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n') + '\n';
}

export function formatLeads(leads: readonly LeadRecord[], format: ExportFormat): string {
  return format === 'csv' ? toCsv(leads) : format === 'json' ? toJson(leads) : toTable(leads);
}
