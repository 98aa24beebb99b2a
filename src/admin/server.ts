// The admin server (its own process: scripts/admin.ts, build/server/admin.js): staff sign-in with
// server-side sessions, the roles table (access.ts) enforced on every request, invitations, the
// audit log, the leads inbox (leadRoutes.ts: list, a lead's page, status and notes, CSV) and the page list. It reuses the site server's kit:
// security headers, request log, graceful shutdown, TRUST_PROXY, the rate limiters' Redis store.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { auditPage } from './auditPage.ts';
import { seenFrom } from './device.ts';
import { sessionHandlers } from './sessionRoutes.ts';
import { cookieValue, setCookie } from './cookies.ts';
import { twoFactor as twoFactorStore } from './twoFactor.ts';
import { twoFactorHandlers } from './twoFactorRoutes.ts';
import { TWO_FACTOR_MESSAGES } from './twoFactorPages.ts';
import { accountNotices, passwordResetHandlers, type PasswordMail } from './passwordReset.ts';
import type { AuditAction } from './auditActions.ts';
import { readAuditQuery, type AuditFilter } from './auditQuery.ts';
import { leadHandlers } from './leadRoutes.ts';
import { experimentHandlers } from './experimentRoutes.ts';
import { leadWork } from './leadWork.ts';
import { landingWork } from './landingWork.ts';
import { usersPage } from './usersPage.ts';
import { contentHandlers, MAX_PAGE_BYTES } from './content/contentRoutes.ts';
import { EDITOR_API, editorHandlers } from './content/editorHost.ts';
import type { ContentRepo } from './content/contentRepo.ts';
import { contentSync } from './content/contentSync.ts';
import type { Leases } from './content/leases.ts';
import { releaseHandlers } from './releases/releaseRoutes.ts';
import type { SiteReleases } from './releases/siteReleases.ts';
import { previewHandlers, type PreviewSetup } from './preview/previewRoutes.ts';
import type { LeadStore } from '../server/leads/store.ts';
import { healthRoutes } from '../server/health.ts';
import { createHttpServer, SERVER_TIMEOUTS, type GracefulServer } from '../server/lifecycle.ts';
import { redisRateLimitStore, redisReady, type Redis } from '../server/redis.ts';
import { FailoverStore } from '../server/failoverStore.ts';
import { requestLog, type Logger } from '../server/requestLog.ts';
import { securityHeaders } from '../server/securityHeaders.ts';
import { loadServerContent } from '../server/serverContent.ts';
import { allows, auditActionsOf, OPEN_BEFORE_TWO_FACTOR, POLICY, rowsOf, type BodyOf, type RouteKey, type RoutePolicy } from './access.ts';
import type { Accounts, Role, Session, User } from './accounts.ts';
import { INVALID_BODY, INVALID_FORM } from './bodies.ts';
import { compileBodies, invalidAnswerOf, onInvalidBody, refusalOf, type BodyRefusal, type RouteHandlers } from './routes.ts';
import type { AdminConfig } from './config.ts';
import { noticeIn, sendNotice, sendPage, invitationPage, landingPage, passwordPage, signInPage, type PasswordErrors } from './pages.ts';
import { dummyHash, hashPassword, PASSWORD_MAX, verifyPassword } from './password.ts';
import { passwordProblem } from './passwordRules.ts';
import { isEmailAddress } from '../lib/lead.ts';

export const SESSION_COOKIE = '__Host-admin-session';

/** After a change on the accounts page, what the page says (post/redirect/get). */
const USER_NOTICES: Record<'da-khoa' | 'da-doi-vai-tro' | 'da-tat-hai-buoc', string> = {
  'da-khoa': 'Đã khoá tài khoản; mọi phiên đăng nhập của họ đã kết thúc.',
  'da-doi-vai-tro': 'Đã đổi vai trò; người đó cần đăng nhập lại.',
  'da-tat-hai-buoc':
    'Đã tắt xác thực hai bước của tài khoản; mọi phiên đăng nhập của họ đã kết thúc. Họ đăng nhập bằng mật khẩu rồi bật lại với điện thoại mới.',
};
/** After a form of the accounts page that changed nothing, why (said as an error). */
const USER_REFUSALS: Record<string, string> = {
  'khong-co-hai-buoc': 'Tài khoản đó không bật xác thực hai bước.',
  'khong-thay': 'Không tìm thấy tài khoản đó.',
};

