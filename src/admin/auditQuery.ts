// The audit log's selection, one for the page and the JSON: entries about one thing (a lead's id, an
// email, or a page by its address), of one action, within Vietnam days, newest first, a page of AUDIT_PAGE_SIZE at a time. A page
// is the entries older than a given one (`truoc`, its number), so entries written meanwhile never shift it.
import { isAuditAction, type AuditAction } from './auditActions.ts';
import { queryFields, readDayRange } from './leadQuery.ts';

export const AUDIT_PAGE_SIZE = 100;

/** The query parameters, as in the address. */
export const AUDIT_FIELDS = ['doi-tuong', 'viec', 'from', 'to', 'truoc'] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
export type AuditQuery = Partial<Record<AuditField, string>>;
export type AuditErrors = Partial<Record<AuditField, string>>;

export const AUDIT_QUERY_MESSAGES = {
  about: 'Nhập một mã khách hàng, một email, hoặc địa chỉ một trang như /hosting.',
  action: 'Vui lòng chọn việc trong danh sách.',
  before: 'Không mở được trang này của nhật ký: địa chỉ đã bị sửa hoặc bị cắt.',
};

/** What the store selects: every field optional; `before`: only entries older than that number. */
export interface AuditFilter {
  about?: string;
  /** A page's entries: those whose target is one of these files (the files its address may be written in). */
  files?: string[];
  action?: AuditAction;
  since?: string;
  until?: string;
  before?: number;
  limit?: number;
}

/** The files a page's address may be written in: /hosting → pages/hosting.json or pages/hosting/index.json. */
function pageFiles(route: string): string[] {
  const path = route.replace(/\/$/, '');
  return path ? [`pages${path}.json`, `pages${path}/index.json`] : ['pages/index.json'];
}

/** The query of the request (a repeated or non-string parameter counts as none), with a message per field it refuses. */
export function readAuditQuery(raw: Record<string, unknown>): { query: AuditQuery; errors: AuditErrors; filter: AuditFilter } {
  const query: AuditQuery = queryFields(raw, AUDIT_FIELDS);
  const { range, errors: dayErrors } = readDayRange(query.from, query.to);
  const errors: AuditErrors = { ...dayErrors };
  const filter: AuditFilter = { ...range, limit: AUDIT_PAGE_SIZE };
  const about = query['doi-tuong'];
  if (about !== undefined) {
    if (/^[\w.@+-]+$/.test(about)) filter.about = about;
    else if (/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?$|^\/$/.test(about)) filter.files = pageFiles(about);
    else errors['doi-tuong'] = AUDIT_QUERY_MESSAGES.about;
  }
  const action = query.viec;
  if (action !== undefined) {
    if (isAuditAction(action)) filter.action = action;
    else errors.viec = AUDIT_QUERY_MESSAGES.action;
  }
  const before = query.truoc;
  if (before !== undefined) {
    if (/^[1-9]\d{0,15}$/.test(before)) filter.before = Number(before);
    else errors.truoc = AUDIT_QUERY_MESSAGES.before;
  }
  return { query, errors, filter };
}

/** `?…` holding the query's fields (but `without`), '' when none. */
export function auditQueryString(query: AuditQuery, without: readonly AuditField[] = []): string {
  const params = new URLSearchParams();
  for (const field of AUDIT_FIELDS) if (query[field] && !without.includes(field)) params.set(field, query[field]);
  const text = params.toString();
  return text ? `?${text}` : '';
}
