// /about as a visitor reads it: prerendered content (JavaScript off) and the hotline call to action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;
let site: SiteModel['site'];
beforeAll(async () => {
  site = validateProject().model!.site;
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('/about', () => {
  it('shows stats, mission and vision, four values, four services, four team members, the 2019–2024 timeline, three testimonials', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(`${h.baseUrl}/about`))?.status()).toBe(200);
    const main = page.locator('main');
    const text = (await main.textContent())!;
    for (const expected of ['500+', '1000+', 'Sứ mệnh', 'Tầm nhìn', 'Giá trị cốt lõi', 'Minh bạch', 'Hiệu quả', 'Tận tâm', 'Học hỏi']) expect(text).toContain(expected);
    expect(await page.locator('#dich-vu li').count()).toBe(4);
    expect(await page.locator('#doi-ngu h3').count()).toBe(4);
    expect(await page.locator('#doi-ngu img').count()).toBe(4);
    const years = await page.locator('#hanh-trinh ol > li').allTextContents();
    expect(years.map((t) => /20\d\d/.exec(t)![0])).toEqual(['2019', '2020', '2021', '2022', '2023', '2024']);
    expect(await main.locator('blockquote').count()).toBe(3);
    const call = main.locator(`a[href="tel:${site.company.hotline}"]`);
    expect(await call.count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('is the page the header marks when it is open', async () => {
    const { page } = await openPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.baseUrl}/about`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await page.getByRole('banner').locator('a[aria-current="page"]').first().getAttribute('href')).toBe('/about');
    await page.context().close();
  });
});
