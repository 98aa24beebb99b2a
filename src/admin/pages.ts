// The admin's HTML: a few server-rendered Vietnamese pages with plain forms (no script at all, so
// the site's strict CSP applies unchanged). Every view is written with the html`…` tag (./html.ts),
// which escapes every value shown.
import type { Response } from 'express';
import type { User } from './accounts.ts';
import { allows, type RouteKey } from './access.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './password.ts';

export const ROLE_NAMES: Record<User['role'], string> = { editor: 'Biên tập viên', publisher: 'Người duyệt đăng', admin: 'Quản trị', sales: 'Kinh doanh' };

const STYLE = trustedHtml(`body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:32rem;margin:3rem auto;padding:0 1rem}
label{display:block;font-weight:600;margin-top:1rem}input,textarea,select{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #595959;border-radius:4px}
button{margin-top:1.25rem;font:inherit;padding:.5rem 1.25rem;background:#0b4f9c;color:#fff;border:0;border-radius:4px;cursor:pointer}
:focus-visible{outline:3px solid #0b4f9c;outline-offset:2px}[hidden]{display:none}.hint{font-size:14px;color:#4a4a4a;margin:.25rem 0 0}.field-error{color:#a4161a;font-weight:600;margin:.25rem 0 0;font-size:14px}.error{color:#a4161a;font-weight:600}.ok{color:#0b5a1f;font-weight:600}button:disabled{background:#595959;cursor:not-allowed}a{color:#0b4f9c}`);

const WIDE_STYLE =
  trustedHtml(`body.wide{max-width:none;margin:1.5rem}.filters{display:flex;flex-wrap:wrap;gap:0 1rem;align-items:start}.filters>button{align-self:end}.filters label{margin-top:.5rem}
.filters input,.filters select{width:16rem;font:inherit;padding:.5rem;border:1px solid #595959;border-radius:4px;display:block}.scroll{overflow-x:auto}
table{border-collapse:collapse;margin-top:1rem;font-size:14px}caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{border-bottom:1px solid #d0d0d0;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#f2f4f7}td.none{color:#595959}.route{font-weight:400;color:#595959}
td button{margin-top:.5rem}td.action button{margin-top:0}`);

/**
 * What a page says after a form (post/redirect/get: `?thong-bao=<key>`): the table's own entry for the
 * key, never one it inherits (`constructor`, `toString`), so an address typed by hand shows no notice.
 */
export const noticeIn = (table: Readonly<Record<string, string>>, key: unknown): string | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;

/** Hidden form fields (a form's token, the names it acts on). */
export const hiddenFields = (fields: Record<string, string>): SafeHtml =>
  html`${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;

/** A page of the admin; `wide` for tables (the forms keep a narrow column); `style`: the page's own constant CSS. */
export function layout(title: string, body: SafeHtml, { wide = false, style }: { wide?: boolean; style?: SafeHtml } = {}): SafeHtml {
  return html`<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title} — Quản trị</title><style>${STYLE}${wide && WIDE_STYLE}${style}</style></head><body${wide && html` class="wide"`}><main>${body}</main></body></html>`;
}

/** Answers with an admin page (200 unless `res.status(…)` said otherwise). */
export function sendPage(res: Response, page: SafeHtml): void {
  res.type('html').send(page.toString());
}

/**
 * A labelled control with its hint and its error below it, both read with it (aria-describedby); the
 * control's tag gets `attrs`. `alert`: the error is said when the page comes back with it.
 */
export function labelledField({
  id,
  label,
  hint,
  error,
  alert = false,
  control,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  alert?: boolean;
  control: (attrs: SafeHtml) => SafeHtml;
}): SafeHtml {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<label for="${id}">${label}</label>${control(html`${described && html` aria-describedby="${described}"`}${error && html` aria-invalid="true"`}`)}${
    hint && html`<p class="hint" id="${id}-hint">${hint}</p>`
  }${error && html`<p class="field-error"${alert && html` role="alert"`} id="${id}-error">${error}</p>`}`;
}

/** What a new password must be (password.ts), said beside each field that sets one. */
const PASSWORD_HINT = `Từ ${PASSWORD_MIN} đến ${PASSWORD_MAX} ký tự, không phải mật khẩu phổ biến hay dựa trên email của bạn; một câu dài dễ nhớ là mật khẩu tốt.`;

/** For password managers: whose password a form sets (hidden). */
const usernameField = (email: string) => html`<input type="email" name="username" autocomplete="username" value="${email}" hidden>`;

const errorLine = (error?: string) => error && html`<p class="error" role="alert" id="form-error">${error}</p>`;

export function signInPage({ error, email = '' }: { error?: string; email?: string } = {}): SafeHtml {
  const described = error && html` aria-describedby="form-error"`;
  return layout(
    'Đăng nhập',
    html`<h1>Đăng nhập</h1>${errorLine(error)}<form method="post" action="/dang-nhap">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${email}"${described}${!error && html` autofocus`}>
<label for="password">Mật khẩu</label><input id="password" name="password" type="password" autocomplete="current-password" required${described}${error && html` autofocus`}>
<button type="submit">Đăng nhập</button></form>
<p><a href="/quen-mat-khau">Quên mật khẩu?</a></p>`,
  );
}

