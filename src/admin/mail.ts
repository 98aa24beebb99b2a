// The admin's mail to its own staff, plain text in Vietnamese: a reset link asked for on "Quên mật khẩu?",
// and the notice that an account's password or two-factor sign-in changed (ASVS 2.2.3), so a change its
// owner did not make is seen. Sent through the leads' mail server (SMTP_URL) from ADMIN_EMAIL_FROM.
import type { AdminMailConfig } from './config.ts';
import { failureCode, smtpTransport } from '../server/smtpTransport.ts';
import { shownMinute } from './time.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; a failure throws an Error whose message is only its code (never an address). */
export type SendMail = (message: MailMessage) => Promise<void>;

export function adminMail(config: AdminMailConfig): { send: SendMail; close(): void } {
  const transport = smtpTransport(config.smtp, config.timeoutMs);
  return {
    async send({ to, subject, text }) {
      try {
        // One address object: never a string nodemailer would split at "," or ";".
        await transport.sendMail({ from: config.from, to: { name: '', address: to }, subject, text });
      } catch (error) {
        throw new Error(failureCode(error));
      }
    },
    close: () => transport.close(),
  };
}

const SIGNATURE = ['', '—', 'Trang quản trị website (thư tự động, xin đừng trả lời).'];

/** The mailed reset link and until when it works. */
export function resetMail(to: string, link: string, expiresAt: string): MailMessage {
  return {
    to,
    subject: 'Đặt lại mật khẩu trang quản trị',
    text: [
      'Chào bạn,',
      '',
      `Có người (có thể là bạn) vừa yêu cầu đặt lại mật khẩu tài khoản ${to} trên trang quản trị website.`,
      'Mở liên kết dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần,',
      `đến ${shownMinute(expiresAt)} (giờ Việt Nam):`,
      '',
      link,
      '',
      'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu hiện tại vẫn giữ nguyên.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Said to the account's owner after its password changed: when, how, and what to do if it was not them. */
export function passwordChangedMail(to: string, at: string, how: 'change' | 'reset' | 'cli'): MailMessage {
  const done = { change: 'đổi', reset: 'đặt lại bằng liên kết', cli: 'đặt lại bằng dòng lệnh trên máy chủ' }[how];
  return {
    to,
    subject: 'Mật khẩu trang quản trị vừa được đổi',
    text: [
      'Chào bạn,',
      '',
      `Mật khẩu tài khoản ${to} trên trang quản trị website vừa được ${done} lúc ${shownMinute(at)} (giờ Việt Nam).`,
      'Mọi phiên đăng nhập cũ của tài khoản đã kết thúc.',
      '',
      'Nếu không phải bạn, hãy báo ngay cho quản trị viên để khoá tài khoản.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** What changed in an account's two-factor sign-in. */
export type TwoFactorChange = 'on' | 'off' | 'off-by-admin' | 'new-codes';

const TWO_FACTOR_CHANGES: Record<TwoFactorChange, string> = {
  on: 'đã được bật',
  off: 'đã được tắt',
  'off-by-admin': 'đã được quản trị viên tắt (theo yêu cầu khi mất điện thoại)',
  'new-codes': 'có bộ mã dự phòng mới (các mã cũ không dùng được nữa)',
};

/** Said to the account's owner after its two-factor sign-in changed. */
export function twoFactorChangedMail(to: string, at: string, change: TwoFactorChange): MailMessage {
  return {
    to,
    subject: 'Xác thực hai bước trang quản trị vừa thay đổi',
    text: [
      'Chào bạn,',
      '',
      `Xác thực hai bước của tài khoản ${to} trên trang quản trị website ${TWO_FACTOR_CHANGES[change]} lúc ${shownMinute(at)} (giờ Việt Nam).`,
      '',
      'Nếu không phải bạn, hãy báo ngay cho quản trị viên để khoá tài khoản.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
