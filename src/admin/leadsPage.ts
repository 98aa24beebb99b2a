// The leads inbox for sales staff, server-rendered with no script (every value escaped): the list —
// search and filters (campaign, page, A/B experiment and variant…) in a plain GET form, newest first, a page of 50, each lead's status with a plain
// form to change it, the CSV of the same selection — and a lead's page: every field, where the visit
// came from, the status history, the notes, a form to add a note and one to change the status.
// Writes are plain POST forms answered by a redirect (post/redirect/get); the server checks them.
import { clickIdsText, forwardingText, notificationText, sourceText } from '../server/leads/export.ts';
import type { LeadRecord } from '../server/leads/store.ts';
import { PAGE_SIZE, queryString, type InboxLead, type InboxQuery, type QueryErrors, type QueryField } from './leadQuery.ts';
import { LEAD_STATUSES, NOTE_MAX, STATUS_NAMES, type LeadNote, type LeadStatus, type StatusChange } from './leadWork.ts';
import { escape, labelledField, layout } from './pages.ts';
import { shownTime } from './time.ts';

const STYLE = `.hidden-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.row-form{display:flex;gap:.25rem;align-items:center}.row-form select{width:auto;padding:.25rem}.row-form button{margin:0;padding:.25rem .6rem}
dl.fields{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;max-width:60rem}dl.fields dt{font-weight:600}dl.fields dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.notes{list-style:none;padding:0;max-width:60rem}.notes li{border-left:4px solid #0b4f9c;padding:.25rem .75rem;margin:.75rem 0}.notes p{margin:.25rem 0;white-space:pre-wrap;overflow-wrap:anywhere}
.detail-form{max-width:40rem}nav.pages{display:flex;gap:1rem;margin-top:1rem}`;

const cell = (text: string) => (text ? `<td>${escape(text)}</td>` : '<td class="none">—</td>');
const link = (href: string, text: string) => `<td><a href="${escape(href)}">${escape(text)}</a></td>`;
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;

/** Where the visit came from, in words: the campaign's source and medium, else the referring site. */
/** The A/B experiment and the variant the visit saw, e.g. "bf-tieu-de / b" ('' when none). */
const variantSeen = (lead: LeadRecord) => (lead.attribution.experiment ? `${lead.attribution.experiment} / ${lead.attribution.variant}` : '');
const cameFrom = (lead: LeadRecord) => [lead.attribution.utm_source, lead.attribution.utm_medium].filter(Boolean).join(' / ') || lead.attribution.referrer;
/** A lead's name as shown (a domain checker's lead may have none). */
const nameOf = (lead: LeadRecord) => lead.name || lead.phone || lead.email || 'Khách chưa để tên';

function options(values: readonly string[], chosen: string | undefined, all: string): string {
  return [`<option value="">${escape(all)}</option>`, ...values.map((v) => `<option${v === chosen ? ' selected' : ''}>${escape(v)}</option>`)].join('');
}
const statusOptions = (chosen: string | undefined, all?: string) =>
  [
    ...(all ? [`<option value="">${escape(all)}</option>`] : []),
    ...LEAD_STATUSES.map((s) => `<option value="${s}"${s === chosen ? ' selected' : ''}>${STATUS_NAMES[s]}</option>`),
  ].join('');

/** A form field of the filters with its hint and its message (the message is what a reader hears with the field). */
function field(name: QueryField, label: string, control: (described: string) => string, errors: QueryErrors, hint?: string): string {
  return `<div>${labelledField({ id: name, label, hint, error: errors[name], control })}</div>`;
}