export const FORGOT_MESSAGES = {
  email: 'Vui lòng nhập email tài khoản, ví dụ ten@amdigital.vn.',
  tooMany: 'Đã có nhiều yêu cầu đặt lại mật khẩu. Vui lòng đợi 15 phút rồi thử lại, hoặc nhờ quản trị viên.',
};

/**
 * "Quên mật khẩu?": the email of the account to send a reset link to; `sentTo`: the answer, the same
 * whether or not such an account exists. Without the admin's mail, the way is to ask an admin.
 */
export function forgotPasswordPage({
  mailOn,
  email = '',
  error,
  sentTo,
  ttlMinutes = 60,
}: {
  mailOn: boolean;
  email?: string;
  error?: string;
  sentTo?: string;
  ttlMinutes?: number;
}): SafeHtml {
  const back = html`<p><a href="/dang-nhap">← Đăng nhập</a></p>`;
  if (!mailOn)
    return layout(
      'Quên mật khẩu',
      html`<h1>Quên mật khẩu</h1><p>Hãy nhờ quản trị viên tạo liên kết đặt lại mật khẩu cho tài khoản của bạn (ở trang "Tài khoản và lời mời").</p>${back}`,
    );
  if (sentTo)
    return layout(
      'Kiểm tra hộp thư',
      html`<h1>Kiểm tra hộp thư</h1><p role="status">Nếu <strong>${sentTo}</strong> là một tài khoản đang dùng, liên kết đặt lại mật khẩu vừa được gửi tới đó. Liên kết dùng được một lần, trong ${ttlMinutes} phút.</p>
<p>Không thấy thư sau vài phút? Hãy xem cả thư mục Spam, hoặc nhờ quản trị viên tạo liên kết.</p>${back}`,
    );
  return layout(
    'Quên mật khẩu',
    html`<h1>Quên mật khẩu</h1><p>Nhập email tài khoản: chúng tôi gửi tới đó một liên kết để đặt mật khẩu mới.</p><form method="post" action="/quen-mat-khau">
${labelledField({
  id: 'email',
  label: 'Email',
  error,
  alert: true,
  control: (attrs) => html`<input id="email" name="email" type="email" autocomplete="username" required value="${email}"${attrs} autofocus>`,
})}
<button type="submit">Gửi liên kết đặt lại</button></form>${back}`,
  );
}

/** The landing page's links, in order: each shown to the roles its route allows (./access.ts). */
const LANDING_LINKS: [route: RouteKey, label: string][] = [
  ['GET /noi-dung', 'Nội dung trang và bản nháp'],
  ['GET /soan-thao/', 'Trình soạn thảo trang'],
  ['GET /lien-ket-xem-truoc', 'Liên kết xem trước'],
  ['GET /duyet', 'Bản nháp chờ duyệt'],
  ['GET /phat-hanh', 'Các phiên bản trên web'],
  ['GET /khach-hang', 'Khách hàng tiềm năng'],
  ['GET /api/leads.csv', 'Tải CSV khách hàng'],
  ['GET /thu-nghiem', 'Thử nghiệm A/B'],
  ['GET /tai-khoan', 'Tài khoản và lời mời'],
  ['GET /nhat-ky', 'Nhật ký'],
  ['GET /mat-khau', 'Đổi mật khẩu'],
  ['GET /phien-dang-nhap', 'Phiên đăng nhập'],
  ['GET /xac-thuc-hai-buoc', 'Xác thực hai bước'],
];

/** The landing page: what waits for this person (landingWork.ts), then every page their role opens. */
export function landingPage(user: User, csrf: string, waiting: readonly { href: string; text: string }[] = []): SafeHtml {
  const links = LANDING_LINKS.filter(([route]) => allows(route, user.role)).map(
    ([route, label]) => html`<li><a href="${route.slice('GET '.length)}">${label}</a></li>`,
  );
  const work = waiting.length
    ? html`<ul>${waiting.map(({ href, text }) => html`<li><a href="${href}">${text}</a></li>`)}</ul>`
    : html`<p>Không có việc nào đang chờ bạn.</p>`;
  return layout(
    'Trang chính',
    html`<h1>Xin chào</h1><p>Bạn đăng nhập với <strong>${user.email}</strong>, vai trò <strong>${ROLE_NAMES[user.role]}</strong>.</p>
<h2>Việc đang chờ</h2>${work}<h2>Các trang</h2>
<ul>${links}</ul><form method="post" action="/dang-xuat"><input type="hidden" name="_csrf" value="${csrf}"><button type="submit">Đăng xuất</button></form>`,
  );
}

/** What the password form says after a refusal, at its field (the form's field names). */
export type PasswordErrors = Partial<Record<'mat-khau-hien-tai' | 'mat-khau-moi' | 'nhap-lai', string>>;

