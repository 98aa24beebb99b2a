// The lead form as a visitor uses it, against `npm start` (the real server process) with its own
// SQLite file: a lead sent from /contact is in the database, a bad email is flagged beside the
// field, and with the server down the typed values stay and "Thử lại" sends them once it is back.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { freePort, holdRequests, startNpmStart, stopNpmStart, waitForHydration } from './harness.ts';

const THANKS = 'Cảm ơn bạn! Chúng tôi đã nhận được yêu cầu.';
let dir: string;
let dbPath: string;
let port: number;
let baseUrl: string;
let site: ChildProcess | undefined;
let browser: Browser;

/**
 * `npm start` on `port` with the test's database and no webhook. TRUST_PROXY: the attribution tests
 * come from addresses of their own (X-Forwarded-For), out of the other tests' rate limit.
 */
const startSite = () => startNpmStart(port, { LEADS_DB_PATH: dbPath, LEADS_WEBHOOK_URL: '', TRUST_PROXY: 'loopback' });
const stopSite = (child: ChildProcess) => stopNpmStart(child, port);

/** The stored rows for one email, read from the server's database file (WAL: readable while it runs). */
async function storedLeads(email: string): Promise<Record<string, unknown>[]> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM leads WHERE email = ?').all(email) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'leads-browser-'));
  dbPath = path.join(dir, 'leads.sqlite');
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  site = await startSite();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
});

