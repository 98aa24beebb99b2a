// The leads inbox in a real Chromium, by keyboard as a sales person works it: search by a phone number
// spelled another way, open the lead, add a note, change its status; axe on the list and the lead's
// page. The admin server on a temporary SQLite database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_MESSAGES } from '../../src/admin/leadWork.ts';
import { NO_ATTRIBUTION } from '../../src/lib/lead.ts';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

describe('the leads inbox in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    admin = await startAdminInBrowser({
      name: 'admin-leads-browser',
      users: { 'minh@a.vn': 'sales', 'quan@a.vn': 'admin' },
      async before({ leads }) {
        const lead = (name: string, phone: string, at: number) =>
          leads.addLead(
            {
              name,
              email: '',
              phone,
              service: 'seo',
              needs: 'Cần làm SEO cho <b>website</b>',
              page: '/contact',
              template: '',
              attribution: { ...NO_ATTRIBUTION, utm_campaign: 'bf2026', utm_source: 'facebook', landingPage: '/uu-dai/black-friday' },
            },
            { channels: [], now: at },
          );
        await lead('Chị Hoa', '0912345678', Date.now() - 60_000);
        await lead('Anh Nam', '0987654321', Date.now());
      },
    });
    ({ browser, url } = admin);
  }, 60_000);
  afterAll(() => admin?.close());

  it('a sales person searches by phone, opens the lead, adds a note and changes its status with the keyboard, with no serious axe violation', async () => {
    const { context, page } = await signedIn(browser, url, 'minh@a.vn');
    await page.goto(`${url}/khach-hang`);
    const names = () => page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(await names()).toEqual(['Anh Nam', 'Chị Hoa']);
    expect(await seriousViolations(page)).toEqual([]);

    // The search field, typed as the customer said the number; Enter sends the form.
    await page.getByLabel('Tìm kiếm').focus();
    await page.keyboard.type('+84 912.345.678');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=/);
    expect(await names()).toEqual(['Chị Hoa']);
    expect(await page.getByRole('status').count()).toBe(0);

    // The name is the link to the lead's page.
    await page.getByRole('link', { name: 'Chị Hoa' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/khach-hang\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Chị Hoa');
    expect(await page.locator('dl.fields').first().textContent()).toContain('Cần làm SEO cho <b>website</b>');
    expect(await page.locator('dl.fields').nth(1).textContent()).toContain('bf2026');
    expect(await seriousViolations(page)).toEqual([]);

    // An empty note: the message at the field, which takes the focus.
    await page.getByRole('button', { name: 'Thêm ghi chú' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForLoadState();
    expect(await page.locator('#note-error').textContent()).toBe(WORK_MESSAGES.noteEmpty);
    expect(await page.getByLabel('Ghi chú mới').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('note');

    // A note, typed and sent with the keyboard.
    await page.keyboard.type('Đã gọi, hẹn gửi báo giá thứ Hai');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/thong-bao=da-them-ghi-chu/);
    expect(await page.getByRole('status').textContent()).toBe('Đã thêm ghi chú.');
    expect(await page.locator('ol.notes li').allTextContents()).toEqual([
      expect.stringMatching(/^minh@a\.vn · \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\dĐã gọi, hẹn gửi báo giá thứ Hai$/),
    ]);

    // The status: the select by arrow key, then its button.
    await page.getByLabel('Trạng thái', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Trạng thái', { exact: true }).inputValue()).toBe('da-lien-he');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/thong-bao=da-doi-trang-thai/);
    expect(await page.getByText('Trạng thái: Đã liên hệ').count()).toBe(1);
    expect(await page.locator('table tbody tr').allTextContents()).toEqual([expect.stringMatching(/minh@a\.vnMớiĐã liên hệ$/)]);
    expect(await seriousViolations(page)).toEqual([]);

    // Back in the inbox, the lead shows its new status.
    await page.getByRole('link', { name: '← Danh sách khách hàng' }).click();
    await page.waitForURL(`${url}/khach-hang`);
    expect(await page.getByLabel('Trạng thái của Chị Hoa').inputValue()).toBe('da-lien-he');
    expect(await page.getByLabel('Trạng thái của Anh Nam').inputValue()).toBe('moi');
    await context.close();
  }, 60_000);

  it("an admin reads who saw a lead in the audit log, from the lead's page, with no serious axe violation", async () => {
    const { context, page } = await signedIn(browser, url, 'quan@a.vn');
    await page.getByRole('link', { name: 'Khách hàng tiềm năng' }).click();
    await page.getByRole('link', { name: 'Chị Hoa' }).click();
    await page.getByRole('link', { name: 'Ai đã xem, tải hay sửa khách hàng này' }).click();
    await page.waitForURL(/\/nhat-ky\?doi-tuong=/);
    const actions = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(actions[0]).toBe('Xem một khách hàng (view-lead)');
    expect(actions).toContain('Thêm ghi chú khách hàng (lead-note)');
    expect(actions).toContain('Đổi trạng thái khách hàng (lead-status)');
    expect(await seriousViolations(page)).toEqual([]);
    // Narrowed to one action, chosen by its name; a date that is not one is said at its field.
    await page.getByLabel('Việc').selectOption({ label: 'Đổi trạng thái khách hàng' });
    await page.getByRole('button', { name: 'Lọc' }).click();
    await page.waitForURL(/viec=lead-status/);
    expect(new Set(await page.locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set(['Đổi trạng thái khách hàng (lead-status)']));
    await page.getByLabel('Từ ngày').fill('30/02/2026');
    await page.getByLabel('Từ ngày').press('Enter');
    await page.waitForURL(/from=30/);
    expect(await page.getByLabel('Từ ngày').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').textContent()).toBe('Bộ lọc chưa hợp lệ: xem thông báo ở từng ô.');
    expect(await page.locator('#from-error').textContent()).toBe('Ngày 30/02/2026 không có trong lịch.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
