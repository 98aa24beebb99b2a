// The audit log as a page for admins (server-rendered, no script): the newest 500 entries, or those about
// one thing — a lead's id or an account's email (`?doi-tuong=`: the target, or named in the detail, as a
// list view names the leads it showed). Every value is escaped.
import type { AuditEntry } from './accounts.ts';
import { escape, layout } from './pages.ts';
import { shownTime } from './time.ts';

/** What each action means, in Vietnamese (an action not listed is shown by its name). */
export const ACTION_NAMES: Record<string, string> = {
  'sign-in': 'Đăng nhập',
  'sign-in-failed': 'Đăng nhập sai',
  'sign-in-limited': 'Bị chặn vì đăng nhập sai nhiều lần',
  'sign-out': 'Đăng xuất',
  invite: 'Mời người mới',
  'invitation-accepted': 'Nhận lời mời',
  'disable-user': 'Khoá tài khoản',
  'change-role': 'Đổi vai trò',
  'change-password': 'Đổi mật khẩu',
  'password-reset-link': 'Tạo liên kết đặt lại mật khẩu',
  'password-reset': 'Đặt lại mật khẩu bằng liên kết',
  'change-password-failed': 'Đổi mật khẩu: sai mật khẩu hiện tại',
  'change-password-limited': 'Bị chặn đổi mật khẩu vì nhập sai nhiều lần',
  denied: 'Bị từ chối (không có quyền)',
  'user-added-by-cli': 'Thêm tài khoản bằng dòng lệnh',
  'password-set-by-cli': 'Đặt mật khẩu bằng dòng lệnh',
  'view-leads': 'Xem danh sách khách hàng',
  'view-lead': 'Xem một khách hàng',
  'export-leads': 'Tải CSV khách hàng',
  'lead-status': 'Đổi trạng thái khách hàng',
  'lead-note': 'Thêm ghi chú khách hàng',
  'content-sync-conflict': 'Kho nội dung gốc đã tách nhánh (cần người phụ trách kỹ thuật)',
};

const cell = (text: string | null) => (text ? `<td>${escape(text)}</td>` : '<td class="none">—</td>');

export function auditPage({ entries, about }: { entries: readonly AuditEntry[]; about?: string }): string {
  const rows = entries.map(
    (e) =>
      `<tr><td>${escape(shownTime(e.at))}</td>${cell(e.actor)}<td>${escape(ACTION_NAMES[e.action] ?? e.action)} <span class="none">(${escape(e.action)})</span></td>${cell(e.target)}${cell(e.detail)}${cell(e.address)}</tr>`,
  );
  return layout(
    'Nhật ký',
    `<p><a href="/">← Trang chính</a></p><h1>Nhật ký</h1>
<form method="get" action="/nhat-ky" class="filters" aria-label="Lọc nhật ký"><div><label for="doi-tuong">Về (mã khách hàng hoặc email)</label><input id="doi-tuong" name="doi-tuong" value="${escape(about ?? '')}"></div><button type="submit">Lọc</button></form>
<p>${about ? `${entries.length} mục về ${escape(about)} (mới nhất trước, tối đa 500) · <a href="/nhat-ky">Xem mọi mục</a>` : `${entries.length} mục mới nhất (tối đa 500)`} · <a href="/api/audit">JSON</a></p>
${
  rows.length === 0
    ? '<p>Không có mục nào.</p>'
    : `<div class="scroll" tabindex="0" role="region" aria-labelledby="audit-caption"><table><caption id="audit-caption">Mới nhất trước; giờ Việt Nam (GMT+7)</caption>
<thead><tr><th scope="col">Thời gian</th><th scope="col">Người</th><th scope="col">Việc</th><th scope="col">Đối tượng</th><th scope="col">Chi tiết</th><th scope="col">Địa chỉ</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
}`,
    { wide: true },
  );
}
