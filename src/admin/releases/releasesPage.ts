// The site's releases as a publisher sees them (server-rendered, no script): which version visitors
// see now, and each earlier one — when, by whom, why, which pages it changed — with a button to serve
// it again. Written with the escaping html`…` tag (../html.ts).
import type { ReleaseInfo, SwitchRecord } from '../../server/releases/store.ts';
import { html, joinHtml, trustedHtml, type SafeHtml } from '../html.ts';
import { layout } from '../pages.ts';
import { shownTime } from '../time.ts';

const REASONS: Record<string, string> = { publish: 'Đăng trang', schedule: 'Đến giờ theo lịch', deploy: 'Cập nhật mã nguồn', rollback: 'Quay lại bản cũ' };
const who = (by: string) => (by === 'scheduler' ? 'Lịch tự động' : by === 'cli' ? 'Bộ phận kỹ thuật' : by);

const changed = (routes: readonly string[] | undefined) => {
  if (!routes) return '';
  if (routes.length === 0) return html`<br>Không trang nào thay đổi.`;
  const shown = routes.slice(0, 8).map((route) => html`<code>${route}</code>`);
  return html`<br>Trang thay đổi: ${joinHtml(shown, ', ')}${routes.length > shown.length && ` và ${routes.length - shown.length} trang khác`}`;
};

/** Who put the served release on the site and when: after a rollback, the publisher who chose it. */
const servedNote = (since: SwitchRecord | undefined) =>
  since && ` Đưa lên web lúc ${shownTime(since.at)} (${(REASONS[since.reason] ?? since.reason).toLowerCase()}), ${who(since.by)}.`;

const PAGE_STYLE = trustedHtml(
  'ol{padding-left:1.25rem}li{margin:1rem 0;border-bottom:1px solid #d0d0d0}li[aria-current]{border-left:4px solid #0b5a1f;padding-left:.75rem}code{font-size:14px}',
);

export function releasesPage({
  releases,
  current,
  since,
  csrf,
  message,
  error,
}: {
  releases: readonly ReleaseInfo[];
  current: string | undefined;
  /** The last switch, when it put `current` on the site. */
  since?: SwitchRecord;
  csrf: string;
  message?: string;
  error?: string;
}): SafeHtml {
  const items = releases.map((release) => {
    const isCurrent = release.id === current;
    const action = isCurrent
      ? html`<p><strong>Khách đang xem bản này.</strong>${servedNote(since?.id === release.id ? since : undefined)}</p>`
      : html`<form method="post" action="/phat-hanh/quay-lai"><input type="hidden" name="_csrf" value="${csrf}"><input type="hidden" name="ban" value="${release.id}"><button type="submit" aria-label="Đưa lại bản lúc ${shownTime(release.createdAt)} lên web">Đưa bản này lên web</button></form>`;
    return html`<li${isCurrent && html` aria-current="true"`}><p><strong>${shownTime(release.createdAt)}</strong> — ${REASONS[release.reason] ?? release.reason}, ${who(release.by)}${changed(release.changedRoutes)}</p>${action}</li>`;
  });
  return layout(
    'Các phiên bản trên web',
    html`<h1>Các phiên bản trên web</h1>${message && html`<div role="status"><p class="ok">${message}</p></div>`}${error && html`<p class="error" role="alert">${error}</p>`}
<p>Mỗi lần đăng trang (hoặc đến giờ của một trang hẹn giờ) tạo một phiên bản mới của cả trang web. Đưa một bản cũ lên web là quay lại đúng như lúc đó: nội dung các trang cũng trở về như bản ấy (ghi trong Lịch sử của từng trang), và những lần đăng sau tiếp tục từ đó. Trang hẹn giờ vẫn theo giờ đã hẹn: chương trình đã hết hạn sau khi có bản ấy sẽ không hiện lại.</p>
${items.length ? html`<ol reversed>${items}</ol>` : html`<p>Chưa có phiên bản nào.</p>`}<p><a href="/">← Trang chính</a></p>`,
    { style: PAGE_STYLE },
  );
}
