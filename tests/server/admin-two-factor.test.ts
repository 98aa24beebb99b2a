// Two-factor sign-in against real databases and a real SMTP server on 127.0.0.1: turned on with a QR
// code and its first code, then asked after the password; each code accepted once (an app's per time
// step, a recovery code once); wrong codes refused at the field and limited; the sign-in step expiring;
// recovery codes renewed and the factor turned off with a code; an admin turning it off for someone;
// a role that requires it doing nothing else first; each change audited and mailed to the owner.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFixture, type AdminFixture } from './adminFixture.ts';
import type { AuditAction } from '../../src/admin/auditActions.ts';
import { STORE_KINDS } from './leadDatabases.ts';
import { SmtpMailbox } from './smtpMailbox.ts';
import { SIGN_IN_STEP_COOKIE } from '../../src/admin/twoFactorRoutes.ts';
import { twoFactor } from '../../src/admin/twoFactor.ts';

/** The code an authenticator app shows for this key at `at` (ms). */
const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/** Helpers over a fixture: a form with the session's token, the code step's cookie, turning the factor on. */
function twoFactorHelpers(fx: AdminFixture) {
  const form = async (cookie: string, path: string, body: Record<string, string> = {}) =>
    fx.post(path, { _csrf: await fx.csrfOf(cookie), ...body }, fx.as(cookie));
  const stepCookieOf = (res: Response) => new RegExp(`${SIGN_IN_STEP_COOKIE}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
  const page = async (cookie: string, query = '') =>
    (await fetch(`${fx.url}/xac-thuc-hai-buoc${query}`, { headers: fx.as(cookie), redirect: 'manual' })).text();
  /** Turns the factor on for the account of `cookie`: its key and its recovery codes. */
  const enable = async (cookie: string) => {
    expect((await form(cookie, '/xac-thuc-hai-buoc/bat-dau')).status).toBe(303);
    const secret = /<p class="key">([A-Z2-7 ]+)<\/p>/.exec(await page(cookie))![1]!.replaceAll(' ', '');
    const res = await form(cookie, '/xac-thuc-hai-buoc/bat', { ma: codeAt(secret, fx.clock) });
    const html = await res.text();
    expect(res.status).toBe(200);
    const codes = [...html.matchAll(/<li>([2-9A-Z]{5}-[2-9A-Z]{5})<\/li>/g)].map((m) => m[1]!);
    return { secret, codes, html };
  };
  /** The password, then (with a step) the code: the response of the code, and the session it set. */
  const signInWith = async (email: string, code: string) => {
    const password = await fx.signIn(email);
    const step = stepCookieOf(password.res);
    const res = await fx.post('/dang-nhap/ma-xac-thuc', { ma: code }, { cookie: `${SIGN_IN_STEP_COOKIE}=${step}` });
    return { password, step, res, cookie: fx.cookieOf(res) };
  };
  return { form, page, enable, signInWith, stepCookieOf };
}

describe.each(STORE_KINDS)('two-factor sign-in on %s', (kind) => {
  const mailbox = new SmtpMailbox();
  let port = 0;
  beforeAll(async () => {
    port = await mailbox.listen();
  });
  afterAll(() => mailbox.stop());
  const fx = adminFixture(kind, { mailPort: () => port });
  const { form, page, enable, signInWith, stepCookieOf } = twoFactorHelpers(fx);
  /** The texts of the mails to `to` from now on, once `count` have come. */
  const mailsFromNow = () => {
    const mails = mailbox.fromNow();
    return async (to: string, count: number) => (await mails(count, to)).map(({ text }) => text);
  };
  const actions = async (action: AuditAction) => (await fx.store.auditLog({ action })).map((e) => [e.actor, e.target, e.detail]);

  it('is turned on with a QR code and its first code; then the password alone opens nothing, and each code works once', async () => {
    const mailsTo = mailsFromNow();
    const { cookie } = await fx.signIn('editor@a.vn');
    const other = (await fx.signIn('editor@a.vn')).cookie!;
    expect(await page(cookie!)).toContain('<button type="submit">Bật xác thực hai bước</button>');

    // A key to set up: its QR code (the otpauth address of this account) and its letters; a wrong code is refused at its field.
    expect((await form(cookie!, '/xac-thuc-hai-buoc/bat-dau')).status).toBe(303);
    const setup = await page(cookie!);
    expect(setup).toMatch(/<div class="qr" role="img" aria-label="Mã QR để thêm tài khoản editor@a.vn vào ứng dụng xác thực"><svg /);
    // On the phone itself, a link hands the key to the app.
    expect(setup).toMatch(
      /<a href="otpauth:\/\/totp\/[^:"]+:editor%40a\.vn\?issuer=[^&"]+&#38;secret=[A-Z2-7]{32}&#38;algorithm=SHA1&#38;digits=6&#38;period=30">Thêm vào ứng dụng xác thực<\/a>/,
    );
    const wrong = await form(cookie!, '/xac-thuc-hai-buoc/bat', { ma: '000000' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(
      /<input id="bat-ma" name="ma"[^>]* aria-describedby="bat-ma-error" aria-invalid="true" autofocus><p class="field-error" role="alert" id="bat-ma-error">Mã chưa đúng hoặc đã được dùng/,
    );
    expect(await fx.store.user(fx.users.editor)).toMatchObject({ twoFactor: false });

    const { secret, codes, html } = await (async () => {
      const key = /<p class="key">([A-Z2-7 ]+)<\/p>/.exec(await page(cookie!))![1]!.replaceAll(' ', '');
      const res = await form(cookie!, '/xac-thuc-hai-buoc/bat', { ma: codeAt(key, fx.clock) });
      expect(res.status).toBe(200);
      const text = await res.text();
      return { secret: key, codes: [...text.matchAll(/<li>([2-9A-Z]{5}-[2-9A-Z]{5})<\/li>/g)].map((m) => m[1]!), html: text };
    })();
    expect(html).toContain('Đã bật xác thực hai bước. Các phiên đăng nhập khác của bạn đã kết thúc.');
    expect(new Set(codes).size).toBe(10);
    expect(await fx.store.user(fx.users.editor)).toMatchObject({ twoFactor: true });
    // The other session was opened with the password alone: ended. This one goes on.
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(other) })).status).toBe(401);
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(cookie!) })).status).toBe(200);
    // A key in use is not replaced without one of its codes: a new set-up is refused until it is turned off.
    expect((await form(cookie!, '/xac-thuc-hai-buoc/bat-dau')).status).toBe(303);
    expect(await twoFactor(fx.db).state(fx.users.editor)).toMatchObject({ pending: undefined, enabledAt: expect.any(String) });
    // Codes are shown once: the page again lists none.
    expect(await page(cookie!)).not.toContain(codes[0]);
    expect(await page(cookie!)).toContain('Còn <strong>10</strong> trên 10 mã dự phòng chưa dùng.');
    expect(await mailsTo('editor@a.vn', 1)).toEqual([
      expect.stringContaining('Xác thực hai bước của tài khoản editor@a.vn trên trang quản trị website đã được bật lúc 27/11/2026 09:00'),
    ]);

    // The right password: no session, the code step (its own cookie, 5 minutes).
    const { password, step, res: replayed } = await signInWith('editor@a.vn', codeAt(secret, fx.clock));
    expect(password.res.status).toBe(303);
    expect(password.res.headers.get('location')).toBe('/dang-nhap/ma-xac-thuc');
    expect(password.cookie).toBeUndefined();
    expect(password.res.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SIGN_IN_STEP_COOKIE}=[\\w-]{43}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=300$`),
    );
    const stepPage = await (await fetch(`${fx.url}/dang-nhap/ma-xac-thuc`, { headers: { cookie: `${SIGN_IN_STEP_COOKIE}=${step}` } })).text();
    expect(stepPage).toMatch(/<label for="ma">Mã xác thực<\/label><input id="ma" name="ma" type="text" inputmode="text" autocomplete="one-time-code"/);
    // The code that turned it on belongs to a time step already used: refused.
    expect(replayed.status).toBe(401);
    expect(fx.cookieOf(replayed)).toBeUndefined();

    // The next step's code signs in, once.
    fx.clock += 30_000;
    const code = codeAt(secret, fx.clock);
    const signedIn = await fx.post('/dang-nhap/ma-xac-thuc', { ma: `${code.slice(0, 3)} ${code.slice(3)}` }, { cookie: `${SIGN_IN_STEP_COOKIE}=${step}` });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    expect(signedIn.headers.get('set-cookie')).toContain(`${SIGN_IN_STEP_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`);
    const session = fx.cookieOf(signedIn)!;
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(session) })).status).toBe(200);
    // The same code in another sign-in: used.
    expect((await signInWith('editor@a.vn', code)).res.status).toBe(401);

    // A recovery code, typed in lower case without its dash: signs in, once, and the page says how many are left.
    const recovery = await signInWith('editor@a.vn', codes[3]!.toLowerCase().replace('-', ''));
    expect(recovery.res.headers.get('location')).toBe('/xac-thuc-hai-buoc?thong-bao=da-dung-ma-du-phong');
    expect(await page(recovery.cookie!, '?thong-bao=da-dung-ma-du-phong')).toContain('Bạn vừa đăng nhập bằng một mã dự phòng; còn 9 mã chưa dùng.');
    expect((await signInWith('editor@a.vn', codes[3]!)).res.status).toBe(401);

    expect(await actions('sign-in')).toEqual([
      ['editor@a.vn', null, 'mã dự phòng'],
      ['editor@a.vn', null, 'mã trong ứng dụng'],
      ['editor@a.vn', null, null],
      ['editor@a.vn', null, null],
    ]);
    expect(await actions('enable-two-factor')).toEqual([['editor@a.vn', null, null]]);
    expect((await actions('sign-in-code-failed')).length).toBe(3);
    expect((await actions('two-factor-code-failed')).length).toBe(1);
  }, 60_000);

  it('refuses an empty or wrong code at its field, limits wrong codes per account, and lets a sign-in step expire', async () => {
    const { secret } = await enable((await fx.signIn('publisher@a.vn')).cookie!);
    const empty = await signInWith('publisher@a.vn', '  ');
    expect(empty.res.status).toBe(400);
    expect(await empty.res.text()).toContain('Vui lòng nhập mã 6 chữ số trong ứng dụng xác thực, hoặc một mã dự phòng.');

    // Five wrong codes (from two sign-ins: the limit is the account's), then even the right one is refused for 15 minutes.
    const first = await fx.signIn('publisher@a.vn');
    const step = stepCookieOf(first.res)!;
    const statuses: number[] = [];
    for (const ma of ['111111', '222222', '333333'])
      statuses.push((await fx.post('/dang-nhap/ma-xac-thuc', { ma }, { cookie: `${SIGN_IN_STEP_COOKIE}=${step}` })).status);
    for (const ma of ['444444', 'ABCDE-FGHJK']) statuses.push((await signInWith('publisher@a.vn', ma)).res.status);
    fx.clock += 30_000;
    const limited = await signInWith('publisher@a.vn', codeAt(secret, fx.clock));
    expect([...statuses, limited.res.status]).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await limited.res.text()).toContain('Bạn đã nhập sai mã quá nhiều lần. Vui lòng đợi 15 phút rồi thử lại.');
    expect(limited.cookie).toBeUndefined();
    expect(await actions('sign-in-code-limited')).toEqual([[null, 'publisher@a.vn', null]]);

    // Another account is not limited by it; its step expires 5 minutes after the password.
    const { secret: adminKey } = await enable((await fx.signIn('admin@a.vn')).cookie!);
    const password = await fx.signIn('admin@a.vn');
    fx.clock += 5 * 60_000;
    const late = await fx.post(
      '/dang-nhap/ma-xac-thuc',
      { ma: codeAt(adminKey, fx.clock) },
      { cookie: `${SIGN_IN_STEP_COOKIE}=${stepCookieOf(password.res)}` },
    );
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('Đã quá 5 phút kể từ khi nhập mật khẩu. Vui lòng đăng nhập lại.');
    // Without a step (or with a made-up one), the code page sends back to the password.
    for (const cookie of [undefined, `${SIGN_IN_STEP_COOKIE}=${'x'.repeat(43)}`]) {
      const res = await fetch(`${fx.url}/dang-nhap/ma-xac-thuc`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      expect([res.status, res.headers.get('location')]).toEqual([303, '/dang-nhap']);
    }
    expect((await signInWith('admin@a.vn', codeAt(adminKey, fx.clock))).res.headers.get('location')).toBe('/');
  }, 60_000);

  it('accepts the RFC 6238 test vectors’ codes (SHA-1, 6 digits, 30 s), one step early or late but not two, each step once', async () => {
    const store = twoFactor(fx.db);
    await store.begin(fx.users.sales);
    // The RFC's key, "12345678901234567890", in base32; its codes are the last six digits of the RFC's.
    await fx.db.run('UPDATE admin_users SET totp_pending = ? WHERE id = ?', ['GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', fx.users.sales]);
    expect(await store.confirm(fx.users.sales, '000000', 59_000)).toBeNull();
    expect(await store.confirm(fx.users.sales, '287082', 59_000)).toHaveLength(10);
    expect(await store.verify(fx.users.sales, '081804', 1_111_111_109_000)).toBe('app');
    // 1111111111 s is the next step: its code a step late passes, and again on time does not.
    expect(await store.verify(fx.users.sales, '050471', 1_111_111_111_000 + 30_000)).toBe('app');
    expect(await store.verify(fx.users.sales, '050471', 1_111_111_111_000)).toBeNull();
    expect(await store.verify(fx.users.sales, '005924', 1_234_567_890_000)).toBe('app');
    expect(await store.verify(fx.users.sales, '279037', 2_000_000_000_000 - 60_000)).toBeNull();
    expect(await store.verify(fx.users.sales, '279037', 2_000_000_000_000 - 30_000)).toBe('app');
    expect(await store.verify(fx.users.sales, '279037', 2_000_000_000_000)).toBeNull();
  }, 60_000);

  it('renews recovery codes and turns off with a code; an admin, or the command line, turns it off for someone (their sessions end); other roles cannot', async () => {
    const mailsTo = mailsFromNow();
    const editor = (await fx.signIn('editor@a.vn')).cookie!;
    const { secret, codes } = await enable(editor);
    const none = await form(editor, '/xac-thuc-hai-buoc/ma-du-phong', { ma: '' });
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/<p class="field-error" role="alert" id="ma-du-phong-ma-error">Vui lòng nhập mã/);
    fx.clock += 30_000;
    const renewed = await form(editor, '/xac-thuc-hai-buoc/ma-du-phong', { ma: codeAt(secret, fx.clock) });
    const fresh = [...(await renewed.text()).matchAll(/<li>([2-9A-Z]{5}-[2-9A-Z]{5})<\/li>/g)].map((m) => m[1]!);
    expect(fresh.length).toBe(10);
    expect(fresh).not.toContain(codes[0]);
    // The old codes are gone; a new one turns the factor off.
    expect((await form(editor, '/xac-thuc-hai-buoc/tat', { ma: codes[0]! })).status).toBe(401);
    const off = await form(editor, '/xac-thuc-hai-buoc/tat', { ma: fresh[0]! });
    expect([off.status, off.headers.get('location')]).toEqual([303, '/xac-thuc-hai-buoc?thong-bao=da-tat']);
    expect(await page(editor, '?thong-bao=da-tat')).toContain('Đã tắt xác thực hai bước.');
    const passwordOnly = await fx.signIn('editor@a.vn');
    expect([passwordOnly.res.headers.get('location'), Boolean(passwordOnly.cookie)]).toEqual(['/', true]);
    expect(await twoFactor(fx.db).state(fx.users.editor)).toEqual({ recoveryLeft: 0 });

    // Sales lost their phone: an admin turns the factor off; sales' sessions end; they sign in with the password.
    const sales = (await fx.signIn('sales@a.vn')).cookie!;
    await enable(sales);
    const admin = (await fx.signIn('admin@a.vn')).cookie!;
    const accountsPage = await (await fetch(`${fx.url}/tai-khoan`, { headers: fx.as(admin) })).text();
    expect(accountsPage).toContain(`<form method="post" action="/tai-khoan/${fx.users.sales}/tat-hai-buoc">`);
    expect(accountsPage).toMatch(/<th scope="row">sales@a.vn<\/th><td>Kinh doanh<\/td><td>Đang dùng<\/td><td>Đã bật<\/td>/);
    expect(accountsPage).toMatch(/<th scope="row">editor@a.vn<\/th><td>Biên tập viên<\/td><td>Đang dùng<\/td><td>Chưa bật<\/td>/);
    // Not without a session: each route of the own settings sends to the sign-in page.
    for (const path of [
      '/xac-thuc-hai-buoc',
      '/xac-thuc-hai-buoc/bat-dau',
      '/xac-thuc-hai-buoc/bat',
      '/xac-thuc-hai-buoc/ma-du-phong',
      '/xac-thuc-hai-buoc/tat',
    ]) {
      const res = path === '/xac-thuc-hai-buoc' ? await fetch(fx.url + path, { redirect: 'manual' }) : await fx.post(path, { ma: '123456' });
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 303, '/dang-nhap']);
    }
    // Not for another role (403), and not without the admin's token.
    expect((await form(editor, `/tai-khoan/${fx.users.sales}/tat-hai-buoc`)).status).toBe(403);
    expect((await fx.post(`/tai-khoan/${fx.users.sales}/tat-hai-buoc`, {}, fx.as(admin))).status).toBe(403);
    expect(await fx.store.user(fx.users.sales)).toMatchObject({ twoFactor: true });
    const reset = await form(admin, `/tai-khoan/${fx.users.sales}/tat-hai-buoc`);
    expect(reset.headers.get('location')).toBe('/tai-khoan?thong-bao=da-tat-hai-buoc');
    expect(await fx.store.user(fx.users.sales)).toMatchObject({ twoFactor: false });
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(sales) })).status).toBe(401);
    expect((await fx.signIn('sales@a.vn')).cookie).toBeDefined();
    expect(await actions('reset-two-factor')).toEqual([['admin@a.vn', 'sales@a.vn', null]]);

    // The same as JSON: for an admin only; an account without it, or none, changes nothing.
    const api = async (cookie: string, id: string) =>
      fetch(`${fx.url}/api/users/${id}/two-factor/disable`, {
        method: 'POST',
        headers: { origin: fx.url, 'x-csrf-token': await fx.csrfOf(cookie), ...fx.as(cookie) },
      });
    const publisher = (await fx.signIn('publisher@a.vn')).cookie!;
    await enable(publisher);
    expect((await api(editor, fx.users.publisher)).status).toBe(403);
    expect(await (await api(admin, fx.users.editor)).json()).toMatchObject({ user: { email: 'editor@a.vn', twoFactor: false }, turnedOff: false });
    expect((await api(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await (await api(admin, fx.users.publisher)).json()).toMatchObject({ user: { email: 'publisher@a.vn', twoFactor: false }, turnedOff: true });
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(publisher) })).status).toBe(401);
    expect((await actions('reset-two-factor'))[0]).toEqual(['admin@a.vn', 'publisher@a.vn', null]);

    // The only admin lost phone and codes: turned off from the command line on the server, sessions ended.
    await enable(admin);
    const cli = (email: string) =>
      promisify(execFile)('node', ['--import', 'tsx', 'scripts/admin.ts', 'users', 'two-factor-off', '--email', email], {
        env: { ...process.env, ...fx.env, ADMIN_EMAIL_FROM: 'no-reply@a.vn', SMTP_URL: `smtp://127.0.0.1:${port}`, ADMIN_ORIGIN: 'https://admin.a.vn' },
      });
    const turnedOff = (await cli('Admin@a.vn')).stdout;
    expect(turnedOff).toContain('Turned two-factor sign-in off for admin@a.vn; its sessions have ended.');
    // The owner is told by mail, as when an admin does it on the accounts page.
    expect(turnedOff).toContain('Told admin@a.vn by mail');
    expect((await mailsTo('admin@a.vn', 2))[1]).toContain('đã được quản trị viên tắt (theo yêu cầu khi mất điện thoại)');
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(admin) })).status).toBe(401);
    expect((await fx.signIn('admin@a.vn')).res.headers.get('location')).toBe('/');
    expect((await cli('admin@a.vn')).stdout).toContain('admin@a.vn does not use two-factor sign-in: nothing changed');
    await expect(cli('nobody@a.vn')).rejects.toMatchObject({ stderr: expect.stringContaining('nobody@a.vn has no account') });
    expect(await actions('two-factor-reset-by-cli')).toEqual([[null, 'admin@a.vn', null]]);
    expect(await actions('disable-two-factor')).toEqual([['editor@a.vn', null, null]]);
    expect(await actions('new-recovery-codes')).toEqual([['editor@a.vn', null, null]]);
    expect(await mailsTo('sales@a.vn', 2)).toEqual([
      expect.stringContaining('đã được bật'),
      expect.stringContaining('đã được quản trị viên tắt (theo yêu cầu khi mất điện thoại)'),
    ]);
  }, 60_000);
});