export const MESSAGES = {
  badCredentials: 'Email hoặc mật khẩu không đúng.',
  tooMany: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng đợi 15 phút rồi thử lại.',
  signedOut: 'Bạn cần đăng nhập.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  csrf: 'Phiên làm việc không hợp lệ. Vui lòng tải lại trang rồi thử lại.',
  notFound: 'Không tìm thấy.',
  invalid: INVALID_BODY,
  exists: 'Email này đã có tài khoản.',
  ownAccount: 'Bạn không thể tự khóa hay đổi vai trò của chính mình: hãy nhờ một quản trị viên khác.',
  lastAdmin: 'Phải còn ít nhất một quản trị viên đang hoạt động: hãy cấp quyền quản trị cho người khác trước.',
  failed: 'Máy chủ gặp lỗi. Vui lòng thử lại sau.',
  email: 'Vui lòng nhập email của bạn, ví dụ ten@amdigital.vn.',
};

/** The password form's answers (GET/POST /mat-khau). */
export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Mật khẩu hiện tại không đúng.',
  mismatch: 'Hai lần nhập mật khẩu mới chưa khớp nhau.',
  same: 'Mật khẩu mới cần khác mật khẩu hiện tại.',
  tooMany: 'Bạn đã nhập sai mật khẩu hiện tại quá nhiều lần. Vui lòng đợi 15 phút rồi thử lại.',
  changed: 'Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.',
};

export interface AdminServerOptions {
  config: Pick<AdminConfig, 'origin' | 'trustProxy' | 'sessions' | 'invitationTtlMs' | 'siteUrl'> & { requireTwoFactor?: readonly Role[] };
  accounts: Accounts;
  leads: LeadStore;
  /** The content repository and the leases of open pages; without them the content routes answer that publishing is not set up. */
  /** `syncMs`: developers' commits fetched from the remote this often (CONTENT_SYNC_SECONDS; ./content/contentSync.ts), stopped when the server closes. */
  content?: { repo: ContentRepo; leases: Leases; releases?: SiteReleases; syncMs?: number };
  /** Preview links (ADMIN_PREVIEW_SECRET set): without them, making or opening one answers that they are not set up. */
  preview?: PreviewSetup;
  redis?: Redis;
  logger: Logger;
  now?: () => number;
  /** Failed sign-ins allowed per account, and sign-in attempts per address, per 15 minutes (default 5 and 20). */
  signInLimits?: { perAccount?: number; perAddress?: number };
  /** The built editor (default build/editor, made by npm run build). */
  editorDir?: string;
  /** The admin's mail (ADMIN_EMAIL_FROM): reset links asked for by email, and notices of a changed password. */
  mail?: PasswordMail;
}

/** `route`: the request's route in the policy, set by the guard. */
type Locals = { session?: Session; sessionId?: string; route?: RouteKey };
const locals = (res: Response) => res.locals as Locals;

const cookieOf = (req: Request) => cookieValue(req, SESSION_COOKIE);
const setSessionCookie = (res: Response, value: string, maxAgeS: number) => setCookie(res, SESSION_COOKIE, value, maxAgeS);

const wantsJson = (req: Request) => req.path.startsWith('/api/') || req.path.startsWith(`${EDITOR_API}/`);

