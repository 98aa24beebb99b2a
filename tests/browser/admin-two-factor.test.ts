// Two-factor sign-in in a real Chromium, with the keyboard: turned on from the landing page (the QR
// code's key typed into an authenticator, here otpauth), the recovery codes shown once, then signing in
// again: a wrong code said at its field, a recovery code accepted, and how many are left. Axe on each page.
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { ADMIN_PASSWORD } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

describe('two-factor sign-in in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    admin = await startAdminInBrowser({ name: 'admin-two-factor', users: { 'lan@a.vn': 'editor' } });
    ({ browser, url } = admin);
  }, 60_000);
  afterAll(() => admin?.close());

  it('turns it on with the keyboard, then asks for a code after the password and takes a recovery code', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const focusedId = () => page.evaluate(() => document.activeElement?.id);
    await page.goto(`${url}/dang-nhap`);
    await page.getByLabel('Email').fill('lan@a.vn');
    await page.getByLabel('Mật khẩu').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/`);
    // The landing page says what waits, the second factor among it.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /^Tài khoản của bạn chưa bật xác thực hai bước/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/xac-thuc-hai-buoc`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bật xác thực hai bước' }).focus();
    await page.keyboard.press('Enter');

    // The QR code, named for assistive technology; its key also in letters; the focus in the code field.
    await expect.poll(() => page.getByRole('img', { name: 'Mã QR để thêm tài khoản lan@a.vn vào ứng dụng xác thực' }).count()).toBe(1);
    const box = await page.getByRole('img', { name: /^Mã QR/ }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);
    expect(await focusedId()).toBe('bat-ma');
    expect(await seriousViolations(page)).toEqual([]);
    const key = (await page.locator('.key').textContent())!.replaceAll(' ', '');
    const authenticator = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Mã chưa đúng hoặc đã được dùng/);
    expect(await focusedId()).toBe('bat-ma');
    await page.keyboard.type(authenticator.generate());
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Mã dự phòng của bạn' }).count()).toBe(1);
    const codes = await page.locator('ol.codes li').allTextContents();
    expect(codes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);

    // Signed out, the password alone leads to the code, with the focus in its field.
    await page.goto(`${url}/`);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${url}/dang-nhap`);
    await page.getByLabel('Email').fill('lan@a.vn');
    await page.getByLabel('Mật khẩu').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/dang-nhap/ma-xac-thuc`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nhập mã xác thực');
    expect(await focusedId()).toBe('ma');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Mã chưa đúng/);
    expect(await page.getByLabel('Mã xác thực').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type(codes[0]!);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/xac-thuc-hai-buoc?thong-bao=da-dung-ma-du-phong`);
    expect(await page.getByRole('status').first().textContent()).toBe('Bạn vừa đăng nhập bằng một mã dự phòng; còn 9 mã chưa dùng.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
