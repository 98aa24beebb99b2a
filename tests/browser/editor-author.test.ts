// The editor as a non-developer uses it, start to finish: a new landing page built from the
// catalogue (hero, stats, the shared SEO plans, a FAQ of three questions, a call to action), a
// section moved by keyboard, links picked from the page list, an image uploaded, saved — then the
// real `npm run validate` passes and a real build (in a copy of the project) shows the page. Also:
// undo after each kind of edit, and duplicating / deleting pages.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { addSectionFromCatalogue, expectAxeClean, startEditor, type EditorRun } from './editorHarness.ts';
import { samePixels } from '../unit/editor/imageFiles.ts';

const run = promisify(execFile);
let editor: EditorRun;
let page: Page;
let outline: Locator;
const buildRoot = mkdtempSync(path.join(os.tmpdir(), 'editor-build-'));

const ROUTE = '/uu-dai/thu-nghiem';
const COPY_ROUTE = '/uu-dai/thu-nghiem-ban-sao';
const HERO_TITLE = 'Ưu đãi thử nghiệm tháng mười hai';
const NEW_QUESTION = 'Ưu đãi áp dụng đến khi nào?';
const NEW_ANSWER = 'Đến hết ngày 31 tháng 12, cho hợp đồng ký trong thời gian ưu đãi.';
const pageFile = (route: string) => path.join(editor.dirs.pagesDir, `${route.slice(1)}.json`);
const readPage = (route: string) => JSON.parse(readFileSync(pageFile(route), 'utf8')) as { sections: Record<string, unknown>[]; meta: { title: string } };

beforeAll(async () => {
  editor = await startEditor('editor-author-');
  page = editor.page;
  outline = page.getByRole('navigation', { name: 'Dàn trang: các section' });
}, 180_000);

afterAll(async () => {
  await editor?.stop();
  if (editor) rmSync(editor.root, { recursive: true, force: true });
  rmSync(buildRoot, { recursive: true, force: true });
});

/** What the author sees in the outline: each section's name and heading, in order (not the problem
 * counts, which follow the validator's answers a moment later). */
const outlineTexts = () =>
  outline.locator('.editor-outline-select').evaluateAll((buttons) =>
    buttons.map((button) => {
      const copy = button.cloneNode(true) as Element;
      copy.querySelectorAll('.mantine-Badge-root').forEach((badge) => badge.remove());
      return copy.textContent ?? '';
    }),
  );
const field = (displayPath: string) => page.locator(`[data-path="${displayPath}"]`).first();
const input = (displayPath: string) => field(displayPath).locator('input:not([type=file]), textarea').first();
const undo = () => page.keyboard.press('Control+z');
const redo = () => page.keyboard.press('Control+Shift+z');

/** Undo brings back exactly what was there before the edit; redo brings the edit back. */
async function expectUndoRestores(before: string[], after: string[]) {
  expect(after).not.toEqual(before);
  await undo();
  await expect.poll(outlineTexts).toEqual(before);
  await redo();
  await expect.poll(outlineTexts).toEqual(after);
}

const addSection = (type: string) => addSectionFromCatalogue(page, type);

const selectSection = (index: number) => outline.locator('.editor-outline-item').nth(index).locator('.editor-outline-select').click();

/** Picks an entry of a link field's list after typing the start of it. */
async function pickLink(displayPath: string, typed: string, option: string) {
  await input(displayPath).fill(typed);
  // Each option shows the page's (or heading's) name above its path.
  const choice = page
    .getByRole('option')
    .filter({ has: page.getByText(option, { exact: true }) })
    .first();
  await choice.waitFor();
  // The picker open, its list of pages and anchors shown.
  await expectAxeClean(page, `the link picker open on "${typed}"`);
  await choice.click();
  await expect.poll(() => input(displayPath).inputValue()).toBe(option);
}

async function save() {
  await page.getByText('Hợp lệ').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await page.getByText('Đã lưu.').waitFor();
  await expectAxeClean(page, 'saved');
}

