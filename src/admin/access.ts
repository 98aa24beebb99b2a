// The policy of every route of the admin server, in one table: who may call it (`access`), the JSON
// Schema of its body (`body`, bodies.ts), what it writes to the audit log (`audit`) and, where a person
// acts only on some rows (their own drafts, sessions, preview links…), which ones (`rows`). The server
// registers exactly these routes, each behind one guard (server.ts) that applies the roles, the CSRF
// check and the body's schema before the handler runs, and answers 404 to anything else — a route
// missing here does not exist. Nothing of the UI is the guard: pages ask `allows(route, role)` what to show.
import type { Role, Session, User } from './accounts.ts';
import type { AuditAction } from './auditActions.ts';
import { BODIES, IMAGE_BYTES, NOTHING, type Body } from './bodies.ts';
import type { Draft } from './content/contentRepo.ts';
import type { PreviewLink } from './preview/links.ts';

/** `public`: no session needed (sign-in, invitations); `signed-in`: any role; else the roles listed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/**
 * What a route writes to the audit log: its action (the first) and any other it may write on the way
 * (a refusal, a limit reached, the release after a publish), or 'none' with the reason beside it. The
 * guard's own refusals (`denied`) are not declared: any route may be refused.
 */
export type AuditDeclaration = AuditAction | readonly [AuditAction, ...AuditAction[]] | 'none';

export interface RoutePolicy {
  readonly access: Access;
  /** The body's schema (every POST, PUT and DELETE), or the upload's raw bytes. */
  readonly body?: { readonly schema: object } | typeof IMAGE_BYTES;
  readonly audit?: AuditDeclaration;
  /** The rows this person may act on, from their session: a filter or a predicate, read by the handler through `rowsOf`. */
  readonly rows?: (session: Session) => unknown;
}

type WriteKey = `${'POST' | 'PUT' | 'DELETE'} ${string}`;
/** Every write route declares its body and its audit (template literal keys: missing one is a type error here). */
type Declared<T> = { [K in keyof T]: K extends WriteKey ? { readonly body: unknown; readonly audit: AuditDeclaration } : unknown };

/** The roles that review and publish: they also see every draft in review and every preview link. */
const REVIEWERS = ['publisher', 'admin'] as const;
const AUTHORS = ['editor', 'publisher', 'admin'] as const;
const LEADS = ['sales', 'admin'] as const;
const ADMIN = ['admin'] as const;
const reviews = (session: Session) => (REVIEWERS as readonly Role[]).includes(session.user.role);

/** One's own rows (drafts, sessions): those of the signed-in account. */
export interface Own {
  readonly userId: string;
}
const own = (session: Session): Own => ({ userId: session.user.id });

/**
 * Preview links (preview/previewRoutes.ts). `drafts`: the drafts one may link — one's own (its last save),
 * and for reviewers anyone's in review (the version sent). `links`: the links one sees (those one made)
 * and revokes (those one made, or of one's own drafts) — reviewers every link.
 */
export interface PreviewRows {
  readonly drafts: (draft: Pick<Draft, 'userId' | 'inReview'>) => boolean;
  /** Whether one may name another author's draft at all (else refused before it is looked up). */
  readonly othersDrafts: boolean;
  readonly links: { readonly all: true } | { readonly userId: string };
  readonly revokes: (link: Pick<PreviewLink, 'createdBy' | 'authorId'>) => boolean;
}
const previewRows = (session: Session): PreviewRows => {
  const { id } = session.user;
  const all = reviews(session);
  return {
    drafts: (draft) => draft.userId === id || (all && Boolean(draft.inReview)),
    othersDrafts: all,
    links: all ? { all: true } : { userId: id },
    revokes: (link) => all || link.createdBy === id || link.authorId === id,
  };
};
/** An admin changes other accounts only: never disables or demotes their own (another admin must). */
const otherAccounts = (session: Session) => (account: Pick<User, 'id'>) => account.id !== session.user.id;

