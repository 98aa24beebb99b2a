// The admin's review and publish in a real Chromium, against the admin server with a content
// repository (a bare remote holding the project's pages/ and public/): an editor's browser saves a
// draft and sends it for review (through the API the editor will call), a publisher finds it from the
// landing page, reads the changes, publishes with the keyboard, and sees the page's history — axe on
// every page, no serious violation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

const FILE = 'pages/about.json';

describe('admin review and publish in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;
  beforeAll(async () => {
    admin = await startAdminInBrowser({ name: 'admin-content-browser', users: { 'lan@a.vn': 'editor', 'minh@a.vn': 'publisher' }, content: true });
    ({ browser, url } = admin);
  }, 60_000);
  afterAll(() => admin?.close());

  it('an editor’s draft is reviewed, published with the keyboard and listed in the history', async () => {
    const editor = await signedIn(browser, url, 'lan@a.vn');
    const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, FILE), 'utf8')) as { sections: { type: string; title?: string }[] };
    about.sections[0].title = 'Đồng hành cùng doanh nghiệp Việt từ 2019';
    // What the editor's save and "Gửi duyệt" will send, from the editor's signed-in browser.
    const statuses = await editor.page.evaluate(
      async ({ file, content }) => {
        const { csrf } = (await (await fetch('/api/me')).json()) as { csrf: string };
        const send = (route: string, body: unknown) =>
          fetch(route, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify(body) }).then(
            (r) => r.status,
          );
        return [await send('/api/content/draft', { file, content }), await send('/api/content/review', { file })];
      },
      { file: FILE, content: `${JSON.stringify(about, null, 2)}\n` },
    );
    expect(statuses).toEqual([200, 200]);
    await editor.page.getByRole('link', { name: 'Nội dung trang và bản nháp' }).click();
    await editor.page.waitForURL(`${url}/noi-dung`);
    expect(await editor.page.getByRole('row', { name: /\/about/ }).textContent()).toContain('chờ duyệt');
    expect(await seriousViolations(editor.page)).toEqual([]);
    // "Bỏ bản nháp" first says what it would lose; the editor keeps the draft (the way back is a link).
    await editor.page.getByRole('link', { name: 'Bỏ bản nháp /about' }).click();
    await editor.page.waitForURL(/\/noi-dung\/bo-nhap\?/);
    expect(await editor.page.getByRole('heading', { level: 1 }).textContent()).toBe('Bỏ bản nháp trang /about?');
    expect(await seriousViolations(editor.page)).toEqual([]);
    await editor.page.getByRole('link', { name: 'Giữ bản nháp, quay lại danh sách trang' }).click();
    await editor.page.waitForURL(`${url}/noi-dung`);

    const { context, page } = await signedIn(browser, url, 'minh@a.vn');
    await page.getByRole('link', { name: 'Bản nháp chờ duyệt' }).click();
    // Named by its title, with its address beside.
    await page.getByRole('link', { name: 'Giới thiệu', exact: true }).click();
    await page.waitForURL(/\/duyet\/xem\?/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Duyệt trang Giới thiệu (/about)');
    // The changed field, in the editor's words, before and after.
    const row = page.getByRole('row', { name: /Tiêu đề chính/ });
    expect(await row.textContent()).toContain('Đồng hành cùng doanh nghiệp Việt từ 2019');
    expect(await page.locator('main').textContent()).not.toMatch(/sections\[|\[\d+\]/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Đăng trang' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/duyet?thong-bao=da-dang`);
    expect(await page.getByRole('status').textContent()).toBe('Đã đăng trang.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(git(admin.dir, '--git-dir', admin.remote!, 'log', '-1', '--format=%an', 'main')).toBe('minh');

    await page.goto(`${url}/noi-dung`);
    // Each page by its title, its address below it.
    await page
      .getByRole('row', { name: /\/about\b/ })
      .getByRole('link', { name: 'Giới thiệu', exact: true })
      .click();
    await page.waitForURL(/\/lich-su\?/);
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Khôi phục thành bản nháp' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    await editor.context.close();
  }, 90_000);
});
