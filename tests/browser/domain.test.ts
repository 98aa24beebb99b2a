// /services/domain as a visitor uses it: the site started with `npm start` (its real server
// process), the registrar replaced by a fake on 127.0.0.1 that the server calls with the key.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { freePort, startNpmStart, stopNpmStart, waitForHydration } from './harness.ts';

const API_KEY = 'browser-test-key-5d2a';
/** What the fake registrar received, one URLSearchParams per call. */
const calls: URLSearchParams[] = [];
let registrar: http.Server;
let site: ChildProcess | undefined;
let sitePort: number;
let baseUrl: string;
let browser: Browser;
/** The lead databases of the two sites: with the fake registrar, and without any registrar. */
const leadsDb = path.join(os.tmpdir(), `domain-test-leads-${process.pid}.sqlite`);
const unsetLeadsDb = path.join(os.tmpdir(), `domain-test-leads-unset-${process.pid}.sqlite`);
/** An RDAP bootstrap that knows no extension: with no registrar set, no extension can be checked. */
let bootstrap: http.Server;
let unsetSite: ChildProcess | undefined;
let unsetPort: number;

beforeAll(async () => {
  // Available when the name contains "trong", an error page for "loi", no answer for "cham", taken otherwise.
  registrar = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    calls.push(query);
    const domain = query.get('domain') ?? '';
    if (domain.includes('cham')) return; // stalls: the server's timeout answers
    if (domain.includes('loi')) {
      res.writeHead(500, { 'Content-Type': 'text/html' }).end('<html>Internal error</html>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(domain.includes('trong') ? '1\n' : '0');
  });
  await new Promise<void>((resolve) => registrar.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  site = await startNpmStart(port, {
    REGISTRAR_URL: `http://127.0.0.1:${(registrar.address() as AddressInfo).port}/api`,
    REGISTRAR_USERNAME: 'browser-test-user',
    REGISTRAR_API_KEY: API_KEY,
    DOMAIN_CHECK_TIMEOUT_MS: '1500',
    // A throw-away lead database, for the leads of "Nhờ kiểm tra giúp".
    LEADS_DB_PATH: leadsDb,
  });
  sitePort = port;
  baseUrl = `http://127.0.0.1:${port}`;
  bootstrap = http.createServer((_req, res) => void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"version":"1.0","services":[]}'));
  await new Promise<void>((resolve) => bootstrap.listen(0, '127.0.0.1', resolve));
  unsetPort = await freePort();
  unsetSite = await startNpmStart(unsetPort, {
    REGISTRAR_URL: '',
    REGISTRAR_USERNAME: '',
    REGISTRAR_API_KEY: '',
    RDAP_BOOTSTRAP_URL: `http://127.0.0.1:${(bootstrap.address() as AddressInfo).port}/dns.json`,
    LEADS_DB_PATH: unsetLeadsDb,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
});

afterAll(async () => {
  await browser?.close();
  if (site) await stopNpmStart(site, sitePort);
  if (unsetSite) await stopNpmStart(unsetSite, unsetPort);
  await new Promise<void>((resolve) => (registrar ? registrar.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (bootstrap ? bootstrap.close(() => resolve()) : resolve()));
  for (const file of [leadsDb, unsetLeadsDb]) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

async function openDomainPage(url = baseUrl): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto(`${url}/services/domain`);
  await waitForHydration(page);
  return { page, errors };
}

const result = (page: Page) => page.locator('[data-section="domainChecker"] [aria-live="polite"]');

describe('/services/domain', () => {
  it('shows the checker, the domain types and the ten prices with JavaScript off', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    expect((await page.goto(`${baseUrl}/services/domain`))?.status()).toBe(200);
    expect((await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe('Tìm và đăng ký tên miền cho thương hiệu của bạn');
    expect(await page.locator('#loai-ten-mien h3').count()).toBe(4);
    const rows = await page.locator('#bang-gia tbody tr').allTextContents();
    expect(rows).toHaveLength(10);
    expect(rows[0].replace(/\s/g, ' ')).toContain('.comPhổ biến280.000 ₫');
    expect(rows[9].replace(/\s/g, ' ')).toContain('.ai2.500.000 ₫');
    await page.context().close();
  });

  it('type, Enter: the server asks the registrar with the key, the page shows the result; the key never reaches the page', async () => {
    const { page, errors } = await openDomainPage();
    const input = page.getByLabel('Tên miền bạn muốn đăng ký');
    const button = page.getByRole('button', { name: 'Kiểm tra' });
    expect(await button.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await button.isDisabled()).toBe(true);
    await input.fill('cửahàngtrong');
    await page.getByLabel('Đuôi tên miền').selectOption('.vn');
    await input.press('Enter');
    await expect.poll(() => result(page).textContent()).toBe('cửahàngtrong.vn: Tên miền có sẵn!320.000 VND/nămĐăng ký ngay');
    const call = calls.at(-1)!;
    expect(call.get('command')).toBe('check_whois');
    expect(call.get('apikey')).toBe(API_KEY);
    expect(call.get('domain')).toBe(new URL('http://cửahàngtrong.vn').hostname);
    await input.fill('google');
    await page.getByLabel('Đuôi tên miền').selectOption('.com');
    await input.press('Enter');
    await expect.poll(() => result(page).textContent()).toBe('google.com: Tên miền đã được đăng ký');
    expect(await page.content()).not.toContain(API_KEY);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an upstream failure never dead-ends: a calm answer with the typed name, the hotline and Zalo', async () => {
    const { page, errors } = await openDomainPage();
    await page.getByLabel('Tên miền bạn muốn đăng ký').fill('loi');
    await page.getByRole('button', { name: 'Kiểm tra' }).click();
    const first = result(page).locator('p').first();
    await expect.poll(() => first.textContent()).toMatch(/^loi\.[a-z.]+: Chúng tôi sẽ kiểm tra giúp bạn\.$/);
    expect(
      await result(page)
        .getByRole('link', { name: /Nhắn Zalo/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/zalo\.me\//);
    expect(await result(page).locator('a[href^="tel:"]').count()).toBe(1);
    // No red alarm box.
    expect(await first.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor)).not.toBe('rgb(255, 245, 245)');
    // The 502 response and the check's own report, both in the console.
    expect(errors.some((e) => e.includes('Domain check failed'))).toBe(true);
    await page.context().close();
  });

  describe.each([
    ['no registrar set (RDAP knows no such extension)', () => `http://127.0.0.1:${unsetPort}`, () => unsetLeadsDb, 'chuacauhinh'],
    ['the registry stalls (timeout)', () => baseUrl, () => leadsDb, 'cham'],
    ['the registry fails (HTTP 500)', () => baseUrl, () => leadsDb, 'loitiep'],
  ])('%s', (_state, url, db, name) => {
    it('a calm answer, then a phone number sends the typed domain as a lead; Zalo carries the domain too', { timeout: 60_000 }, async () => {
      const { page } = await openDomainPage(url());
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url() });
      await page.getByLabel('Tên miền bạn muốn đăng ký').fill(name);
      await page.getByLabel('Đuôi tên miền').selectOption('.vn');
      await page.getByRole('button', { name: 'Kiểm tra' }).click();
      const answer = result(page);
      await expect.poll(() => answer.locator('p').first().textContent(), { timeout: 15_000 }).toBe(`${name}.vn: Chúng tôi sẽ kiểm tra giúp bạn.`);
      // No server words, no red alarm.
      expect(await answer.textContent()).not.toMatch(/máy chủ|cấu hình|lỗi|phản hồi/i);
      expect(
        await answer
          .locator('p')
          .first()
          .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor),
      ).not.toBe('rgb(255, 245, 245)');
      // Zalo: the chat opens in this tab, the domain is on the clipboard to paste.
      const zalo = answer.getByRole('link', { name: 'Nhắn Zalo' });
      expect(await zalo.getAttribute('href')).toMatch(/^https:\/\/zalo\.me\//);
      await page.route(/zalo\.me/, (route) => route.fulfill({ status: 204 }));
      await zalo.click({ modifiers: ['ControlOrMeta'] }); // a new tab: this page stays
      await expect.poll(() => answer.textContent()).toContain(`Đã chép “Nhờ kiểm tra tên miền ${name}.vn”.`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Nhờ kiểm tra tên miền ${name}.vn`);
      // The phone field: a bad number is refused beside it, a good one becomes a lead.
      const phone = answer.getByLabel('Để lại số điện thoại, chúng tôi gọi báo kết quả');
      await phone.fill('12345');
      await answer.getByRole('button', { name: 'Nhờ kiểm tra giúp' }).click();
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      const number = `09${String(Date.now()).slice(-8)}`;
      await phone.fill(number);
      await answer.getByRole('button', { name: 'Nhờ kiểm tra giúp' }).click();
      await expect.poll(() => answer.getByRole('status').first().textContent()).toContain('Đã nhận số điện thoại của bạn.');
      const { default: Database } = await import('better-sqlite3');
      const leads = new Database(db(), { readonly: true, fileMustExist: true });
      try {
        expect(leads.prepare('SELECT source, domain, name, email, phone, page, landing_page FROM leads WHERE phone = ?').all(number)).toEqual([
          { source: 'domain-check', domain: `${name}.vn`, name: '', email: '', phone: number, page: '/services/domain', landing_page: '/services/domain' },
        ]);
      } finally {
        leads.close();
      }
      await page.context().close();
    });
  });
});