describe.each(STORE_KINDS)('a role that requires two-factor sign-in on %s', (kind) => {
  const fx = adminFixture(kind, { requireTwoFactor: ['admin'] });
  const { enable } = twoFactorHelpers(fx);

  it('opens nothing but turning it on (pages go there, the API refuses) until it is on; other roles are not held', async () => {
    const admin = (await fx.signIn('admin@a.vn')).cookie!;
    for (const path of ['/', '/tai-khoan', '/nhat-ky', '/mat-khau']) {
      const res = await fetch(fx.url + path, { headers: fx.as(admin), redirect: 'manual' });
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 303, '/xac-thuc-hai-buoc?thong-bao=bat-buoc']);
    }
    const api = await fetch(`${fx.url}/api/users`, { headers: fx.as(admin) });
    expect([api.status, await api.json()]).toEqual([403, { error: 'Vai trò của bạn cần bật xác thực hai bước trước khi dùng trang quản trị.' }]);
    expect(await (await fetch(`${fx.url}/xac-thuc-hai-buoc?thong-bao=bat-buoc`, { headers: fx.as(admin) })).text()).toContain(
      '<p class="ok" role="status">Vai trò của bạn cần bật xác thực hai bước trước khi dùng trang quản trị.</p>',
    );
    const editor = (await fx.signIn('editor@a.vn')).cookie!;
    expect((await fetch(`${fx.url}/`, { headers: fx.as(editor), redirect: 'manual' })).status).toBe(200);

    await enable(admin);
    expect((await fetch(`${fx.url}/tai-khoan`, { headers: fx.as(admin), redirect: 'manual' })).status).toBe(200);
  }, 60_000);
});
