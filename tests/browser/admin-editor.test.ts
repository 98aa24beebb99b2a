// The editor inside the admin in a real Chromium (the editor's interface as `npm run build` builds
// it, served by the admin server with a content repository whose remote is a bare repository on
// disk): an editor opens a page from the page list, edits a field and saves — a draft, listed on the
// page list, nothing published; a second person opening the page sees who holds it, view-only, and
// takes it over; the first is told at their next renewal and keeps their draft; leaving releases it.
// No console error (a script or frame the admin's policy refused would be one).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../../src/admin/accounts.ts';
import type { ContentRepo } from '../../src/admin/content/contentRepo.ts';
import { DEFAULT_EDITOR_DIR } from '../../src/admin/content/editorHost.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

const FILE = 'pages/about.json';
const TITLE = 'Về AM Digital — bản nháp mới | AM Digital';

/**
 * The console errors and uncaught exceptions of a page, from now on (but Chromium's line for the lease
 * API's 409, its answer when someone else holds the page: an expected answer, shown in the editor).
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !/status of 409 \(Conflict\)/.test(message.text()) && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the editor inside the admin, in a browser', () => {
  let admin: AdminInBrowser;
  let dir: string;
  let accounts: Accounts;
  let repo: ContentRepo;
  let browser: Browser;
  let url: string;
  let remote: string;
  beforeAll(async () => {
    if (!existsSync(path.join(DEFAULT_EDITOR_DIR, 'src/editor/index.html'))) throw new Error('build/editor is missing: run npm run build first');
    admin = await startAdminInBrowser({ name: 'admin-editor-browser', users: { 'lan@a.vn': 'editor', 'minh@a.vn': 'publisher' }, content: true });
    ({ dir, accounts, browser, url } = admin);
    repo = admin.repo!;
    remote = admin.remote!;
  }, 60_000);
  afterAll(() => admin?.close());

  it('an editor opens a page from the page list, edits a field and saves a draft; a second person sees the lease, takes over, and leaving releases it', async () => {
    const published = await repo.read(FILE);
    const remoteHead = git(dir, '--git-dir', remote, 'rev-parse', 'main');
    const lan = await signedIn(browser, url, 'lan@a.vn');
    const lanErrors = errorsOf(lan.page);
    lan.page.setDefaultTimeout(60_000);
    await lan.page.goto(`${url}/noi-dung`);
    await lan.page.getByRole('link', { name: 'Sửa /about', exact: true }).click();
    await lan.page.waitForURL(`${url}/soan-thao/#${FILE}`);
    await lan.page.getByRole('button', { name: /Cài đặt trang/ }).click();
    const title = lan.page.getByLabel(/^Tiêu đề trang/);
    expect(await title.inputValue()).toBe((JSON.parse(published!) as { meta: { title: string } }).meta.title);
    // The preview frame draws the page with the site's code (same-origin frame, allowed for the editor only).
    await lan.page.frameLocator('iframe[src="preview"]').locator('[data-editor-path="sections[0]"]').waitFor();
    await title.fill(TITLE);
    await lan.page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await lan.page.getByText('Đã lưu.', { exact: true }).waitFor();

    // A draft in Lan's name; nothing published.
    const lanId = (await accounts.userByEmail('lan@a.vn'))!.id;
    const draft = await repo.draft(lanId, FILE);
    expect(JSON.parse(draft!.content).meta.title).toBe(TITLE);
    expect(draft!.saved).toMatchObject({ author: 'lan', email: 'lan@a.vn' });
    expect(await repo.read(FILE)).toBe(published);
    expect(git(dir, '--git-dir', remote, 'rev-parse', 'main')).toBe(remoteHead);
    const list = await lan.context.newPage();
    await list.goto(`${url}/noi-dung`);
    const row = await list.getByRole('row', { name: /^Giới thiệu\s*\/about\b/ }).textContent();
    expect(row).toMatch(/lan đang sửa — từ \d\d:\d\d/);
    expect(row).toMatch(/lan, .* — bản nháp/);
    expect(await seriousViolations(list)).toEqual([]);
    await list.close();

    // A second person: view-only, told who and since when; then takes over.
    const minh = await signedIn(browser, url, 'minh@a.vn');
    const minhErrors = errorsOf(minh.page);
    minh.page.setDefaultTimeout(60_000);
    await minh.page.goto(`${url}/soan-thao/#${FILE}`);
    await minh.page.getByText(/^lan đang sửa trang này — từ \d\d:\d\d\./).waitFor();
    // Minh reads the published page (Lan's draft is hers) and cannot change it: the open section's fields are disabled.
    const heading = minh.page.getByLabel(/^Tiêu đề chính của trang/);
    expect(await heading.inputValue()).toBe((JSON.parse(published!) as { sections: { title: string }[] }).sections[0].title);
    expect(await heading.isDisabled()).toBe(true);
    expect(await minh.page.getByRole('button', { name: 'Lưu', exact: true }).isDisabled()).toBe(true);
    await minh.page.getByRole('button', { name: 'Tiếp quản' }).click();
    await expect.poll(() => heading.isDisabled()).toBe(false);

    // Lan's next renewal tells her, by itself within seconds (nothing done in her tab); her draft stays.
    await lan.page.getByText(/^minh đã nhận sửa trang này lúc \d\d:\d\d\. Những gì bạn đã lưu vẫn nằm trong bản nháp của bạn\.$/).waitFor();
    expect(await title.isDisabled()).toBe(true);
    expect(JSON.parse((await repo.draft(lanId, FILE))!.content).meta.title).toBe(TITLE);

    // Leaving the editor releases the page.
    await minh.page.goto(`${url}/noi-dung`);
    await expect
      .poll(async () => {
        await minh.page.reload();
        return minh.page.getByRole('row', { name: /^Giới thiệu\s*\/about\b/ }).textContent();
      })
      .toContain('Không ai');
    expect(lanErrors).toEqual([]);
    expect(minhErrors).toEqual([]);
    await lan.context.close();
    await minh.context.close();
  }, 120_000);
});
