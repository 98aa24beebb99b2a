// Issue 38 as an author meets it in Chromium: a date typed the Vietnamese way (the field must stay,
// the preview must recover), two tabs on one page (no work lost, a colleague's saved change never
// silently undone), deleting a section and leaving unsaved work, problems in the author's words.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean, startEditor, type EditorRun } from './editorHarness.ts';

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

const about = () => JSON.parse(readFileSync(path.join(editor.dirs.pagesDir, 'about.json'), 'utf8')) as { sections: Record<string, unknown>[] };
const heroTitle = () => about().sections[0].title;
const statLabel = () => (about().sections[1].items as { label: string }[])[0].label;

async function openPage(page: Page, route: string) {
  if (!page.url().includes('/_editor/')) await page.goto(editor.url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
  await page
    .getByRole('list', { name: 'Các trang' })
    .getByRole('button', { name: new RegExp(`^${route}`) })
    .first()
    .click();
  await page.getByRole('heading', { name: route, exact: true }).waitFor({ timeout: 60_000 });
}
const outline = (page: Page) => page.getByRole('navigation', { name: 'Dàn trang: các section' });
const selectSection = (page: Page, index: number) => outline(page).locator('.editor-outline-item').nth(index).locator('.editor-outline-select').first().click();
const input = (page: Page, displayPath: string) => page.locator(`[data-path="${displayPath}"]`).first().locator('input, textarea').first();
async function save(page: Page) {
  await page.getByText('Hợp lệ').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
}

describe('a date typed the Vietnamese way', () => {
  it('is read day first; an impossible one keeps its field with a message; the preview recovers once the date is valid', async () => {
    await openPage(tabA, '/blog/seo-topical-map');
    await tabA.getByRole('button', { name: /Cài đặt trang/ }).click();
    const date = tabA.getByRole('textbox', { name: /^Ngày đăng/ });
    expect(await date.inputValue()).toBe('16/09/2026');
    await expectAxeClean(tabA, 'a blog post’s page settings');
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
    await expectAxeClean(tabA, 'a date not on the calendar at its field');
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
    await expectAxeClean(tabA, 'the date back by undo');
  }, 300_000);
});

describe('two tabs on one page', () => {
  it('a colleague’s save in another tab neither deletes my draft nor is undone by restoring it; overlapping edits are mine to choose', async () => {
    // Tab A: I change the hero's title and leave it unsaved.
    await openPage(tabA, '/about');
    await selectSection(tabA, 0);
    await input(tabA, 'sections[0].title').fill('Bản của tôi: đồng hành cùng doanh nghiệp Việt');
    // Tab B (a colleague, same browser): the first stat's label, saved.
    await openPage(tabB, '/about');
    await selectSection(tabB, 1);
    await input(tabB, 'sections[1].items[0].label').fill('Khách hàng doanh nghiệp');
    await save(tabB);
    await tabB.getByText('Đã lưu.').waitFor();
    expect(statLabel()).toBe('Khách hàng doanh nghiệp');
    await expectAxeClean(tabB, 'saved in the second tab');

    // Tab A reloads (or the browser restarts): my draft is still there, and restoring it keeps the colleague's label.
    tabA.once('dialog', (leave) => void leave.accept()); // "leave with unsaved changes?" — yes
    await tabA.reload();
    await tabA.getByText('Có bản chỉnh sửa chưa lưu').waitFor({ timeout: 60_000 });
    await expectAxeClean(tabA, 'this tab’s draft offered after a reload');
    await tabA.getByRole('button', { name: 'Khôi phục bản nháp' }).click();
    await tabA.getByText(/gộp với thay đổi mới trên đĩa/).waitFor();
    await expectAxeClean(tabA, 'the draft restored, merged with the other tab’s save');
    await selectSection(tabA, 0);
    expect(await input(tabA, 'sections[0].title').inputValue()).toBe('Bản của tôi: đồng hành cùng doanh nghiệp Việt');
    await selectSection(tabA, 1);
    expect(await input(tabA, 'sections[1].items[0].label').inputValue()).toBe('Khách hàng doanh nghiệp');
    await save(tabA);
    await tabA.getByText('Đã lưu.').waitFor();
    expect(heroTitle()).toBe('Bản của tôi: đồng hành cùng doanh nghiệp Việt');
    expect(statLabel()).toBe('Khách hàng doanh nghiệp');

    // Both change the same label: the colleague saves first; my save is refused (409), and the
    // editor's own path — reload from disk, restore the draft — shows both values for me to choose.
    await input(tabA, 'sections[1].items[0].label').fill('Khách hàng thân thiết');
    await tabB.getByRole('button', { name: 'Tải lại từ đĩa' }).click();
    // The file as on disk is open once the notice of the change is gone (edits before that would go with the old copy).
    await tabB.getByText('Tệp đã bị thay đổi bên ngoài trình soạn thảo').waitFor({ state: 'detached' });
    await selectSection(tabB, 1);
    await input(tabB, 'sections[1].items[0].label').fill('Khách hàng lớn');
    await save(tabB);
    await tabB.getByText('Đã lưu.').waitFor();
    await tabA.getByRole('button', { name: 'Lưu', exact: true }).click();
    await tabA.getByText(/Chưa lưu: tệp đã bị thay đổi/).waitFor();
    await expectAxeClean(tabA, 'the save refused: saved in the other tab');
    await tabA.getByRole('button', { name: 'Tải lại từ đĩa' }).click();
    await tabA.getByRole('button', { name: 'Khôi phục bản nháp' }).click();
    const choice = tabA.getByRole('radiogroup', { name: /Dãy số liệu thành tích › Các số liệu › mục 1 › Nhãn/ });
    await choice.waitFor();
    expect(await choice.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.closest('.mantine-Radio-root')?.textContent))).toEqual([
      'Của bạn: “Khách hàng thân thiết”',
      'Của đồng nghiệp: “Khách hàng lớn”',
    ]);
    // Nothing replaced yet: the form shows the colleague's label until I choose.
    expect(statLabel()).toBe('Khách hàng lớn');
    await expectAxeClean(tabA, 'the merge: a field both tabs changed');
    const apply = tabA.getByRole('button', { name: 'Dùng các lựa chọn này' });
    expect(await apply.isDisabled()).toBe(true);
    await choice.getByRole('radio', { name: /Của bạn/ }).check();
    await apply.click();
    await selectSection(tabA, 1);
    expect(await input(tabA, 'sections[1].items[0].label').inputValue()).toBe('Khách hàng thân thiết');
    await save(tabA);
    await tabA.getByText('Đã lưu.').waitFor();
    expect(statLabel()).toBe('Khách hàng thân thiết');
    expect(heroTitle()).toBe('Bản của tôi: đồng hành cùng doanh nghiệp Việt');
  }, 400_000);
});

