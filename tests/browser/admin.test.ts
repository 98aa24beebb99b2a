// The admin's sign-in in a real Chromium: sign-in page → landing page → sign-out, with an axe check
// of both pages, against the admin server on a temporary SQLite database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../src/lib/lead.ts';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { ADMIN_PASSWORD, signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

describe('admin sign-in in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    admin = await startAdminInBrowser({
      name: 'admin-browser',
      users: { 'lan@a.vn': 'editor', 'minh@a.vn': 'sales', 'quan@a.vn': 'admin', 'tuan@a.vn': 'publisher' },
      async before({ leads }) {
        const lead = (name: string, utm_campaign: string, landingPage: string, at: number) =>
          leads.addLead(
            {
              name,
              email: '',
              phone: '0901234567',
              service: 'seo',
              needs: '',
              page: '/contact',
              template: '',
              attribution: { ...NO_ATTRIBUTION, utm_campaign, landingPage },
            },
            { channels: [], now: at },
          );
        await lead('Chị Hoa', 'bf2026', '/uu-dai/black-friday', Date.now() - 60_000);
        await lead('Anh Nam', 'tet2027', '/services/seo', Date.now());
      },
    });
    ({ browser, url } = admin);
  }, 60_000);
  afterAll(() => admin?.close());

  it('signs in, shows the landing page, signs out, with no serious axe violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
    await page.goto(url);
    expect(new URL(page.url()).pathname).toBe('/dang-nhap');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Email').fill('lan@a.vn');
    await page.getByLabel('Mật khẩu').fill('sai-mat-khau-roi');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email hoặc mật khẩu không đúng.');

    await page.getByLabel('Mật khẩu').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Xin chào');
    expect(await page.textContent('main')).toContain('Biên tập viên');
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: '__Host-admin-session', httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${url}/dang-nhap`);
    await page.goto(`${url}/`);
    expect(new URL(page.url()).pathname).toBe('/dang-nhap');
    // The only console error allowed: the 401 of the wrong password.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows one’s own sessions and ends the one on another device with the keyboard: that device is signed out', async () => {
    const office = await signedIn(browser, url, 'minh@a.vn');
    const other = await signedIn(browser, url, 'minh@a.vn');
    await office.page.getByRole('link', { name: 'Phiên đăng nhập' }).click();
    await office.page.waitForURL(`${url}/phien-dang-nhap`);
    expect(await office.page.getByRole('heading', { level: 1 }).textContent()).toBe('Phiên đăng nhập của bạn');
    const rows = office.page.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    // This browser first, named by its browser and system.
    expect(await rows.nth(0).textContent()).toMatch(/^Chrome trên Linux127\.0\.0\.1.*Phiên này$/);
    expect(await seriousViolations(office.page)).toEqual([]);
    const end = office.page.getByRole('button', { name: /^Đăng xuất phiên Chrome trên Linux, đăng nhập lúc / });
    await end.focus();
    await office.page.keyboard.press('Enter');
    await office.page.waitForURL(`${url}/phien-dang-nhap?thong-bao=da-ket-thuc`);
    expect(await office.page.getByRole('status').textContent()).toBe('Đã đăng xuất phiên đó.');
    expect(await rows.count()).toBe(1);
    expect(await seriousViolations(office.page)).toEqual([]);
    await other.page.goto(`${url}/`);
    expect(new URL(other.page.url()).pathname).toBe('/dang-nhap');
    await office.page.goto(`${url}/`);
    expect(new URL(office.page.url()).pathname).toBe('/');
    await Promise.all([office.context.close(), other.context.close()]);
  }, 60_000);

  it('changes one’s own password from the landing page with the keyboard: a wrong current one is said at its field, which has the focus', async () => {
    const { context, page } = await signedIn(browser, url, 'tuan@a.vn');
    await page.getByRole('link', { name: 'Đổi mật khẩu' }).click();
    await page.waitForURL(`${url}/mat-khau`);
    expect(await seriousViolations(page)).toEqual([]);
    const NEW = 'một câu mật khẩu mới đủ dài';
    await page.getByLabel('Mật khẩu hiện tại').fill('không phải mật khẩu này');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(NEW);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Mật khẩu hiện tại không đúng.');
    // The focus is on the field to correct, which names its error.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mat-khau-hien-tai');
    expect(await page.getByLabel('Mật khẩu hiện tại').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(NEW);
    await page.getByLabel('Nhập lại mật khẩu mới').press('Enter');
    await page.waitForURL(`${url}/mat-khau?thong-bao=da-doi`);
    expect(await page.getByRole('status').textContent()).toBe('Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.');
    // Still signed in here, with the new session.
    await page.goto(`${url}/duyet`);
    expect(new URL(page.url()).pathname).toBe('/duyet');
    await context.close();
  }, 60_000);

  it('an admin invites someone from the accounts page with the keyboard and gets the link to send, with no serious axe violation', async () => {
    const { context, page } = await signedIn(browser, url, 'quan@a.vn');
    await page.getByRole('link', { name: 'Tài khoản và lời mời' }).click();
    await page.waitForURL(`${url}/tai-khoan`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').focus();
    await page.keyboard.type('hoa@a.vn');
    await page.keyboard.press('Tab');
    await page.getByLabel('Vai trò', { exact: true }).selectOption('sales');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForLoadState();
    expect(await page.getByRole('status').textContent()).toContain('Đã tạo lời mời cho hoa@a.vn');
    expect(await page.getByLabel('Đường dẫn lời mời').inputValue()).toMatch(new RegExp(`^${url}/loi-moi/[\\w-]{43}$`));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it('sales open the leads inbox from the landing page, filter it by campaign with the keyboard, with no serious axe violation', async () => {
    const { context, page } = await signedIn(browser, url, 'minh@a.vn');
    await page.getByRole('link', { name: 'Khách hàng tiềm năng' }).click();
    await page.waitForURL(`${url}/khach-hang`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Khách hàng tiềm năng');
    // The filters line up: in each row every field starts at the same height (a field with a hint below it
    // does not push its neighbours down), and the button sits on the last row's fields' line. (At 1366 px a
    // field without a hint shares the first row with three that have one.)
    await page.setViewportSize({ width: 1366, height: 768 });
    const rows = await page.locator('form.filters').evaluate((form) => {
      // The fields' lines as laid out: a field left of the one before it starts a new line.
      const lines: number[][] = [];
      let left = Infinity;
      for (const field of form.querySelectorAll(':scope > div')) {
        const box = field.getBoundingClientRect();
        if (box.left <= left) lines.push([]);
        left = box.left;
        lines.at(-1)!.push(Math.round(field.querySelector('input, select')!.getBoundingClientRect().top));
      }
      const last = form.querySelector(':scope > div:last-of-type :is(input, select)')!.getBoundingClientRect();
      const button = form.querySelector('button')!.getBoundingClientRect();
      return { tops: lines.map((tops) => new Set(tops).size), buttonToField: Math.round(button.bottom - last.bottom) };
    });
    expect(rows.tops.length).toBeGreaterThan(1);
    expect(rows).toEqual({ tops: rows.tops.map(() => 1), buttonToField: 0 });
    const names = () => page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(await names()).toEqual(['Anh Nam', 'Chị Hoa']);
    expect(await seriousViolations(page)).toEqual([]);
    // The table scrolls on a phone: its region takes focus, so a keyboard can scroll it.
    expect(await page.getByRole('region', { name: /Mới nhất trước/ }).getAttribute('tabindex')).toBe('0');
    await page.getByLabel('Chiến dịch').focus();
    await page.getByLabel('Chiến dịch').selectOption('bf2026');
    // Past the page, A/B test and version filters to the button.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lọc');
    await page.keyboard.press('Enter');
    await page.waitForURL(/campaign=bf2026/);
    expect(await names()).toEqual(['Chị Hoa']);
    expect(await page.locator('tbody tr').first().textContent()).toContain('/uu-dai/black-friday');
    expect(await page.getByRole('link', { name: /Tải CSV/ }).getAttribute('href')).toBe('/api/leads.csv?campaign=bf2026');
    await context.close();
  }, 60_000);
});
