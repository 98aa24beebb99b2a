// The admin's content pages (server-rendered, no script): the pages with their drafts, the drafts
// waiting for review, one review (what changed, what the check found, publish or send back) and a
// page's history with restore. Written with the escaping html`…` tag (../html.ts).
import { routeFromFile } from '../../engine/project.ts';
import { html, joinHtml, type SafeHtml } from '../html.ts';
import { hiddenFields, layout } from '../pages.ts';
import { clock, shownMinute } from '../time.ts';
import { PUBLISH_PREFIX, type Draft, type Version } from './contentRepo.ts';
import type { Lease } from './leases.ts';
import { DIFF_STYLE } from './diffHtml.ts';
import type { PublishProblem } from './publishing.ts';

const routeOf = (file: string) => routeFromFile(file.replace(/^pages\//, ''));

/** A page as the staff know it: "Hosting tốc độ cao (/hosting)", or its address alone when it has no title. */
const named = (file: string, title?: string) => (title ? `${title} (${routeOf(file)})` : routeOf(file));

const notice = (text?: string, kind: 'ok' | 'error' = 'ok') =>
  text && html`<p class="${kind === 'error' ? 'error' : 'ok'}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</p>`;

/** A conflict the periodic sync found: its message (Vietnamese, from ContentRepo.sync) and since when. */
export interface SyncConflict {
  message: string;
  since: string;
}

/** Said to authors and publishers while the content branch and the remote's have diverged (./contentSync.ts). */
const syncConflictNotice = (conflict?: SyncConflict) =>
  conflict &&
  html`<div class="error" role="alert"><p><strong>Chưa lấy được thay đổi mới từ kho nội dung gốc</strong> (từ ${clock(conflict.since)}): ${conflict.message}</p><p>Vẫn soạn và lưu bản nháp được như thường; đăng trang sẽ báo lỗi cho tới khi việc hợp nhất xong. Không mất nội dung nào.</p></div>`;

const reviewLink = (draft: Draft) => `/duyet/xem?tac-gia=${draft.userId}&tep=${encodeURIComponent(draft.file)}`;

/** "Gửi duyệt" beside the author's own draft on /noi-dung (its last save, or again after a later save or a send-back). */
export const sendForReviewForm = (draft: Pick<Draft, 'file'>, csrf: string) =>
  html`<form method="post" action="/noi-dung/gui-duyet" class="inline">${hiddenFields({ tep: draft.file, _csrf: csrf })}<button type="submit" aria-label="Gửi duyệt ${routeOf(draft.file)}">Gửi duyệt</button></form>`;

/** "Bỏ bản nháp" beside the author's own draft on /noi-dung: to the page that says what it loses. */
export const discardLink = (draft: Pick<Draft, 'file'>) =>
  html` <a href="/noi-dung/bo-nhap?tep=${encodeURIComponent(draft.file)}" aria-label="Bỏ bản nháp ${routeOf(draft.file)}">Bỏ bản nháp</a>`;

/**
 * Throwing away one's own draft, confirmed: what goes (the draft's changes; a new page altogether; a
 * draft in review leaves the reviewers' list) and what stays (the published page). `error`: the draft
 * was saved again meanwhile (this page now names its newest save).
 */
export function discardPage({ draft, published, csrf, error }: { draft: Draft; published: boolean; csrf: string; error?: string }): SafeHtml {
  const route = routeOf(draft.file);
  const loses = draft.removed
    ? `Bản nháp này xoá trang (lưu lúc ${shownMinute(draft.saved.at)}): bỏ nó thì trang vẫn đăng như hiện tại.`
    : published
      ? `Mọi thay đổi trong bản nháp (lưu lần cuối lúc ${shownMinute(draft.saved.at)}) sẽ mất. Trang đang đăng không đổi.`
      : `Trang mới này chưa từng đăng: bỏ bản nháp là xoá hẳn trang (lưu lần cuối lúc ${shownMinute(draft.saved.at)}).`;
  return layout(
    'Bỏ bản nháp',
    html`<h1>Bỏ bản nháp trang ${route}?</h1>${notice(error, 'error')}<p>${loses}</p>${
      draft.inReview && html`<p>Bản nháp đang chờ duyệt: người duyệt sẽ không thấy nó nữa.</p>`
    }
<form method="post" action="/noi-dung/bo-nhap">${hiddenFields({ tep: draft.file, 'ban-nhap': draft.head, _csrf: csrf })}<button type="submit">Bỏ bản nháp</button></form>
<p><a href="/noi-dung">Giữ bản nháp, quay lại danh sách trang</a></p>`,
  );
}

/** The starting points offered for a new page: the starter templates, then copies of published pages. */
const STARTS: [value: string, label: string][] = [
  ['mau:landing', 'Mẫu trang giới thiệu dịch vụ (landing page)'],
  ['mau:promo', 'Mẫu trang ưu đãi (ví dụ Black Friday)'],
  ['mau:service', 'Mẫu trang dịch vụ có bảng giá riêng'],
  ['mau:pricing', 'Mẫu trang bảng giá'],
  ['mau:article', 'Mẫu bài viết (dưới một trang danh sách như /blog)'],
];

/** Each problem: the file, where in it (a field's name, or the validator's position), what is wrong and what to do (also the preview's problems page). */
export const problemItems = (problems: PublishProblem[]) =>
  html`<ul>${problems.map((p) => html`<li><strong>${p.file}</strong>${p.position && ` (${p.position})`}: ${p.message} <em>${p.hint}</em></li>`)}</ul>`;

/** A draft not sent for review (it still holds a starter template's placeholder texts): why, each field, and the way back to it. */
export function notSentPage(file: string, summary: string, problems: PublishProblem[]): SafeHtml {
  return layout(
    'Chưa gửi duyệt',
    html`<h1>Chưa gửi duyệt trang ${routeOf(file)}</h1><p class="error" role="alert">${summary}</p>${problemItems(problems)}
<p><a href="/soan-thao/#${file}">Sửa trang ${routeOf(file)}</a> · <a href="/noi-dung">Nội dung trang</a></p>`,
  );
}

export function contentListPage({
  files,
  titles = new Map(),
  drafts,
  leases,
  csrf,
  message,
  error,
  form = {},
  draftAction = () => '',
  noCopy = [],
  syncConflict,
}: {
  files: string[];
  /** The published pages' titles by file (./pageTitles.ts): how the staff know a page. */
  titles?: Map<string, string>;
  drafts: Draft[];
  leases: Lease[];
  csrf: string;
  message?: string;
  error?: string;
  /** What the new-page form held (shown again with its error). */
  form?: Record<string, unknown>;
  /** HTML after a draft's line (the preview link button on the signed-in author's own drafts). */
  draftAction?: (draft: Draft) => SafeHtml | '';
  /** Published pages not offered as a copy (the template demos, which live at their own route only). */
  noCopy?: string[];
  syncConflict?: SyncConflict;
}): SafeHtml {
  // The published pages, then new pages that exist only as a draft or are being written.
  const published = files.filter((file) => /^pages\/(?!_).*\.json$/.test(file));
  const unpublished = [...new Set([...drafts.map((d) => d.file), ...leases.map((l) => l.file)])].filter((file) => !published.includes(file)).sort();
  const rows = [...published, ...unpublished].map((file) => {
    const lease = leases.find((l) => l.file === file);
    const editing = lease
      ? html`<td><strong>${lease.email.split('@')[0]}</strong> đang sửa — từ ${clock(lease.takenAt)}</td>`
      : html`<td class="none">Không ai</td>`;
    const own = drafts.filter((d) => d.file === file);
    const state = own.length
      ? joinHtml(
          own.map(
            (d) =>
              html`${d.saved.author}, ${shownMinute(d.saved.at)}${d.removed && html` — <strong>xoá trang</strong>`}${d.inReview ? html` — <strong>chờ duyệt</strong>` : ' — bản nháp'}${
                d.returned && html`<br><strong>Bị trả lại</strong> bởi ${d.returned.by}: ${d.returned.reason}`
              }${draftAction(d)}`,
          ),
          html`<br>`,
        )
      : html`<span class="none">Không có bản nháp</span>`;
    const title = titles.get(file);
    // Its title (the way to its history) above its address; a page without a title shows its address alone.
    const name = published.includes(file)
      ? title
        ? html`<a href="/lich-su?tep=${encodeURIComponent(file)}">${title}</a><br><span class="route">${routeOf(file)}</span>`
        : html`<a href="/lich-su?tep=${encodeURIComponent(file)}">${routeOf(file)}</a>`
      : html`${routeOf(file)} <span class="none">(trang mới, chưa đăng)</span>`;
    // Into the editor (src/admin/content/editorHost.ts), which opens the file named after the #.
    const edit = html`<td><a href="/soan-thao/#${file}" aria-label="Sửa ${routeOf(file)}">Sửa</a></td>`;
    return html`<tr><th scope="row">${name}</th>${editing}<td>${state}</td>${edit}</tr>`;
  });
  return layout(
    'Nội dung',
    html`<h1>Nội dung trang</h1>${syncConflictNotice(syncConflict)}${notice(message)}<p><a href="/duyet">Bản nháp chờ duyệt</a> · <a href="/lien-ket-xem-truoc">Liên kết xem trước</a> · <a href="/">Trang chính</a></p>
${newPageForm(
  published.filter((file) => !noCopy.includes(file)),
  titles,
  csrf,
  form,
  error,
)}
<div class="scroll"><table><caption>${published.length} trang đang đăng${unpublished.length > 0 && `, ${unpublished.length} trang mới`}</caption><thead><tr><th scope="col">Trang</th><th scope="col">Đang sửa</th><th scope="col">Bản nháp</th><th scope="col">Trình soạn thảo</th></tr></thead><tbody>${rows}</tbody></table></div>`,
    { wide: true },
  );
}

/** Creates a new page as the author's draft: its address and what it starts from (a template or a copy of a page). */
function newPageForm(published: string[], titles: Map<string, string>, csrf: string, form: Record<string, unknown>, error?: string): SafeHtml {
  const chosen = typeof form['bat-dau'] === 'string' ? form['bat-dau'] : 'mau:landing';
  const copy = (file: string): [string, string] => [`trang:${file}`, `Bản sao của trang ${routeOf(file)}${titles.get(file) ? ` — ${titles.get(file)}` : ''}`];
  const options = [...STARTS, ...published.map(copy)].map(
    ([value, label]) => html`<option value="${value}"${value === chosen && html` selected`}>${label}</option>`,
  );
  const described = error && html` aria-describedby="new-page-error" aria-invalid="true"`;
  return html`<h2>Tạo trang mới</h2><form method="post" action="/noi-dung/tao">${hiddenFields({ _csrf: csrf })}
<label for="new-route">Địa chỉ trang (ví dụ /uu-dai/black-friday)</label><input id="new-route" name="dia-chi" required value="${typeof form['dia-chi'] === 'string' ? form['dia-chi'] : ''}"${described}>
${error && html`<p class="error" role="alert" id="new-page-error">${error}</p>`}
<label for="new-start">Bắt đầu từ</label><select id="new-start" name="bat-dau">${options}</select><button type="submit">Tạo bản nháp</button></form>`;
}

/** The drafts sent for review. */
export function reviewListPage({
  drafts,
  titleOf = () => '',
  message,
  error,
  syncConflict,
}: {
  drafts: Draft[];
  /** A draft's page title ('' for none): its own, or the published page's when it deletes it. */
  titleOf?: (draft: Draft) => string;
  message?: string;
  error?: string;
  syncConflict?: SyncConflict;
}): SafeHtml {
  const waiting = drafts.filter((d) => d.inReview);
  // Its title (the way to the review) before its address, as on the page list.
  const items = waiting.map((d) => {
    const title = titleOf(d);
    const link = html`<a href="${reviewLink(d)}">${title || routeOf(d.file)}</a>${title && html` <span class="route">${routeOf(d.file)}</span>`}`;
    return html`<li>${link}${d.removed && ' (xoá trang)'} — ${d.saved.author}, lưu lúc ${shownMinute(d.saved.at)}</li>`;
  });
  return layout(
    'Chờ duyệt',
    html`<h1>Bản nháp chờ duyệt</h1>${syncConflictNotice(syncConflict)}${notice(message)}${notice(error, 'error')}${items.length ? html`<ul>${items}</ul>` : html`<p>Không có bản nháp nào chờ duyệt.</p>`}<p><a href="/noi-dung">Tất cả trang</a></p>`,
    { wide: true },
  );
}

/** One draft under review: its changes, the check of the project as it would be published, and the two decisions. */
export function reviewPage({
  draft,
  title,
  changes,
  problems,
  conflict,
  csrf,
}: {
  draft: Draft;
  /** The page's title as reviewed (the published one when the draft deletes it), when it has one. */
  title?: string;
  /** The changes (./diffHtml.ts). */
  changes: SafeHtml;
  problems: PublishProblem[];
  conflict?: string;
  csrf: string;
}): SafeHtml {
  const form = { 'tac-gia': String(draft.userId), tep: draft.file, _csrf: csrf };
  const blocked = conflict ?? (problems.length ? `Chưa thể đăng: kiểm tra nội dung tìm thấy ${problems.length} lỗi.` : undefined);
  const problemList = problems.length > 0 && html`<h2>Lỗi cần sửa trước khi đăng</h2>${problemItems(problems)}`;
  return layout(
    `Duyệt ${routeOf(draft.file)}`,
    html`<h1>Duyệt trang ${named(draft.file, title)}</h1>
<p>Người soạn: <strong>${draft.saved.author}</strong>, gửi lúc ${shownMinute(draft.saved.at)}.</p>
${notice(blocked, 'error')}${problemList}
<h2>Thay đổi so với bản đang đăng</h2>${changes}
<form method="post" action="/duyet/dang">${hiddenFields(form)}<button type="submit"${blocked && html` disabled`}>Đăng trang</button></form>
<form method="post" action="/duyet/tra-lai">${hiddenFields(form)}<label for="comment">Lý do trả lại (người soạn sẽ thấy)</label><textarea id="comment" name="comment" rows="3" maxlength="1000" required></textarea><button type="submit">Trả lại người soạn</button></form>
<p><a href="/duyet">Quay lại danh sách chờ duyệt</a></p>`,
    { wide: true, style: DIFF_STYLE },
  );
}

/**
 * What a version did, in the staff's words: a publish is "Đăng trang" (its message names the file), a
 * developer's commit is the technical team's update, its own note folded away (often git's words).
 */
export function versionSummary(version: Pick<Version, 'message' | 'byAdmin'>): SafeHtml {
  if (!version.byAdmin) return html`Nhóm kỹ thuật cập nhật<details><summary>Ghi chú kỹ thuật</summary>${version.message}</details>`;
  return html`${version.message.startsWith(PUBLISH_PREFIX) ? 'Đăng trang' : version.message}`;
}

/** A page's published versions, newest first; a publisher may restore one as a new draft. */
export function historyPage({
  file,
  title,
  versions,
  canRestore,
  csrf,
  message,
}: {
  file: string;
  /** The page's title (./pageTitles.ts), when it has one. */
  title?: string;
  versions: Version[];
  canRestore: boolean;
  csrf: string;
  message?: string;
}): SafeHtml {
  const rows = versions.map((v, i) => {
    const restore =
      canRestore && i > 0
        ? html`<form method="post" action="/lich-su/khoi-phuc">${hiddenFields({ tep: file, 'phien-ban': v.commit, _csrf: csrf })}<button type="submit">Khôi phục thành bản nháp</button></form>`
        : i === 0
          ? 'Đang đăng'
          : '';
    return html`<tr><td>${shownMinute(v.at)}</td><td>${v.author}</td><td>${versionSummary(v)}</td><td class="action">${restore}</td></tr>`;
  });
  return layout(
    `Lịch sử ${routeOf(file)}`,
    html`<h1>Lịch sử trang ${named(file, title)}</h1>${notice(message)}
<div class="scroll"><table><caption>${versions.length} phiên bản đã đăng</caption><thead><tr><th scope="col">Thời điểm</th><th scope="col">Người thực hiện</th><th scope="col">Nội dung</th><th scope="col">Thao tác</th></tr></thead><tbody>${rows}</tbody></table></div>
<p><a href="/noi-dung">Tất cả trang</a></p>`,
    { wide: true },
  );
}
