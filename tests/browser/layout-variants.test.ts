// The layouts an author picks in JSON (hero "start", featureGrid "list"/"rows", stats "cards") change
// what the visitor sees, with JavaScript off too (CSS only), and the defaults stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

async function open(route: string, width = 1366) {
  const { page } = await openPage(h, { viewport: { width, height: 900 }, javaScriptEnabled: false });
  await page.goto(h.baseUrl + route, { waitUntil: 'load' });
  return page;
}

describe('section layouts chosen in JSON', () => {
  it('hero: centred by default without an image, aligned left with "start"', async () => {
    const page = await open('/hosting');
    expect(await page.locator('[data-section="hero"] h1').evaluate((h1) => getComputedStyle(h1.parentElement!).textAlign)).toBe('center');
    await page.goto(h.baseUrl + '/about');
    const start = await page.locator('[data-section="hero"] h1').evaluate((h1) => {
      const box = h1.parentElement!.getBoundingClientRect();
      return { align: getComputedStyle(h1.parentElement!).textAlign, left: box.left, width: box.width };
    });
    expect(start.align).toBe('start');
    expect(start.width).toBeLessThanOrEqual(48 * 16 + 1);
    expect(start.left).toBeLessThan(200);
    await page.context().close();
  });

  it('featureGrid "list": no card frame, the icon left of the title', async () => {
    const page = await open('/hosting');
    const card = page.locator('[data-section="featureGrid"] li').first();
    const shape = await card.evaluate((li) => {
      const icon = li.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
      const title = li.querySelector('h2, h3')!.getBoundingClientRect();
      return { border: getComputedStyle(li).borderTopWidth, iconRight: icon.right, titleLeft: title.left, iconTop: icon.top, titleTop: title.top };
    });
    expect(shape.border).toBe('0px');
    expect(shape.iconRight).toBeLessThanOrEqual(shape.titleLeft);
    expect(Math.abs(shape.iconTop - shape.titleTop)).toBeLessThan(24);
    await page.context().close();
  });

  it('featureGrid "rows": one card per row, the icon alternating sides; stacked on phones', async () => {
    const page = await open('/vps');
    const rows = () =>
      page
        .locator('[data-section="featureGrid"]')
        .first()
        .locator('li')
        .evaluateAll((items) =>
          items.slice(0, 2).map((li) => {
            const icon = li.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
            const title = li.querySelector('h2, h3')!.getBoundingClientRect();
            return {
              iconLeftOfTitle: icon.right <= title.left,
              iconRightOfTitle: icon.left >= title.right,
              iconAbove: icon.bottom <= title.top,
              width: li.clientWidth,
            };
          }),
        );
    const wide = await rows();
    expect(wide[0].iconLeftOfTitle).toBe(true);
    expect(wide[1].iconRightOfTitle).toBe(true);
    expect(wide[0].width).toBe(wide[1].width);
    expect(wide[0].width).toBeGreaterThan(900);
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await rows();
    expect(phone.every((row) => row.iconAbove)).toBe(true);
    await page.context().close();
  });

  it('featureGrid default: framed cards in columns', async () => {
    // /services/web-design's first grid keeps the default.
    const page = await open('/services/web-design');
    const cards = await page
      .locator('[data-section="featureGrid"]')
      .first()
      .locator('li')
      .evaluateAll((items) => items.map((li) => ({ border: getComputedStyle(li).borderTopWidth, top: li.getBoundingClientRect().top })));
    expect(cards[0].border).toBe('1px');
    expect(cards[1].top).toBe(cards[0].top);
    await page.context().close();
  });

  it('stats "cards": white cards with an accent edge; the default strip has none', async () => {
    const page = await open('/about');
    const card = await page
      .locator('[data-section="stats"] li')
      .first()
      .evaluate((li) => {
        const style = getComputedStyle(li);
        return { background: style.backgroundColor, edge: style.borderLeftWidth };
      });
    expect(card).toEqual({ background: 'rgb(255, 255, 255)', edge: '4px' });
    await page.goto(h.baseUrl + '/ecosystem/uyen-ai');
    expect(
      await page
        .locator('[data-section="stats"] li')
        .first()
        .evaluate((li) => getComputedStyle(li).borderLeftWidth),
    ).toBe('0px');
    await page.context().close();
  });

  it('a page ending on the closing banner runs into the footer without a seam; another keeps the gap', async () => {
    const page = await open('/about', 390);
    const footerEdge = () =>
      page.getByRole('contentinfo').evaluate((footer) => {
        const style = getComputedStyle(footer);
        return { marginTop: style.marginTop, borderTop: style.borderTopWidth };
      });
    expect(await page.locator('main [data-section]').last().getAttribute('data-section')).toBe('cta');
    expect(await footerEdge()).toEqual({ marginTop: '0px', borderTop: '0px' });
    await page.goto(h.baseUrl + '/contact');
    expect(await page.locator('main [data-section]').last().getAttribute('data-section')).not.toBe('cta');
    expect(await footerEdge()).not.toEqual({ marginTop: '0px', borderTop: '0px' });
    await page.context().close();
  });
});
