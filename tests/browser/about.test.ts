// /about as a visitor reads it: prerendered content (JavaScript off) and the hotline call to action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { openPage, startHarness, type Harness, waitForHydration } from './harness.ts';

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
    // Headings join Vietnamese compounds with no-break spaces: read as spaces.
    const text = (await main.textContent())!.replaceAll('\u00a0', ' ');
    for (const expected of ['500+', '1000+', 'Sứ mệnh', 'Tầm nhìn', 'Giá trị cốt lõi', 'Minh bạch', 'Hiệu quả', 'Tận tâm', 'Học hỏi'])
      expect(text).toContain(expected);
    expect(await page.locator('#dich-vu li').count()).toBe(4);
    expect(await page.locator('#doi-ngu h3').count()).toBe(4);
    // Each member has a monogram avatar (initials, decorative), not a stand-in photo.
    expect(await page.locator('#doi-ngu [data-initials]').allTextContents()).toEqual([
      'NA',
      'TT',
      expect.stringMatching(/^\p{Lu}{2}$/u),
      expect.stringMatching(/^\p{Lu}{2}$/u),
    ]);
    expect(await page.locator('#doi-ngu img').count()).toBe(0);
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
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('banner').locator('a[aria-current="page"]').first().getAttribute('href')).toBe('/about');
    await page.context().close();
  });
});

describe('/contact', () => {
  it('?template=<id> names the chosen template and pre-selects web design', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.baseUrl}/contact?template=landing-saas`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('#dang-ky form p').first().textContent()).toBe('Bạn đã chọn mẫu: Landing Page SaaS Khởi Nghiệp');
    expect(await page.getByLabel('Dịch vụ quan tâm').inputValue()).toBe('Thiết kế website');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('shows the lead form with labelled fields, the five services and the contact details', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    expect((await page.goto(`${h.baseUrl}/contact`))?.status()).toBe(200);
    for (const label of ['Họ và tên', 'Email', 'Số điện thoại', 'Dịch vụ quan tâm', 'Nhu cầu của bạn']) {
      expect(await page.getByLabel(label, { exact: false }).count(), label).toBeGreaterThan(0);
    }
    const options = await page.locator('#dang-ky select option').allTextContents();
    for (const service of ['Quảng cáo', 'SEO', 'Thiết kế website', 'Content', 'Analytics & Tracking']) expect(options).toContain(service);
    expect(await page.locator(`#thong-tin a[href="tel:${site.company.hotline}"]`).count()).toBe(1);
    expect(await page.locator(`#thong-tin a[href="mailto:${site.company.email}"]`).count()).toBe(1);
    await page.context().close();
  });

  it('validates in Vietnamese and never claims to have sent anything', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 360, height: 800 } });
    await page.goto(`${h.baseUrl}/contact`);
    await waitForHydration(page);
    const form = page.locator('#dang-ky form');
    await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    expect(await form.textContent()).toContain('Vui lòng nhập họ và tên.');
    expect(await form.textContent()).toContain('Vui lòng nhập số điện thoại.');
    await form.getByLabel('Họ và tên', { exact: false }).fill('Nguyễn Văn An');
    await form.getByLabel('Email', { exact: false }).fill('an@congty');
    await form.getByLabel('Số điện thoại', { exact: false }).fill('12345');
    await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    expect(await form.textContent()).toContain('Email chưa đúng định dạng');
    expect(await form.textContent()).toContain('Số điện thoại chưa đúng');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});
