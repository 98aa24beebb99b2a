// The pages of two-factor sign-in (twoFactorRoutes.ts): the code asked after the password, and the
// signed-in person's own "Xác thực hai bước" page (turn on with a QR code, recovery codes, turn off).
// Server-rendered, plain forms, no script; written with the escaping html`…` tag (./html.ts); the QR
// code is inline SVG.
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { hiddenFields, labelledField, layout } from './pages.ts';
import { qrCodeSvg } from './qrCodeSvg.ts';
import { shownMinute } from './time.ts';
import { groupedKey, RECOVERY_CODE_COUNT, type TwoFactorState } from './twoFactor.ts';

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'Mã chưa đúng hoặc đã được dùng. Hãy nhập mã đang hiện trong ứng dụng (mã đổi sau mỗi 30 giây), hoặc một mã dự phòng chưa dùng.',
  emptyCode: 'Vui lòng nhập mã 6 chữ số trong ứng dụng xác thực, hoặc một mã dự phòng.',
  tooMany: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng đợi 15 phút rồi thử lại.',
  expired: 'Đã quá 5 phút kể từ khi nhập mật khẩu. Vui lòng đăng nhập lại.',
  enabled: 'Đã bật xác thực hai bước. Các phiên đăng nhập khác của bạn đã kết thúc.',
  disabled: 'Đã tắt xác thực hai bước.',
  required: 'Vai trò của bạn cần bật xác thực hai bước trước khi dùng trang quản trị.',
  usedRecovery: (left: number) => `Bạn vừa đăng nhập bằng một mã dự phòng; còn ${left} mã chưa dùng.${left <= 3 ? ' Hãy tạo bộ mã dự phòng mới.' : ''}`,
};

const CODE_HINT = 'Mã 6 chữ số trong ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…). Mất điện thoại? Nhập một mã dự phòng.';

/**
 * The code field of a form here (its id unique on the page; its name `ma`): the app's code, or (`appOnly`
 * false) a recovery code too. The focus goes to it when `focus` or when it comes back refused.
 */
const codeField = ({
  id,
  label,
  hint,
  error,
  appOnly = false,
  focus = false,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  appOnly?: boolean;
  focus?: boolean;
}) =>
  labelledField({
    id,
    label,
    hint,
    error,
    alert: true,
    control: (attrs) =>
      html`<input id="${id}" name="ma" type="text" inputmode="${appOnly ? 'numeric' : 'text'}" autocomplete="one-time-code" spellcheck="false" maxlength="${appOnly ? 7 : 20}" required${attrs}${(error || focus) && html` autofocus`}>`,
  });

/** After the password: the second step of signing in. */
export function signInCodePage({ email, error }: { email: string; error?: string }): SafeHtml {
  return layout(
    'Mã xác thực',
    html`<h1>Nhập mã xác thực</h1><p>Tài khoản <strong>${email}</strong> bật xác thực hai bước.</p><form method="post" action="/dang-nhap/ma-xac-thuc">
${codeField({ id: 'ma', label: 'Mã xác thực', hint: CODE_HINT, error, focus: true })}
<button type="submit">Đăng nhập</button></form>
<p><a href="/dang-nhap">← Đăng nhập bằng tài khoản khác</a></p><p class="hint">Mất cả điện thoại lẫn mã dự phòng? Hãy nhờ quản trị viên tắt xác thực hai bước cho tài khoản của bạn.</p>`,
  );
}

const RECOVERY_STYLE = trustedHtml(
  `.codes{font:600 18px/1.8 ui-monospace,monospace;columns:2;padding-left:1.5rem}.key{font:600 18px/1.5 ui-monospace,monospace;word-spacing:.25rem}.qr{width:14rem;height:14rem;display:block;margin:1rem 0}`,
);

const recoveryList = (codes: readonly string[]) =>
  html`<div role="status"><h2>Mã dự phòng của bạn</h2><p class="ok">Hãy lưu ${codes.length} mã này ngay (in ra, hoặc cất trong trình quản lý mật khẩu): trang này chỉ hiện chúng một lần.</p>
<p>Mỗi mã dùng được một lần, thay cho mã trong ứng dụng khi bạn không có điện thoại.</p><ol class="codes">${codes.map((code) => html`<li>${code}</li>`)}</ol></div>`;