describe('a draft of a tab that is still open', () => {
  it('is not offered in a new tab on the same page (that tab is told instead); once that tab is closed, it is', async () => {
    const context = tabA.context();
    const writer = await context.newPage();
    const reader = await context.newPage();
    for (const tab of [writer, reader]) tab.setDefaultTimeout(90_000);
    try {
      // One tab changes the contact page's hero title and keeps it unsaved.
      await openPage(writer, '/contact');
      await selectSection(writer, 0);
      await input(writer, 'sections[0].title').fill('Liên hệ: bản nháp của thẻ đang mở');
      await expect
        .poll(() =>
          writer.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('page-editor:draft:') && k.endsWith(':pages/contact.json')).length),
        )
        .toBe(1);

      // A second tab on the same page, while the first is open: told, not offered the other tab's draft.
      await openPage(reader, '/contact');
      await reader.getByText(/Một thẻ khác của trình duyệt đang có chỉnh sửa chưa lưu của trang này/).waitFor({ timeout: 30_000 });
      expect(await reader.getByText('Có bản chỉnh sửa chưa lưu').count()).toBe(0);
      await expectAxeClean(reader, 'the new tab told another tab is editing');
      await selectSection(reader, 0);
      expect(await input(reader, 'sections[0].title').inputValue()).not.toBe('Liên hệ: bản nháp của thẻ đang mở');

      // The first tab is closed (its draft is an orphan now): opening the page again offers it.
      await writer.close({ runBeforeUnload: false });
      await reader.reload();
      await openPage(reader, '/contact');
      await reader.getByText('Có bản chỉnh sửa chưa lưu').waitFor({ timeout: 30_000 });
      await reader.getByText(/ở một thẻ trình duyệt khác/).waitFor();
      expect(await reader.getByText(/Một thẻ khác của trình duyệt đang có/).count()).toBe(0);
      await expectAxeClean(reader, 'the closed tab’s draft offered');
      await reader.getByRole('button', { name: 'Khôi phục bản nháp' }).click();
      await selectSection(reader, 0);
      expect(await input(reader, 'sections[0].title').inputValue()).toBe('Liên hệ: bản nháp của thẻ đang mở');
    } finally {
      if (!writer.isClosed()) await writer.close({ runBeforeUnload: false });
      await reader.close({ runBeforeUnload: false });
    }
  }, 300_000);
});

