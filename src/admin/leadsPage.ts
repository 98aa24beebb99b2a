// The leads inbox for sales staff: every lead with where it came from (the page, the first page of the
// visit, the campaign), newest first, filtered by campaign and page with a plain GET form, and the
// same selection as a CSV file. Server-rendered, no script; every value is escaped.
import type { LeadFilter } from '../server/leads/export.ts';
import { sourceText, vietnamTime } from '../server/leads/export.ts';
import type { LeadRecord } from '../server/leads/store.ts';
import { escape, layout } from './pages.ts';

const cell = (text: string) => (text ? `<td>${escape(text)}</td>` : '<td class="none">—</td>');
const link = (href: string, text: string) => `<td><a href="${escape(href)}">${escape(text)}</a></td>`;

/** Where the visit came from, in words: the campaign's source and medium, else the referring site. */
const cameFrom = (lead: LeadRecord) => [lead.attribution.utm_source, lead.attribution.utm_medium].filter(Boolean).join(' / ') || lead.attribution.referrer;

function options(values: readonly string[], chosen: string | undefined, all: string): string {
  return [`<option value="">${escape(all)}</option>`, ...values.map((v) => `<option${v === chosen ? ' selected' : ''}>${escape(v)}</option>`)].join('');
}

export function leadsPage({ leads, all, filter }: { leads: readonly LeadRecord[]; all: readonly LeadRecord[]; filter: LeadFilter }): string {
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'vi'));
  const campaigns = distinct(all.map((l) => l.attribution.utm_campaign));
  const pages = distinct(all.flatMap((l) => [l.page, l.attribution.landingPage]));
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  const rows = [...leads]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(
      (lead) =>
        `<tr>${cell(vietnamTime(lead.createdAt))}${cell(lead.name)}${lead.phone ? link(`tel:${lead.phone}`, lead.phone) : cell('')}${
          lead.email ? link(`mailto:${lead.email}`, lead.email) : cell('')
        }${cell(lead.service)}${cell(sourceText(lead) + (lead.domain ? `: ${lead.domain}` : ''))}${cell(lead.page)}${cell(lead.attribution.landingPage)}${cell(
          lead.attribution.utm_campaign,
        )}${cell(cameFrom(lead))}</tr>`,
    );
  const count = leads.length === all.length ? `${all.length} khách hàng` : `${leads.length} trong ${all.length} khách hàng`;
  return layout(
    'Khách hàng tiềm năng',
    `<p><a href="/">← Trang chính</a></p><h1>Khách hàng tiềm năng</h1>
<form method="get" action="/khach-hang" class="filters" aria-label="Lọc khách hàng">
<label for="campaign">Chiến dịch<select id="campaign" name="campaign">${options(campaigns, filter.campaign, 'Mọi chiến dịch')}</select></label>
<label for="page">Trang<select id="page" name="page">${options(pages, filter.page, 'Mọi trang')}</select></label>
<button type="submit">Lọc</button></form>
<p>${escape(count)} · <a href="/api/leads.csv${query ? `?${escape(query)}` : ''}">Tải CSV (những khách hàng đang hiện)</a></p>
${
  rows.length === 0
    ? '<p>Chưa có khách hàng nào khớp bộ lọc.</p>'
    : `<div class="scroll" tabindex="0" role="region" aria-labelledby="leads-caption"><table><caption id="leads-caption">Mới nhất trước; giờ Việt Nam (GMT+7)</caption>
<thead><tr><th scope="col">Thời gian</th><th scope="col">Họ và tên</th><th scope="col">Điện thoại</th><th scope="col">Email</th><th scope="col">Dịch vụ</th><th scope="col">Gửi từ</th><th scope="col">Trang gửi</th><th scope="col">Trang đầu tiên</th><th scope="col">Chiến dịch</th><th scope="col">Đến từ</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
}`,
    { wide: true },
  );
}
