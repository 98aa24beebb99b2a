// Two-factor sign-in's routes (docs/admin.md#two-factor-sign-in): the code step after a right password
// (a sign-in step of 5 minutes, its own cookie, its own limit of wrong codes per account), the signed-in
// person's own page (turn on with a QR code, new recovery codes, turn off: each change needs a code,
// is audited and mailed to the owner), and an admin turning it off for someone who lost their phone.
import type { Request, RequestHandler, Response } from 'express';
import type { Accounts, Session } from './accounts.ts';
import type { Audit } from './auditActions.ts';
import { cookieValue, setCookie } from './cookies.ts';
import type { AccountNotices } from './passwordReset.ts';
import type { RouteHandlers } from './routes.ts';
import { noticeIn, sendPage, signInPage } from './pages.ts';
import { keyUri, SIGN_IN_STEP_MS, type TwoFactor } from './twoFactor.ts';
import { signInCodePage, TWO_FACTOR_MESSAGES, twoFactorPage } from './twoFactorPages.ts';

export const SIGN_IN_STEP_COOKIE = '__Host-admin-sign-in';

/** A rate limit of 15 minutes (server.ts): `limit` requests per `key`, only wrong codes (401) counted; beyond it, `refuse`. */
type CodeLimiter = (limit: number, prefix: string, key: (req: Request) => string, refuse: RequestHandler) => RequestHandler;

type Locals = { session?: Session; sessionId?: string; step?: { id: string; userId: string; email: string } };
const locals = (res: Response) => res.locals as Locals;

