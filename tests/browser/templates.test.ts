// /templates as visitors use it: the prerendered gallery (JavaScript off), search without
// diacritics and the empty message, filters and sort kept in the URL, the preview dialog with the
// keyboard, the chosen template named on /contact (a link followed as a document, prefetched on
// intent) and /pricing/web, and paging through 200 templates (a document the built renderer renders).
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import { toPageData } from '../../src/model/boot.ts';
import { documentAssets, type CodeAssets } from '../../src/publish/documentAssets.ts';
import { attachPictures } from '../../src/publish/images/attachPictures.ts';
import { IMAGE_CACHE_DIR, ImagePipeline } from '../../src/publish/images/imagePipeline.ts';
import { CODE_ASSETS_FILE, RENDERER_DIR, RENDERER_FILE, type Renderer } from '../../src/publish/prerender.ts';
import { builtHtmlOf, CLIENT_DIR, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';
import { deliveryType, followPrefetched } from './prefetching.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const template = (id: string) =>
  JSON.parse(readFileSync(path.join(defaultDirs.pagesDir, '_data/templates', `${id}.json`), 'utf8')) as { name: string; tags: string[]; features: string[] };
const IDS = ['landing-saas', 'agency-marketing', 'ecommerce-retail', 'education-course', 'blog-media'];
/** The names A→Z in Vietnamese order (Đ after D, before L). */
const NAMES_AZ = [
  'Agency Marketing Sáng Tạo',
  'Cửa Hàng Thời Trang Trực Tuyến',
  'Đào Tạo Trực Tuyến EduPro',
  'Landing Page SaaS Khởi Nghiệp',
  'Tạp Chí Tin Tức Đa Chuyên Mục',
];
const GALLERY = '#mau';

/** The cards' names as written (headings show no-break spaces between the syllables of a word). */
const cardNames = async (page: Page) => (await page.locator(`${GALLERY} li h3`).allTextContents()).map((name) => name.replaceAll('\u00a0', ' '));
const status = (page: Page) => page.locator(`${GALLERY} [role="status"]`).textContent();

async function hydrated(page: Page, url: string) {
  await page.goto(h.baseUrl + url);
  await waitForHydration(page);
}

/** The accessible-ish name of the focused element: its text (the visually hidden part included). */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('/templates with JavaScript off', () => {
  it('shows every template A→Z with cover, tags and features, whatever the query says', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(`${h.baseUrl}/templates?q=khong-co&danh-muc=blog&trang=3`))?.status()).toBe(200);
    expect((await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe('Kho giao diện website');
    expect(await cardNames(page)).toEqual(NAMES_AZ);
    expect(await status(page)).toBe('Hiển thị 5 mẫu');
    const text = (await page.locator(GALLERY).textContent())!;
    for (const id of IDS) for (const line of [...template(id).tags, ...template(id).features]) expect(text, id).toContain(line);
    const covers = page.locator(`${GALLERY} li img`);
    expect(await covers.count()).toBe(5);
    // Full-page renders of the demo pages: 640 px wide, much taller than wide.
    for (const img of await covers.all()) {
      expect(await img.getAttribute('width')).toBe('640');
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(1280);
    }
    for (const label of ['Tìm mẫu', 'Danh mục', 'Ngành', 'Màu', 'Sắp xếp']) expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    await page.context().close();
  });

  it('/pricing/web?template=… names nothing (the prerendered page cannot know the query) and still lists the plans', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/pricing/web?template=landing-saas`);
    expect(await page.locator('[data-section="templateChoice"]').textContent()).toBe('');
    expect(await page.locator('#pricing h3').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('/templates with JavaScript', () => {
  it('searches without diacritics, shows the empty message, keeps the filter in the URL across a reload', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await hydrated(page, '/templates');
    const box = page.getByLabel('Tìm mẫu', { exact: true });
    await box.fill('ban hang');
    await expect.poll(() => cardNames(page)).toEqual(['Cửa Hàng Thời Trang Trực Tuyến']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('ban hang');
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(['Cửa Hàng Thời Trang Trực Tuyến']);
    expect(await box.inputValue()).toBe('ban hang');
    await box.fill('mau khong ton tai');
    await expect.poll(() => status(page)).toBe('Không có mẫu phù hợp bộ lọc.');
    expect(await page.locator(`${GALLERY} li h3`).count()).toBe(0);
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await expect.poll(() => cardNames(page)).toEqual(NAMES_AZ);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('filters by category, industry and colour together, sorts Z→A, all in the URL', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await hydrated(page, '/templates');
    await page.getByLabel('Sắp xếp', { exact: true }).selectOption({ label: 'Tên Z → A' });
    await expect.poll(() => cardNames(page)).toEqual([...NAMES_AZ].reverse());
    await page.getByLabel('Danh mục', { exact: true }).selectOption({ label: 'Giáo dục' });
    await page.getByLabel('Ngành', { exact: true }).selectOption({ label: 'Giáo dục' });
    await expect.poll(() => cardNames(page)).toEqual(['Đào Tạo Trực Tuyến EduPro']);
    await page.getByLabel('Màu', { exact: true }).selectOption({ label: 'Xám đá' });
    await expect.poll(() => status(page)).toBe('Không có mẫu phù hợp bộ lọc.');
    expect(new URL(page.url()).search).toBe('?sap-xep=z-a&danh-muc=education&nganh=education&mau=slate');
    // Opened from a shared link, the same view.
    await hydrated(page, '/templates?danh-muc=ecommerce');
    await expect.poll(() => cardNames(page)).toEqual(['Cửa Hàng Thời Trang Trực Tuyến']);
    expect(await page.getByLabel('Danh mục', { exact: true }).inputValue()).toBe('ecommerce');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('preview with the keyboard: Tab to "Xem trước", Enter opens the dialog with the focus inside, Escape closes it and the focus comes back', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await hydrated(page, '/templates');
    const first = `Xem trước ${NAMES_AZ[0]}`;
    let tabs = 0;
    while ((await focusedText(page)) !== first) {
      await page.keyboard.press('Tab');
      if (++tabs > 100) throw new Error(`"${first}" not reached with Tab; focus is on "${await focusedText(page)}"`);
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: NAMES_AZ[0] });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Đóng');
    expect(await dialog.getByRole('link', { name: 'Dùng mẫu này' }).getAttribute('href')).toBe('/contact?template=agency-marketing');
    expect(await dialog.getByRole('link', { name: 'Xem bảng giá thiết kế' }).getAttribute('href')).toBe('/pricing/web?template=agency-marketing');
    expect(await dialog.getByRole('link', { name: 'Xem demo' }).getAttribute('href')).toBe('/templates/agency-marketing');
    for (const feature of template('agency-marketing').features) expect(await dialog.textContent()).toContain(feature);
    // The focus stays in the dialog: close button → the render (it scrolls with the arrow keys) → the three links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Toàn trang mẫu ${NAMES_AZ[0]}, cuộn để xem`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement!.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Dùng mẫu này');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Xem demo');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Xem bảng giá thiết kế');
    const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await focusedText(page)).toBe(first);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('"Dùng mẫu này" loads /contact (fetched ahead on intent), which names the template and pre-selects web design', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await hydrated(page, '/templates');
    await page.getByRole('button', { name: 'Xem trước Đào Tạo Trực Tuyến EduPro' }).click();
    await followPrefetched(page, page.getByRole('dialog').getByRole('link', { name: 'Dùng mẫu này' }));
    await page.waitForURL(`${h.baseUrl}/contact?template=education-course`);
    // A document of its own, the one the browser fetched when the pointer rested on the link.
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    await expect.poll(() => page.locator('#dang-ky form p').first().textContent()).toBe('Bạn đã chọn mẫu: Đào Tạo Trực Tuyến EduPro');
    // Chosen by an effect after the first render of the form: wait for it, as a visitor sees it.
    await expect.poll(() => page.getByLabel('Dịch vụ quan tâm').inputValue()).toBe('Thiết kế website');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('/pricing/web?template=<id> names the template above the plans; an unknown id names nothing', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await hydrated(page, '/pricing/web?template=blog-media');
    const choice = page.locator('[data-section="templateChoice"]');
    await expect.poll(() => choice.locator('p').textContent()).toBe('Bạn đã chọn mẫu: Tạp Chí Tin Tức Đa Chuyên Mục');
    expect(await choice.getByRole('link', { name: 'Chọn mẫu khác' }).getAttribute('href')).toBe('/templates');
    // Above the plans.
    expect(
      await page.evaluate(() => {
        const note = document.querySelector('[data-section="templateChoice"]')!;
        return Boolean(note.compareDocumentPosition(document.querySelector('#pricing')!) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await hydrated(page, '/pricing/web?template=khong-co');
    expect(await choice.textContent()).toBe('');
    await hydrated(page, '/contact?template=khong-co');
    expect(await page.locator('#dang-ky').textContent()).not.toContain('Bạn đã chọn mẫu');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});

describe('/templates with a set of 200 templates', () => {
  // The built site has five templates. The gallery's paging is exercised on 200: the built renderer
  // (build/renderer, as the build runs it: src/publish/prerender.ts) renders /templates from the
  // site model with a generated set, and the browser's request for the document is answered with it
  // (with the site server's own headers), so the document, its boot data and the built code agree.
  const CATEGORIES = ['landing', 'agency', 'ecommerce', 'education', 'blog'];

  /** /templates as the build renders it, its gallery's templates replaced by `change` (none: as built). */
  async function renderTemplates(change?: (templates: Record<string, unknown>[]) => Record<string, unknown>[]): Promise<string> {
    const renderer = (await import(pathToFileURL(path.join(PROJECT_ROOT, RENDERER_DIR, RENDERER_FILE)).href)) as Renderer;
    const code = JSON.parse(readFileSync(path.join(PROJECT_ROOT, RENDERER_DIR, CODE_ASSETS_FILE), 'utf8')) as CodeAssets;
    const { site, pages } = validateProject().model!;
    // As the build gives it: its images with their encoded copies (already in the build's folder and cache).
    await attachPictures(pages, new ImagePipeline({ publicDir: defaultDirs.publicDir, outDir: CLIENT_DIR, cacheDir: IMAGE_CACHE_DIR }));
    const resolved = toPageData(pages.find((p) => p.route === '/templates')!);
    const sections = resolved.sections.map((section) =>
      section.type === 'templateGallery' && change ? { ...section, templates: change(section.templates as unknown as Record<string, unknown>[]) } : section,
    ) as typeof resolved.sections;
    const page = await renderer.prerenderStaticSections({ ...resolved, sections }, site);
    const { html } = await renderer.renderDocument({
      path: '/templates',
      site,
      assets: documentAssets(code, page),
      findPage: (route) => (route === '/templates' ? page : null),
    });
    return html;
  }

  async function openWith200(page: Page) {
    const html = await renderTemplates((base) =>
      Array.from({ length: 200 }, (_, i) => ({
        ...base[i % base.length],
        id: `mau-${i + 1}`,
        name: `Mẫu số ${String(i + 1).padStart(3, '0')}`,
        category: CATEGORIES[i % CATEGORIES.length],
      })),
    );
    await page.route(`${h.baseUrl}/templates`, async (route) => route.fulfill({ response: await route.fetch(), body: html }));
    expect((await page.goto(`${h.baseUrl}/templates`))?.status()).toBe(200);
    await waitForHydration(page);
    await expect.poll(() => status(page)).toBe('Hiển thị 1–9 trong 200 mẫu');
  }

  it('the renderer these tests use renders the built /templates byte for byte', async () => {
    expect(await renderTemplates()).toBe(builtHtmlOf('/templates'));
  });

  it('pages by 9, keeps the page in the URL, and a filter that leaves fewer pages goes back to page 1', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 900 } });
    await openWith200(page);
    expect(await cardNames(page)).toEqual(Array.from({ length: 9 }, (_, i) => `Mẫu số ${String(i + 1).padStart(3, '0')}`));
    const pages = page.getByRole('navigation', { name: 'Phân trang' });
    await pages.getByRole('button', { name: 'Trang sau' }).click();
    await expect.poll(() => status(page)).toBe('Hiển thị 10–18 trong 200 mẫu');
    expect(new URL(page.url()).searchParams.get('trang')).toBe('2');
    await pages.getByRole('button', { name: 'Trang 23' }).click();
    await expect.poll(() => status(page)).toBe('Hiển thị 199–200 trong 200 mẫu');
    expect(await cardNames(page)).toEqual(['Mẫu số 199', 'Mẫu số 200']);
    expect(await pages.getByRole('button', { name: 'Trang 23' }).getAttribute('aria-current')).toBe('page');
    // 40 blog templates make 5 pages: page 23 no longer exists, so the gallery shows page 1.
    await page.getByLabel('Danh mục').selectOption('blog');
    await expect.poll(() => status(page)).toBe('Hiển thị 1–9 trong 40 mẫu');
    expect(new URL(page.url()).searchParams.get('trang')).toBeNull();
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});
