// The fixed parts of the shell (sticky header, call/chat bar, dock) must never sit on top of a control
// of the page. Every interactive element of <main> and the footer is scrolled into view the way the
// browser does it for keyboard focus and find-in-page (nearest edge, so at the top or at the bottom
// of the viewport, honouring scroll-padding), then the element at its centre must be itself or inside
// it, never a shell layer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;
let model: SiteModel;

beforeAll(async () => {
  model = validateProject().model!;
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Runs in the page: "<tag text> under <layer>" for every covered control. */
function coveredControls(): string[] {
  const layers = [...document.querySelectorAll<HTMLElement>('[data-shell-layer]')];
  const controls = [...document.querySelectorAll<HTMLElement>(':is(main, footer) :is(a[href], button, input, select, textarea, summary)')];
  const covered: string[] = [];
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}"`;
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    // Not shown (closed disclosure, inactive tab, hidden input) or visually hidden (1 px): nothing to cover.
    if (rect.width < 2 || rect.height < 2 || getComputedStyle(control).visibility === 'hidden') continue;
    for (const block of ['start', 'end'] as const) {
      control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      const layer = hit && layers.find((l) => l.contains(hit) && !l.contains(control));
      if (layer) covered.push(`${name(control)} at ${block}: under ${layer.getAttribute('data-shell-layer')}`);
    }
  }
  return covered;
}

describe('shell layers never cover page controls at any width', () => {
  it('has fixed shell layers to check', async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(h.baseUrl + '/');
    expect(await page.locator('[data-shell-layer]').count()).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('hides the call/chat bar and the dock while a form field has focus, with JavaScript off too', async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto(h.baseUrl + '/contact');
    const shown = () => page.locator('[data-shell-layer]:not(header)').evaluateAll((layers) => layers.map((l) => getComputedStyle(l).display !== 'none'));
    expect(await shown()).toEqual([true, true]);
    await page.locator('main input[type="email"]').focus();
    expect(await shown()).toEqual([false, false]);
    await page.locator('main input[type="email"]').blur();
    expect(await shown()).toEqual([true, true]);
    await page.context().close();
  });

  // Every width from 360 to 1440 px in 40 px steps, plus the widths reviews use (390, 1024, 1366):
  // the round buttons of tablets and small laptops sit on the content column's edges. One page per
  // route, resized between widths (the shell's layout is CSS only), keeps the run short.
  const widths = [...new Set([...Array.from({ length: 28 }, (_, i) => 360 + 40 * i), 390, 1024, 1366])].sort((a, b) => a - b);
  it(`no link, button, field or summary of any route is covered at ${widths.length} widths from 360 to 1440 px`, { timeout: 1_800_000 }, async () => {
    expect(widths).toContain(1440);
    const problems: string[] = [];
    const { page } = await openPage(h, { viewport: { width: widths[0], height: 740 } });
    for (const pageModel of model.pages) {
      // The layout of the shell layers is CSS only, so the loaded page is checked whether or not it
      // has hydrated yet (the async entry script can run before <body> is parsed and then never
      // hydrates: reported on the client boot); one evaluate is synchronous, hydration cannot
      // interleave with it.
      await page.setViewportSize({ width: widths[0], height: 740 });
      await page.goto(h.baseUrl + pageModel.route, { waitUntil: 'load' });
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 1024 ? 740 : 768 });
        for (const line of await page.evaluate(coveredControls)) problems.push(`${pageModel.route} at ${width} px: ${line}`);
      }
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