export function twoFactorHandlers({
  accounts,
  twoFactor,
  audit,
  now,
  limiter,
  addressLimit,
  notices,
  signIn,
  issuer,
}: {
  accounts: Accounts;
  twoFactor: TwoFactor;
  audit: Audit;
  now: () => number;
  limiter: CodeLimiter;
  /** Sign-in attempts per address (the password's limit): codes count in it too. */
  addressLimit: RequestHandler;
  notices: AccountNotices;
  /** Starts the session of an account whose sign-in is complete (rotation, cookie, audit: server.ts). */
  signIn: (req: Request, res: Response, userId: string, email: string, detail: string) => Promise<void>;
  /** The name an authenticator app shows above the account. */
  issuer: (req: Request) => string;
}) {
  /** The live sign-in step of the request's cookie, in locals; without one, back to the password. */
  const withStep: RequestHandler = async (req, res, next) => {
    const id = cookieValue(req, SIGN_IN_STEP_COOKIE);
    const step = id ? await twoFactor.signInStep(id, now()) : undefined;
    if (!step || !id) {
      if (req.method === 'GET') return res.redirect(303, '/dang-nhap');
      setCookie(res, SIGN_IN_STEP_COOKIE, '', 0);
      return void sendPage(res.status(400), signInPage({ error: TWO_FACTOR_MESSAGES.expired }));
    }
    locals(res).step = { id, userId: step.userId, email: step.email };
    next();
  };
  const stepCodes = limiter(
    5,
    'admin-signin-code:',
    (req) => locals(req.res!).step?.userId ?? 'none',
    async (req, res) => {
      const { step } = locals(res);
      await audit(req, 'sign-in-code-limited', { target: step?.email });
      sendPage(res.status(429), signInCodePage({ email: step!.email, error: TWO_FACTOR_MESSAGES.tooMany }));
    },
  );

  const page = async (res: Response, fields: Partial<Parameters<typeof twoFactorPage>[0]> = {}) => {
    const { user, csrf } = locals(res).session!;
    const state = await twoFactor.state(user.id);
    return twoFactorPage({ email: user.email, csrf, state, ...fields });
  };
  const settingsCodes = limiter(
    5,
    'admin-two-factor-account:',
    (req) => locals(req.res!).session?.user.id ?? 'none',
    async (req, res) => {
      await audit(req, 'sign-in-code-limited');
      const form = req.path.split('/').pop() as 'bat' | 'ma-du-phong' | 'tat';
      sendPage(
        res.status(429),
        await page(res, { errors: { [form]: TWO_FACTOR_MESSAGES.tooMany }, ...(form === 'bat' ? { setup: await setupOf(req, res) } : {}) }),
      );
    },
  );
  /** The settings page again with a refused code at its form (401: a wrong code, counted by the limit). */
  const refuse = async (req: Request, res: Response, form: 'bat' | 'ma-du-phong' | 'tat', code: string) => {
    if (code.trim()) await audit(req, 'two-factor-code-failed', { detail: form });
    const error = code.trim() ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.emptyCode;
    sendPage(
      res.status(code.trim() ? 401 : 400),
      await page(res, { errors: { [form]: error }, ...(form === 'bat' ? { setup: await setupOf(req, res) } : {}) }),
    );
  };
  /** The key being set up, with what the QR code holds. */
  const setupOf = async (req: Request, res: Response) => {
    const { user } = locals(res).session!;
    const { pending } = await twoFactor.state(user.id);
    return pending ? { secret: pending, uri: keyUri(pending, user.email, issuer(req)) } : undefined;
  };
  /** An admin turns the second factor of the account `:id` off (a lost phone): its sessions end, audited, the owner told. */
  const turnOffFor = async (req: Request) => {
    const target = await accounts.user(String(req.params.id));
    if (!target?.twoFactor) return { target, turnedOff: false };
    await twoFactor.disable(target.id);
    // Whoever holds its sessions signed in with the lost phone's codes: they sign in again.
    await accounts.endSessionsOf(target.id);
    await audit(req, 'reset-two-factor', { target: target.email });
    notices.twoFactorChanged(target.email, 'off-by-admin');
    return { target, turnedOff: true };
  };
  const MESSAGES: Record<string, string> = { 'da-tat': TWO_FACTOR_MESSAGES.disabled, 'bat-buoc': TWO_FACTOR_MESSAGES.required };

  return {
    /** The password was right and the account has a second factor: the code step instead of a session. */
    async askForCode(res: Response, userId: string): Promise<void> {
      const id = await twoFactor.startSignInStep(userId, now());
      setCookie(res, SIGN_IN_STEP_COOKIE, id, SIGN_IN_STEP_MS / 1000);
      res.redirect(303, '/dang-nhap/ma-xac-thuc');
    },
    handlers: {
      'GET /dang-nhap/ma-xac-thuc': [withStep, (_req, res) => void sendPage(res, signInCodePage({ email: locals(res).step!.email }))],
      'POST /dang-nhap/ma-xac-thuc': [
        addressLimit,
        withStep,
        stepCodes,
        async (req, res) => {
          const step = locals(res).step!;
          const code = req.body.ma;
          const kind = code.trim() ? await twoFactor.verify(step.userId, code, now()) : null;
          if (!kind) {
            if (code.trim()) await accounts.audit({ at: now(), action: 'sign-in-code-failed', target: step.email, address: req.ip });
            return sendPage(
              res.status(code.trim() ? 401 : 400),
              signInCodePage({ email: step.email, error: code.trim() ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.emptyCode }),
            );
          }
          // Used once: a second request with the same step (another code) signs in no second time.
          if (!(await twoFactor.endSignInStep(step.id))) return res.redirect(303, '/dang-nhap');
          setCookie(res, SIGN_IN_STEP_COOKIE, '', 0);
          await signIn(req, res, step.userId, step.email, kind === 'recovery' ? 'mã dự phòng' : 'mã trong ứng dụng');
          res.redirect(303, kind === 'recovery' ? '/xac-thuc-hai-buoc?thong-bao=da-dung-ma-du-phong' : '/');
        },
      ],
      'GET /xac-thuc-hai-buoc': [
        async (req, res) => {
          const said = String(req.query['thong-bao'] ?? '');
          const { user } = locals(res).session!;
          const message =
            said === 'da-dung-ma-du-phong' ? TWO_FACTOR_MESSAGES.usedRecovery((await twoFactor.state(user.id)).recoveryLeft) : noticeIn(MESSAGES, said);
          sendPage(res, await page(res, { message, setup: await setupOf(req, res) }));
        },
      ],
      'POST /xac-thuc-hai-buoc/bat-dau': [
        async (_req, res) => {
          await twoFactor.begin(locals(res).session!.user.id);
          res.redirect(303, '/xac-thuc-hai-buoc');
        },
      ],
      'POST /xac-thuc-hai-buoc/bat': [
        settingsCodes,
        async (req, res) => {
          const { session, sessionId } = locals(res);
          const code = req.body.ma;
          const codes = code.trim() ? await twoFactor.confirm(session!.user.id, code, now()) : null;
          if (!codes) return refuse(req, res, 'bat', code);
          // The other sessions were opened with the password alone.
          await accounts.endOtherSessions(session!.user.id, sessionId!, now());
          await audit(req, 'enable-two-factor');
          notices.twoFactorChanged(session!.user.email, 'on');
          sendPage(res, await page(res, { recoveryCodes: codes, message: TWO_FACTOR_MESSAGES.enabled }));
        },
      ],
      'POST /xac-thuc-hai-buoc/ma-du-phong': [
        settingsCodes,
        async (req, res) => {
          const { user } = locals(res).session!;
          const code = req.body.ma;
          if (!code.trim() || !(await twoFactor.verify(user.id, code, now()))) return refuse(req, res, 'ma-du-phong', code);
          const codes = await twoFactor.newRecoveryCodes(user.id);
          await audit(req, 'new-recovery-codes');
          notices.twoFactorChanged(user.email, 'new-codes');
          sendPage(res, await page(res, { recoveryCodes: codes }));
        },
      ],
      'POST /xac-thuc-hai-buoc/tat': [
        settingsCodes,
        async (req, res) => {
          const { user } = locals(res).session!;
          const code = req.body.ma;
          if (!code.trim() || !(await twoFactor.verify(user.id, code, now()))) return refuse(req, res, 'tat', code);
          await twoFactor.disable(user.id);
          await audit(req, 'disable-two-factor');
          notices.twoFactorChanged(user.email, 'off');
          res.redirect(303, '/xac-thuc-hai-buoc?thong-bao=da-tat');
        },
      ],
      'POST /tai-khoan/:id/tat-hai-buoc': [
        async (req, res) => {
          const { target, turnedOff } = await turnOffFor(req);
          res.redirect(303, `/tai-khoan?thong-bao=${turnedOff ? 'da-tat-hai-buoc' : target ? 'khong-co-hai-buoc' : 'khong-thay'}`);
        },
      ],
      'POST /api/users/:id/two-factor/disable': [
        async (req, res) => {
          const { target, turnedOff } = await turnOffFor(req);
          if (!target) return res.status(404).json({ error: 'Không tìm thấy.' });
          res.json({ user: await accounts.user(target.id), turnedOff });
        },
      ],
    } satisfies Partial<RouteHandlers>,
  };
}