describe('a landing page built in the editor', () => {
  it('is created from a template, composed from the catalogue, saved, validated and built', async () => {
    await page.goto(editor.url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    await page.getByLabel('Đường dẫn').fill('Ưu đãi/Thử nghiệm');
    await page.getByRole('button', { name: `Dùng ${ROUTE}` }).click();
    await page.getByRole('button', { name: 'Tạo trang' }).click();
    await page.getByRole('heading', { name: ROUTE }).waitFor({ timeout: 60_000 });
    expect(existsSync(pageFile(ROUTE))).toBe(true);
    await expectAxeClean(page, 'a new page from a template');

    // Remove: the template's sections go (undo brings the first one back).
    const template = await outlineTexts();
    expect(template.length).toBeGreaterThan(1);
    await outline.getByRole('button', { name: /^Xóa:/ }).first().click();
    await expect.poll(outlineTexts).toEqual(template.slice(1));
    await expectAxeClean(page, 'a section removed, its undo offered');
    await expectUndoRestores(template, template.slice(1));
    for (let left = template.length - 1; left > 0; left--) {
      await outline.getByRole('button', { name: /^Xóa:/ }).first().click();
      await expect.poll(outlineTexts).toHaveLength(left - 1);
    }
    await expectAxeClean(page, 'a page with no section');

    // Add: five sections from the catalogue (undo takes the last one away again).
    for (const type of ['hero', 'stats', 'planGrid', 'faq']) await addSection(type);
    const fourSections = await outlineTexts();
    expect(fourSections).toHaveLength(4);
    await addSection('cta');
    await expect.poll(outlineTexts).toHaveLength(5);
    await expectUndoRestores(fourSections, await outlineTexts());
    await expectAxeClean(page, 'five sections added from the catalogue');

    // Field edit: the hero's title (undo restores the example's title).
    await selectSection(0);
    const exampleTitle = await input('sections[0].title').inputValue();
    await input('sections[0].title').fill(HERO_TITLE);
    await expect.poll(() => outlineTexts().then((t) => t[0])).toContain(HERO_TITLE.slice(0, 30));
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await undo();
    await expect.poll(() => input('sections[0].title').inputValue()).toBe(exampleTitle);
    await redo();
    await expect.poll(() => input('sections[0].title').inputValue()).toBe(HERO_TITLE);
    await expectAxeClean(page, 'the hero form, its title edited');

    // An image uploaded through the hero's image field: stored, and its size filled in.
    const png = readFileSync(path.join(PROJECT_ROOT, 'public/images/og-home.png'));
    await field('sections[0].image.src').locator('input[type=file]').setInputFiles({ name: 'Ảnh ưu đãi.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => input('sections[0].image.src').inputValue(), { timeout: 30_000 }).toBe('/images/uploads/anh-uu-dai.png');
    await expect.poll(() => input('sections[0].image.width').inputValue()).toBe('1200');
    expect(await input('sections[0].image.height').inputValue()).toBe('630');
    // Kept re-encoded (no metadata, nothing after the image): the same picture.
    expect(await samePixels(readFileSync(path.join(editor.dirs.publicDir, 'images/uploads/anh-uu-dai.png')), png)).toBe(true);
    await expectAxeClean(page, 'an image uploaded');
    // A link to an anchor on this page, picked from the list.
    await pickLink('sections[0].buttons[0].href', '#hoi', '#hoi-dap');

    // The shared SEO plans: the either/or switched to "a shared set", then the set picked.
    await selectSection(2);
    const plans = field('sections[2].plans');
    await plans.getByText('Mã bộ gói dùng chung', { exact: true }).click();
    await plans.locator('select').selectOption('seo');
    await expect.poll(() => plans.locator('select').inputValue()).toBe('seo');
    await expectAxeClean(page, 'the plans: a shared set chosen');

    // The FAQ: three questions (the example's third replaced by one the author writes).
    await selectSection(3);
    const items = field('sections[3].items');
    await items.getByRole('button', { name: 'Xóa mục 3' }).click();
    await expect.poll(() => items.locator('.editor-item').count()).toBe(2);
    // Each item is named once on screen, by its header; its frame's legend says it to assistive technology only.
    const first = items.locator('.editor-item').first();
    expect(await first.getByText('Mục 1', { exact: true }).evaluateAll((all) => all.filter((e) => e.getBoundingClientRect().width > 1).length)).toBe(1);
    expect(await first.getByRole('group', { name: 'Mục 1', exact: true }).count()).toBe(1);
    await items.getByRole('button', { name: /^\+ Thêm mục vào/ }).click();
    await input('sections[3].items[2].question').fill(NEW_QUESTION);
    await input('sections[3].items[2].answer').fill(NEW_ANSWER);
    await expectAxeClean(page, 'the FAQ: a question added');

    // The call to action links to another page's anchor, picked from the page list.
    await selectSection(4);
    // Found by its heading, typed without diacritics, as an author names it.
    await pickLink('sections[4].buttons[0].href', 'cau hoi ve thanh toan', '/pricing/seo#faq');

    // Reorder by keyboard: the plans above the stats (Alt+↑ on the section), undone and redone.
    const beforeMove = await outlineTexts();
    await outline.locator('.editor-outline-item').nth(2).locator('.editor-outline-select').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => outlineTexts().then((t) => t[1])).toBe(beforeMove[2]);
    await expectUndoRestores(beforeMove, await outlineTexts());
    await expectAxeClean(page, 'a section moved with Alt+↑');

    // Duplicate a section; undo takes the copy away.
    const beforeCopy = await outlineTexts();
    await outline
      .locator('.editor-outline-item')
      .nth(2)
      .getByRole('button', { name: /^Nhân bản:/ })
      .click();
    await expect.poll(outlineTexts).toHaveLength(6);
    await expectAxeClean(page, 'a section duplicated');
    const withCopy = await outlineTexts();
    await undo();
    await expect.poll(outlineTexts).toEqual(beforeCopy);
    await redo();
    await expect.poll(outlineTexts).toEqual(withCopy);
    await undo();
    await expect.poll(outlineTexts).toEqual(beforeCopy);

    await save();
    const saved = readPage(ROUTE);
    expect(saved.sections.map((s) => s.type)).toEqual(['hero', 'planGrid', 'stats', 'faq', 'cta']);
    const [hero, planGrid, , faq, cta] = saved.sections as Record<string, never>[];
    expect(hero.title).toBe(HERO_TITLE);
    expect(hero.image).toMatchObject({ src: '/images/uploads/anh-uu-dai.png', width: 1200, height: 630 });
    expect((hero.buttons as { href: string }[])[0].href).toBe('#hoi-dap');
    expect(planGrid.plans).toBe('seo');
    expect(faq.items).toHaveLength(3);
    expect((faq.items as { question: string }[])[2]).toEqual({ question: NEW_QUESTION, answer: NEW_ANSWER });
    expect((cta.buttons as { href: string }[])[0].href).toBe('/pricing/seo#faq');

    // The real validator, as CI runs it.
    const { dirs } = editor;
    await run('npm', ['run', 'validate', '--silent', '--', '--pages', dirs.pagesDir, '--public', dirs.publicDir, '--schema', dirs.schemaDir], {
      cwd: PROJECT_ROOT,
    });

    // The real build, in a copy of the project holding the edited content (the project's own
    // build/ is what the other browser tests serve).
    for (const entry of ['src', 'scripts', 'package.json', 'vite.config.ts', 'tsconfig.json', 'postcss.config.cjs'])
      cpSync(path.join(PROJECT_ROOT, entry), path.join(buildRoot, entry), { recursive: true });
    for (const dir of ['pages', 'public', 'schema']) cpSync(path.join(editor.root, dir), path.join(buildRoot, dir), { recursive: true });
    symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(buildRoot, 'node_modules'));
    await run('npm', ['run', 'build', '--silent'], { cwd: buildRoot, timeout: 600_000 });
    // Headings join Vietnamese compounds with no-break spaces (src/lib/headingBreaks.ts): read as spaces.
    const html = readFileSync(path.join(buildRoot, 'build/client', ROUTE.slice(1), 'index.html'), 'utf8').replace(/\u00a0|&nbsp;|&#160;/g, ' ');
    const seoPlans = JSON.parse(readFileSync(path.join(dirs.pagesDir, '_data/planSets/seo.json'), 'utf8')) as { plans: { name: string }[] };
    for (const text of [
      HERO_TITLE,
      NEW_QUESTION,
      // The uploaded image as the build encoded it for the hero (src/publish/images/).
      '/assets/img/anh-uu-dai-',
      'href="/pricing/seo#faq"',
      'href="#hoi-dap"',
      ...seoPlans.plans.map((p) => p.name),
    ])
      expect(html, text).toContain(text);
    expect(existsSync(path.join(buildRoot, 'build/client/images/uploads/anh-uu-dai.png'))).toBe(true);
    const copy = /\/assets\/img\/anh-uu-dai-[0-9a-f]{10}-\d+\.avif/.exec(html)?.[0];
    expect(copy && existsSync(path.join(buildRoot, 'build/client', copy))).toBe(true);
  }, 900_000);

  it('duplicates the page, refuses to delete it while the copy links to it, then deletes after confirmation', async () => {
    await page.getByRole('button', { name: 'Nhân bản trang' }).click();
    await page.getByLabel('Đường dẫn của bản sao').fill(COPY_ROUTE);
    await expectAxeClean(page, 'the duplicate dialog');
    await page.getByRole('button', { name: 'Tạo bản sao' }).click();
    await page.getByRole('heading', { name: COPY_ROUTE }).waitFor({ timeout: 60_000 });
    expect(readPage(COPY_ROUTE).sections).toEqual(readPage(ROUTE).sections);
    await expectAxeClean(page, 'the copy open');

    // The copy's call to action now links to the original, picked from the page list.
    await selectSection(4);
    await pickLink('sections[4].buttons[0].href', ROUTE, ROUTE);
    await save();

    const pageButton = (route: string) =>
      page
        .getByRole('list', { name: 'Các trang' })
        .getByRole('button')
        .filter({ has: page.getByText(route, { exact: true }) });
    await pageButton(ROUTE).click();
    await page.getByRole('heading', { name: ROUTE }).waitFor();
    await page.getByRole('button', { name: 'Xóa trang…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).waitFor();
    await expectAxeClean(page, 'the delete dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
    const refusal = page.getByRole('dialog').getByText('Không xóa được: các trang khác đang liên kết tới trang này');
    await refusal.waitFor();
    // The linking page by its address, not its file; no line numbers.
    expect(await page.getByRole('dialog').textContent()).toContain(`Trang ${COPY_ROUTE}: `);
    expect(await page.getByRole('dialog').textContent()).not.toMatch(/dòng \d|\.json/);
    await expectAxeClean(page, 'the delete refused: linked from the copy');
    await page.getByRole('dialog').getByRole('button', { name: 'Hủy' }).click();
    expect(existsSync(pageFile(ROUTE))).toBe(true);

    // The copy links to nothing that links back: deleted once confirmed.
    await pageButton(COPY_ROUTE).click();
    await page.getByRole('heading', { name: COPY_ROUTE }).waitFor();
    await page.getByRole('button', { name: 'Xóa trang…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
    await page.getByText('Chọn một trang bên trái, hoặc tạo trang mới.').waitFor();
    expect(existsSync(pageFile(COPY_ROUTE))).toBe(false);
    await expectAxeClean(page, 'no page open (after a delete)');
    // The page list is fetched again after the delete: give a loaded machine time.
    await expect.poll(() => pageButton(COPY_ROUTE).count(), { timeout: 30_000 }).toBe(0);
    // With the link gone, the original can go too, right after an edit is saved (the delete checks
    // against the file as saved, not as first opened).
    await pageButton(ROUTE).click();
    await page.getByRole('heading', { name: ROUTE }).waitFor();
    await page.getByRole('button', { name: /Cài đặt trang/ }).click();
    await page.getByLabel(/^Tiêu đề trang/).fill('Ưu đãi thử nghiệm | AM Digital');
    await save();
    expect(readPage(ROUTE).meta.title).toBe('Ưu đãi thử nghiệm | AM Digital');
    await page.getByRole('button', { name: 'Xóa trang…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
    await page.getByText('Chọn một trang bên trái, hoặc tạo trang mới.').waitFor();
    expect(existsSync(pageFile(ROUTE))).toBe(false);
  }, 300_000);

  it('a section inside a tab, clicked in the preview, is selected in the outline and its form opens', async () => {
    await page.getByLabel('Lọc trang').fill('seo-website');
    await page.getByRole('list', { name: 'Các trang' }).getByRole('button').first().click();
    await page.getByRole('heading', { name: '/services/seo-website' }).waitFor({ timeout: 60_000 });
    const preview = page.frameLocator('iframe[title="Xem trước trang"]');
    const nested = preview.locator('[data-editor-path="sections[1].tabs[0].sections[1]"]');
    await nested.locator('h2').first().click({ timeout: 60_000 });
    await expect.poll(() => outline.locator('[aria-current="true"]').textContent()).toContain('Quy trình 8 bước');
    await expect.poll(() => page.locator('#section-form-title').textContent()).toBe('Quy trình làm việc');
    await expectAxeClean(page, 'a section inside a tab selected');
    // Outside the tab's sections (its tab list), the tabs section itself.
    await preview.locator('[data-editor-path="sections[1]"] [role=tablist]').click({ position: { x: 2, y: 2 } });
    await expect.poll(() => page.locator('#section-form-title').textContent()).toBe('Các thẻ');
  }, 180_000);

  it('the catalogue shows each type drawn from its example, scaled down, loading previews only as they scroll into view', async () => {
    await outline.getByRole('button', { name: '+ Thêm section' }).first().click();
    const dialog = page.getByRole('dialog');
    const items = dialog.getByRole('listitem');
    const thumbnails = dialog.locator('iframe[title^="Xem trước: "]');
    // A card's preview, once scrolled into view, is the site's own rendering of the example (its heading).
    const hero = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'src/sections/hero/example.json'), 'utf8')) as { title: string };
    const heroCard = dialog.getByRole('listitem', { name: 'Thêm Phần mở đầu trang', exact: true });
    await heroCard.scrollIntoViewIfNeeded();
    await heroCard.frameLocator('iframe').getByRole('heading', { name: hero.title }).waitFor({ timeout: 90_000 });
    // Lazy: cards out of view have no preview yet; scrolled to, the last one gets its own.
    const total = await items.count();
    expect(total).toBeGreaterThan(20);
    expect(await thumbnails.count()).toBeLessThan(total);
    await items.last().scrollIntoViewIfNeeded();
    await items.last().locator('iframe').waitFor();
    await expectAxeClean(page, 'the catalogue, its previews drawn');
    // Picking still works by clicking the card (the preview inside ignores the pointer).
    const before = await outlineTexts();
    await items.last().click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(outlineTexts).toHaveLength(before.length + 1);
  }, 180_000);
});