/** The form changing one lead's status; `back`: the inbox address to return to. */
function statusForm(lead: InboxLead, csrf: string, back: string, { row }: { row: boolean }): string {
  const id = `status-${lead.id}`;
  const label = row ? `<label for="${id}" class="hidden-label">Trạng thái của ${escape(nameOf(lead))}</label>` : `<label for="${id}">Trạng thái</label>`;
  return `<form method="post" action="/khach-hang/${escape(lead.id)}/trang-thai"${row ? ' class="row-form"' : ' class="detail-form"'}>${hidden('_csrf', csrf)}${hidden('tro-ve', back)}${label}<select id="${id}" name="status">${statusOptions(
    lead.status,
  )}</select><button type="submit">${row ? 'Lưu' : 'Đổi trạng thái'}${row ? `<span class="hidden-label"> trạng thái của ${escape(nameOf(lead))}</span>` : ''}</button></form>`;
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

export function leadsPage({ leads, total, stored, choices, query, errors, page, pages, csrf, message }: LeadsPageInput): string {
  const here = `/khach-hang${queryString(query)}`;
  const refused = Object.keys(errors).length > 0;
  const rows = leads.map(
    (lead) =>
      `<tr><td>${escape(shownTime(lead.createdAt))}</td><td><a href="/khach-hang/${escape(lead.id)}">${escape(nameOf(lead))}</a></td><td>${statusForm(lead, csrf, here, { row: true })}</td>${
        lead.phone ? link(`tel:${lead.phone}`, lead.phone) : cell('')
      }${lead.email ? link(`mailto:${lead.email}`, lead.email) : cell('')}${cell(lead.service)}${cell(sourceText(lead) + (lead.domain ? `: ${lead.domain}` : ''))}${cell(
        lead.page,
      )}${cell(lead.attribution.landingPage)}${cell(lead.attribution.utm_campaign)}${cell(cameFrom(lead))}${cell(variantSeen(lead))}</tr>`,
  );
  const count = refused ? '' : total === stored ? `${stored} khách hàng` : `${total} trong ${stored} khách hàng`;
  const first = (page - 1) * PAGE_SIZE + 1;
  const range = pages > 1 ? ` · trang ${page}/${pages} (${first}–${first + leads.length - 1})` : '';
  const pageLink = (n: number, text: string, rel: string) =>
    `<a href="/khach-hang${escape(queryString({ ...query, trang: String(n) }))}" rel="${rel}">${text}</a>`;
  const nav =
    pages > 1
      ? `<nav class="pages" aria-label="Các trang danh sách">${page > 1 ? pageLink(page - 1, '← Trang trước', 'prev') : ''}<span>Trang ${page} / ${pages}</span>${
          page < pages ? pageLink(page + 1, 'Trang sau →', 'next') : ''
        }</nav>`
      : '';
  const text = (name: QueryField, label: string, hint?: string, extra = '') =>
    field(name, label, (d) => `<input id="${name}" name="${name}" value="${escape(query[name] ?? '')}"${extra}${d}>`, errors, hint);
  const select = (name: QueryField, label: string, inner: string) =>
    field(name, label, (d) => `<select id="${name}" name="${name}"${d}>${inner}</select>`, errors);
  const list = refused
    ? '<p>Sửa bộ lọc ở trên để xem danh sách.</p>'
    : rows.length === 0
      ? '<p>Chưa có khách hàng nào khớp bộ lọc.</p>'
      : `<div class="scroll" tabindex="0" role="region" aria-labelledby="leads-caption"><table><caption id="leads-caption">Mới nhất trước; giờ Việt Nam (GMT+7)</caption>
<thead><tr><th scope="col">Thời gian</th><th scope="col">Họ và tên</th><th scope="col">Trạng thái</th><th scope="col">Điện thoại</th><th scope="col">Email</th><th scope="col">Dịch vụ</th><th scope="col">Gửi từ</th><th scope="col">Trang gửi</th><th scope="col">Trang đầu tiên</th><th scope="col">Chiến dịch</th><th scope="col">Đến từ</th><th scope="col">Thử nghiệm A/B</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>${nav}`;
  return layout(
    'Khách hàng tiềm năng',
    `<p><a href="/">← Trang chính</a></p><h1>Khách hàng tiềm năng</h1>${message ? `<p class="ok" role="status">${escape(message)}</p>` : ''}${
      refused ? '<p class="error" role="alert">Bộ lọc chưa hợp lệ: xem thông báo ở từng ô.</p>' : ''
    }
<form method="get" action="/khach-hang" class="filters" aria-label="Lọc khách hàng">
${text('q', 'Tìm kiếm', 'Tên, số điện thoại (viết kiểu nào cũng được) hoặc email', ' type="search"')}
${text('from', 'Từ ngày', 'ngày/tháng/năm, giờ Việt Nam', ' inputmode="numeric" placeholder="dd/mm/yyyy"')}
${text('to', 'Đến ngày', 'ngày/tháng/năm, tính cả ngày này', ' inputmode="numeric" placeholder="dd/mm/yyyy"')}
${select('service', 'Dịch vụ', options(choices.services, query.service, 'Mọi dịch vụ'))}
${select('status', 'Trạng thái', statusOptions(query.status, 'Mọi trạng thái'))}
${select('campaign', 'Chiến dịch', options(choices.campaigns, query.campaign, 'Mọi chiến dịch'))}
${select('page', 'Trang', options(choices.pages, query.page, 'Mọi trang'))}
${select('experiment', 'Thử nghiệm A/B', options(choices.experiments, query.experiment, 'Mọi thử nghiệm'))}
${select('variant', 'Phiên bản', options(choices.variants, query.variant, 'Mọi phiên bản'))}
<button type="submit">Lọc</button></form>
${refused ? '' : `<p>${escape(count + range)} · <a href="/api/leads.csv${escape(queryString(query, ['trang']))}">Tải CSV (mọi khách hàng khớp bộ lọc)</a></p>`}
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

export function leadPage({ lead, changes, notes, csrf, message, noteError, statusError, auditLink = false }: LeadPageInput): string {
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
    if (!text) return '<dd class="none">—</dd>';
    if (label === 'Số điện thoại') return `<dd><a href="tel:${escape(text)}">${escape(text)}</a></dd>`;
    if (label === 'Email') return `<dd><a href="mailto:${escape(text)}">${escape(text)}</a></dd>`;
    return `<dd>${escape(text)}</dd>`;
  };
  const list = (pairs: [string, string][]) =>
    `<dl class="fields">${pairs.map(([label, text]) => `<dt>${escape(label)}</dt>${value(label, text)}`).join('')}</dl>`;
  const history = changes.length
    ? `<table><caption>Giờ Việt Nam (GMT+7)</caption><thead><tr><th scope="col">Thời gian</th><th scope="col">Người đổi</th><th scope="col">Từ</th><th scope="col">Thành</th></tr></thead><tbody>${changes
        .map((c) => `<tr><td>${escape(shownTime(c.at))}</td><td>${escape(c.actor)}</td><td>${statusName(c.previous)}</td><td>${statusName(c.status)}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p>Chưa đổi trạng thái lần nào (khách mới).</p>';
  const noteList = notes.length
    ? `<ol class="notes">${notes.map((n) => `<li><p><strong>${escape(n.actor)}</strong> · ${escape(shownTime(n.at))}</p><p>${escape(n.note)}</p></li>`).join('')}</ol>`
    : '<p>Chưa có ghi chú.</p>';
  const back = `/khach-hang/${lead.id}`;
  const noteDescribed = `note-hint${noteError ? ' note-error' : ''}`;
  return layout(
    `${nameOf(lead)} — Khách hàng`,
    `<p><a href="/khach-hang">← Danh sách khách hàng</a></p><h1>${escape(nameOf(lead))}</h1>${message ? `<p class="ok" role="status">${escape(message)}</p>` : ''}
<p>Trạng thái: <strong>${statusName(lead.status)}</strong>${auditLink ? ` · <a href="/nhat-ky?doi-tuong=${escape(lead.id)}">Ai đã xem, tải hay sửa khách hàng này</a>` : ''}</p>
<h2>Thông tin khách gửi</h2>${list(rows)}
<h2>Nguồn truy cập</h2>${list(attribution)}
<h2>Đổi trạng thái</h2>${statusError ? `<p class="field-error" role="alert">${escape(statusError)}</p>` : ''}${statusForm(lead, csrf, back, { row: false })}
<h2>Lịch sử trạng thái</h2>${history}
<h2>Ghi chú</h2>${noteList}
<form method="post" action="/khach-hang/${escape(lead.id)}/ghi-chu" class="detail-form">${hidden('_csrf', csrf)}<label for="note">Ghi chú mới</label><textarea id="note" name="note" rows="4" maxlength="${NOTE_MAX}" aria-describedby="${noteDescribed}"${
      noteError ? ' aria-invalid="true" autofocus' : ''
    }>${escape(noteError?.text ?? '')}</textarea><p class="hint" id="note-hint">Chữ thường, tối đa ${NOTE_MAX} ký tự; ghi chú đã lưu không sửa hay xoá được.</p>${
      noteError ? `<p class="field-error" id="note-error">${escape(noteError.error)}</p>` : ''
    }<button type="submit">Thêm ghi chú</button></form>`,
    { wide: true, style: STYLE },
  );
}
