// Tables of figures read on a 360 px phone without a hidden column, with equal columns of figures
// aligned with the cards above them; touch targets of the shell and of /contact are 44 px tall.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

interface TableFacts {
  overflow: number;
  figureWidths: number[];
  boxLeft: number;
  boxWidth: number;
  aboveLeft: number;
  aboveWidth: number;
  markOffsets: number[];
  valueAligns: string[];
}

/** Runs in the page: the measures of the table inside the `section` section. */
function tableFacts(section: string): TableFacts {
  const table = document.querySelector<HTMLTableElement>(`[data-section="${section}"] table`)!;
  const box = table.parentElement!;
  const above = box.previousElementSibling!.getBoundingClientRect();
  const heads = [...table.querySelectorAll('thead th')].slice(1);
  const marks = [...table.querySelectorAll('td > svg, td > span[aria-hidden]')].map((mark) => {
    const cell = mark.parentElement!.getBoundingClientRect();
    const r = mark.getBoundingClientRect();
    return Math.abs(r.top + r.height / 2 - (cell.top + cell.height / 2));
  });
  return {
    overflow: box.scrollWidth - box.clientWidth,
    figureWidths: heads.map((th) => th.getBoundingClientRect().width),
    boxLeft: box.getBoundingClientRect().left,
    boxWidth: box.getBoundingClientRect().width,
    aboveLeft: above.left,
    aboveWidth: above.width,
    markOffsets: marks,
    valueAligns: [...new Set([...table.querySelectorAll('td')].map((td) => getComputedStyle(td).textAlign))],
  };
}

describe('tables', () => {
  for (const width of [360, 390, 1366]) {
    it(`/pricing/seo's comparison fits at ${width} px, as wide as the cards, equal plan columns, marks centred`, async () => {
      const { page } = await openPage(h, { viewport: { width, height: 800 } });
      await page.goto(h.baseUrl + '/pricing/seo');
      const facts = await page.evaluate(tableFacts, 'planGrid');
      await page.context().close();
      expect(facts.overflow).toBeLessThanOrEqual(0);
      expect(Math.max(...facts.figureWidths) - Math.min(...facts.figureWidths)).toBeLessThan(1);
      expect(Math.abs(facts.boxLeft - facts.aboveLeft)).toBeLessThan(2);
      expect(Math.abs(facts.boxWidth - facts.aboveWidth)).toBeLessThan(2);
      expect(facts.markOffsets.length).toBeGreaterThan(10);
      expect(Math.max(...facts.markOffsets)).toBeLessThan(2);
      expect(facts.valueAligns).toEqual(['center']);
    });

    it(`the domain price table shows all its columns at ${width} px`, async () => {
      const { page } = await openPage(h, { viewport: { width, height: 800 } });
      await page.goto(h.baseUrl + '/services/domain');
      const facts = await page.evaluate(tableFacts, 'domainPrices');
      await page.context().close();
      expect(facts.overflow).toBeLessThanOrEqual(0);
      expect(facts.figureWidths).toHaveLength(2);
      expect(Math.abs(facts.figureWidths[0] - facts.figureWidths[1])).toBeLessThan(1);
    });
  }
});

describe('touch targets at 390 px', () => {
  /** Runs in the page: "<text> w×h" for every matching element smaller than 44 × 44 px. */
  function smallTargets(selector: string): string[] {
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
      .map(({ el, r }) => `"${el.textContent?.trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`);
  }

  it('the logo and every footer link', async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(h.baseUrl + '/');
    await page.addStyleTag({ content: '[data-deferred-layout] { content-visibility: visible !important; }' });
    expect(await page.locator('footer a[href]').count()).toBeGreaterThan(10);
    expect(await page.evaluate(smallTargets, 'header a[href="/"], footer a[href]')).toEqual([]);
    await page.context().close();
  });

  it("/contact's hotline and email", async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(h.baseUrl + '/contact');
    expect(await page.locator('[data-section="contactInfo"] :is(a[href^="tel:"], a[href^="mailto:"])').count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(smallTargets, '[data-section="contactInfo"] :is(a[href^="tel:"], a[href^="mailto:"])')).toEqual([]);
    await page.context().close();
  });
});
