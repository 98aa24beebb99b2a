// The admin's review and publish in a real Chromium, against the admin server with a content
// repository (a bare remote holding the project's pages/ and public/): an editor's browser saves a
// draft and sends it for review (through the API the editor will call), a publisher finds it from the
// landing page, reads the changes, publishes with the keyboard, and sees the page's history — axe on
// every page, no serious violation.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts as openAccounts } from '../../src/admin/accounts.ts';
import { openContentRepo } from '../../src/admin/content/contentRepo.ts';
import { leases as openLeases } from '../../src/admin/content/leases.ts';
import { openAdminDb, type Db } from '../../src/admin/db.ts';
import { hashPassword } from '../../src/admin/password.ts';
import { createAdminServer } from '../../src/admin/server.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { openLeadStore, type LeadStore } from '../../src/server/leads/store.ts';
import type { GracefulServer } from '../../src/server/lifecycle.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { git, projectContentRemote } from '../../scripts/lib/contentRemote.ts';
import { signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

const PASSWORD = 'mật-khẩu-đủ-dài-123';
const sessions = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const FILE = 'pages/about.json';

describe('admin review and publish in a browser', () => {
  let dir: string;
  let db: Db;
  let leads: LeadStore;
  let server: GracefulServer;
  let browser: Browser;
  let url: string;
  let remote: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'admin-content-browser-'));
    remote = projectContentRemote(dir);
    const config = { dbPath: path.join(dir, 'leads.sqlite') };
    db = openAdminDb(config);
    leads = openLeadStore(config);
    const accounts = openAccounts(db, sessions);
    const hash = await hashPassword(PASSWORD);
    await accounts.addUser({ email: 'lan@a.vn', role: 'editor', passwordHash: hash, now: Date.now() });
    await accounts.addUser({ email: 'minh@a.vn', role: 'publisher', passwordHash: hash, now: Date.now() });
    const repo = await openContentRepo({ dir: path.join(dir, 'admin.git'), remote });
    const content = { repo, leases: openLeases(db) };
    server = createAdminServer({
      config: { trustProxy: false, sessions, invitationTtlMs: 3_600_000 },
      accounts,
      leads,
      content,
      logger: createLogger('silent'),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.closeGracefully(100);
    await db?.close();
    await leads?.close();
    rmSync(dir, { recursive: true, force: true });
  });

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

    const { context, page } = await signedIn(browser, url, 'minh@a.vn');
    await page.getByRole('link', { name: 'Bản nháp chờ duyệt' }).click();
    await page.getByRole('link', { name: '/about', exact: true }).click();
    await page.waitForURL(/\/duyet\/xem\?/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Duyệt trang /about');
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
    expect(git(dir, '--git-dir', remote, 'log', '-1', '--format=%an', 'main')).toBe('minh');

    await page.goto(`${url}/noi-dung`);
    await page.getByRole('link', { name: '/about', exact: true }).click();
    await page.waitForURL(/\/lich-su\?/);
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Khôi phục thành bản nháp' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    await editor.context.close();
  }, 90_000);
});
