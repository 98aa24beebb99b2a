// The service landing pages (issue 6) on the built site in Chromium: key texts and the spec's
// prices with JavaScript on and off, the ZNS estimator, URL-kept tabs and sample filters.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutEveryPart, openPage, startHarness, type Harness, waitForDeferredLayout, waitForHydration } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const vnd = (amount: number) => `${amount.toLocaleString('de-DE')} ₫`;

/** Route → texts a visitor must see (prices from ../shared/spec/site-spec.md, sections 2, 5, 9). */
const EXPECTED: Record<string, string[]> = {
  '/services/zns-zalo': [vnd(1_500_000), vnd(3_900_000), vnd(8_900_000), '500+', '10M+', '48 giờ', vnd(1_750_000), 'Thư viện chiến dịch ZNS'],
  '/services/email-marketing': [vnd(1_900_000), vnd(3_900_000), vnd(6_900_000), 'Quy trình triển khai 5 bước', 'Mẫu chiến dịch email'],
  '/services/facebook-ads': [vnd(3_000_000), vnd(7_000_000), 'Quy trình 6 bước'],
  '/services/google-ads': [vnd(3_000_000), vnd(7_000_000), 'Quy trình 7 bước'],
  '/services/seo-website': [vnd(4_900_000), vnd(9_900_000), vnd(19_900_000), 'Quy trình 8 bước'],
  '/services/content-marketing': [vnd(3_500_000), vnd(9_000_000), 'Chăm sóc fanpage', 'Content website', 'Video ngắn và TikTok', 'Content quảng cáo'],
  '/services/fanpage-management': [vnd(2_500_000), vnd(4_500_000), vnd(7_500_000), vnd(3_000_000), vnd(5_500_000), vnd(9_000_000)],
  '/services/website-content': [vnd(3_500_000), vnd(6_500_000), vnd(12_000_000)],
  '/services/video-content': [vnd(4_500_000), vnd(8_500_000), vnd(15_000_000)],
  '/services/ad-content': [vnd(3_000_000), vnd(6_000_000), vnd(12_000_000)],
  '/services/email-domain': [vnd(500_000), vnd(1_200_000), vnd(2_500_000), '24–48 giờ'],
  '/services/zalo-mini-app': [vnd(15_000_000), vnd(25_000_000), vnd(50_000_000)],
  '/services/google-maps': [vnd(2_000_000), vnd(3_000_000), vnd(5_000_000), vnd(7_000_000), vnd(12_000_000), vnd(15_000_000)],
  '/services/ssl': [vnd(500_000), vnd(800_000), vnd(1_500_000), vnd(2_500_000), vnd(3_500_000), vnd(5_000_000), '$10,000', '$50,000', '$1,000,000'],
  '/services/web-design': [
    vnd(8_000_000),
    vnd(12_000_000),
    vnd(25_000_000),
    vnd(35_000_000),
    vnd(45_000_000),
    vnd(60_000_000),
    'Frontend',
    'Backend',
    'CMS',
    'Hosting',
  ],
};

/** Pages whose prices sit in a "pricing" tab: with JavaScript on, open it through the URL. */
const TABBED = new Set(['/services/facebook-ads', '/services/google-ads', '/services/seo-website', '/services/content-marketing']);

