// The preview links' HTML (server-rendered, no script; written with the escaping html`…` tag, ../html.ts): the staff's page of
// links (make one for a draft — shown once, to copy — and revoke), the button /noi-dung shows beside
// an author's draft, and the Vietnamese pages a visitor gets instead of a draft: a link unknown,
// expired or revoked, a draft that does not pass the check (its problems), a preview not available.
import { routeFromFile } from '../../engine/project.ts';
import { html, trustedHtml, type SafeHtml } from '../html.ts';
import { hiddenFields, layout } from '../pages.ts';
import { shownMinute } from '../time.ts';
import type { Draft } from '../content/contentRepo.ts';
import type { PublishProblem } from '../content/publishing.ts';
import { problemItems } from '../content/contentPages.ts';
import type { PreviewLink } from './links.ts';

export const PREVIEW_MESSAGES = {
  notSetUp: 'Chưa cấu hình liên kết xem trước (ADMIN_PREVIEW_SECRET), nên chưa thể tạo hay mở liên kết.',
  noDraft: 'Không tìm thấy bản nháp này.',
  removal: 'Bản nháp này xoá trang: không có trang nào để xem trước.',
  notYours: 'Bạn chỉ có thể tạo liên kết xem trước cho bản nháp của mình.',
  notInReview: 'Chỉ có thể tạo liên kết cho bản nháp của người khác khi bản nháp đó đang chờ duyệt.',
  notAPage: 'Chỉ có thể xem trước tệp trang (pages/….json).',
  cannotRevoke: 'Bạn chỉ có thể thu hồi liên kết do mình tạo.',
  noLink: 'Không tìm thấy liên kết này.',
  revoked: 'Đã thu hồi liên kết. Ai mở nó sẽ không còn thấy bản nháp.',
};