/** The table, checked: a write route without its body or its audit is a type error, and a thrown error at start. */
export function policyOf<const T extends Record<string, RoutePolicy>>(table: T & Declared<T>): T {
  const missing = undeclaredWrites(table);
  if (missing.length) throw new Error(`Admin routes without their body schema or audit declaration (access.ts): ${missing.join(', ')}`);
  return table;
}

/** The write routes of `table` that do not declare their body and their audit action (or 'none'). */
export function undeclaredWrites(table: Record<string, RoutePolicy>): string[] {
  return Object.entries(table)
    .filter(([key, policy]) => !key.startsWith('GET ') && (policy.audit === undefined || policy.body === undefined))
    .map(([key]) => key);
}

export const POLICY = policyOf({
  'GET /healthz': { access: 'public' }, // the process answers (container HEALTHCHECK)
  'GET /readyz': { access: 'public' }, // the database answers
  'GET /': { access: 'public' }, // the landing page when signed in, else a redirect to the sign-in page
  'GET /dang-nhap': { access: 'public' },
  // (`sign-in` comes after a right password, or after the code of two-factor sign-in.)
  'POST /dang-nhap': { access: 'public', body: BODIES.signIn, audit: ['sign-in', 'sign-in-failed', 'sign-in-limited'] },
  'POST /dang-xuat': { access: 'signed-in', body: NOTHING, audit: 'sign-out' },
  'GET /quen-mat-khau': { access: 'public' }, // a forgotten password: a reset link by email (docs/admin.md#forgotten-passwords)
  'POST /quen-mat-khau': { access: 'public', body: BODIES.forgotPassword, audit: ['password-reset-requested', 'password-reset-limited', 'mail-failed'] },
  'GET /loi-moi/:token': { access: 'public' },
  'POST /loi-moi/:token': { access: 'public', body: BODIES.acceptInvitation, audit: ['invitation-accepted', 'password-reset', 'sign-in'] },
  'GET /api/me': { access: 'signed-in' },
  'GET /mat-khau': { access: 'signed-in' }, // the signed-in person's own password: the form
  // Changed with the current one; every other session of theirs ends.
  'POST /mat-khau': {
    access: 'signed-in',
    body: BODIES.changePassword,
    audit: ['change-password', 'change-password-failed', 'change-password-limited', 'mail-failed'],
  },
  'GET /phien-dang-nhap': { access: 'signed-in', rows: own }, // the signed-in person's own sessions
  'POST /phien-dang-nhap/ket-thuc': { access: 'signed-in', body: BODIES.endSession, audit: 'end-session', rows: own }, // one of their other sessions
  'POST /phien-dang-nhap/ket-thuc-khac': { access: 'signed-in', body: NOTHING, audit: 'end-other-sessions', rows: own }, // all their other sessions
  // Two-factor sign-in (twoFactorRoutes.ts): the code after the password (the sign-in step's cookie is
  // its key), and the signed-in person's own settings; an admin turns it off for someone else.
  'GET /dang-nhap/ma-xac-thuc': { access: 'public' },
  'POST /dang-nhap/ma-xac-thuc': { access: 'public', body: BODIES.code, audit: ['sign-in', 'sign-in-code-failed', 'sign-in-code-limited', 'sign-in-limited'] },
  'GET /xac-thuc-hai-buoc': { access: 'signed-in' },
  // A new key to set up: nothing changes until its first code confirms it (enable-two-factor).
  'POST /xac-thuc-hai-buoc/bat-dau': { access: 'signed-in', body: NOTHING, audit: 'none' },
  // Confirmed by its first code: on, with recovery codes.
  'POST /xac-thuc-hai-buoc/bat': {
    access: 'signed-in',
    body: BODIES.code,
    audit: ['enable-two-factor', 'two-factor-code-failed', 'sign-in-code-limited', 'mail-failed'],
  },
  // New recovery codes (a code needed).
  'POST /xac-thuc-hai-buoc/ma-du-phong': {
    access: 'signed-in',
    body: BODIES.code,
    audit: ['new-recovery-codes', 'two-factor-code-failed', 'sign-in-code-limited', 'mail-failed'],
  },
  // Off (a code needed).
  'POST /xac-thuc-hai-buoc/tat': {
    access: 'signed-in',
    body: BODIES.code,
    audit: ['disable-two-factor', 'two-factor-code-failed', 'sign-in-code-limited', 'mail-failed'],
  },
  'POST /tai-khoan/:id/tat-hai-buoc': { access: ADMIN, body: NOTHING, audit: ['reset-two-factor', 'mail-failed'] }, // someone's lost phone: off, their sessions ended
  'POST /api/users/:id/two-factor/disable': { access: ADMIN, body: NOTHING, audit: ['reset-two-factor', 'mail-failed'] }, // the same as JSON
  'GET /api/users': { access: ADMIN },
  'POST /api/invitations': { access: ADMIN, body: BODIES.invite, audit: 'invite' },
  'POST /api/users/:id/disable': { access: ADMIN, body: NOTHING, audit: 'disable-user', rows: otherAccounts },
  'POST /api/users/:id/role': { access: ADMIN, body: BODIES.role, audit: 'change-role', rows: otherAccounts },
  'GET /api/audit': { access: ADMIN },
  'GET /nhat-ky': { access: ADMIN }, // the audit log as a page, e.g. everything about one lead
  'GET /tai-khoan': { access: ADMIN }, // the accounts page: invite, change a role, disable
  'POST /tai-khoan/moi': { access: ADMIN, body: BODIES.invite, audit: 'invite' },
  'POST /tai-khoan/:id/vo-hieu': { access: ADMIN, body: NOTHING, audit: 'disable-user', rows: otherAccounts },
  'POST /tai-khoan/:id/vai-tro': { access: ADMIN, body: BODIES.role, audit: 'change-role', rows: otherAccounts },
  'POST /tai-khoan/:id/dat-lai': { access: ADMIN, body: NOTHING, audit: 'password-reset-link' }, // a one-time link for the person to choose a new password (forgotten)
  // The leads inbox (leadRoutes.ts): every view and export of personal data is audited too.
  'GET /khach-hang': { access: LEADS, audit: 'view-leads' },
  'GET /api/leads': { access: LEADS, audit: 'view-leads' },
  'GET /api/leads.csv': { access: LEADS, audit: 'export-leads' },
  'GET /khach-hang/:id': { access: LEADS, audit: 'view-lead' }, // a lead's page: its status (a form), history and notes
  // (A refused form shows the lead's page again: a view.)
  'POST /khach-hang/:id/trang-thai': { access: LEADS, body: BODIES.leadStatusForm, audit: ['lead-status', 'view-lead'] },
  'POST /khach-hang/:id/ghi-chu': { access: LEADS, body: BODIES.leadNote, audit: ['lead-note', 'view-lead'] },
  'GET /api/leads/:id': { access: LEADS, audit: 'view-lead' },
  'POST /api/leads/:id/status': { access: LEADS, body: BODIES.leadStatus, audit: 'lead-status' },
  'POST /api/leads/:id/notes': { access: LEADS, body: BODIES.leadNote, audit: 'lead-note' },
  'GET /api/pages': { access: AUTHORS },
  // A/B tests (experimentRoutes.ts): the results are aggregate numbers, nothing personal, for every staff role
  // (editors write the variants, sales follow the campaigns); ending a test publishes a page (as the publisher's own draft).
  'GET /thu-nghiem': { access: 'signed-in' },
  'POST /thu-nghiem/ket-thuc': {
    access: REVIEWERS,
    body: BODIES.endExperiment,
    audit: ['end-experiment', 'end-experiment-refused', 'site-release'],
    rows: own,
  },
  // Content (src/admin/content/): an author writes only their own draft; publishers review, publish and restore.
  'GET /noi-dung': { access: AUTHORS, rows: own }, // (actions on one's own drafts)
  'POST /noi-dung/tao': { access: AUTHORS, body: BODIES.newPage, audit: 'create-page' }, // a new page, as the author's draft
  'POST /noi-dung/gui-duyet': { access: AUTHORS, body: BODIES.draftForm, audit: 'send-for-review', rows: own }, // the author's own draft sent for review (the form)
  'GET /noi-dung/bo-nhap': { access: AUTHORS, rows: own }, // the author's own draft thrown away: what it loses, to confirm
  'POST /noi-dung/bo-nhap': { access: AUTHORS, body: BODIES.discardDraft, audit: 'discard-draft', rows: own },
  'GET /api/content/page': { access: AUTHORS, rows: own },
  'POST /api/content/draft': { access: AUTHORS, body: BODIES.saveDraft, audit: 'save-draft', rows: own },
  'POST /api/content/review': { access: AUTHORS, body: BODIES.file, audit: 'send-for-review', rows: own },
  // Opening a page in the editor (its lease); only a take-over is worth an entry.
  'POST /api/content/lease': { access: AUTHORS, body: BODIES.lease, audit: 'take-over' },
  // Renewed every minute while the page is open: nothing changes but its expiry.
  'POST /api/content/lease/renew': { access: AUTHORS, body: BODIES.file, audit: 'none' },
  // The page closed: one's own lease ends, nothing else changes.
  'POST /api/content/lease/release': { access: AUTHORS, body: BODIES.file, audit: 'none', rows: own },
  'GET /lich-su': { access: AUTHORS },
  'GET /duyet': { access: REVIEWERS },
  'GET /duyet/xem': { access: REVIEWERS },
  'POST /duyet/dang': { access: REVIEWERS, body: BODIES.reviewedDraft, audit: ['publish', 'site-release'] },
  'POST /duyet/tra-lai': { access: REVIEWERS, body: BODIES.returnDraft, audit: 'return-draft' },
  'POST /lich-su/khoi-phuc': { access: REVIEWERS, body: BODIES.restore, audit: 'restore', rows: own }, // as the publisher's own draft
  // The site's releases (src/admin/releases/): which version visitors see, and going back to an earlier one.
  'GET /phat-hanh': { access: REVIEWERS },
  'POST /phat-hanh/quay-lai': { access: REVIEWERS, body: BODIES.rollback, audit: 'site-rollback' },
  // Preview links (src/admin/preview/): anyone holding a live link sees the draft, with the site's
  // built files it needs; staff make (an editor: of their own draft) and revoke links.
  'GET /xem-truoc/:token': { access: 'public', audit: ['open-preview-link', 'preview-link-refused'] },
  'GET /xem-truoc/:token/images/*file': { access: 'public' }, // an image uploaded in the link's draft
  'GET /assets/*file': { access: 'public' },
  'GET /icons/*file': { access: 'public' },
  'GET /images/*file': { access: 'public' },
  'GET /favicon.svg': { access: 'public' },
  'GET /lien-ket-xem-truoc': { access: AUTHORS, rows: previewRows },
  'POST /lien-ket-xem-truoc/tao': { access: AUTHORS, body: BODIES.previewLinkForm, audit: 'create-preview-link', rows: previewRows },
  'POST /lien-ket-xem-truoc/thu-hoi': { access: AUTHORS, body: BODIES.revokeForm, audit: 'revoke-preview-link', rows: previewRows },
  'GET /api/preview-links': { access: AUTHORS, rows: previewRows },
  'POST /api/preview-links': { access: AUTHORS, body: BODIES.previewLink, audit: 'create-preview-link', rows: previewRows },
  'POST /api/preview-links/revoke': { access: AUTHORS, body: BODIES.revoke, audit: 'revoke-preview-link', rows: previewRows },
  // The editor inside the admin (content/editorHost.ts): its page, preview frame and files, and its API
  // over the author's own drafts (the only pages of the admin with a script; its preview's images, icons
  // and favicon are the routes above).
  'GET /soan-thao/': { access: AUTHORS },
  'GET /soan-thao/preview': { access: AUTHORS },
  'GET /soan-thao/assets/:file': { access: AUTHORS },
  'GET /soan-thao/api/project': { access: AUTHORS },
  'GET /soan-thao/api/pages': { access: AUTHORS, rows: own },
  'GET /soan-thao/api/page': { access: AUTHORS, rows: own },
  'GET /soan-thao/api/page/hash': { access: AUTHORS, rows: own },
  // A check and a preview of the page being edited: nothing is written.
  'POST /soan-thao/api/check': { access: AUTHORS, body: BODIES.editorCheck, audit: 'none' },
  'POST /soan-thao/api/preview': { access: AUTHORS, body: BODIES.editorPreview, audit: 'none' },
  'PUT /soan-thao/api/page': { access: AUTHORS, body: BODIES.editorSave, audit: 'save-draft', rows: own },
  'POST /soan-thao/api/page': { access: AUTHORS, body: BODIES.editorNewPage, audit: 'create-page' }, // a new page, as the author's draft
  // (The file and its version are in the query.) A page only in the author's draft is dropped (discard-draft).
  'DELETE /soan-thao/api/page': { access: AUTHORS, body: NOTHING, audit: ['delete-page', 'discard-draft'], rows: own },
  'POST /soan-thao/api/upload': { access: AUTHORS, body: IMAGE_BYTES, audit: 'upload-image', rows: own },
});