export function createAdminServer({
  config,
  accounts,
  leads,
  content,
  preview,
  redis,
  logger,
  now = Date.now,
  signInLimits = {},
  editorDir,
  mail,
}: AdminServerOptions): GracefulServer {
  /** A page of the audit log, and the entry number the next (older) page starts below, if any. */
  const auditSelection = async (filter: AuditFilter) => {
    const limit = filter.limit ?? 500;
    const entries = await accounts.auditLog({ ...filter, limit: limit + 1 });
    return { entries: entries.slice(0, limit), older: entries.length > limit ? entries[limit - 1]!.seq : undefined };
  };
  /** An entry of the audit log: one of the actions the request's route declares (access.ts), or the guard's `denied`. */
  const audit = (req: Request, action: AuditAction, extra: { actor?: string; target?: string; detail?: string } = {}) => {
    const { route } = locals(req.res!);
    if (route && action !== 'denied' && !auditActionsOf(route).includes(action))
      throw new Error(`${route} writes the audit action ${action}, which its policy does not declare (access.ts)`);
    return accounts.audit({ at: now(), actor: locals(req.res!).session?.user.email, address: req.ip, action, ...extra });
  };

  /** Sign-in attempts beyond the limit: 429 with the sign-in page saying so (audited before the answer). */
  const refuseSignIn: RequestHandler = async (req, res) => {
    await audit(req, 'sign-in-limited', { target: String(req.body?.email ?? '').slice(0, 200) });
    sendPage(res.status(429), signInPage({ error: MESSAGES.tooMany }));
  };
  const limiter = (limit: number, prefix: string, key: (req: Request) => string, skipSuccessfulRequests: boolean, refuse = refuseSignIn) =>
    rateLimit({
      windowMs: 15 * 60_000,
      limit,
      skipSuccessfulRequests,
      // What counts as a failure to skip: a wrong password (401), not another refusal.
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // With Redis, shared by every instance; while Redis is away, counted in this process (failoverStore.ts): a limit never switches off.
      ...(redis ? { store: new FailoverStore(redisRateLimitStore(redis, prefix)) } : {}),
      keyGenerator: key,
      validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
      handler: refuse,
    });
  const perAddress = limiter(signInLimits.perAddress ?? 20, 'admin-signin-ip:', (req) => req.ip ?? 'unknown', false);
  const perAccount = limiter(
    signInLimits.perAccount ?? 5,
    'admin-signin-account:',
    (req) =>
      String(req.body?.email ?? '')
        .trim()
        .toLowerCase(),
    true,
  );

  // Guessing the current password from a session left open: the same allowance as a sign-in per account.
  const passwordGuesses = limiter(
    signInLimits.perAccount ?? 5,
    'admin-password-account:',
    (req) => locals(req.res!).session?.user.id ?? 'none',
    true,
    async (req, res) => {
      await audit(req, 'change-password-limited');
      const { session } = locals(res);
      sendPage(res.status(429), passwordPage({ email: session!.user.email, csrf: session!.csrf, errors: { 'mat-khau-hien-tai': PASSWORD_MESSAGES.tooMany } }));
    },
  );

  /** Writes come from the admin's own pages only: the Origin header, then the session's token. */
  const sameOrigin = (req: Request) => req.get('origin') === (config.origin ?? `${req.protocol}://${req.get('host')}`);

  /** A body its schema refuses: 400, as JSON (the message, and the field's own when it has one) or a Vietnamese page. */
  const refuseBody = (req: Request, res: Response, { field, message }: BodyRefusal) => {
    if (!wantsJson(req)) return sendNotice(res, 400, message === INVALID_BODY ? INVALID_FORM : message);
    res.status(400).json({ error: message, ...(field && message !== INVALID_BODY ? { errors: { [field]: message } } : {}) });
  };
  const needsTwoFactor = (user: User) => !user.twoFactor && (config.requireTwoFactor ?? []).includes(user.role);
  /**
   * The route's policy (access.ts), before its handlers: two-factor sign-in where required, the roles, the
   * origin and the session's token of a write, then the body against its schema — answered 400 (JSON: the
   * message, and the field's; a form: its own page when its route has one, else a Vietnamese page).
   */
  const guard =
    (key: RouteKey, invalidAnswer?: (req: Request, res: Response, refusal: BodyRefusal) => unknown): RequestHandler =>
    async (req, res, next) => {
      const access = POLICY[key].access;
      const session = locals(res).session;
      locals(res).route = key;
      // A role that must sign in with two factors does nothing else until it does (the landing page included).
      if (session && needsTwoFactor(session.user) && !OPEN_BEFORE_TWO_FACTOR.has(key) && (access !== 'public' || key === 'GET /')) {
        if (wantsJson(req)) return res.status(403).json({ error: TWO_FACTOR_MESSAGES.required });
        return res.redirect(303, '/xac-thuc-hai-buoc?thong-bao=bat-buoc');
      }
      if (!allows(key, session?.user.role)) {
        if (!session && !wantsJson(req)) return res.redirect(303, '/dang-nhap');
        if (session) void audit(req, 'denied', { target: key });
        if (session && !wantsJson(req)) return sendNotice(res, 403, MESSAGES.forbidden);
        return res.status(session ? 403 : 401).json({ error: session ? MESSAGES.forbidden : MESSAGES.signedOut });
      }
      if (req.method !== 'GET') {
        if (!sameOrigin(req)) return res.status(403).json({ error: MESSAGES.csrf });
        if (session && access !== 'public') {
          const token = req.get('x-csrf-token') ?? (typeof req.body?._csrf === 'string' ? req.body._csrf : undefined);
          if (token !== session.csrf) return res.status(403).json({ error: MESSAGES.csrf });
        }
        if (typeof (POLICY[key] as RoutePolicy).body === 'object') {
          // A write without a body (no content type) is an empty one.
          req.body ??= {};
          const refusal = refusalOf(key, req.body);
          if (refusal) return (invalidAnswer ?? refuseBody)(req, res, refusal);
        }
      }
      next();
    };

  const notices = accountNotices({ accounts, mail, now, logger });
  /** The account's sign-in is complete: whatever session the browser brought ends (rotation), a new one starts. */
  const signIn = async (req: Request, res: Response, userId: string, email: string, detail?: string) => {
    const previous = cookieOf(req);
    if (previous) await accounts.endSession(previous);
    const { id } = await accounts.startSession(userId, now(), seenFrom(req));
    await accounts.audit({ at: now(), actor: email, action: 'sign-in', address: req.ip, ...(detail ? { detail } : {}) });
    setSessionCookie(res, id, Math.floor(config.sessions.absoluteMs / 1000));
  };
  const twoFactorRoutes = twoFactorHandlers({
    accounts,
    twoFactor: twoFactorStore(accounts.db),
    audit,
    now,
    limiter: (limit, prefix, key, refuse) => limiter(limit, prefix, key, true, refuse),
    addressLimit: perAddress,
    notices,
    signIn,
    // An authenticator app lists the account under the admin's host name.
    issuer: (req) => (config.origin ? new URL(config.origin).host : (req.get('host') ?? 'admin')),
  });
  type Refusal = { status: number; error: string };
  /** The link to send for an invitation's (or a reset's) token, and when it stops working. */
  const invitationLink = (req: Request, token: string) => {
    const origin = config.origin ?? `${req.protocol}://${req.get('host')}`;
    return { link: `${origin}/loi-moi/${token}`, expiresAt: new Date(now() + config.invitationTtlMs).toISOString() };
  };
  /** An invitation for the form's or the body's email and role: its one-time link. */
  const invite = async (
    req: Request,
    res: Response,
    { email, role }: BodyOf<'POST /api/invitations'>,
  ): Promise<{ link: string; expiresAt: string } | Refusal> => {
    if (await accounts.userByEmail(email)) return { status: 409, error: MESSAGES.exists };
    const token = await accounts.invite({ email, role, invitedBy: locals(res).session!.user.id, now: now(), ttlMs: config.invitationTtlMs });
    await audit(req, 'invite', { target: email.toLowerCase(), detail: role });
    return invitationLink(req, token);
  };
  /** The routes that change an account: their row rule says which accounts (never one's own). */
  type AccountChange = 'POST /api/users/:id/disable' | 'POST /tai-khoan/:id/vo-hieu' | 'POST /api/users/:id/role' | 'POST /tai-khoan/:id/vai-tro';
  /** Disables the account `:id`, or gives it `role`. */
  const changeUser = async (req: Request, route: AccountChange, role?: Role): Promise<{ user: User | undefined } | Refusal> => {
    const target = await accounts.user(String(req.params.id));
    if (!target) return { status: 404, error: MESSAGES.notFound };
    // Refused on the server, whatever a page shows: an admin locking themselves out, or the site left without one.
    if (!rowsOf(route, locals(req.res!).session!)(target)) return { status: 409, error: MESSAGES.ownAccount };
    if (role === undefined) {
      const done = await accounts.disableUser(target.id, now());
      if (done === 'last-admin') return { status: 409, error: MESSAGES.lastAdmin };
      await audit(req, 'disable-user', { target: target.email });
    } else {
      const done = await accounts.setRole(target.id, role);
      if (done === 'last-admin') return { status: 409, error: MESSAGES.lastAdmin };
      await audit(req, 'change-role', { target: target.email, detail: `${target.role} → ${role}` });
    }
    return { user: await accounts.user(target.id) };
  };
  const accountsPage = async (res: Response, notes: Pick<Parameters<typeof usersPage>[0], 'message' | 'error' | 'invitation'>) =>
    usersPage({
      users: await accounts.users(),
      lastSignIns: await accounts.lastSignIns(),
      self: locals(res).session!.user,
      csrf: locals(res).session!.csrf,
      ...notes,
    });

  /** A form of the accounts page: the change, then back to the page saying so (or the page with the refusal). */
  const afterAccountForm = async (res: Response, changed: Awaited<ReturnType<typeof changeUser>>, notice: keyof typeof USER_NOTICES) => {
    if ('status' in changed) return void sendPage(res.status(changed.status), await accountsPage(res, { error: changed.error }));
    res.redirect(303, `/tai-khoan?thong-bao=${notice}`);
  };
  /** The accounts page's forms answer a refused body with the page and its error, as any refusal. */
  const accountsPageRefusal = onInvalidBody(async (_req, res) => void sendPage(res.status(400), await accountsPage(res, { error: MESSAGES.invalid })));

  const editor = editorHandlers({ content, audit, now, editorDir, siteUrl: config.siteUrl });
  // Redis too when the admin has it: its limits then count per instance, which an operator should know (docs/operations.md).
  const health = healthRoutes({ database: () => accounts.ping().then(() => true), ...(redis ? { redis: () => redisReady(redis) } : {}) });
  /** The periodic sync of developers' commits (stopped with the server, below): its conflict is shown to authors. */
  const sync = content?.syncMs
    ? contentSync({
        repo: content.repo,
        intervalMs: content.syncMs,
        logger,
        record: (conflict) => accounts.audit({ at: now(), action: 'content-sync-conflict', detail: conflict }),
      })
    : undefined;
  const handlers: RouteHandlers = {
    'GET /healthz': [health],
    'GET /readyz': [health],
    'GET /': [
      async (_req, res) => {
        const { session } = locals(res);
        if (!session) return res.redirect(303, '/dang-nhap');
        const waiting = await landingWork({ user: session.user, repo: content?.repo, leads, work: leadWork(accounts.db) });
        sendPage(res, landingPage(session.user, session.csrf, waiting));
      },
    ],
    'GET /dang-nhap': [(_req, res) => void sendPage(res, signInPage())],
    'POST /dang-nhap': [
      // Longer than any account's email or password (bodies.ts): the same refusal as a wrong password.
      onInvalidBody((_req, res) => void sendPage(res.status(400), signInPage({ error: MESSAGES.badCredentials }))),
      perAddress,
      perAccount,
      async (req, res) => {
        const { email, password } = req.body;
        const user = email ? await accounts.userByEmail(email) : undefined;
        // The same work whether the account exists or not, and one message for every failure.
        const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
        if (!user || !ok || user.disabledAt) {
          await accounts.audit({ at: now(), action: 'sign-in-failed', target: email, address: req.ip });
          return sendPage(res.status(401), signInPage({ error: MESSAGES.badCredentials, email }));
        }
        if (user.twoFactor) return twoFactorRoutes.askForCode(res, user.id);
        await signIn(req, res, user.id, user.email);
        res.redirect(303, '/');
      },
    ],
    'POST /dang-xuat': [
      async (req, res) => {
        await accounts.endSession(locals(res).sessionId!);
        await audit(req, 'sign-out');
        setSessionCookie(res, '', 0);
        res.redirect(303, '/dang-nhap');
      },
    ],
    'GET /loi-moi/:token': [
      async (req, res) => {
        const invitation = await accounts.invitation(String(req.params.token), now());
        sendPage(
          res.status(invitation ? 200 : 410),
          invitationPage({ token: String(req.params.token), email: invitation?.email, reset: Boolean(invitation?.userId) }),
        );
      },
    ],
    'POST /loi-moi/:token': [
      async (req, res) => {
        const token = String(req.params.token);
        const { password } = req.body;
        const open = await accounts.invitation(token, now());
        // The first admin's link names no email: the person gives theirs here.
        const asksEmail = open?.email === '';
        const typedEmail = (req.body.email ?? '').trim();
        const email = asksEmail ? typedEmail : open?.email;
        if (open && asksEmail && !isEmailAddress(typedEmail))
          return sendPage(res.status(400), invitationPage({ token, email: '', typedEmail, emailError: MESSAGES.email }));
        const problem = open && passwordProblem(password, [email!]);
        if (open && problem)
          return sendPage(res.status(400), invitationPage({ token, email: open.email, typedEmail, reset: Boolean(open.userId), error: problem }));
        const used = open && (await accounts.useInvitation(token, now()));
        if (!used) return sendPage(res.status(410), invitationPage({ token }));
        if (used.userId) {
          // A reset link: the account it was made for, still the same email and not disabled since.
          const account = await accounts.user(used.userId);
          if (!account || account.disabledAt || account.email !== used.email) return sendPage(res.status(410), invitationPage({ token }));
          // Every session of the account ends: whoever had it open must sign in with the new password.
          await accounts.setPassword(account.id, await hashPassword(password));
          await accounts.audit({ at: now(), actor: account.email, action: 'password-reset', target: account.email, address: req.ip });
          notices.passwordChanged(account.email, 'reset');
          return res.redirect(303, '/dang-nhap');
        }
        if (await accounts.userByEmail(email!)) return sendPage(res.status(409), invitationPage({ token }));
        const user = await accounts.addUser({ email: email!, role: used.role, passwordHash: await hashPassword(password), now: now() });
        await accounts.audit({ at: now(), actor: user.email, action: 'invitation-accepted', target: user.email, detail: user.role, address: req.ip });
        // The new person lands signed in, on the landing page (or the two-factor setup their role requires).
        await signIn(req, res, user.id, user.email, 'invitation');
        res.redirect(303, '/');
      },
    ],
    'GET /api/me': [(_req, res) => void res.json({ user: locals(res).session!.user, csrf: locals(res).session!.csrf })],
    'GET /mat-khau': [
      (req, res) => {
        const { user, csrf } = locals(res).session!;
        const message = req.query['thong-bao'] === 'da-doi' ? PASSWORD_MESSAGES.changed : undefined;
        sendPage(res, passwordPage({ email: user.email, csrf, message }));
      },
    ],
    'POST /mat-khau': [
      // A field longer than any password (bodies.ts): said at that field.
      onInvalidBody((_req, res, { field }) => {
        const { user, csrf } = locals(res).session!;
        const name = field === 'mat-khau-moi' || field === 'nhap-lai' ? field : 'mat-khau-hien-tai';
        sendPage(res.status(400), passwordPage({ email: user.email, csrf, errors: { [name]: `Mật khẩu dài tối đa ${PASSWORD_MAX} ký tự.` } }));
      }),
      passwordGuesses,
      async (req, res) => {
        const { user, csrf } = locals(res).session!;
        const { 'mat-khau-hien-tai': current, 'mat-khau-moi': next, 'nhap-lai': again } = req.body;
        // A wrong current password is 401, the one failure the guesses' limit counts.
        const refuse = (errors: PasswordErrors, status = 400) => void sendPage(res.status(status), passwordPage({ email: user.email, csrf, errors }));
        const stored = await accounts.userByEmail(user.email);
        if (!stored || !(await verifyPassword(current, stored.passwordHash))) {
          await audit(req, 'change-password-failed');
          return refuse({ 'mat-khau-hien-tai': PASSWORD_MESSAGES.wrongCurrent }, 401);
        }
        const problem = (next === current ? PASSWORD_MESSAGES.same : undefined) ?? passwordProblem(next, [user.email]);
        if (problem) return refuse({ 'mat-khau-moi': problem });
        if (again !== next) return refuse({ 'nhap-lai': PASSWORD_MESSAGES.mismatch });
        // Every session of the account ends (another device's included); this browser gets a new one.
        await accounts.setPassword(user.id, await hashPassword(next));
        const { id } = await accounts.startSession(user.id, now(), seenFrom(req));
        setSessionCookie(res, id, Math.floor(config.sessions.absoluteMs / 1000));
        await audit(req, 'change-password');
        notices.passwordChanged(user.email, 'change');
        res.redirect(303, '/mat-khau?thong-bao=da-doi');
      },
    ],
    'GET /api/users': [async (_req, res) => void res.json({ users: await accounts.users() })],
    'POST /api/invitations': [
      async (req, res) => {
        const made = await invite(req, res, req.body);
        if ('status' in made) return res.status(made.status).json({ error: made.error });
        res.status(201).json(made);
      },
    ],
    'POST /api/users/:id/disable': [
      async (req, res) => {
        const changed = await changeUser(req, 'POST /api/users/:id/disable');
        if ('status' in changed) return res.status(changed.status).json({ error: changed.error });
        res.json(changed);
      },
    ],
    'POST /api/users/:id/role': [
      async (req, res) => {
        const changed = await changeUser(req, 'POST /api/users/:id/role', req.body.role);
        if ('status' in changed) return res.status(changed.status).json({ error: changed.error });
        res.json(changed);
      },
    ],
    'GET /tai-khoan': [
      async (req, res) =>
        void sendPage(
          res,
          await accountsPage(res, {
            message: noticeIn(USER_NOTICES, req.query['thong-bao']),
            error: noticeIn(USER_REFUSALS, req.query['thong-bao']),
          }),
        ),
    ],
    'POST /tai-khoan/moi': [
      accountsPageRefusal,
      async (req, res) => {
        const made = await invite(req, res, req.body);
        if ('status' in made) return sendPage(res.status(made.status), await accountsPage(res, { error: made.error }));
        sendPage(res.status(201), await accountsPage(res, { invitation: { email: req.body.email.toLowerCase(), ...made } }));
      },
    ],
    'POST /tai-khoan/:id/vo-hieu': [async (req, res) => afterAccountForm(res, await changeUser(req, 'POST /tai-khoan/:id/vo-hieu'), 'da-khoa')],
    'POST /tai-khoan/:id/dat-lai': [
      async (req, res) => {
        const target = await accounts.user(String(req.params.id));
        if (!target || target.disabledAt) return sendPage(res.status(404), await accountsPage(res, { error: MESSAGES.notFound }));
        // One reset link at a time: this one replaces any earlier (mailed or made here).
        await accounts.revokeResets(target.id, now());
        const token = await accounts.invite({
          email: target.email,
          role: target.role,
          invitedBy: locals(res).session!.user.id,
          now: now(),
          ttlMs: config.invitationTtlMs,
          userId: target.id,
        });
        await audit(req, 'password-reset-link', { target: target.email });
        const invitation = { email: target.email, ...invitationLink(req, token), reset: true };
        sendPage(res.status(201), await accountsPage(res, { invitation }));
      },
    ],
    'POST /tai-khoan/:id/vai-tro': [
      accountsPageRefusal,
      async (req, res) => afterAccountForm(res, await changeUser(req, 'POST /tai-khoan/:id/vai-tro', req.body.role), 'da-doi-vai-tro'),
    ],
    'GET /api/audit': [
      async (req, res) => {
        const { errors, filter } = readAuditQuery(req.query);
        if (Object.keys(errors).length) return void res.status(400).json({ errors });
        res.json(await auditSelection(filter));
      },
    ],
    'GET /nhat-ky': [
      async (req, res) => {
        const { query, errors, filter } = readAuditQuery(req.query);
        const refused = Object.keys(errors).length > 0;
        const { entries, older } = refused ? { entries: [], older: undefined } : await auditSelection(filter);
        sendPage(res.status(refused ? 400 : 200), auditPage({ entries, older, query, errors }));
      },
    ],
    ...passwordResetHandlers({ accounts, mail, limiter, audit, now, logger }),
    ...sessionHandlers({ accounts, audit, now, timeouts: config.sessions }),
    ...twoFactorRoutes.handlers,
    ...leadHandlers({ leads, work: leadWork(accounts.db), audit, now }),
    'GET /api/pages': [(_req, res) => void res.json({ pages: loadServerContent().pages })],
    ...contentHandlers({ content, audit, now, logger, syncConflict: () => (sync?.state().problem?.conflict ? sync.state().problem : undefined) }),
    ...experimentHandlers({ leads, content, audit, logger }),
    ...releaseHandlers({ releases: content?.releases, audit }),
    ...editor.handlers,
    ...previewHandlers({
      preview,
      repo: content?.repo,
      accounts,
      audit,
      now,
      redis,
      logger,
      originOf: (req) => config.origin ?? `${req.protocol}://${req.get('host')}`,
      siteUrl: config.siteUrl,
    }),
  };

  // The editor's preview finds the published branch's images and icons where the built site's are missing.
  for (const [key, fallback] of Object.entries(editor.siteFiles)) (handlers[key as RouteKey] as RequestHandler[]).push(...fallback);
  // Every body schema compiled before the first request (a broken one fails the start).
  compileBodies();

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.set('trust proxy', config.trustProxy);
  // A link's token is its key: logged as /xem-truoc/… and /loi-moi/… only.
  app.use(requestLog(logger, (path) => path.replace(/^\/(xem-truoc|loi-moi)\/.+/, '/$1/…')));
  app.use(securityHeaders);
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Small bodies everywhere but a saved draft and the editor's API (a whole page file) and a lead's note (2,000 characters, up to 9 bytes each form-encoded).
  const smallJson = express.json({ limit: '8kb' });
  const pageJson = express.json({ limit: MAX_PAGE_BYTES });
  const isNote = (req: Request) => /^\/(?:khach-hang\/[^/]+\/ghi-chu|api\/leads\/[^/]+\/notes)$/.test(req.path);
  const smallForm = express.urlencoded({ extended: false, limit: '8kb' });
  const noteForm = express.urlencoded({ extended: false, limit: '24kb' });
  const noteJson = express.json({ limit: '24kb' });
  // An image upload's body is the image itself, read by its own route (raw, UPLOAD_LIMIT_MB).
  const isUpload = (req: Request) => req.path === `${EDITOR_API}/upload`;
  app.use(
    (req, res, next) => (isUpload(req) ? next() : (isNote(req) ? noteForm : smallForm)(req, res, next)),
    (req, res, next) =>
      isUpload(req)
        ? next()
        : (req.path === '/api/content/draft' || req.path.startsWith(`${EDITOR_API}/`) ? pageJson : isNote(req) ? noteJson : smallJson)(req, res, next),
  );
  // The session of the cookie, if any and still live (idle and absolute timeouts, user not disabled).
  app.use(async (req, res, next) => {
    const id = cookieOf(req);
    const session = id ? await accounts.session(id, now()) : undefined;
    if (session) Object.assign(locals(res), { session, sessionId: id });
    next();
  });
  for (const key of Object.keys(POLICY) as RouteKey[]) {
    const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const route = handlers[key] as RequestHandler[];
    // A form's own answer to a refused body is the guard's to give (routes.ts: onInvalidBody).
    const invalidAnswer = invalidAnswerOf(route);
    app[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, guard(key, invalidAnswer), ...(invalidAnswer ? route.slice(1) : route));
  }
  // Deny by default: every other method and path.
  app.use((req, res) => void res.status(404).json({ error: MESSAGES.notFound }));
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    logger.error({ event: 'error', path: req.path, error: error instanceof Error ? error.message : String(error) });
    if (res.headersSent) return next(error);
    res.status((error as { status?: number }).status ?? 500).json({ error: MESSAGES.failed });
  });
  const server = createHttpServer(app, SERVER_TIMEOUTS);
  server.once('close', () => void editor.dispose());
  if (sync) server.once('close', () => void sync.close());
  const closeGracefully = server.closeGracefully;
  return Object.assign(server, {
    // The editor's folders are gone when this resolves: the process may exit right after (scripts/admin.ts).
    closeGracefully: async (graceMs?: number) => {
      await Promise.all([sync?.close(), closeGracefully(graceMs)]);
      await editor.dispose();
    },
  });
}
