// The accounts page for admins (server-rendered, no script): every account with its role and state,
// a form to invite someone (the one-time link is shown once, to copy and send), and per account a
// role change and a disable button. The server checks every write (roles table, CSRF), not this page.
// Written with the escaping html`…` tag (./html.ts).
import { ROLES, type User } from './accounts.ts';
import { html, type SafeHtml } from './html.ts';
import { layout, ROLE_NAMES } from './pages.ts';
import { shownMinute } from './time.ts';

const hidden = (csrf: string) => html`<input type="hidden" name="_csrf" value="${csrf}">`;
const roleOptions = (selected?: string) =>
  ROLES.map((role) => html`<option value="${role}"${role === selected && html` selected`}>${ROLE_NAMES[role]}</option>`);

export function usersPage({
  users,
  lastSignIns = new Map(),
  self,
  csrf,
  message,
  error,
  invitation,
}: {
  users: User[];
  /** Each account's last sign-in by email: an account nobody uses any more is one to disable. */
  lastSignIns?: Map<string, string>;
  self: User;
  csrf: string;
  message?: string;
  error?: string;
  /** A link just made: shown once. */
  invitation?: { email: string; link: string; expiresAt: string; reset?: boolean };
}): SafeHtml {
  const rows = users.map((user) => {
    const actions =
      user.id === self.id || user.disabledAt
        ? html`<td class="none">—</td>`
        : html`<td><form method="post" action="/tai-khoan/${user.id}/vai-tro">${hidden(csrf)}<label for="role-${user.id}">Vai trò mới</label><select id="role-${user.id}" name="role">${roleOptions(user.role)}</select><button type="submit">Đổi vai trò</button></form>
<form method="post" action="/tai-khoan/${user.id}/dat-lai">${hidden(csrf)}<button type="submit">Tạo liên kết đặt lại mật khẩu cho ${user.email}</button></form>
${
  user.twoFactor &&
  html`<form method="post" action="/tai-khoan/${user.id}/tat-hai-buoc">${hidden(csrf)}<button type="submit">Tắt xác thực hai bước của ${user.email} (mất điện thoại)</button></form>
`
}<form method="post" action="/tai-khoan/${user.id}/vo-hieu">${hidden(csrf)}<button type="submit">Khoá tài khoản ${user.email}</button></form></td>`;
    const signedIn = lastSignIns.get(user.email);
    const last = signedIn ? html`<td>${shownMinute(signedIn)}</td>` : html`<td class="none">Chưa đăng nhập</td>`;
    return html`<tr><th scope="row">${user.email}</th><td>${ROLE_NAMES[user.role]}</td><td>${user.disabledAt ? 'Đã khoá' : 'Đang dùng'}</td><td>${user.twoFactor ? 'Đã bật' : 'Chưa bật'}</td>${last}${actions}</tr>`;
  });
  const shown =
    invitation &&
    html`<div role="status"><p class="ok">Đã tạo ${invitation.reset ? 'liên kết đặt lại mật khẩu' : 'lời mời'} cho ${invitation.email}. Gửi đường dẫn này cho họ (chỉ dùng được một lần, hết hạn ${shownMinute(invitation.expiresAt)}):</p>
<label for="invitation-link">Đường dẫn ${invitation.reset ? 'đặt lại mật khẩu' : 'lời mời'}</label><input id="invitation-link" readonly value="${invitation.link}"></div>`;
  return layout(
    'Tài khoản',
    html`<h1>Tài khoản</h1>${message && html`<p class="ok" role="status">${message}</p>`}${error && html`<p class="error" role="alert">${error}</p>`}${shown}
<h2>Mời người mới</h2><form method="post" action="/tai-khoan/moi">${hidden(csrf)}<label for="invite-email">Email</label><input id="invite-email" name="email" type="email" required autocomplete="off">
<label for="invite-role">Vai trò</label><select id="invite-role" name="role">${roleOptions('editor')}</select><button type="submit">Tạo lời mời</button></form>
<h2>Các tài khoản</h2><div class="scroll" role="region" aria-label="Các tài khoản" tabindex="0"><table><thead><tr><th scope="col">Email</th><th scope="col">Vai trò</th><th scope="col">Trạng thái</th><th scope="col">Xác thực hai bước</th><th scope="col">Đăng nhập gần nhất</th><th scope="col">Thao tác</th></tr></thead><tbody>${rows}</tbody></table></div>
<p><a href="/">← Trang chính</a></p>`,
    { wide: true },
  );
}