/** The signed-in person's own password: the current one, the new one twice. */
export function passwordPage({ email, csrf, errors = {}, message }: { email: string; csrf: string; errors?: PasswordErrors; message?: string }): SafeHtml {
  const first = (Object.keys(errors) as (keyof PasswordErrors)[])[0];
  // Each refusal at its field, said when the page comes back, the focus on the first one.
  const field = (name: keyof PasswordErrors, label: string, autocomplete: string, hint?: string) =>
    labelledField({
      id: name,
      label,
      hint,
      error: errors[name],
      alert: true,
      control: (attrs) =>
        html`<input id="${name}" name="${name}" type="password" autocomplete="${autocomplete}" required${attrs}${name === first && html` autofocus`}>`,
    });
  return layout(
    'Đổi mật khẩu',
    html`<p><a href="/">← Trang chính</a></p><h1>Đổi mật khẩu</h1>${message && html`<p class="ok" role="status">${message}</p>`}
<p>Tài khoản <strong>${email}</strong>. Sau khi đổi, các phiên đăng nhập khác của bạn (máy hoặc trình duyệt khác) sẽ kết thúc.</p>
<form method="post" action="/mat-khau"><input type="hidden" name="_csrf" value="${csrf}">${usernameField(email)}
${field('mat-khau-hien-tai', 'Mật khẩu hiện tại', 'current-password')}
${field('mat-khau-moi', 'Mật khẩu mới', 'new-password', PASSWORD_HINT)}
${field('nhap-lai', 'Nhập lại mật khẩu mới', 'new-password')}
<button type="submit">Đổi mật khẩu</button></form>`,
  );
}

/** An invitation's page (`reset`: a password reset link for an existing account): a new password. */
/**
 * An invitation's page: `email` undefined when the link is used or expired; '' for the first admin's link,
 * which asks for the email too (`typedEmail`, `emailError` when it came back wrong).
 */
export function invitationPage({
  token,
  email,
  reset = false,
  error,
  typedEmail = '',
  emailError,
}: {
  token: string;
  email?: string;
  reset?: boolean;
  error?: string;
  typedEmail?: string;
  emailError?: string;
}): SafeHtml {
  if (email === undefined)
    return layout(
      'Liên kết hết hiệu lực',
      html`<h1>Liên kết không còn hiệu lực</h1><p>Liên kết đã được dùng hoặc đã hết hạn. Hãy nhờ quản trị viên tạo liên kết mới.</p>`,
    );
  const first = email === '';
  const title = reset ? 'Đặt lại mật khẩu' : first ? 'Tạo tài khoản quản trị đầu tiên' : 'Nhận lời mời';
  const heading = reset ? 'Đặt lại mật khẩu' : first ? 'Tạo tài khoản quản trị đầu tiên' : 'Tạo mật khẩu';
  // The first admin types their email (it is their sign-in name); an invitation's is fixed.
  const emailField = first
    ? labelledField({
        id: 'email',
        label: 'Email của bạn',
        hint: 'Email này là tên đăng nhập. Sau đó bạn mời các đồng nghiệp từ trang "Tài khoản và lời mời".',
        error: emailError,
        alert: true,
        control: (attrs) =>
          html`<input id="email" name="email" type="email" autocomplete="username" required value="${typedEmail}"${attrs}${error ? '' : html` autofocus`}>`,
      })
    : usernameField(email);
  const intro = first ? html`<p>Website chưa có tài khoản nào: tài khoản này có quyền quản trị.</p>` : html`<p>Tài khoản: <strong>${email}</strong></p>`;
  return layout(
    title,
    html`<h1>${heading}</h1>${intro}${
      reset && html`<p>Mọi phiên đăng nhập của tài khoản này sẽ kết thúc; sau đó hãy đăng nhập bằng mật khẩu mới.</p>`
    }${errorLine(error)}<form method="post" action="/loi-moi/${token}">${emailField}
<label for="password">Mật khẩu mới</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" aria-describedby="password-hint${error ? ' form-error' : ''}"${first && !error ? '' : html` autofocus`}><p class="hint" id="password-hint">${PASSWORD_HINT}</p>
<button type="submit">${reset ? 'Đặt mật khẩu mới' : 'Tạo tài khoản'}</button></form>`,
  );
}

/** The heading of each answer to a page the admin cannot show; the message below it says why. */
const NOTICE_TITLES = { 400: 'Chưa gửi được', 403: 'Không có quyền', 404: 'Không tìm thấy', 503: 'Chức năng chưa sẵn sàng' } as const;
export type NoticeStatus = keyof typeof NOTICE_TITLES;

/** A page the admin cannot show: a form's body it refuses (400), a role that does not open it (403), what it names is not there (404), or this server is not set up for it (503). */
export function noticePage(status: NoticeStatus, message: string): SafeHtml {
  const title = NOTICE_TITLES[status];
  return layout(title, html`<h1>${title}</h1><p>${message}</p><p><a href="/">← Trang chính</a></p>`);
}

/** Answers with that page and its status. */
export function sendNotice(res: Response, status: NoticeStatus, message: string): void {
  sendPage(res.status(status), noticePage(status, message));
}
