// "Quên mật khẩu?" against real databases and a real SMTP server on 127.0.0.1: the reset link mailed to
// an account's owner and nobody else, the same answer for every address, one link at a time, single use
// and expiring, the notice after a password changes, the limits, and the page without the admin's mail.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD as PASSWORD, adminFixture } from './adminFixture.ts';
import { STORE_KINDS } from './leadDatabases.ts';
import { SmtpMailbox } from './smtpMailbox.ts';

const NEW_PASSWORD = 'mật-khẩu-mới-rất-dài-456';

describe.each(STORE_KINDS)('forgotten passwords on %s', (kind) => {
  const mailbox = new SmtpMailbox();
  let port = 0;
  beforeAll(async () => {
    port = await mailbox.listen();
  });
  afterAll(() => mailbox.stop());
  const fx = adminFixture(kind, { mailPort: () => port });

  const ask = (email: string) => fx.post('/quen-mat-khau', { email });
  const linkIn = (text: string) => new RegExp(`${fx.url}/loi-moi/[\\w-]+`).exec(text)?.[0];
  const requests = async () => (await fx.store.auditLog({ action: 'password-reset-requested' })).map((e) => [e.target, e.detail]);

  it('mails a one-time link to the account’s owner, answers every address alike, and tells the owner once the password changed', async () => {
    const signIn = await (await fetch(`${fx.url}/dang-nhap`)).text();
    expect(signIn).toContain('<a href="/quen-mat-khau">Quên mật khẩu?</a>');
    expect(await (await fetch(`${fx.url}/quen-mat-khau`)).text()).toMatch(/<label for="email">Email<\/label><input id="email" name="email" type="email"/);

    const mails = mailbox.fromNow();
    await fx.store.disableUser(fx.users.sales!, fx.clock);
    const answers = await Promise.all(['Editor@A.vn', 'khong-co@a.vn', 'sales@a.vn'].map(ask));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const texts = await Promise.all(answers.map((a) => a.text()));
    // The same page for each, but the address it names.
    expect(new Set(texts.map((t) => t.replace(/<strong>[^<]*<\/strong>/, '')))).toHaveProperty('size', 1);
    expect(texts[0]).toContain('Nếu <strong>editor@a.vn</strong> là một tài khoản đang dùng, liên kết đặt lại mật khẩu vừa được gửi tới đó.');
    const [mail, ...others] = await mails(1);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: ['editor@a.vn'], subject: 'Đặt lại mật khẩu trang quản trị' });
    // Until 60 minutes after the request, in Vietnam time.
    expect(mail!.text).toContain('đến 27/11/2026 10:00 (giờ Việt Nam)');
    // Each request's handling is done once its audit entry is written: for an address that gets no mail
    // that entry is its last step (the editor's entry comes before its mail, which has arrived).
    await vi.waitFor(async () => expect(await requests()).toHaveLength(3), { timeout: 10_000, interval: 20 });
    expect(mailbox.received.filter(({ rcptTo }) => rcptTo.includes('khong-co@a.vn') || rcptTo.includes('sales@a.vn'))).toEqual([]);
    expect((await requests()).sort()).toEqual(
      [
        ['editor@a.vn', 'đã gửi liên kết'],
        ['khong-co@a.vn', 'không có tài khoản: không gửi'],
        ['sales@a.vn', 'tài khoản đã khoá: không gửi'],
      ].sort(),
    );

    // The link opens the reset form for that account; used once, the old password is gone.
    const link = linkIn(mail!.text)!;
    const { cookie: open } = await fx.signIn('editor@a.vn');
    expect(await (await fetch(link)).text()).toContain('<h1>Đặt lại mật khẩu</h1><p>Tài khoản: <strong>editor@a.vn</strong></p>');
    const notices = mailbox.fromNow();
    const used = await fx.post(new URL(link).pathname, { password: NEW_PASSWORD });
    expect([used.status, used.headers.get('location')]).toEqual([303, '/dang-nhap']);
    expect((await fetch(`${fx.url}/api/me`, { headers: fx.as(open) })).status).toBe(401);
    expect((await fx.signIn('editor@a.vn')).res.status).toBe(401);
    expect((await fx.signIn('editor@a.vn', NEW_PASSWORD)).res.status).toBe(303);
    expect((await fx.post(new URL(link).pathname, { password: 'một-mật-khẩu-khác-nữa-789' })).status).toBe(410);
    const [notice] = await notices(1);
    expect(notice).toMatchObject({ to: ['editor@a.vn'], subject: 'Mật khẩu trang quản trị vừa được đổi' });
    expect(notice!.text).toContain('vừa được đặt lại bằng liên kết lúc 27/11/2026 09:00 (giờ Việt Nam)');
    expect(notice!.text).toContain('Nếu không phải bạn, hãy báo ngay cho quản trị viên');
  });

  it('keeps one link at a time, ends it after an hour, and tells of a change made on the password page', async () => {
    let mails = mailbox.fromNow();
    await ask('publisher@a.vn');
    const [first] = await mails(1);
    mails = mailbox.fromNow();
    await ask('publisher@a.vn');
    const [second] = await mails(1);
    // A new link ends the earlier one.
    expect((await fetch(linkIn(first!.text)!)).status).toBe(410);
    expect((await fetch(linkIn(second!.text)!)).status).toBe(200);
    fx.clock += 60 * 60_000;
    expect((await fetch(linkIn(second!.text)!)).status).toBe(410);
    expect((await fx.post(new URL(linkIn(second!.text)!).pathname, { password: NEW_PASSWORD })).status).toBe(410);

    const { cookie } = await fx.signIn('publisher@a.vn');
    mails = mailbox.fromNow();
    const changed = await fx.post(
      '/mat-khau',
      { 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': NEW_PASSWORD, 'nhap-lai': NEW_PASSWORD, _csrf: await fx.csrfOf(cookie!) },
      fx.as(cookie),
    );
    expect(changed.status).toBe(303);
    const [notice] = await mails(1);
    expect(notice).toMatchObject({ to: ['publisher@a.vn'], subject: 'Mật khẩu trang quản trị vừa được đổi' });
    expect(notice!.text).toContain('vừa được đổi lúc 27/11/2026 10:00 (giờ Việt Nam)');
  });

  it('refuses what is not an email at its field, limits requests per email, and says why a mail could not go in the audit log only', async () => {
    const bad = await ask('khong phai email');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(
      /<input id="email" name="email" type="email" autocomplete="username" required value="khong phai email" aria-describedby="email-error" aria-invalid="true" autofocus><p class="field-error" role="alert" id="email-error">Vui lòng nhập email tài khoản, ví dụ ten@amdigital.vn.<\/p>/,
    );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask('ai-do@a.vn')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await ask('ai-do@a.vn');
    expect(await limited.text()).toContain('Đã có nhiều yêu cầu đặt lại mật khẩu. Vui lòng đợi 15 phút rồi thử lại, hoặc nhờ quản trị viên.');
    expect((await fx.store.auditLog({ action: 'password-reset-limited' })).map((e) => e.target)).toEqual(['ai-do@a.vn', 'ai-do@a.vn']);

    // The mail server down: the same answer; the audit log says the mail did not go, and why.
    await mailbox.stop();
    try {
      expect((await ask('admin@a.vn')).status).toBe(200);
      await vi.waitFor(async () => expect(await fx.store.auditLog({ action: 'mail-failed' })).not.toEqual([]), { timeout: 10_000, interval: 50 });
      const failed = await fx.store.auditLog({ action: 'mail-failed' });
      expect(failed.map((e) => [e.target, e.detail])).toEqual([['admin@a.vn', 'liên kết đặt lại mật khẩu: ECONNREFUSED']]);
    } finally {
      port = await mailbox.listen(port);
    }
  });

  it('tells the owner by mail when the command line sets their password, and still sets it when the mail server is down', async () => {
    const cli = (smtpPort: number) => {
      const child = promisify(execFile)('node', ['--import', 'tsx', 'scripts/admin.ts', 'users', 'password', '--email', 'sales@a.vn'], {
        env: { ...process.env, ...fx.env, ADMIN_EMAIL_FROM: 'no-reply@a.vn', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_ORIGIN: 'https://admin.a.vn' },
      });
      child.child.stdin!.end(`${NEW_PASSWORD}\n`);
      return child;
    };
    const mails = mailbox.fromNow();
    expect((await cli(port)).stdout).toContain('Told sales@a.vn by mail');
    const [notice] = await mails(1);
    expect(notice).toMatchObject({ to: ['sales@a.vn'], subject: 'Mật khẩu trang quản trị vừa được đổi' });
    expect(notice!.text).toMatch(
      /Mật khẩu tài khoản sales@a\.vn trên trang quản trị website vừa được đặt lại bằng dòng lệnh trên máy chủ lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    // Nobody listens on the closed mailbox's port: the password is set all the same, and the command says the mail did not go.
    await mailbox.stop();
    try {
      const { stdout, stderr } = await cli(port);
      expect(stdout).toContain('Set the password of sales@a.vn');
      expect(stderr).toContain('The notice mail to sales@a.vn could not be sent (ECONNREFUSED)');
      expect((await fx.signIn('sales@a.vn', NEW_PASSWORD)).res.headers.get('location')).toBe('/');
    } finally {
      port = await mailbox.listen(port);
    }
  }, 60_000);
});

describe.each(STORE_KINDS)('forgotten passwords without the admin’s mail, on %s', (kind) => {
  const fx = adminFixture(kind);

  it('says to ask an admin, and makes no link', async () => {
    const page = await (await fetch(`${fx.url}/quen-mat-khau`)).text();
    expect(page).toContain('Hãy nhờ quản trị viên tạo liên kết đặt lại mật khẩu cho tài khoản của bạn');
    expect(page).not.toContain('<form');
    expect((await fx.post('/quen-mat-khau', { email: 'editor@a.vn' })).status).toBe(503);
    expect(await fx.store.auditLog({ action: 'password-reset-requested' })).toEqual([]);
  });
});
