// Who may call what: the one table of the admin server's routes and the roles each allows. The
// server registers exactly these routes, each behind `allow` (server.ts), and answers 404 to
// anything else — a route missing here does not exist. Nothing of the UI is the guard.
import type { Role } from './accounts.ts';

/** `public`: no session needed (sign-in, invitations); `signed-in`: any role; else the roles listed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export const ACCESS = {
  'GET /healthz': 'public', // the process answers (container HEALTHCHECK)
  'GET /readyz': 'public', // the database answers
  'GET /': 'public', // the landing page when signed in, else a redirect to the sign-in page
  'GET /dang-nhap': 'public',
  'POST /dang-nhap': 'public',
  'POST /dang-xuat': 'signed-in',
  'GET /quen-mat-khau': 'public', // a forgotten password: a reset link by email (docs/admin.md#forgotten-passwords)
  'POST /quen-mat-khau': 'public',
  'GET /loi-moi/:token': 'public',
  'POST /loi-moi/:token': 'public',
  'GET /api/me': 'signed-in',
  'GET /mat-khau': 'signed-in', // the signed-in person's own password: the form
  'POST /mat-khau': 'signed-in', // changed with the current one; every other session of theirs ends
  'GET /phien-dang-nhap': 'signed-in', // the signed-in person's own sessions
  'POST /phien-dang-nhap/ket-thuc': 'signed-in', // ends one of their other sessions
  'POST /phien-dang-nhap/ket-thuc-khac': 'signed-in', // ends all their other sessions
  // Two-factor sign-in (twoFactorRoutes.ts): the code after the password (the sign-in step's cookie is
  // its key), and the signed-in person's own settings; an admin turns it off for someone else.
  'GET /dang-nhap/ma-xac-thuc': 'public',
  'POST /dang-nhap/ma-xac-thuc': 'public',
  'GET /xac-thuc-hai-buoc': 'signed-in',
  'POST /xac-thuc-hai-buoc/bat-dau': 'signed-in', // a new key to set up
  'POST /xac-thuc-hai-buoc/bat': 'signed-in', // confirmed by its first code: on, with recovery codes
  'POST /xac-thuc-hai-buoc/ma-du-phong': 'signed-in', // new recovery codes (a code needed)
  'POST /xac-thuc-hai-buoc/tat': 'signed-in', // off (a code needed)
  'POST /tai-khoan/:id/tat-hai-buoc': ['admin'], // someone's lost phone: off, their sessions ended
  'POST /api/users/:id/two-factor/disable': ['admin'], // the same as JSON
  'GET /api/users': ['admin'],
  'POST /api/invitations': ['admin'],
  'POST /api/users/:id/disable': ['admin'],
  'POST /api/users/:id/role': ['admin'],
  'GET /api/audit': ['admin'],
  'GET /nhat-ky': ['admin'], // the audit log as a page, e.g. everything about one lead
  'GET /tai-khoan': ['admin'], // the accounts page: invite, change a role, disable
  'POST /tai-khoan/moi': ['admin'],
  'POST /tai-khoan/:id/vo-hieu': ['admin'],
  'POST /tai-khoan/:id/vai-tro': ['admin'],
  'POST /tai-khoan/:id/dat-lai': ['admin'], // a one-time link for the person to choose a new password (forgotten)
  'GET /khach-hang': ['sales', 'admin'], // the leads inbox
  'GET /api/leads': ['sales', 'admin'],
  'GET /api/leads.csv': ['sales', 'admin'],
  'GET /khach-hang/:id': ['sales', 'admin'], // a lead's page: its status (a form), history and notes
  'POST /khach-hang/:id/trang-thai': ['sales', 'admin'],
  'POST /khach-hang/:id/ghi-chu': ['sales', 'admin'],
  'GET /api/leads/:id': ['sales', 'admin'],
  'POST /api/leads/:id/status': ['sales', 'admin'],
  'POST /api/leads/:id/notes': ['sales', 'admin'],
  'GET /api/pages': ['editor', 'publisher', 'admin'],
  // A/B tests (experimentRoutes.ts): the results are aggregate numbers, nothing personal, for every staff role
  // (editors write the variants, sales follow the campaigns); ending a test publishes a page: publishers and admins.
  'GET /thu-nghiem': 'signed-in',
  'POST /thu-nghiem/ket-thuc': ['publisher', 'admin'],
  // Content (src/admin/content/): an author writes only their own draft; publishers review, publish and restore.
  'GET /noi-dung': ['editor', 'publisher', 'admin'],
  'POST /noi-dung/tao': ['editor', 'publisher', 'admin'], // a new page, as the author's draft
  'POST /noi-dung/gui-duyet': ['editor', 'publisher', 'admin'], // the author's own draft sent for review (the form)
  'GET /noi-dung/bo-nhap': ['editor', 'publisher', 'admin'], // the author's own draft thrown away: what it loses, to confirm
  'POST /noi-dung/bo-nhap': ['editor', 'publisher', 'admin'],
  'GET /api/content/page': ['editor', 'publisher', 'admin'],
  'POST /api/content/draft': ['editor', 'publisher', 'admin'],
  'POST /api/content/review': ['editor', 'publisher', 'admin'],
  'POST /api/content/lease': ['editor', 'publisher', 'admin'],
  'POST /api/content/lease/renew': ['editor', 'publisher', 'admin'],
  'POST /api/content/lease/release': ['editor', 'publisher', 'admin'],
  'GET /lich-su': ['editor', 'publisher', 'admin'],
  'GET /duyet': ['publisher', 'admin'],
  'GET /duyet/xem': ['publisher', 'admin'],
  'POST /duyet/dang': ['publisher', 'admin'],
  'POST /duyet/tra-lai': ['publisher', 'admin'],
  'POST /lich-su/khoi-phuc': ['publisher', 'admin'],
  // The site's releases (src/admin/releases/): which version visitors see, and going back to an earlier one.
  'GET /phat-hanh': ['publisher', 'admin'],
  'POST /phat-hanh/quay-lai': ['publisher', 'admin'],
  // Preview links (src/admin/preview/): anyone holding a live link sees the draft, with the site's
  // built files it needs; staff make (an editor: of their own draft) and revoke links.
  'GET /xem-truoc/:token': 'public',
  'GET /xem-truoc/:token/images/*file': 'public', // an image uploaded in the link's draft
  'GET /assets/*file': 'public',
  'GET /icons/*file': 'public',
  'GET /images/*file': 'public',
  'GET /favicon.svg': 'public',
  'GET /lien-ket-xem-truoc': ['editor', 'publisher', 'admin'],
  'POST /lien-ket-xem-truoc/tao': ['editor', 'publisher', 'admin'],
  'POST /lien-ket-xem-truoc/thu-hoi': ['editor', 'publisher', 'admin'],
  'GET /api/preview-links': ['editor', 'publisher', 'admin'],
  'POST /api/preview-links': ['editor', 'publisher', 'admin'],
  'POST /api/preview-links/revoke': ['editor', 'publisher', 'admin'],
  // The editor inside the admin (content/editorHost.ts): its page, preview frame and files, and its API
  // over the author's own drafts (the only pages of the admin with a script; its preview's images, icons
  // and favicon are the routes above).
  'GET /soan-thao/': ['editor', 'publisher', 'admin'],
  'GET /soan-thao/preview': ['editor', 'publisher', 'admin'],
  'GET /soan-thao/assets/:file': ['editor', 'publisher', 'admin'],
  'GET /soan-thao/api/project': ['editor', 'publisher', 'admin'],
  'GET /soan-thao/api/pages': ['editor', 'publisher', 'admin'],
  'GET /soan-thao/api/page': ['editor', 'publisher', 'admin'],
  'GET /soan-thao/api/page/hash': ['editor', 'publisher', 'admin'],
  'POST /soan-thao/api/check': ['editor', 'publisher', 'admin'],
  'POST /soan-thao/api/preview': ['editor', 'publisher', 'admin'],
  'PUT /soan-thao/api/page': ['editor', 'publisher', 'admin'],
  'POST /soan-thao/api/page': ['editor', 'publisher', 'admin'],
  'DELETE /soan-thao/api/page': ['editor', 'publisher', 'admin'],
  'POST /soan-thao/api/upload': ['editor', 'publisher', 'admin'],
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof ACCESS;

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

export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  return access === 'signed-in' || access.includes(role);
}
