// Issue 38's first two reports, as an author meets them in Chromium: a date typed the Vietnamese way
// (the field must stay, the preview must recover), and two tabs on one page (no work lost, a
// colleague's saved change never silently undone).
import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type EditorRun } from './editorHarness.ts';

let editor: EditorRun;
let tabA: Page;
let tabB: Page;

beforeAll(async () => {
  editor = await startEditor('editor-tabs-');
  tabA = editor.page;
  tabB = await tabA.context().newPage();
  tabB.setDefaultTimeout(90_000);
}, 180_000);

afterAll(async () => {
  await editor?.stop();
  if (editor) rmSync(editor.root, { recursive: true, force: true });
});

async function openPage(page: Page, route: string) {
  if (!page.url().includes('/_editor/')) await page.goto(editor.url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
  await page
    .getByRole('list', { name: 'Các trang' })
    .getByRole('button', { name: new RegExp(`^${route}`) })
    .first()
    .click();
  await page.getByRole('heading', { name: route, exact: true }).waitFor({ timeout: 60_000 });
}
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('a date typed the Vietnamese way', () => {
  it('is read day first; an impossible one keeps its field with a message; the preview recovers once the date is valid', async () => {
    await openPage(tabA, '/blog/seo-topical-map');
    await tabA.getByRole('button', { name: /Cài đặt trang/ }).click();
    const date = tabA.getByRole('textbox', { name: /^Ngày đăng/ });
    expect(await date.inputValue()).toBe('16/09/2026');
    const preview = tabA.frameLocator('iframe[title="Xem trước trang"]');
    await preview.locator('time').first().waitFor({ timeout: 60_000 });

    await date.fill('23/11/2026');
    await expect.poll(() => preview.locator('time').first().textContent(), { timeout: 30_000 }).toBe('23/11/2026');
    await date.fill('31/02/2026');
    // The field stays, with the author's text and a message in Vietnamese; no "+ Ngày đăng" button.
    await tabA.getByText('Tháng 2/2026 không có ngày 31 (chỉ có 28 ngày).').waitFor();
    expect(await date.inputValue()).toBe('31/02/2026');
    expect(await tabA.getByRole('button', { name: /\+ Ngày đăng/ }).count()).toBe(0);
    expect(await tabA.getByText(/thiếu trường bắt buộc/).count()).toBe(0);
    expect(await seriousAxeViolations(tabA)).toEqual([]);
    // The preview cannot draw the page's header with that date…
    await preview.locator('[data-section-error]').first().waitFor({ timeout: 30_000 });
    // …and draws it again as soon as the date is valid, without a reload.
    await date.fill('28/02/2026');
    await expect.poll(() => preview.locator('time').first().textContent(), { timeout: 30_000 }).toBe('28/02/2026');
    expect(await preview.locator('[data-section-error]').count()).toBe(0);
    // Undo shows the earlier dates again, day first (typing within a moment is one step).
    const undo = tabA.getByRole('button', { name: 'Hoàn tác' });
    for (let step = 0; step < 6 && (await undo.isEnabled()) && (await date.inputValue()) !== '16/09/2026'; step++) await undo.click();
    expect(await date.inputValue()).toBe('16/09/2026');
  }, 300_000);
});
