// The section catalogue in the built site: prerendered with noindex, page data for client
// navigation, not in sitemap.xml; in Chromium every registered type with its heading, example and
// copy button, copying by keyboard, the table of contents, and no serious axe violation.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../src/app/boot.ts';
import { CATALOGUE_ROUTE } from '../../src/engine/catalogue.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';
import { CLIENT_DIR, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const built = (rel: string) => readFileSync(path.join(CLIENT_DIR, rel), 'utf8');

async function open(page: Page) {
  expect((await page.goto(h.baseUrl + CATALOGUE_ROUTE))?.status()).toBe(200);
  await waitForHydration(page);
}

describe('section catalogue, build output', () => {
  it('is prerendered with noindex and has page data, with every registered type', () => {
    const html = built(`${CATALOGUE_ROUTE.slice(1)}/index.html`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const type of registeredSectionTypes) expect(html, type).toMatch(new RegExp(`<article id="${type}"[^>]*>[\\s\\S]*?data-section="${type}"`));
    const data = JSON.parse(built(`page-data/${CATALOGUE_ROUTE.slice(1)}.json`)) as PageData;
    expect(data.noindex).toBe(true);
    expect(data.catalogue!.map((e) => e.type)).toEqual(registeredSectionTypes);
  });

  it('is not in sitemap.xml, while the content pages are', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('_catalogue');
    expect(sitemap).toContain('/pricing/seo</loc>');
  });
});

describe('section catalogue in Chromium', () => {
  it('shows each type with its heading, example and copy button, without console errors', async () => {
    const { page, problems } = await openPage(h);
    await open(page);
    expect(await page.locator('h1').first().textContent()).toBe('Danh mục section');
    for (const type of registeredSectionTypes) {
      const article = page.locator(`article#${type}`);
      expect(await article.getByRole('heading', { level: 2, name: type, exact: true }).count(), type).toBe(1);
      expect(await article.locator(`[data-section="${type}"]`).count(), type).toBeGreaterThan(0);
      expect(await article.getByRole('button', { name: `Sao chép JSON của ${type}` }).isVisible(), type).toBe(true);
    }
    expect(await page.locator('[data-section-error]').count()).toBe(0);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('copies an example by keyboard and announces it; the table of contents jumps to a type', async () => {
    const { page } = await openPage(h, { permissions: ['clipboard-read', 'clipboard-write'] });
    await open(page);
    const data = (await (await page.request.get(`${h.baseUrl}/page-data/${CATALOGUE_ROUTE.slice(1)}.json`)).json()) as PageData;
    const button = page.getByRole('button', { name: 'Sao chép JSON của planGrid' });
    await button.focus();
    await page.keyboard.press('Enter');
    const status = page.locator('article#planGrid [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Đã sao chép');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.catalogue!.find((e) => e.type === 'planGrid')!.json);
    await page.getByRole('button', { name: 'Sao chép JSON của faq' }).focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(data.catalogue!.find((e) => e.type === 'faq')!.json);

    await page
      .getByRole('navigation', { name: /Mục lục/ })
      .getByRole('link', { name: 'tabs', exact: true })
      .click();
    await page.waitForURL(/#tabs$/);
    await expect
      .poll(() =>
        page
          .locator('article#tabs h2')
          .first()
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
    await page.context().close();
  });

  it('is readable with JavaScript off: every example is in the HTML', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(h.baseUrl + CATALOGUE_ROUTE))?.status()).toBe(200);
    for (const type of registeredSectionTypes) expect(await page.locator(`article#${type} [data-section="${type}"]`).count(), type).toBeGreaterThan(0);
    await page.context().close();
  });

  it('has no serious or critical axe-core violations', { timeout: 120_000 }, async () => {
    const { page } = await openPage(h, { viewport: { width: 360, height: 740 } });
    await open(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
    await page.context().close();
  });
});
