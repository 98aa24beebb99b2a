// The leads inbox's selection, one for the page, the JSON and the CSV: free-text search (name, phone in
// any spelling, email), a date range in Vietnam days (dd/mm/yyyy), service, page, campaign, A/B experiment and variant, and status,
// newest first, then a page of PAGE_SIZE. Applied to the stored leads joined with their status
// (src/admin/leadWork.ts): an agency's leads are thousands, not millions (docs/admin.md).
import { VN_OFFSET_MS } from '../server/leads/export.ts';
import type { LeadRecord } from '../server/leads/store.ts';
import { isLeadStatus, NEW_STATUS, type LeadStatus } from './leadWork.ts';

export const PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60_000;

/** The query parameters, as in the address (`trang`: the page number; `page`: the page a lead was sent from). */
export const QUERY_FIELDS = ['q', 'from', 'to', 'service', 'status', 'campaign', 'page', 'experiment', 'variant', 'trang'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];
export type InboxQuery = Partial<Record<QueryField, string>>;
export type QueryErrors = Partial<Record<QueryField, string>>;

export const QUERY_MESSAGES = {
  date: 'Ngày chưa đúng, ví dụ: 27/11/2026 (ngày/tháng/năm).',
  noSuchDay: (value: string) => `Ngày ${value} không có trong lịch.`,
  order: 'Ngày cuối phải từ ngày đầu trở đi.',
  status: 'Vui lòng chọn trạng thái trong danh sách.',
  pageNumber: 'Số trang phải là số nguyên dương.',
};

/** A lead with its status in the inbox. */
export type InboxLead = LeadRecord & { status: LeadStatus };

/** dd/mm/yyyy (or yyyy-mm-dd) → the UTC instant that Vietnam day starts; a string is the message. */
export function vietnamDayStart(value: string): number | string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return QUERY_MESSAGES.date;
  const [d, m, y] = value.includes('/') ? match.slice(1).map(Number) : match.slice(1).map(Number).reverse();
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return QUERY_MESSAGES.noSuchDay(value);
  return utc - VN_OFFSET_MS;
}

/**
 * A range of whole Vietnam days, each end dd/mm/yyyy and optional: `since` the first day's start, `until`
 * the end of the last day (ISO instants), or a message at the end that is refused.
 */
export function readDayRange(from?: string, to?: string): { range: { since?: string; until?: string }; errors: { from?: string; to?: string } } {
  const errors: { from?: string; to?: string } = {};
  const range: { since?: string; until?: string } = {};
  const start = from === undefined ? undefined : vietnamDayStart(from);
  const end = to === undefined ? undefined : vietnamDayStart(to);
  if (typeof start === 'string') errors.from = start;
  else if (start !== undefined) range.since = new Date(start).toISOString();
  if (typeof end === 'string') errors.to = end;
  else if (end !== undefined) range.until = new Date(end + DAY_MS).toISOString(); // the whole last day
  if (typeof start === 'number' && typeof end === 'number' && end < start) errors.to = QUERY_MESSAGES.order;
  return { range, errors };
}

/** The named fields of a request's query, trimmed (a repeated, empty or non-string parameter counts as none). */
export function queryFields<F extends string>(raw: Record<string, unknown>, fields: readonly F[]): Partial<Record<F, string>> {
  const query: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = raw[field];
    if (typeof value === 'string' && value.trim()) query[field] = value.trim().slice(0, 200);
  }
  return query;
}

/** The query of the request (a repeated or non-string parameter counts as none), with a message per field it refuses. */
export function readInboxQuery(raw: Record<string, unknown>): { query: InboxQuery; errors: QueryErrors; range: { since?: string; until?: string } } {
  const query: InboxQuery = queryFields(raw, QUERY_FIELDS);
  const { range, errors: dayErrors } = readDayRange(query.from, query.to);
  const errors: QueryErrors = { ...dayErrors };
  if (query.status !== undefined && !isLeadStatus(query.status)) errors.status = QUERY_MESSAGES.status;
  if (query.trang !== undefined && !/^[1-9]\d{0,5}$/.test(query.trang)) errors.trang = QUERY_MESSAGES.pageNumber;
  return { query, errors, range };
}

/** Lower case without Vietnamese marks: "Nguyễn Đức" → "nguyen duc". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

/** A phone number as digits in the national form: "+84 912.345.678", "0912 345 678" → "0912345678". */
export function nationalPhone(text: string): string {
  const digits = text.replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+84')) return `0${digits.slice(3)}`;
  if (/^84[35789]\d{8}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

/** Whether the search text finds the lead: in its name (without marks), its phone (any spelling), its email. */
export function matchesSearch(lead: Pick<LeadRecord, 'name' | 'phone' | 'email'>, q: string): boolean {
  const text = fold(q.trim());
  if (!text) return true;
  if (fold(lead.name).includes(text) || lead.email.toLowerCase().includes(text)) return true;
  const phone = nationalPhone(q.trim());
  return /^\+?\d{3,}$/.test(phone) && lead.phone !== '' && nationalPhone(lead.phone).includes(phone);
}

/**
 * The leads of the query, newest first. `leads` come from the store oldest first (by time, then by
 * the order they were stored), so the reverse is a stable order even when two leads share a time.
 * `range`: readInboxQuery's (ISO 8601 UTC strings compare as times).
 */
export function selectLeads(
  leads: readonly LeadRecord[],
  statuses: ReadonlyMap<string, LeadStatus>,
  query: InboxQuery,
  { since = '', until = '\uffff' }: { since?: string; until?: string } = {},
): InboxLead[] {
  const { q, service, status, campaign, page, experiment, variant } = query;
  return leads
    .map((lead) => ({ ...lead, status: statuses.get(lead.id) ?? NEW_STATUS }))
    .filter(
      (lead) =>
        lead.createdAt >= since &&
        lead.createdAt < until &&
        (!q || matchesSearch(lead, q)) &&
        (!service || lead.service === service) &&
        (!status || lead.status === status) &&
        (!campaign || lead.attribution.utm_campaign === campaign) &&
        (!page || lead.page === page || lead.attribution.landingPage === page) &&
        (!experiment || lead.attribution.experiment === experiment) &&
        (!variant || lead.attribution.variant === variant),
    )
    .reverse();
}

/** One page of the selection (the page number kept within 1 … the last page). */
export function pageOf<T>(selection: readonly T[], trang: string | undefined): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(selection.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number(trang ?? 1) || 1));
  return { items: selection.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pages };
}

/** The query as an address's search part ('' or "?…"), without the fields in `without`. */
export function queryString(query: InboxQuery, without: readonly QueryField[] = []): string {
  const params = new URLSearchParams();
  for (const field of QUERY_FIELDS) if (query[field] && !without.includes(field)) params.set(field, query[field]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query in words for the audit log, e.g. `q=0912 status=moi trang=2`. */
export const queryText = (query: InboxQuery) =>
  QUERY_FIELDS.filter((f) => query[f])
    .map((f) => `${f}=${query[f]}`)
    .join(' ');