afterAll(async () => {
  await browser?.close();
  if (site?.exitCode === null) await stopSite(site);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** /contact (or another URL) hydrated, with the console errors and the lead requests recorded. */
async function openContact(url = '/contact'): Promise<{ page: Page; errors: string[]; posts: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const errors: string[] = [];
  const posts: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('request', (req) => {
    if (req.url().endsWith('/api/leads')) posts.push(req.postData() ?? '');
  });
  await page.goto(`${baseUrl}${url}`);
  await waitForHydration(page);
  return { page, errors, posts };
}

const form = (page: Page) => page.locator('#dang-ky');
const status = (page: Page) => form(page).locator('[role="status"]');

async function fill(page: Page, lead: { name: string; email: string; phone: string; service?: string; needs?: string }) {
  await form(page).getByLabel('Họ và tên').fill(lead.name);
  await form(page).getByLabel('Email').fill(lead.email);
  await form(page).getByLabel('Số điện thoại').fill(lead.phone);
  if (lead.service) await form(page).getByLabel('Dịch vụ quan tâm').selectOption(lead.service);
  if (lead.needs) await form(page).getByLabel('Nhu cầu của bạn').fill(lead.needs);
}

describe('lead form against npm start', () => {
  it('with JavaScript off: the button cannot send and the hotline is beside the form', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    expect((await page.goto(`${baseUrl}/contact`))?.status()).toBe(200);
    expect(await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).isDisabled()).toBe(true);
    expect(await form(page).locator('form').getAttribute('action')).toBeNull();
    expect(await form(page).locator('form a[href^="tel:"]').count()).toBe(1);
    await page.context().close();
  });

  it('fill /contact, submit: the thanks shows (focused) and the lead is in the database', async () => {
    const { page, errors, posts } = await openContact();
    const email = `lan.${Date.now()}@congty.vn`;
    await fill(page, { name: 'Nguyễn Thị Lan', email, phone: '0912 345 678', service: 'SEO', needs: 'Tăng thứ hạng <b>từ khóa</b>' });
    await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect.poll(() => status(page).textContent()).toContain(THANKS);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(posts).toHaveLength(1);
    expect(await storedLeads(email)).toEqual([
      expect.objectContaining({
        name: 'Nguyễn Thị Lan',
        email,
        phone: '0912345678',
        service: 'SEO',
        needs: 'Tăng thứ hạng <b>từ khóa</b>',
        page: '/contact',
        template: '',
      }),
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("text typed and a service chosen before the form's code ran are kept and sent", { timeout: 60_000 }, async () => {
    for (const hold of [0, 300]) {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      // The form's own chunk held back: the visitor types into the prerendered form meanwhile.
      const { release } = await holdRequests(page, /\/assets\/LeadForm-[\w-]+\.js$/);
      await page.goto(`${baseUrl}/contact`);
      const email = `minh.${hold}.${Date.now()}@congty.vn`;
      await fill(page, { name: 'Trần Văn Minh', email, phone: '0987 654 321', service: 'SEO', needs: 'Cần website bán hàng' });
      expect(await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).isDisabled()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, hold));
      release();
      await waitForHydration(page);
      await expect.poll(() => form(page).getByRole('button', { name: 'Gửi yêu cầu' }).isDisabled()).toBe(false);
      // Still in the fields (not emptied by React's first renders)…
      expect(await form(page).getByLabel('Họ và tên').inputValue()).toBe('Trần Văn Minh');
      expect(await form(page).getByLabel('Dịch vụ quan tâm').inputValue()).toBe('SEO');
      await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await expect.poll(() => status(page).textContent()).toContain(THANKS);
      // …and sent: React had them too.
      expect(await storedLeads(email)).toEqual([
        expect.objectContaining({ name: 'Trần Văn Minh', email, phone: '0987654321', service: 'SEO', needs: 'Cần website bán hàng' }),
      ]);
      await page.context().close();
    }
  });

  it('an invalid email shows the message beside the field and nothing is sent', async () => {
    const { page, errors, posts } = await openContact();
    await fill(page, { name: 'Trần Bình', email: 'binh@congty', phone: '0901234567' });
    await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).click();
    const email = form(page).getByLabel('Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const messageId = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${messageId}"]`).textContent()).toBe('Email chưa đúng định dạng, ví dụ: ten@congty.vn.');
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  describe('attribution', () => {
    let visitor = 0;
    /** A visit in a tab of its own: `first` is the first page (opened from `referer`, if any), then /contact. */
    async function visit(first: string, referer?: string) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${++visitor}` } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${first}`, referer ? { referer } : {});
      await waitForHydration(page);
      if (first !== '/contact') {
        // Another page of the visit in between, then the contact page, each a full load in the same tab.
        await page.goto(`${baseUrl}/about`);
        await page.goto(`${baseUrl}/contact`);
        await waitForHydration(page);
      }
      const email = `visit.${visitor}.${Date.now()}@congty.vn`;
      await fill(page, { name: 'Đặng Thu Trang', email, phone: '0912 345 678' });
      await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await expect.poll(() => status(page).textContent()).toContain(THANKS);
      await context.close();
      const [row] = await storedLeads(email);
      return row;
    }

    it('a visit landing with campaign parameters: the lead sent from /contact carries the landing page, source, campaign, click id and referrer', async () => {
      const row = await visit('/services/seo?utm_source=facebook&utm_medium=cpc&utm_campaign=bf2026&gclid=x&ten=Trang', 'https://www.facebook.com/ads/');
      expect(row).toMatchObject({
        page: '/contact',
        source: 'form',
        landing_page: '/services/seo',
        referrer: 'www.facebook.com',
        utm_source: 'facebook',
        utm_medium: 'cpc',
        utm_campaign: 'bf2026',
        utm_term: '',
        utm_content: '',
        click_ids: '{"gclid":"x"}',
      });
      expect(JSON.stringify(row)).not.toContain('ten=');
    });

    it('a visit without parameters carries none', async () => {
      const row = await visit('/contact');
      expect(row).toMatchObject({
        landing_page: '/contact',
        referrer: '',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        utm_term: '',
        utm_content: '',
        click_ids: '{}',
      });
    });

    it('oversized and odd values are cut or left out, never stored raw', async () => {
      const query = new URLSearchParams({
        utm_source: '<script>alert(1)</script>',
        utm_medium: '{{adset.name}}',
        utm_campaign: `Khuyến mãi ${'a'.repeat(300)}`,
        gclid: 'g'.repeat(300),
        fbclid: 'x y',
        zarsrc: '30',
      });
      const row = await visit(`/services/seo?${query}`);
      expect(row).toMatchObject({
        landing_page: '/services/seo',
        utm_source: '',
        utm_medium: '',
        utm_campaign: `Khuyến mãi ${'a'.repeat(89)}`,
        click_ids: '{"zarsrc":"30"}',
      });
      expect(JSON.stringify(row)).not.toMatch(/script|adset|ggggg/);
    });
  });

  it('server down: the error box and the typed values stay; server back: "Thử lại" stores the lead', async () => {
    const { page, posts } = await openContact('/contact?template=landing-saas');
    await expect.poll(() => form(page).getByLabel('Dịch vụ quan tâm').inputValue()).toBe('Thiết kế website');
    await stopSite(site!);
    site = undefined;
    const email = `cuong.${Date.now()}@congty.vn`;
    const typed = { name: 'Lê Văn Cường', email, phone: '+84 901 234 567', needs: 'Cần website bán hàng' };
    await fill(page, typed);
    await form(page).getByRole('button', { name: 'Gửi yêu cầu' }).click();
    const alert = form(page).locator('[role="alert"]');
    await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toContain('Chưa gửi được yêu cầu do lỗi kết nối hoặc máy chủ.');
    expect(await alert.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await form(page).getByLabel('Họ và tên').inputValue()).toBe(typed.name);
    expect(await form(page).getByLabel('Email').inputValue()).toBe(typed.email);
    expect(await form(page).getByLabel('Số điện thoại').inputValue()).toBe(typed.phone);
    expect(await form(page).getByLabel('Dịch vụ quan tâm').inputValue()).toBe('Thiết kế website');
    expect(await form(page).getByLabel('Nhu cầu của bạn').inputValue()).toBe(typed.needs);
    expect(await status(page).count()).toBe(0);

    site = await startSite();
    await alert.getByRole('button', { name: 'Thử lại' }).click();
    await expect.poll(() => status(page).textContent()).toContain(THANKS);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    expect(await storedLeads(email)).toEqual([
      expect.objectContaining({
        name: typed.name,
        phone: '+84901234567',
        service: 'Thiết kế website',
        needs: typed.needs,
        page: '/contact',
        template: 'landing-saas',
      }),
    ]);
    await page.context().close();
  });
});
