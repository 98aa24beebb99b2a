// "Quên mật khẩu?": a person who forgot their password asks for a reset link by email (ASVS 2.5). The
// answer is the same page whether or not the account exists, and comes before the account is even
// looked up: the lookup, the link and the mail happen after it, so neither the words nor the time
// tell an address that has an account from one that has none. A new link ends the account's older
// ones; it works once, for ADMIN_RESET_MINUTES, and is opened like an admin's reset link (/loi-moi/…).
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../server/requestLog.ts';
import { isEmailAddress } from '../lib/lead.ts';
import type { Accounts } from './accounts.ts';
import type { Audit } from './auditActions.ts';
import { passwordChangedMail, resetMail, twoFactorChangedMail, type SendMail, type TwoFactorChange } from './mail.ts';
import { FORGOT_MESSAGES, forgotPasswordPage, sendPage } from './pages.ts';
import { onInvalidBody, type RouteHandlers } from './routes.ts';

/** The admin's mail for passwords: absent, an admin makes reset links (the page says so). */
export interface PasswordMail {
  send: SendMail;
  /** How long a mailed link works. */
  resetTtlMs: number;
  /** ADMIN_ORIGIN: the base of the link (never the request's Host). */
  origin: string;
}

/** A rate limit of 15 minutes: `limit` requests per `key`, counted under `prefix`; beyond it, `refuse` answers. */
type Limiter = (limit: number, prefix: string, key: (req: Request) => string, skipSuccessfulRequests: boolean, refuse: RequestHandler) => RequestHandler;

type MailContext = { accounts: Accounts; now: () => number; logger: Logger };

/** A mail that did not go: logged by its code (never an address) and audited, `what` saying which mail. */
function mailFailed({ accounts, now, logger }: MailContext, email: string, what: string, error: unknown): Promise<void> {
  const code = error instanceof Error ? error.message : 'unknown';
  logger.warn({ event: 'admin-mail-failed', code });
  return accounts.audit({ at: now(), action: 'mail-failed', target: email, detail: `${what}: ${code}` });
}

/** The notices to an account's owner that its password or its two-factor sign-in changed: not awaited (the mail server may be slow). */
export function accountNotices(context: MailContext & { mail?: PasswordMail }) {
  const at = () => new Date(context.now()).toISOString();
  return {
    passwordChanged(email: string, how: 'change' | 'reset') {
      context.mail?.send(passwordChangedMail(email, at(), how)).catch((error: unknown) => mailFailed(context, email, 'báo đổi mật khẩu', error));
    },
    twoFactorChanged(email: string, change: TwoFactorChange) {
      context.mail?.send(twoFactorChangedMail(email, at(), change)).catch((error: unknown) => mailFailed(context, email, 'báo đổi xác thực hai bước', error));
    },
  };
}

export type AccountNotices = ReturnType<typeof accountNotices>;

export function passwordResetHandlers({
  accounts,
  mail,
  limiter,
  audit,
  now,
  logger,
}: {
  accounts: Accounts;
  mail?: PasswordMail;
  limiter: Limiter;
  audit: Audit;
  now: () => number;
  logger: Logger;
}) {
  // Per address (as sign-in's), and 3 per email whether it has an account or not.
  // (Written before the answer: whoever reads the log after it finds the entry.)
  const refuse: RequestHandler = async (req, res) => {
    const email = String(req.body?.email ?? '').slice(0, 200);
    await audit(req, 'password-reset-limited', { target: email });
    sendPage(res.status(429), forgotPasswordPage({ mailOn: true, email, error: FORGOT_MESSAGES.tooMany }));
  };
  const limits = [
    limiter(20, 'admin-reset-ip:', (req) => req.ip ?? 'unknown', false, refuse),
    limiter(
      3,
      'admin-reset-account:',
      (req) =>
        String(req.body?.email ?? '')
          .trim()
          .toLowerCase(),
      false,
      refuse,
    ),
  ];

  /** The account's new link, mailed; whatever happens is in the audit log, never in the answer. */
  async function sendLink(mail: PasswordMail, email: string, address: string | undefined): Promise<void> {
    const user = await accounts.userByEmail(email);
    const requested = (detail: string) => accounts.audit({ at: now(), action: 'password-reset-requested', target: email, detail, address });
    if (!user) return requested('không có tài khoản: không gửi');
    if (user.disabledAt) return requested('tài khoản đã khoá: không gửi');
    await accounts.revokeResets(user.id, now());
    const token = await accounts.invite({ email: user.email, role: user.role, invitedBy: user.id, now: now(), ttlMs: mail.resetTtlMs, userId: user.id });
    await requested('đã gửi liên kết');
    const expiresAt = new Date(now() + mail.resetTtlMs).toISOString();
    try {
      await mail.send(resetMail(user.email, `${mail.origin}/loi-moi/${token}`, expiresAt));
    } catch (error) {
      await mailFailed({ accounts, now, logger }, user.email, 'liên kết đặt lại mật khẩu', error);
    }
  }

  const page = (mail: PasswordMail | undefined, fields: Omit<Parameters<typeof forgotPasswordPage>[0], 'mailOn' | 'ttlMinutes'> = {}) =>
    forgotPasswordPage({ mailOn: Boolean(mail), ttlMinutes: mail ? Math.round(mail.resetTtlMs / 60_000) : undefined, ...fields });

  return {
    'GET /quen-mat-khau': [(_req, res) => void sendPage(res, page(mail))],
    'POST /quen-mat-khau': [
      // Longer than any account's email (bodies.ts): the same answer as an address that is not one.
      onInvalidBody((_req, res) => void sendPage(res.status(400), page(mail, mail ? { error: FORGOT_MESSAGES.email } : {}))),
      ...limits,
      (req, res) => {
        if (!mail) return void sendPage(res.status(503), page(mail));
        const email = req.body.email.trim().toLowerCase();
        if (!isEmailAddress(email)) return void sendPage(res.status(400), page(mail, { email, error: FORGOT_MESSAGES.email }));
        sendPage(res, page(mail, { sentTo: email }));
        sendLink(mail, email, req.ip).catch((error: unknown) =>
          logger.error({ event: 'password-reset-failed', error: error instanceof Error ? error.message : String(error) }),
        );
      },
    ],
  } satisfies Partial<RouteHandlers>;
}
