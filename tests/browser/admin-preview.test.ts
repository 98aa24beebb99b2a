// A preview link in a real Chromium, against the admin server with a content repository and the
// site's built renderer (npm run build first): an editor saves a draft, makes its link from /noi-dung
// with the button and copies it; a fresh browser context without a session opens it at a phone's
// width and sees the draft styled by the site's stylesheet and fonts (the desktop menu hidden, the
// skip link off screen) and, at a desktop's width, the desktop menu; no request fails, nothing is
// refused by the CSP, axe finds no serious violation; a revoked link shows the Vietnamese page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

const FILE = 'pages/uu-dai/black-friday.json';
const HEADING = 'Black Friday: giảm 50% thiết kế website';

describe('a preview link in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;
  beforeAll(async () => {
    admin = await startAdminInBrowser({ name: 'admin-preview-browser', users: { 'lan@a.vn': 'editor' }, content: true, preview: true });
    ({ browser, url } = admin);
  }, 60_000);
  afterAll(() => admin?.close());

  /** Opens `link` in a fresh context (no session) at `width`; every failed request and console error is collected. */
  async function visit(link: string, width: number): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    page.on('response', (response) => void (response.status() >= 400 && problems.push(`${response.status()}: ${response.url()}`)));
    page.on('console', (message) => void (message.type() === 'error' && problems.push(`console: ${message.text()}`)));
    await page.goto(link, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return { page, problems, close: () => context.close() };
  }

  it('an editor makes a link on /noi-dung; a phone without a session sees the draft with the site’s styles; a revoked link shows nothing of it', async () => {
    const editor = await signedIn(browser, url, 'lan@a.vn');
    const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as { $schema: string; sections: { title?: string }[] };
    about.$schema = '../../schema/page.schema.json';
    about.sections[0].title = HEADING;
    const status = await editor.page.evaluate(
      async ({ file, content }) => {
        const { csrf } = (await (await fetch('/api/me')).json()) as { csrf: string };
        const res = await fetch('/api/content/draft', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ file, content }),
        });
        return res.status;
      },
      { file: FILE, content: `${JSON.stringify(about, null, 2)}\n` },
    );
    expect(status).toBe(200);

    await editor.page.goto(`${url}/noi-dung`);
    await editor.page.getByRole('button', { name: 'Tạo liên kết xem trước của /uu-dai/black-friday' }).click();
    await editor.page.waitForURL(`${url}/lien-ket-xem-truoc/tao`);
    const field = editor.page.getByRole('textbox', { name: 'Liên kết xem trước' });
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${url}/xem-truoc/[\\w-]{24}\\.[\\w-]{43}$`));
    expect(await editor.page.getByRole('status').textContent()).toContain('Liên kết chỉ hiện một lần');
    expect(await seriousViolations(editor.page)).toEqual([]);

    // The manager's phone: no account, 390 px wide.
    const phone = await visit(link, 390);
    // (A heading keeps a word's syllables together with no-break spaces.)
    expect((await phone.page.getByRole('heading', { level: 1 }).textContent())?.replace(/\u00a0/g, ' ')).toBe(HEADING);
    const styled = await phone.page.evaluate(() => {
      const skip = document.querySelector('.skip-link')!;
      const nav = document.querySelector('nav[aria-label="Menu chính"]')!;
      return {
        // The site's stylesheet: the skip link off screen, the desktop menu hidden below 75em.
        skip: getComputedStyle(skip).position,
        nav: getComputedStyle(nav).display,
        font: document.fonts.check('700 16px "Be Vietnam Pro"'),
        overflow: document.documentElement.scrollWidth > window.innerWidth,
        scripts: document.scripts.length,
        // The notice that it is a preview: the first thing on the page, across it.
        notice: (() => {
          const box = document.querySelector('aside.preview-notice')!.getBoundingClientRect();
          return [Math.round(box.top), Math.round(box.width) === document.documentElement.clientWidth];
        })(),
      };
    });
    expect(styled).toEqual({ skip: 'absolute', nav: 'none', font: true, overflow: false, scripts: 0, notice: [0, true] });
    expect(phone.problems).toEqual([]);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.close();

    // A desktop: the desktop menu shows.
    const desktop = await visit(link, 1280);
    expect(await desktop.page.evaluate(() => getComputedStyle(document.querySelector('nav[aria-label="Menu chính"]')!).display)).toBe('block');
    expect(desktop.problems).toEqual([]);
    await desktop.close();

    // Revoked from the links page: the same link now shows the Vietnamese page, and nothing of the draft.
    await editor.page.goto(`${url}/lien-ket-xem-truoc`);
    await editor.page.getByRole('button', { name: /^Thu hồi liên kết \/uu-dai\/black-friday/ }).click();
    await editor.page.waitForURL(`${url}/lien-ket-xem-truoc?thong-bao=da-thu-hoi`);
    expect(await seriousViolations(editor.page)).toEqual([]);
    const after = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const gone = await after.newPage();
    const res = await gone.goto(link);
    expect(res?.status()).toBe(410);
    expect(await gone.getByRole('heading', { level: 1 }).textContent()).toBe('Liên kết xem trước đã bị thu hồi');
    expect(await gone.content()).not.toContain('Black Friday');
    expect(await seriousViolations(gone)).toEqual([]);
    await after.close();
    await editor.context.close();
  }, 120_000);
});
