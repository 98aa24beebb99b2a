// The admin server against real databases (SQLite file and PostgreSQL): sign-in, sessions, CSRF,
// lockout, the roles table for every route × role, invitations and the append-only audit log.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACCESS, POLICY, type RouteKey } from '../../src/admin/access.ts';
import { CONTENT_MESSAGES } from '../../src/admin/content/contentRoutes.ts';
import { ROLES, tokenHash, type Role } from '../../src/admin/accounts.ts';
import { hashPassword, SCRYPT_PARAMS } from '../../src/admin/password.ts';
import { WEAK_PASSWORD_MESSAGES } from '../../src/admin/passwordRules.ts';
import { MESSAGES, PASSWORD_MESSAGES } from '../../src/admin/server.ts';
import { NO_ATTRIBUTION, type Attribution } from '../../src/lib/lead.ts';
import { ADMIN_PASSWORD as PASSWORD, ADMIN_SESSIONS, adminFixture } from './adminFixture.ts';
import { STORE_KINDS } from './leadDatabases.ts';

describe.each(STORE_KINDS)('admin server on %s', (kind) => {
  const fx = adminFixture(kind);
  const { post, signIn, as, csrfOf } = fx;

  it('signs in with a new __Host- session cookie (HttpOnly, Secure, SameSite=Strict), rotated at sign-in, revoked by sign-out', async () => {
    const first = await signIn('admin@a.vn');
    expect(first.res.status).toBe(303);
    expect(first.res.headers.get('set-cookie')).toMatch(/^__Host-admin-session=[\w-]{43}; Path=\/; Secure; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const second = await signIn('admin@a.vn', PASSWORD, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await fetch(`${fx.url}/api/me`, { headers: as(first.cookie) })).status).toBe(401);
    const csrf = await csrfOf(second.cookie!);
    expect((await post('/dang-xuat', { _csrf: csrf }, as(second.cookie))).status).toBe(303);
    expect((await fetch(`${fx.url}/api/me`, { headers: as(second.cookie) })).status).toBe(401);
    expect(await fx.store.sessionCount(fx.users.admin!)).toBe(0);
  });

  it('answers a wrong password and an unknown account alike, and locks the account after 3 failures with a Vietnamese message', async () => {
    const wrong = await signIn('admin@a.vn', 'sai-mat-khau-roi');
    const unknown = await signIn('nobody@a.vn', 'sai-mat-khau-roi');
    expect([wrong.res.status, unknown.res.status]).toEqual([401, 401]);
    expect(await wrong.res.text()).toContain(MESSAGES.badCredentials);
    expect(await unknown.res.text()).toContain(MESSAGES.badCredentials);
    await signIn('admin@a.vn', 'sai-mat-khau-roi');
    await signIn('admin@a.vn', 'sai-mat-khau-roi');
    const locked = await signIn('admin@a.vn');
    expect(locked.res.status).toBe(429);
    expect(await locked.res.text()).toContain(MESSAGES.tooMany);
    expect(locked.cookie).toBeUndefined();
    expect((await signIn('editor@a.vn')).res.status).toBe(303);
  }, 60_000);

  it('refuses a write without the CSRF token, with a wrong one, or from another origin', async () => {
    const { cookie } = await signIn('admin@a.vn');
    const target = `/api/users/${fx.users.editor}/role`;
    expect((await post(target, { role: 'sales' }, as(cookie))).status).toBe(403);
    expect((await post(target, { role: 'sales' }, { ...as(cookie), 'x-csrf-token': 'wrong' })).status).toBe(403);
    const csrf = await csrfOf(cookie!);
    expect((await post(target, { role: 'sales' }, { ...as(cookie), 'x-csrf-token': csrf, origin: 'https://evil.example' })).status).toBe(403);
    expect((await fx.store.user(fx.users.editor!))!.role).toBe('editor');
    expect((await post(target, { role: 'sales' }, { ...as(cookie), 'x-csrf-token': csrf })).status).toBe(200);
    expect((await fx.store.user(fx.users.editor!))!.role).toBe('sales');
  });

  it('refuses, on the server, an admin disabling or demoting their own account, and the last active admin leaving', async () => {
    const { cookie } = await signIn('admin@a.vn');
    const headers = { ...as(cookie), 'x-csrf-token': await csrfOf(cookie!) };
    const self = fx.users.admin!;
    for (const [route, body] of [
      [`/api/users/${self}/disable`, {}],
      [`/api/users/${self}/role`, { role: 'editor' }],
    ] as const) {
      const res = await post(route, body, headers);
      expect([route, res.status, ((await res.json()) as { error: string }).error]).toEqual([route, 409, MESSAGES.ownAccount]);
    }
    expect(await fx.store.user(self)).toMatchObject({ role: 'admin' });
    expect((await fx.store.user(self))!.disabledAt).toBeUndefined();
    // The store keeps one active admin whoever asks (the CLI, a race between two admins' requests).
    expect(await fx.store.disableUser(self, fx.clock)).toBe('last-admin');
    expect(await fx.store.setRole(self, 'sales')).toBe('last-admin');
    expect(await fx.store.user(self)).toMatchObject({ role: 'admin' });
    expect((await fx.store.user(self))!.disabledAt).toBeUndefined();
    // With a second admin, one of them may leave the role.
    expect((await post(`/api/users/${fx.users.editor}/role`, { role: 'admin' }, headers)).status).toBe(200);
    expect(await fx.store.setRole(self, 'sales')).toBe(true);
    expect(await fx.store.disableUser(fx.users.editor!, fx.clock)).toBe('last-admin');
  });

  it('keeps what an attacker typed in the audit log as one line: control characters, separators and direction marks escaped', async () => {
    const typed = 'x@a.vn\n2026-12-01 admin@a.vn sign-in\r\u001b[2J\u2028\u202e';
    expect((await signIn(typed, 'sai-mat-khau')).res.status).toBe(401);
    const entry = (await fx.store.auditLog()).find((e) => e.action === 'sign-in-failed' && e.target?.startsWith('x@a.vn'));
    expect(entry?.target).toBe('x@a.vn\\u000a2026-12-01 admin@a.vn sign-in\\u000d\\u001b[2J\\u2028\\u202e');
  });

  it('answers every route for every role, no session, an expired session and a disabled user as the table allows', async () => {
    const cookies: Record<string, string | undefined> = { none: undefined };
    for (const role of ROLES) cookies[role] = (await signIn(`${role}@a.vn`)).cookie;
    // (The content routes need a content repository: tests/server/admin-content.test.ts.)
    // (A lead's routes, with an id: tests/server/admin-leads.test.ts.)
    const gets = (Object.keys(ACCESS) as RouteKey[]).filter((key) => key.startsWith('GET /api/') && !key.startsWith('GET /api/content/') && !key.includes(':'));
    // The staff's HTML pages: signed out → the sign-in page; a role without access → a Vietnamese 403 page.
    for (const key of ['GET /khach-hang', 'GET /tai-khoan'] as const) {
      for (const [who, cookie] of Object.entries(cookies)) {
        const allowed = who !== 'none' && (ACCESS[key] as readonly string[]).includes(who);
        const res = await fetch(fx.url + key.slice(4), { headers: as(cookie), redirect: 'manual' });
        expect([key, who, res.status]).toEqual([key, who, allowed ? 200 : who === 'none' ? 303 : 403]);
        if (who !== 'none' && !allowed) expect(await res.text()).toContain(`<h1>Không có quyền</h1><p>${MESSAGES.forbidden}</p>`);
      }
    }
    for (const key of gets) {
      const path = key.slice(4);
      for (const [who, cookie] of Object.entries(cookies)) {
        const access = ACCESS[key] as unknown;
        const allowed = who !== 'none' && (access === 'signed-in' || (Array.isArray(access) && access.includes(who)));
        const res = await fetch(fx.url + path, { headers: as(cookie) });
        expect([key, who, res.status]).toEqual([key, who, allowed ? 200 : who === 'none' ? 401 : 403]);
      }
    }
    // Admin-only writes by every other role change nothing.
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const headers = { ...as(cookies[role]), 'x-csrf-token': await csrfOf(cookies[role]!) };
      expect((await post(`/api/users/${fx.users.sales}/disable`, {}, headers)).status).toBe(403);
      expect((await post(`/api/users/${fx.users.sales}/role`, { role: 'admin' }, headers)).status).toBe(403);
      expect((await post('/api/invitations', { email: 'x@a.vn', role: 'admin' }, headers)).status).toBe(403);
    }
    expect(await fx.store.user(fx.users.sales!)).toMatchObject({ role: 'sales' });
    expect((await fx.store.user(fx.users.sales!))!.disabledAt).toBeUndefined();
    // Without a content repository the content pages say so, in Vietnamese.
    const unset = await fetch(`${fx.url}/noi-dung`, { headers: as(cookies.editor) });
    expect(unset.status).toBe(503);
    // A setting missing on the server, not a right missing to the user.
    expect(await unset.text()).toContain(`<h1>Chức năng chưa sẵn sàng</h1><p>${CONTENT_MESSAGES.notSetUp}</p>`);
    // A route not in the table does not exist.
    expect((await fetch(`${fx.url}/api/settings`, { headers: as(cookies.admin) })).status).toBe(404);
    // Disabling a user ends their session at once.
    const adminHeaders = { ...as(cookies.admin), 'x-csrf-token': await csrfOf(cookies.admin!) };
    expect((await post(`/api/users/${fx.users.sales}/disable`, {}, adminHeaders)).status).toBe(200);
    expect((await fetch(`${fx.url}/api/leads`, { headers: as(cookies.sales) })).status).toBe(401);
    expect((await signIn('sales@a.vn')).res.status).toBe(401);
    // Idle timeout: 30 minutes without a request.
    fx.clock += ADMIN_SESSIONS.idleMs;
    expect((await fetch(`${fx.url}/api/pages`, { headers: as(cookies.editor) })).status).toBe(401);
  }, 120_000);

  it('changes the signed-in person’s password with the current one: refusals at their field, every other session ended, this one renewed, limited guesses', async () => {
    const other = await signIn('editor@a.vn');
    const mine = await signIn('editor@a.vn');
    const change = async (fields: Record<string, string>, cookie = mine.cookie) => post('/mat-khau', { _csrf: await csrfOf(cookie!), ...fields }, as(cookie));
    const NEW = 'một câu mật khẩu mới đủ dài';
    // Each refusal at its field (labelled, described, focused), and nothing changed.
    for (const [fields, status, name, message] of [
      [{ 'mat-khau-hien-tai': 'không phải nó đâu', 'mat-khau-moi': NEW, 'nhap-lai': NEW }, 401, 'mat-khau-hien-tai', PASSWORD_MESSAGES.wrongCurrent],
      [{ 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': 'ngắn quá', 'nhap-lai': 'ngắn quá' }, 400, 'mat-khau-moi', 'Mật khẩu cần ít nhất 12 ký tự.'],
      [{ 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': PASSWORD, 'nhap-lai': PASSWORD }, 400, 'mat-khau-moi', PASSWORD_MESSAGES.same],
      // A breached password, and one built on the account's email (ASVS 2.1.7).
      [{ 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': 'anhyeuem1234', 'nhap-lai': 'anhyeuem1234' }, 400, 'mat-khau-moi', WEAK_PASSWORD_MESSAGES.common],
      [
        { 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': 'editor@a.vn2026', 'nhap-lai': 'editor@a.vn2026' },
        400,
        'mat-khau-moi',
        WEAK_PASSWORD_MESSAGES.personal,
      ],
      [{ 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': NEW, 'nhap-lai': `${NEW}!` }, 400, 'nhap-lai', PASSWORD_MESSAGES.mismatch],
    ] as const) {
      const res = await change(fields);
      const html = await res.text();
      expect([name, res.status]).toEqual([name, status]);
      expect(html).toContain(`<p class="field-error" role="alert" id="${name}-error">${message}</p>`);
      expect(html).toMatch(
        new RegExp(`<input id="${name}" name="${name}" type="password"[^>]* aria-describedby="[^"]*${name}-error" aria-invalid="true" autofocus>`),
      );
    }
    expect((await signIn('editor@a.vn', PASSWORD)).res.status).toBe(303);
    // Without the session's token, nothing changes either.
    expect((await post('/mat-khau', { 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': NEW, 'nhap-lai': NEW }, as(mine.cookie))).status).toBe(403);

    const changed = await change({ 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': NEW, 'nhap-lai': NEW });
    expect([changed.status, changed.headers.get('location')]).toEqual([303, '/mat-khau?thong-bao=da-doi']);
    const renewed = /^__Host-admin-session=([\w-]{43});/.exec(changed.headers.get('set-cookie') ?? '')?.[1];
    expect(renewed).toBeDefined();
    // The other device and the old cookie of this one are signed out; the new cookie works and says so.
    for (const cookie of [other.cookie, mine.cookie]) expect((await fetch(`${fx.url}/api/me`, { headers: as(cookie) })).status).toBe(401);
    const page = await (await fetch(`${fx.url}/mat-khau?thong-bao=da-doi`, { headers: as(renewed) })).text();
    expect(page).toContain(`<p class="ok" role="status">${PASSWORD_MESSAGES.changed}</p>`);
    expect((await signIn('editor@a.vn', PASSWORD)).res.status).toBe(401);
    expect((await signIn('editor@a.vn', NEW)).res.status).toBe(303);
    const entries = ((await fx.store.auditLog()) as { action: string; actor: string | null }[]).filter((e) => e.action.startsWith('change-password'));
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['change-password', 'editor@a.vn'],
      ['change-password-failed', 'editor@a.vn'],
    ]);

    // Guessing the current password from a session left open: stopped after as many failures as a sign-in.
    const { cookie } = await signIn('sales@a.vn');
    for (let i = 0; i < 3; i++)
      expect((await change({ 'mat-khau-hien-tai': `đoán sai lần ${i}`, 'mat-khau-moi': NEW, 'nhap-lai': NEW }, cookie)).status).toBe(401);
    const limited = await change({ 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': NEW, 'nhap-lai': NEW }, cookie);
    expect([limited.status, await limited.text()]).toEqual([429, expect.stringContaining(PASSWORD_MESSAGES.tooMany)]);
    expect((await signIn('sales@a.vn', PASSWORD)).res.status).toBe(303);
  }, 120_000);

  it('lists the signed-in person’s own live sessions with device and address, and ends another one or all others, never someone else’s', async () => {
    const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const signInWith = async (email: string, userAgent: string) =>
      fx.cookieOf(await post('/dang-nhap', { email, password: PASSWORD }, { 'user-agent': userAgent }))!;
    const old = await signInWith('editor@a.vn', IPHONE);
    fx.clock += 20 * 60_000;
    const phone = await signInWith('editor@a.vn', IPHONE);
    const office = await signInWith('editor@a.vn', WINDOWS);
    // The first one idle for 35 minutes by now: ended, not listed.
    fx.clock += 15 * 60_000;
    const page = async (cookie: string, query = '') => (await fetch(`${fx.url}/phien-dang-nhap${query}`, { headers: as(cookie) })).text();
    const rows = (html: string) => [
      ...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td class="action">(.*?)<\/td><\/tr>/g),
    ];
    const html = await page(office);
    expect(rows(html).map((m) => [m[1], m[2], m[3], m[4], /Phiên này/.test(m[5]!)])).toEqual([
      ['Chrome trên Windows', '127.0.0.1', '27/11/2026 09:20', '27/11/2026 09:35', true],
      ['Safari trên iOS, điện thoại', '127.0.0.1', '27/11/2026 09:20', '27/11/2026 09:20', false],
    ]);
    // A handle names the other session; neither its cookie nor its stored hash appears.
    const handle = /name="phien" value="([0-9a-f]{32})"/.exec(html)![1]!;
    expect(html).not.toContain(phone);
    expect(html).not.toContain(tokenHash(phone));
    expect(html).not.toContain(tokenHash(old));

    const csrf = await csrfOf(office);
    expect((await post('/phien-dang-nhap/ket-thuc', { phien: handle }, as(office))).status).toBe(403);
    // Another account's handle, and this very session's, end nothing.
    const sales = (await signIn('sales@a.vn')).cookie!;
    const salesHandle = /name="phien" value="([0-9a-f]{32})"/.exec(await page(sales));
    expect(salesHandle).toBeNull();
    const salesSessions = await fx.store.sessionsOf(fx.users.sales!, fx.clock, sales);
    const refused = await post('/phien-dang-nhap/ket-thuc', { phien: salesSessions[0]!.handle, _csrf: csrf }, as(office));
    expect([refused.status, refused.headers.get('location')]).toEqual([303, '/phien-dang-nhap?thong-bao=het-roi']);
    expect(await page(office, '?thong-bao=het-roi')).toContain('<p class="error" role="alert">Phiên này đã kết thúc rồi (hết hạn hoặc đã đăng xuất).</p>');
    expect((await fetch(`${fx.url}/api/me`, { headers: as(sales) })).status).toBe(200);
    const self = (await fx.store.sessionsOf(fx.users.editor!, fx.clock, office)).find((s) => s.current)!;
    expect((await post('/phien-dang-nhap/ket-thuc', { phien: self.handle, _csrf: csrf }, as(office))).headers.get('location')).toBe(
      '/phien-dang-nhap?thong-bao=het-roi',
    );

    const ended = await post('/phien-dang-nhap/ket-thuc', { phien: handle, _csrf: csrf }, as(office));
    expect([ended.status, ended.headers.get('location')]).toEqual([303, '/phien-dang-nhap?thong-bao=da-ket-thuc']);
    expect((await fetch(`${fx.url}/api/me`, { headers: as(phone) })).status).toBe(401);
    expect((await fetch(`${fx.url}/api/me`, { headers: as(office) })).status).toBe(200);
    expect(rows(await page(office))).toHaveLength(1);
    expect(await page(office)).not.toContain('Đăng xuất mọi phiên khác');

    // All others at once.
    const again = [await signInWith('editor@a.vn', IPHONE), await signInWith('editor@a.vn', IPHONE)];
    const all = await post('/phien-dang-nhap/ket-thuc-khac', { _csrf: csrf }, as(office));
    expect(all.headers.get('location')).toBe('/phien-dang-nhap?da-ket-thuc-khac=2');
    expect(await page(office, '?da-ket-thuc-khac=2')).toContain('<p class="ok" role="status">Đã đăng xuất 2 phiên khác.</p>');
    for (const cookie of again) expect((await fetch(`${fx.url}/api/me`, { headers: as(cookie) })).status).toBe(401);
    expect(await fx.store.sessionCount(fx.users.editor!)).toBe(1);
    const entries = (await fx.store.auditLog()).filter((e) => e.action.startsWith('end-'));
    expect(entries.map((e) => [e.action, e.actor, e.detail])).toEqual([
      ['end-other-sessions', 'editor@a.vn', '2'],
      ['end-session', 'editor@a.vn', 'Safari trên iOS, điện thoại, đăng nhập lúc 27/11/2026 09:20'],
    ]);
  });

  it('invites with a one-time, expiring link', async () => {
    const { cookie } = await signIn('admin@a.vn');
    const headers = { ...as(cookie), 'x-csrf-token': await csrfOf(cookie!) };
    const res = await post('/api/invitations', { email: 'Lan@a.vn', role: 'editor' }, headers);
    expect(res.status).toBe(201);
    const { link } = (await res.json()) as { link: string };
    const path = new URL(link).pathname;
    expect((await fetch(fx.url + path)).status).toBe(200);
    expect((await post(path, { password: 'ngắn' })).status).toBe(400);
    const common = await post(path, { password: 'password1234' });
    expect([common.status, await common.text()]).toEqual([400, expect.stringContaining(WEAK_PASSWORD_MESSAGES.common)]);
    expect((await post(path, { password: PASSWORD })).status).toBe(303);
    expect((await post(path, { password: PASSWORD })).status).toBe(410);
    expect((await signIn('lan@a.vn')).res.status).toBe(303);
    const late = (await (await post('/api/invitations', { email: 'minh@a.vn', role: 'sales' }, headers)).json()) as { link: string };
    fx.clock += 3_600_000;
    expect((await post(new URL(late.link).pathname, { password: PASSWORD })).status).toBe(410);
    expect(await fx.store.userByEmail('minh@a.vn')).toBeUndefined();
  }, 60_000);

  it('a forgotten password: an admin makes a one-time reset link for the account, which sets a new password and ends its sessions; nobody else can, and not for a disabled account', async () => {
    const { cookie } = await signIn('admin@a.vn');
    const csrf = await csrfOf(cookie!);
    const open = await signIn('editor@a.vn');
    const resetLink = async (id: string) => {
      const res = await post(`/tai-khoan/${id}/dat-lai`, { _csrf: csrf }, as(cookie));
      const html = await res.text();
      expect([res.status, html]).toEqual([201, expect.stringContaining('Đã tạo liên kết đặt lại mật khẩu cho ')]);
      return new URL(/id="invitation-link" readonly value="([^"]+)"/.exec(html)![1]!).pathname;
    };
    // Only an admin makes one.
    const publisher = (await signIn('publisher@a.vn')).cookie;
    expect((await post(`/tai-khoan/${fx.users.editor}/dat-lai`, { _csrf: await csrfOf(publisher!) }, as(publisher))).status).toBe(403);
    const path = await resetLink(fx.users.editor!);
    // Until it is used, nothing changes: the old password and the open session still work.
    expect((await fetch(`${fx.url}/api/me`, { headers: as(open.cookie) })).status).toBe(200);
    const page = await (await fetch(fx.url + path)).text();
    expect(page).toContain('<h1>Đặt lại mật khẩu</h1><p>Tài khoản: <strong>editor@a.vn</strong></p>');
    expect((await post(path, { password: 'ngắn' })).status).toBe(400);
    const NEW = 'mật khẩu mới sau khi quên';
    expect((await post(path, { password: NEW })).status).toBe(303);
    expect((await post(path, { password: 'một mật khẩu khác nữa' })).status).toBe(410);
    expect((await fetch(`${fx.url}/api/me`, { headers: as(open.cookie) })).status).toBe(401);
    expect((await signIn('editor@a.vn', PASSWORD)).res.status).toBe(401);
    expect((await signIn('editor@a.vn', NEW)).res.status).toBe(303);
    // The account keeps its role; no second account is made.
    expect(await fx.store.userByEmail('editor@a.vn')).toMatchObject({ id: fx.users.editor, role: 'editor' });
    expect((await fx.store.users()).filter((u) => u.email === 'editor@a.vn')).toHaveLength(1);
    // A link made before the account was disabled opens nothing.
    const late = await resetLink(fx.users.sales!);
    expect((await post(`/tai-khoan/${fx.users.sales}/vo-hieu`, { _csrf: csrf }, as(cookie))).status).toBe(303);
    expect((await post(late, { password: NEW })).status).toBe(410);
    expect((await signIn('sales@a.vn', NEW)).res.status).toBe(401);
    // And none is made for a disabled account.
    expect((await post(`/tai-khoan/${fx.users.sales}/dat-lai`, { _csrf: csrf }, as(cookie))).status).toBe(404);
    const entries = (await fx.store.auditLog()).filter((e) => e.action.startsWith('password-reset'));
    expect(entries.map((e) => [e.action, e.actor, e.target])).toEqual([
      ['password-reset-link', 'admin@a.vn', 'sales@a.vn'],
      ['password-reset', 'editor@a.vn', 'editor@a.vn'],
      ['password-reset-link', 'admin@a.vn', 'editor@a.vn'],
    ]);
  }, 60_000);

  it('an admin invites, changes a role and disables an account from the accounts page (plain forms); other roles cannot', async () => {
    const { cookie } = await signIn('admin@a.vn');
    const csrf = await csrfOf(cookie!);
    const page = await (await fetch(`${fx.url}/tai-khoan`, { headers: as(cookie) })).text();
    expect(page).toContain('<h1>Tài khoản</h1>');
    // Each account with its last sign-in (Vietnam time), or none yet.
    expect(page).toContain(
      '<tr><th scope="row">admin@a.vn</th><td>Quản trị</td><td>Đang dùng</td><td>Chưa bật</td><td>27/11/2026 09:00</td><td class="none">—</td></tr>',
    );
    expect(page).toMatch(/<tr><th scope="row">sales@a.vn<\/th><td>[^<]+<\/td><td>Đang dùng<\/td><td>Chưa bật<\/td><td class="none">Chưa đăng nhập<\/td>/);
    const invited = await post('/tai-khoan/moi', { email: 'Lan@a.vn', role: 'editor', _csrf: csrf }, as(cookie));
    expect(invited.status).toBe(201);
    const link = /id="invitation-link" readonly value="([^"]+)"/.exec(await invited.text())![1];
    expect((await post(new URL(link).pathname, { password: PASSWORD })).status).toBe(303);
    expect(await fx.store.userByEmail('lan@a.vn')).toMatchObject({ role: 'editor' });
    const again = await post('/tai-khoan/moi', { email: 'lan@a.vn', role: 'editor', _csrf: csrf }, as(cookie));
    expect([again.status, await again.text()]).toEqual([409, expect.stringContaining(MESSAGES.exists)]);

    const role = await post(`/tai-khoan/${fx.users.editor}/vai-tro`, { role: 'publisher', _csrf: csrf }, as(cookie));
    expect([role.status, role.headers.get('location')]).toEqual([303, '/tai-khoan?thong-bao=da-doi-vai-tro']);
    expect((await fx.store.user(fx.users.editor!))!.role).toBe('publisher');
    const publisherSession = (await signIn('publisher@a.vn')).cookie;
    expect((await post(`/tai-khoan/${fx.users.sales}/vo-hieu`, { _csrf: await csrfOf(publisherSession!) }, as(publisherSession))).status).toBe(403);
    const disabled = await post(`/tai-khoan/${fx.users.sales}/vo-hieu`, { _csrf: csrf }, as(cookie));
    expect(disabled.status).toBe(303);
    expect(await (await fetch(fx.url + disabled.headers.get('location')!, { headers: as(cookie) })).text()).toContain('Đã khoá tài khoản');
    expect((await fx.store.user(fx.users.sales!))!.disabledAt).toEqual(expect.any(String));
    // Without the session's token nothing changes.
    expect((await post(`/tai-khoan/${fx.users.publisher}/vai-tro`, { role: 'admin' }, as(cookie))).status).toBe(403);
    expect((await fx.store.user(fx.users.publisher!))!.role).toBe('publisher');
  });

  it('hashes with scrypt N=2^17, r=8, p=1 and a random salt', async () => {
    expect(SCRYPT_PARAMS).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(fx.hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hashPassword(PASSWORD)).not.toBe(fx.hash);
  });

  it('writes sign-ins (failed too), invitations and lead views to an audit log that refuses UPDATE and DELETE', async () => {
    await signIn('admin@a.vn', 'sai-mat-khau-roi');
    const { cookie } = await signIn('admin@a.vn');
    await fetch(`${fx.url}/api/leads`, { headers: as(cookie) });
    await fetch(`${fx.url}/api/leads.csv`, { headers: as(cookie) });
    const entries = (await (await fetch(`${fx.url}/api/audit`, { headers: as(cookie) })).json()) as {
      entries: { action: string; actor: string | null; address: string }[];
    };
    expect(entries.entries.map((e) => e.action).reverse()).toEqual(['sign-in-failed', 'sign-in', 'view-leads', 'export-leads']);
    expect(entries.entries[0]).toMatchObject({ actor: 'admin@a.vn', address: '127.0.0.1' });
    await expect(fx.db.run('UPDATE admin_audit SET actor = ?', ['x'])).rejects.toThrow(/append-only/);
    await expect(fx.db.run('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
  });

  it('shows the audit log by action, Vietnam days and what an entry is about, 100 at a time, pages that entries written meanwhile do not shift; a refused filter is said at its field', async () => {
    const at = (iso: string) => Date.parse(iso);
    // 23:59:59 on 26/11 and 00:00:00 on 27/11, Vietnam time.
    await fx.store.audit({ at: at('2026-10-26T16:59:59Z'), actor: 'a@a.vn', action: 'sign-in' });
    await fx.store.audit({ at: at('2026-10-26T17:00:00Z'), actor: 'b_x@a.vn', action: 'sign-in' });
    await fx.store.audit({ at: at('2026-10-27T03:00:00Z'), actor: 'a@a.vn', action: 'publish', target: 'pages/about.json' });
    await fx.store.audit({ at: at('2026-10-27T04:00:00Z'), actor: 'sales@a.vn', action: 'view-leads', detail: 'hiện 1/1 khách hàng (q=bax@a.vn): L1' });
    const drafts = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++)
        await fx.store.audit({ at: at('2026-10-28T02:00:00Z') + i, actor: 'a@a.vn', action: 'save-draft', target: `pages/p-${i}.json` });
    };
    await drafts(0, 205);
    const { cookie } = await signIn('admin@a.vn');
    const page = async (query: string) => {
      const res = await fetch(`${fx.url}/nhat-ky${query}`, { headers: as(cookie) });
      const html = await res.text();
      const rows = [
        ...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*) <span class="none">\(([a-z-]+)\)<\/span><\/td>(<td[^>]*>[^<]*<\/td>)/g),
      ];
      const older = /href="\/nhat-ky\?([^"]*)" rel="next"/.exec(html)?.[1]?.replaceAll('&#38;', '&');
      return {
        status: res.status,
        html,
        rows: rows.map((m) => ({ at: m[1], actor: m[2], name: m[3], action: m[4], target: /<td>([^<]*)/.exec(m[5]!)?.[1] })),
        older,
      };
    };

    // By action, with its Vietnamese name.
    expect((await page('?viec=publish')).rows).toEqual([
      { at: '27/10/2026 10:00:00', actor: 'a@a.vn', name: 'Đăng trang', action: 'publish', target: 'pages/about.json' },
    ]);
    // By Vietnam days: 27/11 starts at 00:00 in Vietnam (17:00 the day before in UTC).
    expect((await page('?from=27/10/2026&to=27/10/2026')).rows.map((r) => [r.at, r.action])).toEqual([
      ['27/10/2026 11:00:00', 'view-leads'],
      ['27/10/2026 10:00:00', 'publish'],
      ['27/10/2026 00:00:00', 'sign-in'],
    ]);
    expect((await page('?to=26/10/2026')).rows.map((r) => [r.at, r.actor])).toEqual([['26/10/2026 23:59:59', 'a@a.vn']]);
    // About a person: what they did, and where they are named; "_" is a letter, not a wildcard.
    expect((await page('?doi-tuong=b_x@a.vn')).rows.map((r) => [r.actor, r.action])).toEqual([['b_x@a.vn', 'sign-in']]);
    expect((await page('?doi-tuong=bax@a.vn')).rows.map((r) => [r.actor, r.action])).toEqual([['sales@a.vn', 'view-leads']]);
    expect((await page('?doi-tuong=a@a.vn&viec=sign-in')).rows.map((r) => r.at)).toEqual(['26/10/2026 23:59:59']);
    // About a page, by its address: the entries whose target is its file.
    expect((await page('?doi-tuong=/about')).rows.map((r) => [r.action, r.target])).toEqual([['publish', 'pages/about.json']]);
    expect((await page('?doi-tuong=/ab')).rows).toEqual([]);

    // 100 at a time, newest first; entries written after the first page was read do not shift the next.
    const first = await page('?viec=save-draft');
    expect(first.rows.map((r) => r.target)).toEqual(Array.from({ length: 100 }, (_, i) => `pages/p-${204 - i}.json`));
    expect(first.rows[0]!.name).toBe('Lưu bản nháp');
    expect(first.older).toMatch(/^viec=save-draft&truoc=\d+$/);
    await drafts(205, 3);
    const second = await page(`?${first.older}`);
    expect(second.rows.map((r) => r.target)).toEqual(Array.from({ length: 100 }, (_, i) => `pages/p-${104 - i}.json`));
    expect(second.html).toContain('<a href="/nhat-ky?viec=save-draft">← Mới nhất</a>');
    const third = await page(`?${second.older}`);
    expect([third.rows.map((r) => r.target), third.older]).toEqual([
      ['pages/p-4.json', 'pages/p-3.json', 'pages/p-2.json', 'pages/p-1.json', 'pages/p-0.json'],
      undefined,
    ]);
    const json = (await (await fetch(`${fx.url}/api/audit?viec=save-draft`, { headers: as(cookie) })).json()) as {
      entries: { target: string }[];
      older: number;
    };
    expect([json.entries.length, json.entries[0]!.target, typeof json.older]).toEqual([100, 'pages/p-207.json', 'number']);

    // Refused filters: each said at its field, nothing listed.
    const refused = await page('?from=31/02/2026&viec=xoa-het&truoc=abc&doi-tuong=a%20b');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      '<p class="error" role="alert">Bộ lọc chưa hợp lệ: xem thông báo ở từng ô. Không mở được trang này của nhật ký: địa chỉ đã bị sửa hoặc bị cắt. <a href="/nhat-ky?doi-tuong=a+b&#38;viec=xoa-het&#38;from=31%2F02%2F2026">Xem các mục mới nhất</a></p>',
    );
    expect(refused.rows).toEqual([]);
    for (const [field, message] of [
      ['from', 'Ngày 31/02/2026 không có trong lịch.'],
      ['viec', 'Vui lòng chọn việc trong danh sách.'],
      ['doi-tuong', 'Nhập một mã khách hàng, một email, hoặc địa chỉ một trang như /hosting.'],
    ])
      expect(refused.html).toContain(`id="${field}-error">${message}</p>`);
    expect(refused.html).toMatch(/<select id="viec" name="viec" aria-describedby="viec-error" aria-invalid="true">/);
    expect((await page('?from=28/10/2026&to=27/10/2026')).html).toContain('id="to-error">Ngày cuối phải từ ngày đầu trở đi.</p>');
    const badJson = await fetch(`${fx.url}/api/audit?viec=xoa-het`, { headers: as(cookie) });
    expect([badJson.status, await badJson.json()]).toEqual([400, { errors: { viec: 'Vui lòng chọn việc trong danh sách.' } }]);
  });

  it('filters the leads inbox by campaign and by page (sent from, or the landing page), JSON and CSV', async () => {
    const add = (name: string, page: string, attribution: Partial<Attribution>) =>
      fx.leads.addLead(
        { name, email: '', phone: '0901234567', service: '', needs: '', page, template: '', attribution: { ...NO_ATTRIBUTION, ...attribution } },
        { channels: [], now: Date.now() },
      );
    await add('Black Friday', '/contact', { landingPage: '/uu-dai/black-friday', utm_source: 'facebook', utm_campaign: 'bf2026' });
    await add('Tết', '/contact', { landingPage: '/services/seo', utm_campaign: 'tet2027' });
    await add('Thẳng', '/services/seo', {});
    const { cookie } = await signIn('sales@a.vn');
    const names = async (query: string) =>
      ((await (await fetch(`${fx.url}/api/leads${query}`, { headers: as(cookie) })).json()) as { leads: { name: string }[] }).leads.map((l) => l.name);
    expect(await names('')).toEqual(['Thẳng', 'Tết', 'Black Friday']);
    expect(await names('?campaign=bf2026')).toEqual(['Black Friday']);
    expect(await names('?page=/services/seo')).toEqual(['Thẳng', 'Tết']);
    expect(await names('?page=/contact&campaign=tet2027')).toEqual(['Tết']);
    expect(await names('?campaign=khong-co')).toEqual([]);
    const csv = await (await fetch(`${fx.url}/api/leads.csv?campaign=bf2026`, { headers: as(cookie) })).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(',/uu-dai/black-friday,,facebook,,bf2026,');
  });

  it('shows sales the leads inbox: where each lead came from, newest first, filtered by campaign and page, names as text', async () => {
    const add = (name: string, page: string, attribution: Partial<Attribution>, at: number) =>
      fx.leads.addLead(
        { name, email: '', phone: '0901234567', service: 'seo', needs: '', page, template: '', attribution: { ...NO_ATTRIBUTION, ...attribution } },
        { channels: [], now: at },
      );
    await add(
      '<b>Black</b> Friday',
      '/contact',
      { landingPage: '/uu-dai/black-friday', utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'bf2026' },
      1_000,
    );
    await add('Tết', '/contact', { landingPage: '/services/seo', utm_campaign: 'tet2027', referrer: 'google.com' }, 2_000);
    const { cookie } = await signIn('sales@a.vn');
    const page = async (query = '') => {
      const res = await fetch(`${fx.url}/khach-hang${query}`, { headers: as(cookie) });
      expect(res.status).toBe(200);
      return res.text();
    };
    const rows = (html: string) => [...html.matchAll(/<tr><td>.*?<\/tr>/g)].map((m) => m[0]);
    const all = await page();
    expect(all).toContain('<html lang="vi">');
    expect(rows(all)).toHaveLength(2);
    // Newest first; the name is text, never markup.
    expect(rows(all)[0]).toContain('Tết');
    expect(rows(all)[1]).toContain('&#60;b&#62;Black&#60;/b&#62; Friday');
    expect(all).not.toContain('<b>Black</b>');
    expect(rows(all)[1]).toContain('/uu-dai/black-friday');
    expect(rows(all)[1]).toContain('facebook / cpc');
    expect(rows(all)[0]).toContain('google.com');
    expect(all).toContain('<a href="tel:0901234567">');
    // Both campaigns offered in the filter; choosing one keeps it selected and the CSV link follows.
    expect(all).toContain('<option>bf2026</option>');
    const filtered = await page('?campaign=bf2026');
    expect(rows(filtered)).toHaveLength(1);
    expect(filtered).toContain('<option selected>bf2026</option>');
    expect(filtered).toContain('1 trong 2 khách hàng');
    expect(filtered).toContain('href="/api/leads.csv?campaign=bf2026"');
    expect(rows(await page('?page=/services/seo'))).toHaveLength(1);
    expect(await page('?campaign=khong-co')).toContain('Chưa có khách hàng nào khớp bộ lọc.');
  });

  it('lists the validated pages for editors, answers /readyz, and ends the sessions of a user whose role changes', async () => {
    expect(await (await fetch(`${fx.url}/readyz`)).json()).toEqual({ status: 'ok', database: 'ok' });
    const editor = await signIn('editor@a.vn');
    const { pages } = (await (await fetch(`${fx.url}/api/pages`, { headers: as(editor.cookie) })).json()) as { pages: { route: string; title: string }[] };
    expect(pages.map((p) => p.route)).toContain('/');
    expect(pages.every((p) => p.title.length > 0)).toBe(true);
    const admin = await signIn('admin@a.vn');
    const headers = { ...as(admin.cookie), 'x-csrf-token': await csrfOf(admin.cookie!) };
    expect((await post(`/api/users/${fx.users.editor}/role`, { role: 'publisher' }, headers)).status).toBe(200);
    expect((await fetch(`${fx.url}/api/me`, { headers: as(editor.cookie) })).status).toBe(401);
  });

  it('a page that says what a form did shows no notice for a name the address made up, even one every object inherits', async () => {
    for (const [email, path] of [
      ['admin@a.vn', '/tai-khoan'],
      ['sales@a.vn', '/khach-hang'],
      ['editor@a.vn', '/thu-nghiem'],
      ['editor@a.vn', '/xac-thuc-hai-buoc'],
    ] as const) {
      const { cookie } = await signIn(email);
      for (const said of ['constructor', 'toString', '__proto__', 'khong-co']) {
        const res = await fetch(`${fx.url}${path}?thong-bao=${said}`, { headers: as(cookie) });
        const html = await res.text();
        expect([path, said, res.status]).toEqual([path, said, 200]);
        expect(html).not.toMatch(/class="(ok|error)" role="(status|alert)"/);
      }
    }
  }, 60_000);

  it('adds an account and sets a password from the command line, the password read from standard input', async () => {
    const run = promisify(execFile);
    const child = run('node', ['--import', 'tsx', 'scripts/admin.ts', 'users', 'add', '--role', 'sales', '--email', 'Minh@a.vn'], {
      env: { ...process.env, ...fx.env },
    });
    child.child.stdin!.end(`${PASSWORD}\n`);
    expect((await child).stdout).toContain('Added minh@a.vn (sales)');
    expect(await fx.store.userByEmail('minh@a.vn')).toMatchObject({ role: 'sales' });
    expect((await signIn('minh@a.vn')).res.status).toBe(303);
    const short = run('node', ['--import', 'tsx', 'scripts/admin.ts', 'users', 'add', '--role', 'sales', '--email', 'ngan@a.vn'], {
      env: { ...process.env, ...fx.env },
    });
    short.child.stdin!.end('ngắn\n');
    await expect(short).rejects.toMatchObject({ stderr: expect.stringContaining('Mật khẩu cần ít nhất 12 ký tự.') });

    // The way back in when the only admin forgot their password: set from the command line, sessions ended.
    const open = await signIn('admin@a.vn');
    const NEW = 'mật khẩu mới đặt từ dòng lệnh';
    const set = run('node', ['--import', 'tsx', 'scripts/admin.ts', 'users', 'password', '--email', 'Admin@a.vn'], { env: { ...process.env, ...fx.env } });
    set.child.stdin!.end(`${NEW}\n`);
    expect((await set).stdout).toContain('Set the password of admin@a.vn; its sessions have ended');
    expect((await fetch(`${fx.url}/api/me`, { headers: as(open.cookie) })).status).toBe(401);
    expect((await signIn('admin@a.vn', PASSWORD)).res.status).toBe(401);
    expect((await signIn('admin@a.vn', NEW)).res.status).toBe(303);
    const nobody = run('node', ['--import', 'tsx', 'scripts/admin.ts', 'users', 'password', '--email', 'nobody@a.vn'], { env: { ...process.env, ...fx.env } });
    nobody.child.stdin!.end(`${NEW}\n`);
    await expect(nobody).rejects.toMatchObject({ stderr: expect.stringContaining('nobody@a.vn has no account') });
  }, 60_000);
});

/**
 * Who may call each route, written out by hand (not read from access.ts): the policy must say exactly
 * this, and the server must let each role (and a visitor without a session) through exactly these.
 */
const EXPECTED_ACCESS: Record<string, 'public' | 'signed-in' | readonly Role[]> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /': 'public',
  'GET /dang-nhap': 'public',
  'POST /dang-nhap': 'public',
  'POST /dang-xuat': 'signed-in',
  'GET /quen-mat-khau': 'public',
  'POST /quen-mat-khau': 'public',
  'GET /loi-moi/:token': 'public',
  'POST /loi-moi/:token': 'public',
  'GET /api/me': 'signed-in',
  'GET /mat-khau': 'signed-in',
  'POST /mat-khau': 'signed-in',
  'GET /phien-dang-nhap': 'signed-in',
  'POST /phien-dang-nhap/ket-thuc': 'signed-in',
  'POST /phien-dang-nhap/ket-thuc-khac': 'signed-in',
  'GET /dang-nhap/ma-xac-thuc': 'public',
  'POST /dang-nhap/ma-xac-thuc': 'public',
  'GET /xac-thuc-hai-buoc': 'signed-in',
  'POST /xac-thuc-hai-buoc/bat-dau': 'signed-in',
  'POST /xac-thuc-hai-buoc/bat': 'signed-in',
  'POST /xac-thuc-hai-buoc/ma-du-phong': 'signed-in',
  'POST /xac-thuc-hai-buoc/tat': 'signed-in',
  'POST /tai-khoan/:id/tat-hai-buoc': ['admin'],
  'POST /api/users/:id/two-factor/disable': ['admin'],
  'GET /api/users': ['admin'],
  'POST /api/invitations': ['admin'],
  'POST /api/users/:id/disable': ['admin'],
  'POST /api/users/:id/role': ['admin'],
  'GET /api/audit': ['admin'],
  'GET /nhat-ky': ['admin'],
  'GET /tai-khoan': ['admin'],
  'POST /tai-khoan/moi': ['admin'],
  'POST /tai-khoan/:id/vo-hieu': ['admin'],
  'POST /tai-khoan/:id/vai-tro': ['admin'],
  'POST /tai-khoan/:id/dat-lai': ['admin'],
  'GET /khach-hang': ['sales', 'admin'],
  'GET /api/leads': ['sales', 'admin'],
  'GET /api/leads.csv': ['sales', 'admin'],
  'GET /khach-hang/:id': ['sales', 'admin'],
  'POST /khach-hang/:id/trang-thai': ['sales', 'admin'],
  'POST /khach-hang/:id/ghi-chu': ['sales', 'admin'],
  'GET /api/leads/:id': ['sales', 'admin'],
  'POST /api/leads/:id/status': ['sales', 'admin'],
  'POST /api/leads/:id/notes': ['sales', 'admin'],
  'GET /api/pages': ['editor', 'publisher', 'admin'],
  'GET /thu-nghiem': 'signed-in',
  'POST /thu-nghiem/ket-thuc': ['publisher', 'admin'],
  'GET /noi-dung': ['editor', 'publisher', 'admin'],
  'POST /noi-dung/tao': ['editor', 'publisher', 'admin'],
  'POST /noi-dung/gui-duyet': ['editor', 'publisher', 'admin'],
  'GET /noi-dung/bo-nhap': ['editor', 'publisher', 'admin'],
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
  'GET /phat-hanh': ['publisher', 'admin'],
  'POST /phat-hanh/quay-lai': ['publisher', 'admin'],
  'GET /xem-truoc/:token': 'public',
  'GET /xem-truoc/:token/images/*file': 'public',
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
};

describe('the routes’ roles against the table written out by hand', () => {
  // (The guard is the same code on both databases: SQLite only.)
  const fx = adminFixture('SQLite');

  it('the policy gives each route exactly the roles of the hand-written table', () => {
    expect(Object.fromEntries(Object.entries(POLICY).map(([key, policy]) => [key, policy.access]))).toEqual(EXPECTED_ACCESS);
  });

  it('lets each role, and no session, through exactly the routes the hand-written table gives it; a write let through stops at its body’s schema', async () => {
    const who = ['none', ...ROLES] as const;
    const sessions: Partial<Record<Role, { cookie: string; csrf: string }>> = {};
    for (const role of ROLES) {
      const { cookie } = await fx.signIn(`${role}@a.vn`);
      sessions[role] = { cookie: cookie!, csrf: await fx.csrfOf(cookie!) };
    }
    // The landing page and the two-factor code's page are public, and their own handlers send a visitor
    // without a session (or sign-in step) to the sign-in page, as the guard would: not a refusal.
    const sentToSignInByHandler = new Set(['GET /', 'GET /dang-nhap/ma-xac-thuc']);
    const expected: [string, string, string][] = [];
    const answered: [string, string, string][] = [];
    for (const [key, access] of Object.entries(EXPECTED_ACCESS)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(':token', 'x'.repeat(43)).replace(':id', '00000000-0000-4000-8000-000000000000').replace('*file', 'x.png');
      for (const person of who) {
        const session = person === 'none' ? undefined : sessions[person];
        const allowed = access === 'public' || (session !== undefined && (access === 'signed-in' || access.includes(person as Role)));
        expected.push([key, person, allowed ? 'through' : 'refused']);
        // A write: from the admin's origin with the session's token, and a body no schema accepts (a JSON
        // array), so one let through is answered 400 by its schema and its handler never runs.
        const res = await fetch(fx.url + path, {
          method,
          redirect: 'manual',
          headers: {
            ...fx.as(session?.cookie),
            ...(method === 'GET' ? {} : { origin: fx.url, 'content-type': 'application/json', ...(session ? { 'x-csrf-token': session.csrf } : {}) }),
          },
          ...(method === 'GET' ? {} : { body: '[]' }),
        });
        const text = await res.text();
        const refused = session
          ? res.status === 403 && text.includes(MESSAGES.forbidden)
          : (res.status === 401 && text.includes(MESSAGES.signedOut)) ||
            (res.status === 303 && res.headers.get('location') === '/dang-nhap' && !sentToSignInByHandler.has(key));
        answered.push([key, person, refused ? 'refused' : 'through']);
        // Let through, a write stops at its schema: 400. (The upload's body is the image's bytes, read by its
        // route: without a content repository, 503. A lead's forms answer a refused body with the lead's
        // page, and there is no such lead: 404.)
        const stopped = key.endsWith('/upload') ? 503 : key.startsWith('POST /khach-hang/:id/') ? 404 : 400;
        if (!refused && method !== 'GET') expect([key, person, res.status]).toEqual([key, person, stopped]);
      }
    }
    expect(answered).toEqual(expected);
    // Nothing but the sign-ins, the guard's refusals and the inbox's views reached the audit log: no handler of a write ran.
    const entries = await fx.store.auditLog();
    const refusedSignedIn = expected.filter(([, person, verdict]) => person !== 'none' && verdict === 'refused').length;
    expect(entries.filter((e) => e.action === 'denied')).toHaveLength(refusedSignedIn);
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(['sign-in', 'denied', 'view-leads', 'export-leads']));
  }, 120_000);
});
