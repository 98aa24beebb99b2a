// The page editor as an author uses it: `npm run edit` (the real command) on a throw-away copy of
// the project, driven in Chromium. And: nothing of the editor is in the built site.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject } from '../../src/engine/validateProject.ts';
import { addSectionFromCatalogue, expectAxeClean, startEditor, type EditorRun } from './editorHarness.ts';
import { CLIENT_DIR } from './harness.ts';

let editor: EditorRun;
let root: string;
let editorUrl: string;
let page: Page;

const pageFile = () => path.join(root, 'pages/uu-dai/thu-nghiem.json');

beforeAll(async () => {
  editor = await startEditor('editor-browser-');
  ({ root, url: editorUrl, page } = editor);
}, 180_000);

afterAll(async () => {
  await editor?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run edit', () => {
  it('prints a loopback URL with a token, and the API refuses writes without it or from another Origin (403, nothing written)', async () => {
    const url = new URL(editorUrl);
    expect(url.hostname).toBe('127.0.0.1');
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const api = `${url.origin}/_editor/api/page`;
    const body = JSON.stringify({ route: '/uu-dai/thu-nghiem', template: 'landing' });
    const noToken = await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json', origin: url.origin }, body });
    expect(noToken.status).toBe(403);
    const foreign = await fetch(api, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-editor-token': token },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(existsSync(pageFile())).toBe(false);
  });

  it('creates /uu-dai/thu-nghiem, adds sections, reorders by keyboard, blocks an invalid save and saves a valid page', async () => {
    await page.goto(editorUrl, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    // The token leaves the address bar (it stays in this tab's sessionStorage).
    await expect.poll(() => page.url()).not.toContain('token=');
    await page.getByLabel('Đường dẫn').fill('Ưu đãi/Thử nghiệm');
    await page.getByRole('button', { name: 'Dùng /uu-dai/thu-nghiem' }).click();
    await page.getByRole('button', { name: 'Tạo trang' }).click();
    await page.getByRole('heading', { name: '/uu-dai/thu-nghiem' }).waitFor({ timeout: 60_000 });
    expect(existsSync(pageFile())).toBe(true);
    await expectAxeClean(page, 'a new page from a template');
    const outline = page.getByRole('navigation', { name: 'Dàn trang: các section' });
    const before = await outline.locator('.editor-outline-item').count();

    // Add a stats section and a FAQ from the catalogue (at the end of the page).
    for (const type of ['stats', 'faq']) await addSectionFromCatalogue(page, type);
    await expect.poll(() => outline.locator('.editor-outline-item').count()).toBe(before + 2);
    await expectAxeClean(page, 'two sections added from the catalogue');

    // Undo and redo the last addition from the keyboard.
    await page.locator('body').press('Control+z');
    await expect.poll(() => outline.locator('.editor-outline-item').count()).toBe(before + 1);
    await page.locator('body').press('Control+Shift+z');
    await expect.poll(() => outline.locator('.editor-outline-item').count()).toBe(before + 2);

    // The live preview renders the page with the site's sections; a click there selects the section.
    const preview = page.frameLocator('iframe[title="Xem trước trang"]');
    await preview.locator('h1').first().waitFor({ timeout: 60_000 });
    await preview.locator('[data-editor-path="sections[0]"]').click();
    await expect.poll(() => outline.locator('[aria-current="true"]').textContent()).toContain('Phần mở đầu trang');
    await expectAxeClean(page, 'the hero selected from the preview');

    // Reorder by keyboard: the FAQ (last) goes above the stats section.
    const faqButton = outline.locator('.editor-outline-item').last().locator('.editor-outline-select');
    await faqButton.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => outline.locator('.editor-outline-item').nth(before).textContent()).toContain('Câu hỏi thường gặp');

    // An invalid edit: the validator's message at its field, and saving is refused.
    await page.getByRole('button', { name: /Cài đặt trang/ }).click();
    const description = page.getByLabel(/Mô tả trang cho máy tìm kiếm/);
    await description.fill('Quá ngắn');
    await expect.poll(() => description.getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true');
    // The message is the validator's own, shown under the field.
    const error = page.locator('[data-path="meta.description"] .mantine-InputWrapper-error');
    expect(await error.textContent()).toMatch(/50/);
    const onDisk = readFileSync(pageFile(), 'utf8');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText(/Chưa lưu: trang còn \d+ lỗi/).waitFor();
    await expectAxeClean(page, 'an invalid field, the save refused');
    expect(readFileSync(pageFile(), 'utf8')).toBe(onDisk);

    // Fixed: saved, and the whole project validates with it.
    await description.fill('Ưu đãi thử nghiệm của AM Digital: giảm giá dịch vụ SEO, quảng cáo và thiết kế website trong tháng này.');
    await page.getByText('Hợp lệ').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Đã lưu.').waitFor();
    await expectAxeClean(page, 'saved');
    const saved = JSON.parse(readFileSync(pageFile(), 'utf8')) as { sections: { type: string }[] };
    const types = saved.sections.map((s) => s.type);
    expect(types.slice(-2)).toEqual(['faq', 'stats']);
    const dirs = { pagesDir: path.join(root, 'pages'), publicDir: path.join(root, 'public'), schemaDir: path.join(root, 'schema'), displayRoot: root };
    expect(validateProject(dirs).issues).toEqual([]);
    expect(readFileSync(pageFile(), 'utf8').endsWith('}\n')).toBe(true);
  }, 300_000);
});

describe('the editor open on a page', () => {
  it('has no serious or critical axe-core violations', async () => {
    await expectAxeClean(page, 'the saved page open');
  }, 120_000);

  it('a change on disk while open: shown, the save refused with 409, nothing lost (the edit comes back after a reload)', async () => {
    await page.getByRole('button', { name: /Cài đặt trang/ }).click();
    const title = page.getByLabel(/^Tiêu đề trang/);
    await title.fill('Ưu đãi của tôi | AM Digital');
    // Someone else edits the file (VS Code, git pull).
    const theirs = JSON.parse(readFileSync(pageFile(), 'utf8')) as { meta: { title: string } };
    theirs.meta.title = 'Ưu đãi của đồng nghiệp | AM Digital';
    const theirText = `${JSON.stringify(theirs, null, 2)}\n`;
    writeFileSync(pageFile(), theirText);
    await page.getByText('Tệp đã bị thay đổi bên ngoài trình soạn thảo').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText(/Chưa lưu: tệp đã bị thay đổi/).waitFor();
    // The warning and the refusal are readable too (coloured text on its tint at 4.5:1).
    await expectAxeClean(page, 'changed on disk, the save refused');
    expect(readFileSync(pageFile(), 'utf8')).toBe(theirText);
    // Reload: the disk's version opens, and the unsaved edit is offered back.
    await page.getByRole('button', { name: 'Tải lại từ đĩa' }).click();
    await page.getByText('Có bản chỉnh sửa chưa lưu').waitFor({ timeout: 30_000 });
    await expectAxeClean(page, 'reloaded from disk, the draft offered');
    await page.getByRole('button', { name: /Cài đặt trang/ }).click();
    expect(await page.getByLabel(/^Tiêu đề trang/).inputValue()).toBe('Ưu đãi của đồng nghiệp | AM Digital');
    // Both changed the title: restoring asks which one to keep instead of overwriting theirs.
    await page.getByRole('button', { name: 'Khôi phục bản nháp' }).click();
    await page.getByRole('radio', { name: 'Của bạn: “Ưu đãi của tôi | AM Digital”' }).waitFor();
    await expectAxeClean(page, 'the merge: a field both changed');
    await page.getByRole('radio', { name: 'Của bạn: “Ưu đãi của tôi | AM Digital”' }).check();
    await page.getByRole('button', { name: 'Dùng các lựa chọn này' }).click();
    await page.getByRole('button', { name: /Cài đặt trang/ }).click();
    expect(await page.getByLabel(/^Tiêu đề trang/).inputValue()).toBe('Ưu đãi của tôi | AM Digital');
    // A full browser reload too (after saying yes to leaving unsaved edits): the draft survives in localStorage.
    page.once('dialog', (leave) => void leave.accept());
    await page.reload();
    await page.getByText('Có bản chỉnh sửa chưa lưu').waitFor({ timeout: 60_000 });
    await expectAxeClean(page, 'after a browser reload, the draft offered');
  }, 180_000);
});

describe('the built site', () => {
  it('holds no editor code or route', () => {
    expect(existsSync(path.join(CLIENT_DIR, '404.html')), 'run npm run build first').toBe(true);
    expect(existsSync(path.join(CLIENT_DIR, '_editor'))).toBe(false);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)) : [path.join(dir, name)]));
    // Strings only the editor has: its API path, token header, storage keys and title.
    const markers = ['/_editor', 'x-editor-token', 'page-editor:', 'Trình soạn thảo trang'];
    for (const file of files(CLIENT_DIR).filter((f) => /\.(js|html|css|json)$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${path.relative(CLIENT_DIR, file)}`).toBe(false);
    }
  });
});