describe('deleting a section, and leaving with unsaved edits', () => {
  it('says what was deleted with an undo in the message, and asks before the tab leaves unsaved work', async () => {
    await openPage(tabA, '/about');
    const items = outline(tabA).locator('.editor-outline-item');
    const before = await items.count();
    await outline(tabA)
      .getByRole('button', { name: /^Xóa: Dãy số liệu thành tích/ })
      .click();
    await expect.poll(() => items.count()).toBe(before - 1);
    const notice = tabA.getByRole('status').getByText('Đã xóa Dãy số liệu thành tích “AM Digital từ 2019 đến nay”.');
    await notice.waitFor();
    await expectAxeClean(tabA, 'a section deleted, its undo offered');
    await tabA.getByRole('button', { name: 'Hoàn tác xóa Dãy số liệu thành tích “AM Digital từ 2019 đến nay”' }).click();
    await expect.poll(() => items.count()).toBe(before);
    expect(await notice.count()).toBe(0);
    expect(await outline(tabA).locator('.editor-outline-select').nth(1).textContent()).toContain('Dãy số liệu thành tích');
    await expectAxeClean(tabA, 'the deletion undone');

    // Unsaved (the section deleted again): leaving asks first; staying keeps everything on screen.
    await outline(tabA)
      .getByRole('button', { name: /^Xóa: Dãy số liệu thành tích/ })
      .click();
    await expect.poll(() => items.count()).toBe(before - 1);
    const asked = tabA.waitForEvent('dialog');
    void tabA.reload().catch(() => {});
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(await items.count()).toBe(before - 1);
    // Saved: leaving asks nothing.
    await save(tabA);
    await tabA.getByText('Đã lưu.').waitFor();
    const dialogs: string[] = [];
    const record = (unexpected: Dialog) => {
      dialogs.push(unexpected.type());
      void unexpected.accept();
    };
    tabA.on('dialog', record);
    await tabA.reload();
    await tabA.getByRole('heading', { name: '/about', exact: true }).waitFor({ timeout: 60_000 });
    tabA.off('dialog', record);
    expect(dialogs).toEqual([]);
    expect(await items.count()).toBe(before - 1);
  }, 300_000);
});

