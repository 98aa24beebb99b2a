// A page's prerendered sections after the first, and the site footer, are laid out only near the
// view until the page has loaded, then in steps (src/kit/deferredLayout.ts,
// src/renderer/prerenderSections.tsx, src/shell/footer/Footer.tsx). Checked in
// Chromium: the marks are where the build puts them; the containment they bring changes no box and
// clips nothing on any route (with JavaScript off they stay); the first screen is rendered at once
// and the rest after load without a layout shift; an #anchor (typed, or a link's to another page), a
// reload and back/forward put the visitor where the complete layout puts them (the inline bootstrap
// lays all parts out at once first, and the browser restores or jumps on that layout); a page reached
// by a link lays out its parts too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrerendered } from '../../src/model/prerendered.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import { DEFERRED_LAYOUT_ATTRIBUTE } from '../../src/kit/deferredLayout.ts';
import {
  bootDataOf,
  holdRequests,
  isSameDocument,
  markDocument,
  openPage,
  startHarness,
  waitForDeferredLayout,
  waitForHydration,
  type Harness,
  builtHtmlOf,
  clickAddedLink,
} from './harness.ts';
import { arrival } from './prefetching.ts';

const routes = validateProject().model!.pages.map((p) => p.route);
const MARK = `[${DEFERRED_LAYOUT_ATTRIBUTE}]`;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Where the browser puts the anchor `selector` on the page's layout now: its top after a jump to it (the view put back after). */
const anchoredTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { scrollY } = window;
    el.scrollIntoView();
    const top = Math.round(el.getBoundingClientRect().top);
    window.scrollTo(0, scrollY);
    return top;
  });

/** The section at the top of the view and how far its top is from the view's: what the visitor sees. */
const contentInView = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll('main [data-section]')];
    const atTop = sections.findLast((section) => section.getBoundingClientRect().top <= 1) ?? sections[0]!;
    return { section: sections.indexOf(atTop), offset: Math.round(atTop.getBoundingClientRect().top) };
  });

describe('deferred layout: the build', () => {
  it.each(routes)('%s: each prerendered section after the first is marked on its root, then the footer, no other element', (route) => {
    const html = builtHtmlOf(route);
    const page = bootDataOf(html).page!;
    const marked = [...html.matchAll(/<([a-z]+) ([^>]*)>/g)].filter((m) => m[2]!.includes(`${DEFERRED_LAYOUT_ATTRIBUTE}=""`));
    const expected: string[] = page.sections.flatMap((section, index) => (index > 0 && isPrerendered(section) ? [section.type] : []));
    // A template's demo page has a frame of its own, without the site footer.
    if (!page.demo) expected.push('footer');
    expect(
      marked.map((m) => /data-section="([^"]+)"/.exec(m[2]!)?.[1] ?? m[1]),
      route,
    ).toEqual(expected);
  });
});

