// The leads inbox for sales staff, server-rendered with no script (written with the escaping html`…`
// tag, ./html.ts): the list —
// search and filters (campaign, page, A/B experiment and variant…) in a plain GET form, newest first, a page of 50, each lead's status with a plain
// form to change it, the CSV of the same selection — and a lead's page: every field, where the visit
// came from, the status history, the notes, a form to add a note and one to change the status.
// Writes are plain POST forms answered by a redirect (post/redirect/get); the server checks them.
import { clickIdsText, forwardingText, notificationText, sourceText } from '../server/leads/export.ts';
import type { LeadRecord } from '../server/leads/store.ts';
import { PAGE_SIZE, queryString, type InboxLead, type InboxQuery, type QueryErrors, type QueryField } from './leadQuery.ts';
import { LEAD_STATUSES, NOTE_MAX, STATUS_NAMES, type LeadNote, type LeadStatus, type StatusChange } from './leadWork.ts';
import { html, joinHtml, trustedHtml, type SafeHtml } from './html.ts';
import { labelledField, layout } from './pages.ts';
import { shownTime } from './time.ts';

const STYLE = trustedHtml(`.hidden-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.row-form{display:flex;gap:.25rem;align-items:center}.row-form select{width:auto;padding:.25rem}.row-form button{margin:0;padding:.25rem .6rem}
dl.fields{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;max-width:60rem}dl.fields dt{font-weight:600}dl.fields dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.notes{list-style:none;padding:0;max-width:60rem}.notes li{border-left:4px solid #0b4f9c;padding:.25rem .75rem;margin:.75rem 0}.notes p{margin:.25rem 0;white-space:pre-wrap;overflow-wrap:anywhere}
.detail-form{max-width:40rem}nav.pages{display:flex;gap:1rem;margin-top:1rem}`);

const cell = (text: string) => (text ? html`<td>${text}</td>` : html`<td class="none">—</td>`);
const link = (href: string, text: string) => html`<td><a href="${href}">${text}</a></td>`;
const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;

/** Where the visit came from, in words: the campaign's source and medium, else the referring site. */
/** The A/B experiment and the variant the visit saw, e.g. "bf-tieu-de / b" ('' when none). */
const variantSeen = (lead: LeadRecord) => (lead.attribution.experiment ? `${lead.attribution.experiment} / ${lead.attribution.variant}` : '');
const cameFrom = (lead: LeadRecord) => [lead.attribution.utm_source, lead.attribution.utm_medium].filter(Boolean).join(' / ') || lead.attribution.referrer;
/** A lead's name as shown (a domain checker's lead may have none). */
const nameOf = (lead: LeadRecord) => lead.name || lead.phone || lead.email || 'Khách chưa để tên';

function options(values: readonly string[], chosen: string | undefined, all: string): SafeHtml {
  return html`<option value="">${all}</option>${values.map((v) => html`<option${v === chosen && html` selected`}>${v}</option>`)}`;
}
const statusOptions = (chosen: string | undefined, all?: string) =>
  html`${all && html`<option value="">${all}</option>`}${LEAD_STATUSES.map((s) => html`<option value="${s}"${s === chosen && html` selected`}>${STATUS_NAMES[s]}</option>`)}`;

/** A form field of the filters with its hint and its message (the message is what a reader hears with the field). */
function field(name: QueryField, label: string, control: (described: SafeHtml) => SafeHtml, errors: QueryErrors, hint?: string): SafeHtml {
  return html`<div>${labelledField({ id: name, label, hint, error: errors[name], control })}</div>`;
}

/** The form changing one lead's status; `back`: the inbox address to return to. */
function statusForm(lead: InboxLead, csrf: string, back: string, { row }: { row: boolean }): SafeHtml {
  const id = `status-${lead.id}`;
  const label = row ? html`<label for="${id}" class="hidden-label">Trạng thái của ${nameOf(lead)}</label>` : html`<label for="${id}">Trạng thái</label>`;
  return html`<form method="post" action="/khach-hang/${lead.id}/trang-thai"${row ? html` class="row-form"` : html` class="detail-form"`}>${hidden('_csrf', csrf)}${hidden('tro-ve', back)}${label}<select id="${id}" name="status">${statusOptions(
    lead.status,
  )}</select><button type="submit">${row ? 'Lưu' : 'Đổi trạng thái'}${row && html`<span class="hidden-label"> trạng thái của ${nameOf(lead)}</span>`}</button></form>`;
}

export interface LeadsPageInput {
  /** This page of the selection, newest first. */
  leads: readonly InboxLead[];
  /** How many leads the selection holds, and how many are stored in all. */
  total: number;
  stored: number;
  /** The values offered by the filters: from every stored lead. */
  choices: { services: string[]; pages: string[]; campaigns: string[]; experiments: string[]; variants: string[] };
  query: InboxQuery;
  errors: QueryErrors;
  page: number;
  pages: number;
  csrf: string;
  message?: string;
}