/** The text a visitor sees in <main> (innerText leaves out hidden elements), spaces normalised. */
const visibleText = async (page: Page) => (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');

describe('service landing pages', () => {
  it('show their key texts and prices with JavaScript off (every tab panel readable)', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    for (const [route, texts] of Object.entries(EXPECTED)) {
      expect((await page.goto(h.baseUrl + route))?.status(), route).toBe(200);
      await layOutEveryPart(page);
      const text = await visibleText(page);
      for (const expected of texts) expect(text, `${route}: ${expected}`).toContain(expected);
    }
    await page.context().close();
  });

  it('show their key texts and prices with JavaScript on', async () => {
    const { page, problems } = await openPage(h);
    for (const [route, texts] of Object.entries(EXPECTED)) {
      await page.goto(h.baseUrl + route + (TABBED.has(route) ? '?tab=pricing' : ''));
      await waitForHydration(page);
      await waitForDeferredLayout(page);
      const text = await visibleText(page);
      const priceTexts = TABBED.has(route) ? texts.filter((t) => t.endsWith('₫')) : texts;
      for (const expected of priceTexts) expect(text, `${route}: ${expected}`).toContain(expected);
    }
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});

describe('ZNS cost estimator', () => {
  const estimate = async (page: Page) => (await page.locator('[data-section="znsEstimator"] [aria-live="polite"]').innerText()).replace(/\u00a0/g, ' ');

  it('keyboard, typing and dragging change the estimate (350 ₫ a message)', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}/services/zns-zalo`);
    await waitForHydration(page);
    const slider = page.getByRole('slider', { name: 'Số tin nhắn mỗi tháng' });
    const number = page.getByRole('spinbutton', { name: 'Số tin nhắn mỗi tháng' });
    expect(await estimate(page)).toContain(vnd(1_750_000));

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => estimate(page)).toContain(vnd(5_500 * 350));
    // The box writes the number as the page does.
    expect(await number.inputValue()).toBe('5.500');
    await page.keyboard.press('End');
    await expect.poll(() => estimate(page)).toContain(vnd(50_000 * 350));
    await page.keyboard.press('Home');
    await expect.poll(() => estimate(page)).toContain(vnd(1_000 * 350));

    await number.fill('12000');
    await number.press('Enter');
    await expect.poll(() => estimate(page)).toContain(vnd(12_000 * 350));
    expect(await slider.inputValue()).toBe('12000');
    await number.fill('999999');
    await number.press('Tab');
    await expect.poll(() => number.inputValue()).toBe('50.000');
    await number.fill('31.500');
    await number.press('Enter');
    await expect.poll(() => estimate(page)).toContain(vnd(31_500 * 350));
    expect(await slider.inputValue()).toBe('31500');
    await number.press('ArrowUp');
    await expect.poll(() => number.inputValue()).toBe('32.000');

    // Drag the thumb to the far left of the track: the minimum.
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 20, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => estimate(page)).toContain(vnd(1_000 * 350));
    await page.context().close();
  });

  it('on a 390 px phone the slider spans the card and the box shows the number as the page writes it', async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto(`${h.baseUrl}/services/zns-zalo`);
    await waitForHydration(page);
    const slider = page.getByRole('slider', { name: 'Số tin nhắn mỗi tháng' });
    await slider.scrollIntoViewIfNeeded();
    const sliderBox = (await slider.boundingBox())!;
    const row = (await slider.locator('..').boundingBox())!;
    expect(sliderBox.width).toBeGreaterThanOrEqual(row.width - 1);
    expect(sliderBox.width).toBeGreaterThan(280);
    expect(await page.getByRole('spinbutton', { name: 'Số tin nhắn mỗi tháng' }).inputValue()).toBe('5.000');
    await page.context().close();
  });
});

describe('service tabs', () => {
  it('switch by click and keyboard, keep the tab in the URL and survive reload', async () => {
    const { page, problems } = await openPage(h);
    await page.goto(`${h.baseUrl}/services/facebook-ads`);
    await waitForHydration(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('Tổng quan').getAttribute('aria-selected')).toBe('true');
    expect(await visibleText(page)).not.toContain(vnd(7_000_000));

    await tab('Bảng giá').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('pricing');
    expect(await tab('Bảng giá').getAttribute('aria-selected')).toBe('true');
    expect(await visibleText(page)).toContain(vnd(7_000_000));

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Dự án').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dự án');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('cases');
    expect(await visibleText(page)).toContain('Dự án quảng cáo Facebook tiêu biểu');

    await page.reload();
    await waitForHydration(page);
    expect(await tab('Dự án').getAttribute('aria-selected')).toBe('true');
    expect(await visibleText(page)).toContain('Dự án quảng cáo Facebook tiêu biểu');

    await page.goto(`${h.baseUrl}/services/google-ads#pricing`);
    await waitForHydration(page);
    await expect.poll(() => tab('Bảng giá').getAttribute('aria-selected')).toBe('true');
    expect(await visibleText(page)).toContain(vnd(3_000_000));
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});

describe('sample filters', () => {
  /** The visible cards' titles as written (headings show no-break spaces between the syllables of a word). */
  const cards = async (page: Page, section: string) =>
    (await page.locator(`#${section} h3:visible`).allInnerTexts()).map((title) => title.replaceAll('\u00a0', ' '));

  it('email samples filter all / welcome / cart / reengage by wording in the title, kept in the URL', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}/services/email-marketing`);
    await waitForHydration(page);
    expect(await cards(page, 'mau-email')).toHaveLength(6);
    await page.getByRole('button', { name: 'Giỏ hàng' }).click();
    await expect.poll(() => cards(page, 'mau-email')).toEqual(['Nhắc giỏ hàng bị bỏ quên sau 1 giờ', 'Giỏ hàng chờ thanh toán kèm mã giảm giá']);
    expect(new URL(page.url()).searchParams.get('loai')).toBe('cart');
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => cards(page, 'mau-email')).toHaveLength(2);
    await page.getByRole('button', { name: 'Tái tương tác' }).click();
    await expect.poll(() => cards(page, 'mau-email')).toEqual(['Mời khách quay lại sau 60 ngày', 'Chiến dịch tái tương tác khách hàng ngủ đông']);
    await page.getByRole('button', { name: 'Tất cả' }).click();
    await expect.poll(() => cards(page, 'mau-email')).toHaveLength(6);
    await page.context().close();
  });

  it('the content library filters its six works by type inside the library tab', async () => {
    const { page } = await openPage(h);
    await page.goto(`${h.baseUrl}/services/content-marketing?tab=library`);
    await waitForHydration(page);
    const library = page.getByRole('tabpanel', { name: 'Thư viện' });
    expect(await library.locator('h3:visible').count()).toBe(6);
    await library.getByRole('button', { name: 'Video' }).click();
    await expect.poll(() => library.locator('h3:visible').count()).toBe(2);
    await library.getByRole('button', { name: 'Mạng xã hội' }).click();
    await expect
      .poll(async () => (await library.locator('h3:visible').allInnerTexts()).map((title) => title.replaceAll('\u00a0', ' ')))
      .toEqual(['Minigame Trung thu trên fanpage', 'Bộ ảnh sản phẩm mùa hè cho Instagram']);
    await page.context().close();
  });
});
