// The pricing, hosting and VPS pages as a visitor reads them (prerendered HTML, JavaScript off),
// with the spec's prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

async function mainText(path: string): Promise<string> {
  const { page } = await openPage(h, { javaScriptEnabled: false });
  const response = await page.goto(h.baseUrl + path);
  expect(response?.status(), path).toBe(200);
  const text = (await page.textContent('main'))!.replace(/\u00a0/g, ' ');
  await page.context().close();
  return text;
}

const expectations: Record<string, string[]> = {
  '/pricing': ['Bảng giá dịch vụ', 'SEO', 'Quảng cáo', 'Thiết kế web', 'Content', 'chuyển khoản ngân hàng'],
  '/pricing/seo': ['Bảng giá SEO', '4.900.000 ₫', '9.900.000 ₫', '19.900.000 ₫', '/ tháng', 'hóa đơn VAT', 'báo giá riêng'],
  '/pricing/ads': ['Bảng giá quảng cáo', 'Starter', '3.000.000 ₫', 'Scale', '7.000.000 ₫'],
  '/pricing/web': ['Bảng giá thiết kế website', 'Landing', '4.900.000 ₫', 'E-commerce', '19.900.000 ₫', '/ dự án'],
  '/pricing/content': ['Bảng giá content', 'Content pack', '3.500.000 ₫', 'Video', '9.000.000 ₫'],
  '/pricing/hosting': ['Bảng giá hosting', '79.000 ₫', '149.000 ₫'],
  '/pricing/vps': ['Bảng giá VPS', '230.000 ₫', '450.000 ₫'],
  '/pricing/email': ['Bảng giá email marketing', '1.900.000 ₫', '3.900.000 ₫', '6.900.000 ₫'],
  '/pricing/zns': ['Bảng giá ZNS Zalo', '1.500.000 ₫', '3.900.000 ₫', '8.900.000 ₫'],
  '/hosting': ['99.000 ₫', '150.000 ₫', '199.000 ₫', '299.000 ₫', '399.000 ₫', '599.000 ₫', 'Miễn phí chuyển 1 website', 'Hỗ trợ kỹ thuật 24/7', 'Dung lượng'],
  '/vps': ['299.000 ₫', '399.000 ₫', '599.000 ₫', '799.000 ₫', '1.299.000 ₫', '1.599.000 ₫', '50.000 ₫/tháng', '99,9%'],
};

describe('pricing pages', () => {
  for (const [path, texts] of Object.entries(expectations)) {
    it(`${path} shows its prices and texts without JavaScript`, async () => {
      const text = await mainText(path);
      for (const expected of texts) expect(text, `${path}: ${expected}`).toContain(expected);
    });
  }

  it('the hosting page marks the popular plan and strikes the original prices', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}/hosting`);
    expect(await page.locator('[data-popular]').count()).toBe(1);
    expect((await page.locator('[data-popular]').textContent())!).toContain('Business');
    expect(await page.locator('#pricing s').count()).toBe(3);
    await page.context().close();
  });

  it('the pricing index links to the four category pages', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}/pricing`);
    const hrefs = await page.locator('main #danh-muc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/pricing/seo', '/pricing/ads', '/pricing/web', '/pricing/content']);
    await page.context().close();
  });

  const comparisons: Record<string, { caption: string; plans: string[]; rows: number }> = {
    '/pricing/seo': { caption: 'So sánh nhanh các gói SEO', plans: ['Basic', 'Pro', 'Enterprise'], rows: 9 },
    '/pricing/ads': { caption: 'So sánh nhanh các gói quảng cáo', plans: ['Starter', 'Scale'], rows: 6 },
    '/pricing/web': { caption: 'So sánh nhanh các gói thiết kế website', plans: ['Landing theo mẫu', 'E-commerce theo mẫu'], rows: 8 },
  };
  for (const [path, expected] of Object.entries(comparisons)) {
    it(`${path} compares its plans in a table that fits 360 px without JavaScript`, async () => {
      const { page } = await openPage(h, { javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
      await page.goto(h.baseUrl + path);
      const table = page.getByRole('table', { name: expected.caption });
      expect(await table.locator('thead th[scope="col"]').allTextContents()).toEqual(['Tính năng', ...expected.plans]);
      expect(await table.locator('tbody th[scope="row"]').count()).toBe(expected.rows);
      // Neither the page nor the table's box scrolls sideways at 360 px: the plans fit side by side.
      // (The box still takes keyboard focus, for a longer table that would scroll.)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const box = page.getByRole('group', { name: expected.caption });
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      expect(await box.getAttribute('tabindex')).toBe('0');
      await page.context().close();
    });
  }
});
