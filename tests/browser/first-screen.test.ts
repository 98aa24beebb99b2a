// Nothing of the shell floats over the first screen, at any width from 360 to 1440 px: on the routes
// whose first screen holds calls to action and prices, every control and every piece of text in the
// viewport before scrolling is itself at its centre and at both ends, never the call/chat buttons or
// the dock. Once the visitor scrolls, those layers are there (shell-cover.test.ts checks they then
// cover no control scrolled to).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const ROUTES = ['/', '/pricing', '/pricing/seo', '/hosting', '/services/web-design'];

/** Runs in the page: what of the first screen a floating shell layer (not the header) sits on. */
function coveredOnFirstScreen(): string[] {
  const layers = [...document.querySelectorAll<HTMLElement>('[data-shell-layer]:not(header)')];
  const covered: string[] = [];
  // Controls, and every element holding text of its own (a price, a heading, a line of copy).
  const shown = [...document.querySelectorAll<HTMLElement>('main *')].filter(
    (el) =>
      el.matches('a[href], button, input, select, textarea, summary') ||
      [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
  );
  for (const el of shown) {
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
      if (x < 0 || x >= innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      const layer = hit && layers.find((l) => l.contains(hit));
      if (layer) covered.push(`"${(el.textContent ?? '').trim().slice(0, 30)}" under ${layer.getAttribute('data-shell-layer')}`);
    }
  }
  return [...new Set(covered)];
}

/** Runs in the page: the floating layers that a visitor sees (not hidden, not transparent). */
const visibleLayers = () =>
  [...document.querySelectorAll<HTMLElement>('[data-shell-layer]:not(header)')]
    .filter((l) => {
      const style = getComputedStyle(l);
      return style.display !== 'none' && style.visibility === 'visible' && Number(style.opacity) > 0.99;
    })
    .map((l) => l.getAttribute('data-shell-layer'));

describe('the first screen', () => {
  for (const viewport of VIEWPORTS)
    it(`has nothing floating over it at ${viewport.width}×${viewport.height}, and the layers come once the page is scrolled`, async () => {
      const { page } = await openPage(h, { viewport });
      try {
        for (const route of ROUTES) {
          await page.goto(h.baseUrl + route);
          expect({ route, covered: await page.evaluate(coveredOnFirstScreen) }).toEqual({ route, covered: [] });
          expect({ route, visible: await page.evaluate(visibleLayers) }).toEqual({ route, visible: [] });
        }
        // Scrolled: the call/chat buttons and the dock are there.
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect.poll(() => page.evaluate(visibleLayers)).toEqual(expect.arrayContaining(['contact', 'dock']));
      } finally {
        await page.context().close();
      }
    }, 120_000);

  it('holds with JavaScript off too: the layers come in by CSS alone', async () => {
    const { page } = await openPage(h, { viewport: { width: 1024, height: 768 }, javaScriptEnabled: false });
    try {
      await page.goto(h.baseUrl + '/');
      expect(await page.evaluate(coveredOnFirstScreen)).toEqual([]);
      expect(await page.evaluate(visibleLayers)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(visibleLayers)).toEqual(expect.arrayContaining(['contact', 'dock']));
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
