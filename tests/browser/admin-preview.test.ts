// A preview link in a real Chromium, against the admin server with a content repository and the
// site's built renderer (npm run build first): an editor saves a draft, makes its link from /noi-dung
// with the button and copies it; a fresh browser context without a session opens it at a phone's
// width and sees the draft styled by the site's stylesheet and fonts (the desktop menu hidden, the
// skip link off screen) and, at a desktop's width, the desktop menu; no request fails, nothing is
// refused by the CSP, axe finds no serious violation; a revoked link shows the Vietnamese page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts as openAccounts } from '../../src/admin/accounts.ts';
import { openContentRepo } from '../../src/admin/content/contentRepo.ts';
import { leases as openLeases } from '../../src/admin/content/leases.ts';
import { openAdminDb, type Db } from '../../src/admin/db.ts';
import { hashPassword } from '../../src/admin/password.ts';
import { previewLinks } from '../../src/admin/preview/links.ts';
import { previewRenderer } from '../../src/admin/preview/renderer.ts';
import { createAdminServer } from '../../src/admin/server.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { openLeadStore, type LeadStore } from '../../src/server/leads/store.ts';
import type { GracefulServer } from '../../src/server/lifecycle.ts';
import { createLogger } from '../../src/server/requestLog.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { projectContentRemote } from '../../scripts/lib/contentRemote.ts';
import { ADMIN_PASSWORD, signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

const sessions = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const FILE = 'pages/uu-dai/black-friday.json';
const HEADING = 'Black Friday: giảm 50% thiết kế website';

describe('a preview link in a browser', () => {
  let dir: string;
  let db: Db;
  let leads: LeadStore;
  let server: GracefulServer;
  let browser: Browser;
  let url: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'admin-preview-browser-'));
    const remote = projectContentRemote(dir);
    const config = { dbPath: path.join(dir, 'leads.sqlite') };
    db = openAdminDb(config);
    leads = openLeadStore(config);
    const accounts = openAccounts(db, sessions);
    await accounts.addUser({ email: 'lan@a.vn', role: 'editor', passwordHash: await hashPassword(ADMIN_PASSWORD), now: Date.now() });
    const repo = await openContentRepo({ dir: path.join(dir, 'admin.git'), remote });
    const renderer = previewRenderer(path.join(PROJECT_ROOT, 'build'));
    await renderer.ready();
    server = createAdminServer({
      config: { trustProxy: false, sessions, invitationTtlMs: 3_600_000 },
      accounts,
      leads,
      content: { repo, leases: openLeases(db) },
      preview: { links: previewLinks(db, 'một-bí-mật-đủ-dài-cho-liên-kết-xem-trước-0123456789'), renderer, ttlMs: 7 * 24 * 3_600_000 },
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
      };
    });
    expect(styled).toEqual({ skip: 'absolute', nav: 'none', font: true, overflow: false, scripts: 0 });
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
