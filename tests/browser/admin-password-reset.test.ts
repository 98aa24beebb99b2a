// A forgotten password in a real Chromium: from the sign-in page to "Quên mật khẩu?", the email, the
// link read from the mail a real SMTP server on 127.0.0.1 received, a new password, signed in with it;
// with the keyboard, and an axe check of each page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { seriousViolations } from './axe.ts';

const NEW_PASSWORD = 'mật-khẩu-mới-rất-dài-456';

describe('a forgotten admin password in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    admin = await startAdminInBrowser({ name: 'admin-reset', users: { 'lan@a.vn': 'editor' }, mail: true });
    ({ browser, url } = admin);
  }, 60_000);
  afterAll(() => admin?.close());

  it('asks for a link by email, sets a new password from the mail, and signs in with it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/dang-nhap`);
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/quen-mat-khau`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Quên mật khẩu');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.type('lan@a.vn');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/quen-mat-khau`);
    expect(await page.getByRole('status').textContent()).toMatch(/^Nếu lan@a.vn là một tài khoản đang dùng, liên kết đặt lại mật khẩu vừa được gửi tới đó\./);
    expect(await seriousViolations(page)).toEqual([]);

    await expect.poll(() => admin.mailbox!.received.length, { timeout: 10_000 }).toBe(1);
    const link = new RegExp(`${url}/loi-moi/[\\w-]+`).exec(admin.mailbox!.received[0]!.mail.text ?? '')![0];
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Đặt lại mật khẩu');
    await page.getByLabel(/^Mật khẩu mới/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await page.waitForURL(`${url}/dang-nhap`);
    await page.getByLabel('Email').fill('lan@a.vn');
    await page.getByLabel('Mật khẩu').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Xin chào');
    // And the owner is told the password changed.
    await expect
      .poll(() => admin.mailbox!.received.map(({ mail }) => mail.subject), { timeout: 10_000 })
      .toEqual(['Đặt lại mật khẩu trang quản trị', 'Mật khẩu trang quản trị vừa được đổi']);
    await context.close();
  }, 60_000);
});