/**
 * The signed-in person's own two-factor page. `setup`: a key being set up (its QR code and its
 * letters); `recoveryCodes`: codes just made, shown this once.
 */
export function twoFactorPage({
  email,
  csrf,
  state,
  setup,
  recoveryCodes,
  message,
  errors = {},
}: {
  email: string;
  csrf: string;
  state: TwoFactorState;
  setup?: { secret: string; uri: string };
  recoveryCodes?: readonly string[];
  message?: string;
  /** A refusal at the code field of one of the forms. */
  errors?: Partial<Record<'bat' | 'ma-du-phong' | 'tat', string>>;
}): SafeHtml {
  const token = hiddenFields({ _csrf: csrf });
  const notice = message && html`<p class="ok" role="status">${message}</p>`;
  const intro = html`<p><a href="/">← Trang chính</a></p><h1>Xác thực hai bước</h1>${notice}${recoveryCodes && recoveryList(recoveryCodes)}`;
  const codeForm = (action: 'ma-du-phong' | 'tat', label: string, button: string) =>
    html`<form method="post" action="/xac-thuc-hai-buoc/${action}">${token}${codeField({ id: `${action}-ma`, label, hint: 'Mã 6 chữ số trong ứng dụng, hoặc một mã dự phòng.', error: errors[action] })}<button type="submit">${button}</button></form>`;
  let body: SafeHtml;
  if (state.enabledAt && !setup)
    body = html`<p>Đang bật từ ${shownMinute(state.enabledAt)} cho <strong>${email}</strong>: khi đăng nhập, sau mật khẩu bạn nhập mã trong ứng dụng xác thực.</p>
<p>Còn <strong>${state.recoveryLeft}</strong> trên ${RECOVERY_CODE_COUNT} mã dự phòng chưa dùng.</p>
<h2>Tạo bộ mã dự phòng mới</h2><p>Các mã dự phòng cũ sẽ không dùng được nữa.</p>${codeForm('ma-du-phong', 'Mã xác thực hiện tại', 'Tạo mã dự phòng mới')}
<h2>Tắt xác thực hai bước</h2><p>Tài khoản sẽ chỉ còn được bảo vệ bằng mật khẩu.</p>${codeForm('tat', 'Mã xác thực để tắt', 'Tắt xác thực hai bước')}`;
  else if (setup)
    body = html`<p>Bước 1: mở ứng dụng xác thực trên điện thoại (Google Authenticator, Microsoft Authenticator, 1Password…) và quét mã QR này.</p>
<div class="qr" role="img" aria-label="Mã QR để thêm tài khoản ${email} vào ứng dụng xác thực">${qrCodeSvg(setup.uri, { border: 2 })}</div>
<p>Đang mở trang này trên chính điện thoại đó? <a href="${setup.uri}">Thêm vào ứng dụng xác thực</a>.</p>
<p>Không quét được? Chọn nhập khoá thủ công trong ứng dụng và gõ khoá này (loại: theo thời gian):</p><p class="key">${groupedKey(setup.secret)}</p>
<p>Bước 2: nhập mã 6 chữ số ứng dụng hiện ra.</p><form method="post" action="/xac-thuc-hai-buoc/bat">${token}${codeField({ id: 'bat-ma', label: 'Mã trong ứng dụng', error: errors.bat, appOnly: true, focus: true })}<button type="submit">Xác nhận và bật</button></form>`;
  else
    body = html`<p>Xác thực hai bước bảo vệ tài khoản <strong>${email}</strong> cả khi mật khẩu bị lộ: khi đăng nhập, sau mật khẩu bạn nhập thêm một mã 6 chữ số từ ứng dụng xác thực trên điện thoại.</p>
<form method="post" action="/xac-thuc-hai-buoc/bat-dau">${token}<button type="submit">Bật xác thực hai bước</button></form>`;
  return layout('Xác thực hai bước', html`${intro}${body}`, { style: RECOVERY_STYLE });
}