describe('problems in the author’s words', () => {
  it('a duplicate id shows at the id just typed, naming the other section; the list names fields, not lines or JSON paths', async () => {
    await openPage(tabA, '/pricing/seo');
    await selectSection(tabA, 1);
    const id = input(tabA, 'sections[1].id');
    await id.fill('faq');
    const message = 'Mã “faq” đã là mã của Câu hỏi thường gặp “Câu hỏi về thanh toán” trên trang này.';
    await tabA.locator('[data-path="sections[1].id"]').getByText(message).waitFor({ timeout: 60_000 });
    const problems = tabA.getByRole('region', { name: /Lỗi của trang/ });
    expect(await problems.textContent()).toContain(`Bảng giá › Mã neo của section: ${message}`);
    expect(await problems.textContent()).not.toMatch(/dòng \d|cột \d|sections\[/);
    expect(
      await tabA
        .locator('[data-path="sections[2].id"]')
        .getByText(/Mã “faq”/)
        .count(),
    ).toBe(0);
    await expectAxeClean(tabA, 'a duplicate id at its field, the problem list');
    await id.fill('pricing');
    await tabA.getByText('Hợp lệ').waitFor({ timeout: 60_000 });
  }, 300_000);
});

describe('accessibility', () => {
  it('help text is at least 14 px; the catalogue dialog’s close button has a name; sections reordered by keyboard (Space, ↓, Space), said by name, focus following the moved section', async () => {
    await openPage(tabA, '/about');
    await selectSection(tabA, 0);
    const sizes = await tabA.locator('.mantine-InputWrapper-description').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);

    await outline(tabA).getByRole('button', { name: '+ Thêm section' }).last().click();
    const dialog = tabA.getByRole('dialog', { name: 'Thêm section' });
    await dialog.waitFor();
    // the × and the button at the end
    await expect.poll(() => dialog.getByRole('button', { name: 'Đóng' }).count(), { timeout: 10_000 }).toBe(2);
    // The dialog fades in: axe reads colours, so it waits for every transition to end (slow on a loaded machine).
    await expect
      .poll(() => tabA.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length), { timeout: 10_000 })
      .toBe(0);
    await expectAxeClean(tabA, 'the catalogue dialog');
    await dialog.getByRole('button', { name: 'Đóng' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // Reordered with the keyboard (dnd-kit's keyboard sensor): Space on the hero's handle lifts it, ↓ moves
    // it over the next section, Space drops it there. Each step is said with the sections' names and places.
    const names = () => outline(tabA).locator(':scope > ol > li > .mantine-Group-root > .editor-outline-select > span:first-child').allTextContents();
    const before = await names();
    expect(before[0]).toBe('Phần mở đầu trang');
    expect(before.length).toBeGreaterThan(2);
    const handle = outline(tabA).getByRole('button', { name: /^Kéo để đổi chỗ: Phần mở đầu trang/ });
    await handle.focus();
    const said = tabA.locator('[id^="DndLiveRegion"]');
    // dnd-kit's keyboard sensor listens for the arrows from a timer set when it lifts; Chromium runs input
    // before timers, so a key sent at once on a busy page can arrive first. A person is slower than that.
    const settle = () => tabA.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    await tabA.keyboard.press('Space');
    // (The live region holds the last thing said: lifted, then at once "is over its own place".)
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/^(Đã nhấc )?Phần mở đầu trang “.+” (\(vị trí 1\/\d+\)|đang ở vị trí 1\/\d+)\.$/);
    await settle();
    await tabA.keyboard.press('ArrowDown');
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/^Phần mở đầu trang “.+” đang ở vị trí 2\/\d+\.$/);
    await expectAxeClean(tabA, 'a section lifted and moved by keyboard');
    await tabA.keyboard.press('Space');
    await expect
      .poll(() => said.textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^Đã thả Phần mở đầu trang “.+” vào vị trí 2/\\d+, chỗ của ${before[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} “.+”\\.$`));
    await expect.poll(names, { timeout: 10_000 }).toEqual([before[1], before[0], ...before.slice(2)]);
    await expectAxeClean(tabA, 'a section dropped by keyboard');
    expect(await said.textContent()).not.toContain('sections[');
    // Focus followed the hero to its new place (the items are keyed by place): Space, ↑, Space moves it back.
    await expect
      .poll(() => tabA.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 10_000 })
      .toMatch(/^Kéo để đổi chỗ: Phần mở đầu trang/);
    await tabA.keyboard.press('Space');
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/vị trí 2\/\d+/);
    await settle();
    await tabA.keyboard.press('ArrowUp');
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/^Phần mở đầu trang “.+” đang ở vị trí 1\/\d+\.$/);
    await tabA.keyboard.press('Space');
    await expect.poll(names, { timeout: 10_000 }).toEqual(before);
    await expect
      .poll(() => tabA.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 10_000 })
      .toMatch(/^Kéo để đổi chỗ: Phần mở đầu trang/);
    // Escape puts a lifted section back where it was.
    await tabA.keyboard.press('Space');
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/vị trí 1\/\d+/);
    await settle();
    await tabA.keyboard.press('ArrowDown');
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/đang ở vị trí 2\/\d+\.$/);
    await tabA.keyboard.press('Escape');
    await expect.poll(() => said.textContent(), { timeout: 10_000 }).toMatch(/^Đã hủy kéo Phần mở đầu trang “.+”\.$/);
    expect(await names()).toEqual(before);
    // The page is as it was: nothing to save.
    expect(await tabA.getByRole('button', { name: 'Lưu', exact: true }).isDisabled()).toBe(true);
  }, 300_000);
});

describe('on a 1366 × 768 laptop', () => {
  it('"Tạo trang" and the preview are on screen beside the form; the desktop preview fits; the preview follows the selected section', async () => {
    await tabB.setViewportSize({ width: 1366, height: 768 });
    await tabB.goto(editor.url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    const create = tabB.getByRole('button', { name: 'Tạo trang' });
    await create.waitFor();
    expect((await create.boundingBox())!.y).toBeLessThan(768);
    await openPage(tabB, '/about');
    await selectSection(tabB, 0);
    const form = (await tabB.locator('.editor-form-column').boundingBox())!;
    const frame = tabB.locator('iframe[title="Xem trước trang"]');
    const beside = (await frame.boundingBox())!;
    expect(beside.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(beside.y).toBeLessThan(400);
    // Desktop width: drawn at 1280 px and scaled down to the column.
    await tabB.getByText('Máy tính', { exact: true }).click();
    await tabB.getByText(/^Thu nhỏ còn \d+% để vừa khung\.$/).waitFor();
    const column = (await tabB.locator('.editor-preview-frame').boundingBox())!;
    const scaled = (await frame.boundingBox())!;
    expect(scaled.width).toBeLessThanOrEqual(column.width + 1);
    expect(await frame.evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth)).toBe(1280);
    // Selecting the last section brings it into the preview.
    const preview = tabB.frameLocator('iframe[title="Xem trước trang"]');
    const last = (await outline(tabB).locator('.editor-outline-item').count()) - 1;
    await preview.locator(`[data-editor-path="sections[${last}]"]`).waitFor({ timeout: 60_000 });
    // (In view first, so the click itself scrolls nothing.)
    await outline(tabB).locator('.editor-outline-item').nth(last).locator('.editor-outline-select').first().scrollIntoViewIfNeeded();
    const editorScroll = await tabB.evaluate(() => window.scrollY);
    await selectSection(tabB, last);
    await expect.poll(() => frame.evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollY), { timeout: 10_000 }).toBeGreaterThan(500);
    // Only the preview scrolls: the editor's page (its title and Save button) and the frame's box stay put.
    expect(await tabB.evaluate(() => [window.scrollY, document.querySelector('.editor-preview-frame')!.scrollTop])).toEqual([editorScroll, 0]);
    await expectAxeClean(tabB, 'the 1366 px layout, the preview scrolled');
  }, 300_000);

  it('the split between form and preview moves with the arrow keys and is kept; a section selected before the preview loaded is scrolled to', async () => {
    await tabB.setViewportSize({ width: 1366, height: 768 });
    await tabB.goto(editor.url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    await openPage(tabB, '/about');
    const split = tabB.getByRole('separator', { name: 'Chia độ rộng giữa biểu mẫu và bản xem trước' });
    const formWidth = async () => (await tabB.locator('.editor-form-column').boundingBox())!.width;
    const start = Number(await split.getAttribute('aria-valuenow'));
    const before = await formWidth();
    await split.focus();
    await tabB.keyboard.press('ArrowRight');
    await tabB.keyboard.press('ArrowRight');
    await expect.poll(() => split.getAttribute('aria-valuenow')).toBe(String(Math.min(70, start + 10)));
    expect(await formWidth()).toBeGreaterThan(before + 20);
    await tabB.keyboard.press('Home');
    await expect.poll(() => split.getAttribute('aria-valuenow')).toBe('30');
    expect(await formWidth()).toBeLessThan(before - 20);
    await expectAxeClean(tabB, 'the split moved');
    // Dragged with the pointer: 150 px to the right gives the form more room.
    const handle = (await split.boundingBox())!;
    // The handle is as tall as the columns: grabbed 100 px below its top or the window's, whichever is lower.
    const [x, y] = [handle.x + handle.width / 2, Math.max(handle.y, 0) + 100];
    expect(await tabB.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.getAttribute('role'), [x, y])).toBe('separator');
    await tabB.mouse.move(x, y);
    await tabB.mouse.down();
    await tabB.mouse.move(x + 150, y, { steps: 5 });
    await tabB.mouse.up();
    await expect.poll(async () => Number(await split.getAttribute('aria-valuenow'))).toBeGreaterThan(35);
    expect(await formWidth()).toBeGreaterThan(before - 20);
    await split.focus();
    await tabB.keyboard.press('Home');
    await expect.poll(() => split.getAttribute('aria-valuenow')).toBe('30');

    // Kept across a reload; the preview answers late, after the last section was selected.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tabB.route('**/_editor/api/preview', async (route) => {
      await held;
      await route.continue();
    });
    await tabB.reload({ waitUntil: 'domcontentloaded' });
    // The address keeps the open page (#pages/about.json): it opens again by itself. (Clicking it in the
    // list as well would load it a second time, and that copy could replace the one a section is selected in.)
    await tabB.getByRole('heading', { name: '/about', exact: true }).waitFor({ timeout: 60_000 });
    expect(await split.getAttribute('aria-valuenow')).toBe('30');
    const last = (await outline(tabB).locator('.editor-outline-item').count()) - 1;
    await selectSection(tabB, last);
    const frame = tabB.locator('iframe[title="Xem trước trang"]');
    const preview = tabB.frameLocator('iframe[title="Xem trước trang"]');
    expect(await preview.locator('[data-editor-path]').count()).toBe(0);
    await expectAxeClean(tabB, 'the preview not drawn yet');
    release();
    await preview.locator(`[data-editor-path="sections[${last}]"]`).waitFor({ timeout: 60_000 });
    await expect.poll(() => frame.evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollY), { timeout: 10_000 }).toBeGreaterThan(500);
    await tabB.unroute('**/_editor/api/preview');
  }, 300_000);
});
