// The audit log as a page for admins (server-rendered, no script): newest first, a page at a time, filtered
// by what an entry is about (a lead's id or an account's email: its target, its actor, or named in its
// detail, as a list view names the leads it showed), by action and by Vietnam days (./auditQuery.ts).
// Written with the escaping html`…` tag (./html.ts).
import type { AuditEntry } from './accounts.ts';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, isAuditAction } from './auditActions.ts';
import { auditQueryString, type AuditErrors, type AuditField, type AuditQuery } from './auditQuery.ts';
import { html, joinHtml, trustedHtml, type SafeHtml } from './html.ts';
import { labelledField, layout } from './pages.ts';
import { shownTime } from './time.ts';

const cell = (text: string | null) => (text ? html`<td>${text}</td>` : html`<td class="none">—</td>`);

export interface AuditPageInput {
  /** This page of the selection, newest first. */
  entries: readonly AuditEntry[];
  /** The entry number the next (older) page starts below, when there is one. */
  older?: number;
  query: AuditQuery;
  errors: AuditErrors;
}

const PAGE_STYLE = trustedHtml('nav.pages{display:flex;gap:1rem;margin-top:1rem}');

export function auditPage({ entries, older, query, errors }: AuditPageInput): SafeHtml {
  const refused = Object.keys(errors).length > 0;
  // A page number is not a field: said at the top, with the way back to the newest entries.
  const { truoc: pageError, ...fieldErrors } = errors;
  const alerts = [
    Object.keys(fieldErrors).length ? html`Bộ lọc chưa hợp lệ: xem thông báo ở từng ô.` : '',
    pageError ? html`${pageError} <a href="/nhat-ky${auditQueryString(query, ['truoc'])}">Xem các mục mới nhất</a>` : '',
  ].filter(Boolean);
  const rows = entries.map(
    (e) =>
      html`<tr><td>${shownTime(e.at)}</td>${cell(e.actor)}<td>${isAuditAction(e.action) ? AUDIT_ACTIONS[e.action] : e.action} <span class="none">(${e.action})</span></td>${cell(e.target)}${cell(e.detail)}${cell(e.address)}</tr>`,
  );
  const field = (name: AuditField, label: string, control: (attrs: SafeHtml) => SafeHtml, hint?: string) =>
    html`<div>${labelledField({ id: name, label, hint, error: errors[name], control })}</div>`;
  const text = (name: AuditField, label: string, hint: string, extra?: SafeHtml) =>
    field(name, label, (attrs) => html`<input id="${name}" name="${name}" value="${query[name] ?? ''}"${extra}${attrs}>`, hint);
  const option = (value: string, name: string) => html`<option value="${value}"${value === (query.viec ?? '') && html` selected`}>${name}</option>`;
  const actions = html`${option('', 'Mọi việc')}${Object.entries(AUDIT_ACTION_GROUPS).map(
    ([group, names]) => html`<optgroup label="${group}">${Object.entries(names).map(([value, name]) => option(value, name))}</optgroup>`,
  )}`;
  const filtered = Boolean(query['doi-tuong'] || query.viec || query.from || query.to);
  const count = `${entries.length} mục${filtered ? ' khớp bộ lọc' : ''}${query.truoc ? ', cũ hơn các mục đã xem' : ''}`;
  const nav = [
    query.truoc ? html`<a href="/nhat-ky${auditQueryString(query, ['truoc'])}">← Mới nhất</a>` : '',
    older ? html`<a href="/nhat-ky${auditQueryString({ ...query, truoc: String(older) })}" rel="next">Các mục cũ hơn →</a>` : '',
  ].filter(Boolean);
  const dates = html` inputmode="numeric" placeholder="dd/mm/yyyy"`;
  const list = refused
    ? html`<p>Sửa bộ lọc ở trên để xem nhật ký.</p>`
    : rows.length === 0
      ? html`<p>Không có mục nào.</p>`
      : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="audit-caption"><table><caption id="audit-caption">Mới nhất trước; giờ Việt Nam (GMT+7)</caption>
<thead><tr><th scope="col">Thời gian</th><th scope="col">Người</th><th scope="col">Việc</th><th scope="col">Đối tượng</th><th scope="col">Chi tiết</th><th scope="col">Địa chỉ</th></tr></thead>
<tbody>${joinHtml(rows, '\n')}</tbody></table></div>`;
  return layout(
    'Nhật ký',
    html`<p><a href="/">← Trang chính</a></p><h1>Nhật ký</h1>${alerts.length > 0 && html`<p class="error" role="alert">${joinHtml(alerts, ' ')}</p>`}
<form method="get" action="/nhat-ky" class="filters" aria-label="Lọc nhật ký">
${text('doi-tuong', 'Về (khách hàng, email hoặc trang)', 'Mã khách hàng, email, hoặc địa chỉ trang như /hosting')}
${field('viec', 'Việc', (attrs) => html`<select id="viec" name="viec"${attrs}>${actions}</select>`)}
${text('from', 'Từ ngày', 'ngày/tháng/năm, giờ Việt Nam', dates)}
${text('to', 'Đến ngày', 'ngày/tháng/năm, tính cả ngày này', dates)}
<button type="submit">Lọc</button></form>
${!refused && html`<p>${count}${filtered && html` · <a href="/nhat-ky">Xem mọi mục</a>`} · <a href="/api/audit${auditQueryString(query)}">JSON</a></p>`}
${list}${nav.length > 0 && !refused && html`<nav class="pages" aria-label="Các trang nhật ký">${nav}</nav>`}`,
    { wide: true, style: PAGE_STYLE },
  );
}