export type RouteKey = keyof typeof POLICY;
type Policy = typeof POLICY;

/** Each route's roles (derived from the policy, for the code and tests that read only those). */
export const ACCESS = Object.fromEntries(Object.entries(POLICY).map(([key, policy]) => [key, policy.access])) as {
  readonly [K in RouteKey]: Policy[K]['access'];
};

/** The validated body a route's handler reads: the type its schema validates to. */
export type BodyOf<K extends RouteKey> = Policy[K] extends { body: Body<infer T> } ? T : Policy[K] extends { body: typeof IMAGE_BYTES } ? Buffer : undefined;

type RowKey = { [K in RouteKey]: Policy[K] extends { rows: (session: Session) => unknown } ? K : never }[RouteKey];
export type RowsOf<K extends RowKey> = Policy[K] extends { rows: (session: Session) => infer R } ? R : never;

/** The rows `session` may act on at `route`: its rule in the table, applied by the route's handler. */
export function rowsOf<K extends RowKey>(route: K, session: Session): RowsOf<K> {
  return (POLICY[route] as RoutePolicy).rows!(session) as RowsOf<K>;
}

/** The actions `route` declares it writes to the audit log ([] for 'none' or none declared). */
export function auditActionsOf(route: RouteKey): readonly AuditAction[] {
  const declared = (POLICY[route] as RoutePolicy).audit;
  return declared === undefined || declared === 'none' ? [] : typeof declared === 'string' ? [declared] : declared;
}

/**
 * What a signed-in person whose role requires two-factor sign-in (ADMIN_REQUIRE_TWO_FACTOR) may open
 * before turning it on: signing out, and turning it on. Public routes stay open, but the landing page.
 */
export const OPEN_BEFORE_TWO_FACTOR: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /dang-xuat',
  'GET /api/me',
  'GET /xac-thuc-hai-buoc',
  'POST /xac-thuc-hai-buoc/bat-dau',
  'POST /xac-thuc-hai-buoc/bat',
]);

/** Whether `role` (undefined: no session) may call `route`: the guard's rule, and what pages show. */
export function allows(route: RouteKey, role: Role | undefined): boolean {
  const access: Access = POLICY[route].access;
  if (access === 'public') return true;
  if (role === undefined) return false;
  return access === 'signed-in' || access.includes(role);
}
