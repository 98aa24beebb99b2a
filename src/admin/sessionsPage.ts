// "Phiên đăng nhập": the signed-in person's own live sessions (ASVS 3.3.4), each with its device, the
// address it signed in from and when it was last used, and a way to end any other one, or all others
// at once. Server-rendered, plain forms; written with the escaping html`…` tag (./html.ts).
import type { SessionSummary } from './accounts.ts';
import { html, type SafeHtml } from './html.ts';
import { hiddenFields, layout } from './pages.ts';
import { shownMinute } from './time.ts';

export const SESSION_MESSAGES = {
  ended: 'Đã đăng xuất phiên đó.',
  endedOthers: (count: number) => (count ? `Đã đăng xuất ${count} phiên khác.` : 'Không còn phiên nào khác.'),
  gone: 'Phiên này đã kết thúc rồi (hết hạn hoặc đã đăng xuất).',
};

export function sessionsPage({
  sessions,
  csrf,
  idleMinutes,
  maxHours,
  message,
  error,
}: {
  sessions: readonly SessionSummary[];
  csrf: string;
  idleMinutes: number;
  maxHours: number;
  message?: string;
  error?: string;
}): SafeHtml {
  const rows = sessions.map((s) => {
    const device = s.device || 'Không rõ thiết bị';
    const action = s.current
      ? html`<strong>Phiên này</strong>`
      : html`<form method="post" action="/phien-dang-nhap/ket-thuc">${hiddenFields({ _csrf: csrf, phien: s.handle })}<button type="submit" aria-label="Đăng xuất phiên ${device}, đăng nhập lúc ${shownMinute(s.startedAt)}">Đăng xuất</button></form>`;
    return html`<tr><td>${device}</td><td>${s.address ?? '—'}</td><td>${shownMinute(s.startedAt)}</td><td>${shownMinute(s.lastSeenAt)}</td><td class="action">${action}</td></tr>`;
  });
  const others = sessions.some((s) => !s.current);
  return layout(
    'Phiên đăng nhập',
    html`<p><a href="/">← Trang chính</a></p><h1>Phiên đăng nhập của bạn</h1>${message && html`<p class="ok" role="status">${message}</p>`}${
      error && html`<p class="error" role="alert">${error}</p>`
    }
<p>Mỗi trình duyệt bạn đăng nhập là một phiên. Phiên tự kết thúc sau ${idleMinutes} phút không dùng, hoặc ${maxHours} giờ sau khi đăng nhập. Thấy một phiên lạ? Đăng xuất nó và <a href="/mat-khau">đổi mật khẩu</a>.</p>
<div class="scroll"><table><caption>${sessions.length} phiên đang mở; giờ Việt Nam (GMT+7)</caption><thead><tr><th scope="col">Thiết bị</th><th scope="col">Địa chỉ IP khi đăng nhập</th><th scope="col">Đăng nhập lúc</th><th scope="col">Dùng gần nhất</th><th scope="col">Thao tác</th></tr></thead><tbody>${rows}</tbody></table></div>
${others && html`<form method="post" action="/phien-dang-nhap/ket-thuc-khac">${hiddenFields({ _csrf: csrf })}<button type="submit">Đăng xuất mọi phiên khác</button></form>`}`,
    { wide: true },
  );
}
