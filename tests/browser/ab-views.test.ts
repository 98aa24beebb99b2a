// The A/B counting in a real Chromium against the site server: a document carrying
// `<meta name="experiment">` sends one beacon after load, which POST /api/views counts (the browser's
// own text/plain body and Sec-Fetch-Site); the variant seen travels with a lead sent later in the tab;
// with Global Privacy Control nothing is sent. The experiment page is the built /about with the meta
// added (the prerendered variants themselves are built by the page schema's `experiment`).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadsApi, type LeadsApi } from '../../src/server/leads/api.ts';
import { fixedRelease } from '../../src/server/releases/source.ts';
import { loadServerContent, type ServerContent } from '../../src/server/serverContent.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { clientRoot, startSite, type Running } from '../server/helpers.ts';
import { waitForHydration } from './harness.ts';

const CONTENT: ServerContent = {
  ...loadServerContent(),
  experiments: [
    {
      id: 'ab-about',
      route: '/about',
      variants: [
        { id: 'a', weight: 50 },
        { id: 'b', weight: 50 },
      ],
    },
  ],
};

describe('A/B views and the variant of a lead in a browser', () => {
  let dir: string;
  let leads: LeadsApi;
  let site: Running;
  let browser: Browser;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ab-views-'));
    const client = path.join(dir, 'client');
    cpSync(clientRoot(), client, { recursive: true });
    const about = path.join(client, 'about/index.html');
    writeFileSync(about, readFileSync(about, 'utf8').replace('</head>', '<meta name="experiment" content="ab-about b"></head>'));
    rmSync(`${about}.br`);
    rmSync(`${about}.gz`);
    const env = { LEADS_DB_PATH: path.join(dir, 'leads.sqlite') };
    leads = createLeadsApi({ env, fetch: globalThis.fetch, now: Date.now, content: () => CONTENT, viewsFlushIntervalMs: 3_600_000 });
    site = await startSite({ root: fixedRelease(client, () => CONTENT), env, leads, leadsRateLimit: { limit: 100 } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await leads?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const viewsOf = async (variant: string) => {
    await leads.views.flush();
    return (await leads.store.views()).filter((v) => v.experiment === 'ab-about' && v.variant === variant).reduce((sum, v) => sum + v.views, 0);
  };

  it('counts the view after load, once, and the lead sent later in the tab carries the variant', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const beacons: { body: string | null; type: string | undefined }[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/views')) beacons.push({ body: req.postData(), type: req.headers()['content-type'] });
    });
    await page.goto(`${site.url}/about`, { waitUntil: 'load' });
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0].body).toBe('{"experiment":"ab-about","variant":"b"}');
    expect(beacons[0].type).toMatch(/^text\/plain/);
    await expect.poll(() => viewsOf('b')).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('experiment'))).toBe('["ab-about","b"]');

    // On to the contact page (another document, no experiment): nothing more counted; the lead carries B.
    await page.goto(`${site.url}/contact`);
    await waitForHydration(page);
    const form = page.locator('#dang-ky');
    await form.getByLabel('Họ và tên').fill('Võ Thị Thu');
    await form.getByLabel('Email').fill('thu.ab@congty.vn');
    await form.getByLabel('Số điện thoại').fill('0912 345 678');
    await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect.poll(async () => (await leads.store.leads()).find((l) => l.email === 'thu.ab@congty.vn')?.attribution.variant).toBe('b');
    const lead = (await leads.store.leads()).find((l) => l.email === 'thu.ab@congty.vn')!;
    expect(lead.attribution).toMatchObject({ landingPage: '/about', experiment: 'ab-about', variant: 'b' });
    expect(beacons).toHaveLength(1);
    expect(await viewsOf('b')).toBe(1);
    await context.close();
  });

  it('sends nothing with Global Privacy Control (the variant is still kept for a lead)', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/views')) beacons.push(req.url());
    });
    const before = await viewsOf('b');
    await page.goto(`${site.url}/about`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.evaluate(() => sessionStorage.getItem('experiment'))).toBe('["ab-about","b"]');
    expect(beacons).toEqual([]);
    expect(await viewsOf('b')).toBe(before);
    await context.close();
  });
});
