// Issue 41 in the editor, in Chromium on the real `npm run edit`: an A/B test started on /about, the
// hero changed in Bản B (the real preview draws B, then A again), the comparison in words, shares that
// do not add up shown at the field, saved — and the file holds the test. axe at every state.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean, startEditor, type EditorRun } from './editorHarness.ts';

let editor: EditorRun;

beforeAll(async () => {
  editor = await startEditor('editor-experiment-');
}, 180_000);

afterAll(async () => {
  await editor?.stop();
  if (editor) rmSync(editor.root, { recursive: true, force: true });
});

type About = { sections: Record<string, unknown>[]; experiment?: { variants: { replace: Record<string, { title?: string }> }[] } };
const about = () => JSON.parse(readFileSync(path.join(editor.dirs.pagesDir, 'about.json'), 'utf8')) as About;

describe('an A/B test from the editor', () => {
  it('started, B’s hero changed and previewed, compared, shares checked at the field, saved', async () => {
    const page = editor.page;
    await page.goto(editor.url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    await page
      .getByRole('list', { name: 'Các trang' })
      .getByRole('button', { name: /^\/about/ })
      .first()
      .click();
    await page.getByRole('heading', { name: '/about', exact: true }).waitFor({ timeout: 60_000 });
    const preview = page.frameLocator('iframe[title="Xem trước trang"]');
    const original = 'Đồng hành cùng doanh nghiệp Việt trên hành trình số';
    await expect.poll(() => preview.locator('h1').first().textContent(), { timeout: 60_000 }).toContain(original);

    await page.getByRole('button', { name: 'Thêm thử nghiệm A/B' }).click();
    await page.getByRole('heading', { name: 'Cài đặt thử nghiệm A/B' }).waitFor();
    await page.getByText('Hợp lệ').waitFor({ timeout: 60_000 });
    await expectAxeClean(page, 'the A/B test’s settings');

    // Shares adding up to 110: the validator's message under the original's share.
    const b = page.getByRole('group', { name: 'Bản B' });
    await b.getByRole('textbox', { name: /^Tỉ lệ/ }).fill('60');
    await page
      .getByRole('group', { name: 'Bản gốc (A)' })
      .getByText(/cộng lại bằng 110/)
      .waitFor({ timeout: 60_000 });
    await expectAxeClean(page, 'shares not adding up');
    await b.getByRole('textbox', { name: /^Tỉ lệ/ }).fill('50');

    await page.locator('.editor-experiment label', { hasText: /^Bản B/ }).click();
    const outline = page.getByRole('navigation', { name: 'Dàn trang của Bản B' });
    await outline.getByRole('button', { name: /^Đổi ở Bản B: Phần mở đầu trang/ }).click();
    await page.getByText(/Bạn đang sửa section này chỉ cho Bản B/).waitFor();
    await page.getByRole('textbox', { name: /^Tiêu đề chính/ }).fill('Tăng khách hàng từ Google trong 90 ngày');
    await expect.poll(() => preview.locator('h1').first().textContent(), { timeout: 60_000 }).toContain('Tăng khách hàng từ Google trong 90 ngày');
    await expectAxeClean(page, 'a section changed in Bản B');

    await outline
      .getByRole('button', { name: /^Dãy số liệu/ })
      .first()
      .click();
    await page.getByText(/Ở Bản B, section này giống bản gốc/).waitFor();
    await expectAxeClean(page, 'a section of Bản B as in the original');

    await page.getByRole('button', { name: 'So với bản gốc' }).click();
    const diff = page.getByRole('region', { name: 'Bản B so với bản gốc' });
    await diff.getByText(`Bản gốc: ${original}`).waitFor();
    await diff.getByText('Bản B: Tăng khách hàng từ Google trong 90 ngày').waitFor();
    await expectAxeClean(page, 'Bản B compared with the original');

    await page.locator('.editor-experiment label', { hasText: 'Bản gốc (A)' }).click();
    await expect.poll(() => preview.locator('h1').first().textContent(), { timeout: 60_000 }).toContain(original);

    await page.getByText('Hợp lệ').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Đã lưu.').waitFor({ timeout: 60_000 });
    const saved = about();
    expect(saved.sections[0]!.id).toBe('dong-hanh-cung-doanh-nghiep');
    expect(saved.sections[0]!.title).toBe(original);
    expect(saved.experiment!.variants[0]!.replace['dong-hanh-cung-doanh-nghiep']!.title).toBe('Tăng khách hàng từ Google trong 90 ngày');
  }, 300_000);
});