const routeOf = (file: string) => routeFromFile(file.replace(/^pages\//, ''));

/** The button that makes a preview link of a draft (on /noi-dung and on the links page). */
export function previewLinkForm(draft: Pick<Draft, 'file' | 'userId'>, csrf: string): SafeHtml {
  return html`<form method="post" action="/lien-ket-xem-truoc/tao" class="inline">${hiddenFields({ tep: draft.file, 'tac-gia': draft.userId, _csrf: csrf })}<button type="submit" aria-label="Tạo liên kết xem trước của ${routeOf(draft.file)}">Tạo liên kết xem trước</button></form>`;
}

const PAGE_STYLE = trustedHtml(`form.inline button{margin-top:.25rem}`);

export function linksPage({
  links,
  drafts,
  userId,
  canRevokeAny,
  csrf,
  now,
  made,
  message,
  error,
}: {
  links: PreviewLink[];
  /** The drafts this user may make a link for. */
  drafts: Draft[];
  userId: string;
  canRevokeAny: boolean;
  csrf: string;
  now: number;
  /** A link just made: shown once. */
  made?: { url: string; link: PreviewLink };
  message?: string;
  error?: string;
}): SafeHtml {
  const shown =
    made &&
    html`<div role="status"><p class="ok">Đã tạo liên kết xem trước của ${routeOf(made.link.file)}. Sao chép và gửi cho người cần xem (không cần tài khoản; hết hạn ${shownMinute(made.link.expiresAt)}). Liên kết chỉ hiện một lần.</p>
<label for="preview-link">Liên kết xem trước</label><input id="preview-link" readonly value="${made.url}"></div>`;
  const draftItems = drafts.map(
    (d) =>
      html`<li>${routeOf(d.file)} — ${d.userId === userId ? 'bản nháp của bạn' : `của ${d.saved.author}, chờ duyệt`}, lưu lúc ${shownMinute(d.saved.at)} ${previewLinkForm(d, csrf)}</li>`,
  );
  const stateOf = (link: PreviewLink) => (link.revokedAt ? 'Đã thu hồi' : Date.parse(link.expiresAt) <= now ? 'Đã hết hạn' : 'Đang dùng');
  const rows = links.map((link) => {
    const live = !link.revokedAt && Date.parse(link.expiresAt) > now;
    const mayRevoke = live && (canRevokeAny || link.createdBy === userId || link.authorId === userId);
    const action = mayRevoke
      ? html`<form method="post" action="/lien-ket-xem-truoc/thu-hoi">${hiddenFields({ ma: link.id, _csrf: csrf })}<button type="submit" aria-label="Thu hồi liên kết ${routeOf(link.file)} tạo lúc ${shownMinute(link.createdAt)}">Thu hồi</button></form>`
      : '—';
    return html`<tr><th scope="row">${routeOf(link.file)}</th><td><code>${link.version.slice(0, 7)}</code></td><td>${link.createdByEmail.split('@')[0]}, ${shownMinute(link.createdAt)}</td><td>${shownMinute(link.expiresAt)}</td><td>${stateOf(link)}</td><td class="action">${action}</td></tr>`;
  });
  return layout(
    'Liên kết xem trước',
    html`<h1>Liên kết xem trước</h1>${message && html`<p class="ok" role="status">${message}</p>`}${error && html`<p class="error" role="alert">${error}</p>`}${shown}
<p>Người nhận liên kết thấy bản nháp đúng như khi trang được đăng, không cần tài khoản. Mỗi liên kết cho thấy phiên bản đã lưu lúc tạo liên kết; lưu thêm thì tạo liên kết mới.</p>
<h2>Tạo liên kết</h2>${draftItems.length ? html`<ul>${draftItems}</ul>` : html`<p>Bạn chưa có bản nháp nào.</p>`}
<h2>Liên kết đã tạo</h2>${
      rows.length
        ? html`<div class="scroll" role="region" aria-label="Liên kết đã tạo" tabindex="0"><table><thead><tr><th scope="col">Trang</th><th scope="col">Phiên bản</th><th scope="col">Người tạo</th><th scope="col">Hết hạn</th><th scope="col">Trạng thái</th><th scope="col">Thao tác</th></tr></thead><tbody>${rows}</tbody></table></div>`
        : html`<p>Chưa có liên kết nào.</p>`
    }
<p><a href="/noi-dung">Nội dung trang</a> · <a href="/">Trang chính</a></p>`,
    { wide: true, style: PAGE_STYLE },
  );
}

/** What a visitor of a link sees when it shows no draft. */
export const REFUSED_PAGES = {
  unknown: ['Liên kết xem trước không đúng', 'Liên kết này không đúng hoặc đã bị sửa. Hãy nhờ người gửi tạo liên kết mới.'],
  expired: ['Liên kết xem trước đã hết hạn', 'Liên kết này đã hết hạn. Hãy nhờ người gửi tạo liên kết mới.'],
  revoked: ['Liên kết xem trước đã bị thu hồi', 'Người gửi đã thu hồi liên kết này. Hãy nhờ họ tạo liên kết mới nếu cần.'],
  gone: ['Bản nháp không còn', 'Bản nháp của liên kết này không còn. Hãy nhờ người gửi tạo liên kết mới.'],
  unavailable: ['Chưa thể xem trước', 'Máy chủ chưa thể hiển thị bản xem trước lúc này. Vui lòng thử lại sau.'],
  outdated: [
    'Chưa thể xem trước',
    'Bản nháp dùng loại nội dung mới mà trang quản trị chưa được cập nhật để hiển thị. Hãy báo người phụ trách kỹ thuật cập nhật trang quản trị.',
  ],
} as const;

export function refusedPage(kind: keyof typeof REFUSED_PAGES): SafeHtml {
  const [title, text] = REFUSED_PAGES[kind];
  return layout(title, html`<h1>${title}</h1><p>${text}</p>`);
}

/** A draft the check refuses: what to fix, instead of a blank page. */
export function problemsPage(file: string, problems: PublishProblem[]): SafeHtml {
  return layout(
    `Bản nháp ${routeOf(file)} còn lỗi`,
    html`<h1>Bản nháp ${routeOf(file)} còn lỗi</h1><p>Trang chưa thể hiển thị vì kiểm tra nội dung tìm thấy ${problems.length} lỗi. Người soạn cần sửa rồi tạo liên kết mới:</p>${problemItems(problems)}`,
    { wide: true },
  );
}