export function leadsPage({ leads, total, stored, choices, query, errors, page, pages, csrf, message }: LeadsPageInput): SafeHtml {
  const here = `/khach-hang${queryString(query)}`;
  const refused = Object.keys(errors).length > 0;
  const rows = leads.map(
    (lead) =>
      html`<tr><td>${shownTime(lead.createdAt)}</td><td><a href="/khach-hang/${lead.id}">${nameOf(lead)}</a></td><td>${statusForm(lead, csrf, here, { row: true })}</td>${
        lead.phone ? link(`tel:${lead.phone}`, lead.phone) : cell('')
      }${lead.email ? link(`mailto:${lead.email}`, lead.email) : cell('')}${cell(lead.service)}${cell(sourceText(lead) + (lead.domain ? `: ${lead.domain}` : ''))}${cell(
        lead.page,
      )}${cell(lead.attribution.landingPage)}${cell(lead.attribution.utm_campaign)}${cell(cameFrom(lead))}${cell(variantSeen(lead))}</tr>`,
  );
  const count = refused ? '' : total === stored ? `${stored} khách hàng` : `${total} trong ${stored} khách hàng`;
  const first = (page - 1) * PAGE_SIZE + 1;
  const range = pages > 1 ? ` · trang ${page}/${pages} (${first}–${first + leads.length - 1})` : '';
  const pageLink = (n: number, text: string, rel: string) => html`<a href="/khach-hang${queryString({ ...query, trang: String(n) })}" rel="${rel}">${text}</a>`;
  const nav =
    pages > 1 &&
    html`<nav class="pages" aria-label="Các trang danh sách">${page > 1 && pageLink(page - 1, '← Trang trước', 'prev')}<span>Trang ${page} / ${pages}</span>${
      page < pages && pageLink(page + 1, 'Trang sau →', 'next')
    }</nav>`;
  const text = (name: QueryField, label: string, hint?: string, extra?: SafeHtml) =>
    field(name, label, (d) => html`<input id="${name}" name="${name}" value="${query[name] ?? ''}"${extra}${d}>`, errors, hint);
  const select = (name: QueryField, label: string, inner: SafeHtml) =>
    field(name, label, (d) => html`<select id="${name}" name="${name}"${d}>${inner}</select>`, errors);
  const dates = html` inputmode="numeric" placeholder="dd/mm/yyyy"`;
  const list = refused
    ? html`<p>Sửa bộ lọc ở trên để xem danh sách.</p>`
    : rows.length === 0
      ? html`<p>Chưa có khách hàng nào khớp bộ lọc.</p>`
      : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="leads-caption"><table><caption id="leads-caption">Mới nhất trước; giờ Việt Nam (GMT+7)</caption>
<thead><tr><th scope="col">Thời gian</th><th scope="col">Họ và tên</th><th scope="col">Trạng thái</th><th scope="col">Điện thoại</th><th scope="col">Email</th><th scope="col">Dịch vụ</th><th scope="col">Gửi từ</th><th scope="col">Trang gửi</th><th scope="col">Trang đầu tiên</th><th scope="col">Chiến dịch</th><th scope="col">Đến từ</th><th scope="col">Thử nghiệm A/B</th></tr></thead>
<tbody>${joinHtml(rows, '\n')}</tbody></table></div>${nav}`;
  return layout(
    'Khách hàng tiềm năng',
    html`<p><a href="/">← Trang chính</a></p><h1>Khách hàng tiềm năng</h1>${message && html`<p class="ok" role="status">${message}</p>`}${
      refused && html`<p class="error" role="alert">Bộ lọc chưa hợp lệ: xem thông báo ở từng ô.</p>`
    }
<form method="get" action="/khach-hang" class="filters" aria-label="Lọc khách hàng">
${text('q', 'Tìm kiếm', 'Tên, số điện thoại (viết kiểu nào cũng được) hoặc email', html` type="search"`)}
${text('from', 'Từ ngày', 'ngày/tháng/năm, giờ Việt Nam', dates)}
${text('to', 'Đến ngày', 'ngày/tháng/năm, tính cả ngày này', dates)}
${select('service', 'Dịch vụ', options(choices.services, query.service, 'Mọi dịch vụ'))}
${select('status', 'Trạng thái', statusOptions(query.status, 'Mọi trạng thái'))}
${select('campaign', 'Chiến dịch', options(choices.campaigns, query.campaign, 'Mọi chiến dịch'))}
${select('page', 'Trang', options(choices.pages, query.page, 'Mọi trang'))}
${select('experiment', 'Thử nghiệm A/B', options(choices.experiments, query.experiment, 'Mọi thử nghiệm'))}
${select('variant', 'Phiên bản', options(choices.variants, query.variant, 'Mọi phiên bản'))}
<button type="submit">Lọc</button></form>
${!refused && html`<p>${count + range} · <a href="/api/leads.csv${queryString(query, ['trang'])}">Tải CSV (mọi khách hàng khớp bộ lọc)</a></p>`}
${list}`,
    { wide: true, style: STYLE },
  );
}

export interface LeadPageInput {
  lead: InboxLead;
  changes: readonly StatusChange[];
  notes: readonly LeadNote[];
  csrf: string;
  message?: string;
  /** A refused note: the message at the field, and what was typed. */
  noteError?: { error: string; text: string };
  statusError?: string;
  /** An admin's link to the audit entries about this lead. */
  auditLink?: boolean;
}

const statusName = (status: LeadStatus) => STATUS_NAMES[status];

export function leadPage({ lead, changes, notes, csrf, message, noteError, statusError, auditLink = false }: LeadPageInput): SafeHtml {
  const a = lead.attribution;
  const rows: [string, string][] = [
    ['Thời gian (GMT+7)', shownTime(lead.createdAt)],
    ['Họ và tên', lead.name],
    ['Số điện thoại', lead.phone],
    ['Email', lead.email],
    ['Dịch vụ', lead.service],
    ['Nhu cầu', lead.needs],
    ['Trang gửi', lead.page],
    ['Mẫu giao diện', lead.template],
    ['Nguồn gửi', sourceText(lead)],
    ['Tên miền', lead.domain],
    ['Chuyển tiếp', forwardingText(lead)],
    ['Email cho nhân viên', notificationText(lead)],
    ['Mã', lead.id],
  ];
  const attribution: [string, string][] = [
    ['Trang đầu tiên', a.landingPage],
    ['Đến từ', a.referrer],
    ['utm_source', a.utm_source],
    ['utm_medium', a.utm_medium],
    ['utm_campaign', a.utm_campaign],
    ['utm_term', a.utm_term],
    ['utm_content', a.utm_content],
    ['Mã nhấp quảng cáo', clickIdsText(lead)],
    ['Thử nghiệm A/B', a.experiment],
    ['Phiên bản', a.variant],
  ];
  const value = (label: string, text: string) => {
    if (!text) return html`<dd class="none">—</dd>`;
    if (label === 'Số điện thoại') return html`<dd><a href="tel:${text}">${text}</a></dd>`;
    if (label === 'Email') return html`<dd><a href="mailto:${text}">${text}</a></dd>`;
    return html`<dd>${text}</dd>`;
  };
  const list = (pairs: [string, string][]) => html`<dl class="fields">${pairs.map(([label, text]) => html`<dt>${label}</dt>${value(label, text)}`)}</dl>`;
  const history = changes.length
    ? html`<table><caption>Giờ Việt Nam (GMT+7)</caption><thead><tr><th scope="col">Thời gian</th><th scope="col">Người đổi</th><th scope="col">Từ</th><th scope="col">Thành</th></tr></thead><tbody>${changes.map(
        (c) => html`<tr><td>${shownTime(c.at)}</td><td>${c.actor}</td><td>${statusName(c.previous)}</td><td>${statusName(c.status)}</td></tr>`,
      )}</tbody></table>`
    : html`<p>Chưa đổi trạng thái lần nào (khách mới).</p>`;
  const noteList = notes.length
    ? html`<ol class="notes">${notes.map((n) => html`<li><p><strong>${n.actor}</strong> · ${shownTime(n.at)}</p><p>${n.note}</p></li>`)}</ol>`
    : html`<p>Chưa có ghi chú.</p>`;
  const back = `/khach-hang/${lead.id}`;
  const noteDescribed = `note-hint${noteError ? ' note-error' : ''}`;
  return layout(
    `${nameOf(lead)} — Khách hàng`,
    html`<p><a href="/khach-hang">← Danh sách khách hàng</a></p><h1>${nameOf(lead)}</h1>${message && html`<p class="ok" role="status">${message}</p>`}
<p>Trạng thái: <strong>${statusName(lead.status)}</strong>${auditLink && html` · <a href="/nhat-ky?doi-tuong=${lead.id}">Ai đã xem, tải hay sửa khách hàng này</a>`}</p>
<h2>Thông tin khách gửi</h2>${list(rows)}
<h2>Nguồn truy cập</h2>${list(attribution)}
<h2>Đổi trạng thái</h2>${statusError && html`<p class="field-error" role="alert">${statusError}</p>`}${statusForm(lead, csrf, back, { row: false })}
<h2>Lịch sử trạng thái</h2>${history}
<h2>Ghi chú</h2>${noteList}
<form method="post" action="/khach-hang/${lead.id}/ghi-chu" class="detail-form">${hidden('_csrf', csrf)}<label for="note">Ghi chú mới</label><textarea id="note" name="note" rows="4" maxlength="${NOTE_MAX}" aria-describedby="${noteDescribed}"${
      noteError && html` aria-invalid="true" autofocus`
    }>${noteError?.text ?? ''}</textarea><p class="hint" id="note-hint">Chữ thường, tối đa ${NOTE_MAX} ký tự; ghi chú đã lưu không sửa hay xoá được.</p>${
      noteError && html`<p class="field-error" id="note-error">${noteError.error}</p>`
    }<button type="submit">Thêm ghi chú</button></form>`,
    { wide: true, style: STYLE },
  );
}