describe('deferred layout in the browser', () => {
  it.each([
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ])('every route at $name width: the containment of a laid-out part changes no box and clips nothing', { timeout: 300_000 }, async (viewport) => {
    // With JavaScript off the marks stay, and a part near the view is rendered with layout, style
    // and paint containment (what `content-visibility: auto` gives it): applied here to every part
    // at once, then taken off.
    const { page } = await openPage(h, { javaScriptEnabled: false, viewport: { width: viewport.width, height: viewport.height } });
    for (const route of routes) {
      await page.goto(h.baseUrl + route, { waitUntil: 'load' });
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main *, footer, footer *')].map((el) => {
            const box = el.getBoundingClientRect();
            return [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 100) / 100).join(' ');
          }),
        );
      const overflowing = await page.evaluate((mark) => {
        const parts = [...document.querySelectorAll<HTMLElement>(mark)];
        for (const part of parts) {
          part.style.setProperty('content-visibility', 'visible', 'important');
          part.style.setProperty('contain', 'layout style paint', 'important');
        }
        // Scrollable overflow is what paint containment would cut off.
        return parts
          .filter((part) => part.scrollWidth > part.clientWidth || part.scrollHeight > part.clientHeight)
          .map((part) => part.dataset.section ?? part.localName);
      }, MARK);
      expect(overflowing, route).toEqual([]);
      const contained = await boxes();
      await page.evaluate((mark) => {
        for (const part of document.querySelectorAll<HTMLElement>(mark)) {
          part.style.removeProperty('content-visibility');
          part.style.removeProperty('contain');
          part.removeAttribute(mark.slice(1, -1));
        }
      }, MARK);
      expect(await boxes(), route).toEqual(contained);
    }
    await page.context().close();
  });

  it('renders the first screen at once, the rest after load, without a layout shift', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const entry = await holdRequests(page, /\/entry\.client-[^/]*\.js$/);
    await page.goto(`${h.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await entry.requested;
    const rendered = () =>
      page.locator('main [data-section]').evaluateAll((sections) => sections.map((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    const footerRendered = () =>
      page
        .locator('footer > *')
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const early = await rendered();
    expect(early[0]).toBe(true);
    expect(early.at(-1)).toBe(false);
    expect(await footerRendered()).toBe(false);
    expect(await page.locator(MARK).count()).toBeGreaterThan(5);
    entry.release();
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    expect((await rendered()).every(Boolean)).toBe(true);
    expect(await footerRendered()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('an #anchor: the page is laid out completely before any script file arrives, and the view is where the anchor is on it', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    const entry = await holdRequests(page, /\/entry\.client-[^/]*\.js$/);
    await page.goto(`${h.baseUrl}/#hoi-dap`, { waitUntil: 'domcontentloaded' });
    await entry.requested;
    expect(await page.locator(MARK).count()).toBe(0);
    const top = () => page.locator('#hoi-dap').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const anchored = await anchoredTop(page, '#hoi-dap');
    await expect.poll(top).toBe(anchored);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    entry.release();
    await waitForHydration(page);
    expect(await top()).toBe(anchored);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it("a link to another page's #anchor loads that document and shows the anchor where it is on the complete layout, before any script file arrives", async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.baseUrl}/contact`);
    await waitForHydration(page);
    await markDocument(page);
    // The new document's entry is held: only the bootstrap and the browser's jump to the anchor act.
    const entry = await holdRequests(page, /\/entry\.client-[^/]*\.js$/);
    // A link to the home page's FAQ, added for the test and followed as a visitor would.
    await clickAddedLink(page, '/#hoi-dap', 'Hỏi đáp');
    await page.waitForURL(`${h.baseUrl}/#hoi-dap`, { waitUntil: 'domcontentloaded' });
    expect(await isSameDocument(page)).toBe(false);
    expect((await arrival(page)).type).toBe('navigate');
    await entry.requested;
    expect(await page.locator(MARK).count()).toBe(0);
    const top = () => page.locator('#hoi-dap').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const anchored = await anchoredTop(page, '#hoi-dap');
    await expect.poll(top).toBe(anchored);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    entry.release();
    await waitForHydration(page);
    expect(await top()).toBe(anchored);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it.each(['a typed address', 'a link'])('a reload far down a page reached by %s shows the same content as before it', async (reached) => {
    // The browser keeps the position (history.scrollRestoration "auto": the site does not take it
    // over) and restores it on the complete layout, which the inline bootstrap lays out before paint.
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    if (reached === 'a typed address') await page.goto(`${h.baseUrl}/about`);
    else {
      await page.goto(`${h.baseUrl}/contact`);
      await waitForHydration(page);
      await page.locator('footer a[href="/about"]').first().click();
      await page.waitForURL(`${h.baseUrl}/about`);
      expect((await arrival(page)).type).toBe('navigate');
    }
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('auto');
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    const before = await contentInView(page);
    expect(before.section).toBeGreaterThan(2);
    // As it first paints, before any script file arrives; then after the entry's own steps.
    const entry = await holdRequests(page, /\/entry\.client-[^/]*\.js$/);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await entry.requested;
    await expect.poll(() => contentInView(page)).toEqual(before);
    entry.release();
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    expect(await contentInView(page)).toEqual(before);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('a page reached by a link lays out its parts; after following another link and going back, the same content is in view', async () => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(`${h.baseUrl}/contact`);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('header a[href="/"], main a[href="/"], footer a[href="/"]').first().click();
    await page.waitForURL(`${h.baseUrl}/`);
    expect(await isSameDocument(page)).toBe(false);
    expect((await arrival(page)).type).toBe('navigate');
    expect(await page.locator('main [data-section]').first().getAttribute('data-section')).toBe('hero');
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    const before = await contentInView(page);
    expect(before.section).toBeGreaterThan(2);
    // Followed without scrolling to the link first (as a click with the mouse would).
    await page
      .locator('footer a[href="/about"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL(`${h.baseUrl}/about`);
    await waitForDeferredLayout(page);
    // Back loads the home page again (playwright's Chromium keeps no page cache): the bootstrap lays
    // every part out before paint, and the browser restores the position on that layout.
    await page.goBack();
    await page.waitForURL(`${h.baseUrl}/`);
    expect((await arrival(page)).type).toBe('back_forward');
    await expect.poll(() => contentInView(page)).toEqual(before);
    await waitForHydration(page);
    await waitForDeferredLayout(page);
    expect(await contentInView(page)).toEqual(before);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});
