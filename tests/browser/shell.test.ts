// The site shell in Chromium on the built site: dropdowns by mouse and keyboard, the mobile menu,
// the dock and the Launchpad (a link in them loads its page's document, prefetched by the browser
// on the press: src/app/speculationRules.ts), JS-off reading, and an axe-core scan.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { isSameDocument, markDocument, openPage, startHarness, type Harness, waitForHydration } from './harness.ts';
import { arrival, followPrefetched } from './prefetching.ts';

let h: Harness;
let site: SiteModel['site'];
beforeAll(async () => {
  site = validateProject().model!.site;
  h = await startHarness();
});
afterAll(async () => h?.close());

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

async function ready(page: Page, path = '/') {
  await page.goto(h.baseUrl + path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

const group = () => site.mainMenu.find((item) => item.children?.length)!;

describe('header dropdowns (desktop)', () => {
  it("opens on hover; a click on one of its links loads that page's document, with the menu closed and the page marked current", async () => {
    const { page, problems } = await openPage(h, desktop);
    await ready(page);
    const { label, children } = group();
    const button = page.getByRole('banner').getByRole('button', { name: label });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.hover();
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('header button')].some((b) => b.textContent?.includes(name) && b.getAttribute('aria-expanded') === 'true'),
      label,
    );
    const target = children!.find((c) => !c.href.includes('#'))!;
    await markDocument(page);
    await followPrefetched(page, page.getByRole('banner').getByRole('link', { name: target.label, exact: true }).first());
    await page.waitForURL(h.baseUrl + target.href);
    expect(await isSameDocument(page)).toBe(false);
    expect(await arrival(page)).toMatchObject({ type: 'navigate', deliveryType: 'navigational-prefetch' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('banner').locator('[aria-current="page"]').first().getAttribute('href')).toBe(target.href);
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('opens with the keyboard, moves with arrows, closes with Escape', async () => {
    const { page } = await openPage(h, desktop);
    await ready(page);
    const { label, children } = group();
    const button = page.getByRole('banner').getByRole('button', { name: label });
    await button.focus();
    // The focus woke the header's island; a key pressed before its code runs is replayed once it does.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(children![0].label);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(children![1].label);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(label);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(5, 700); // outside
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it("opens; a link in it loads that page's document, which starts at the top with the menu closed", async () => {
    const { page, problems } = await openPage(h, mobile);
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const toggle = page.getByRole('button', { name: site.ui.openMenu });
    await toggle.click();
    const close = page.getByRole('button', { name: site.ui.closeMenu });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const target = site.mainMenu.find((item) => item.href && !item.href.includes('#') && item.href !== '/')!;
    await markDocument(page);
    await followPrefetched(page, page.getByRole('link', { name: target.label, exact: true }).filter({ visible: true }).first());
    await page.waitForURL(h.baseUrl + target.href);
    expect(await isSameDocument(page)).toBe(false);
    expect(await arrival(page)).toMatchObject({ type: 'navigate', deliveryType: 'navigational-prefetch' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('button', { name: site.ui.openMenu }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });

  it('closes on Escape and on resize', async () => {
    const { page } = await openPage(h, mobile);
    await ready(page);
    // The first press wakes the header's island, which then opens the menu: wait for it to be open
    // (an Escape before that has nothing to close).
    await page.getByRole('button', { name: site.ui.openMenu }).click();
    expect(await page.getByRole('button', { name: site.ui.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: site.ui.openMenu }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: site.ui.openMenu }).click();
    expect(await page.getByRole('button', { name: site.ui.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 700, height: 740 });
    await page.waitForFunction((name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-expanded') === 'false', site.ui.openMenu);
    await page.context().close();
  });
});

/** The dock and the call/chat buttons come in once the page is scrolled past the start of its first screen (global.css). */
const scrolled = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: site.ui.dock }).waitFor({ state: 'visible' });
};

describe('dock and Launchpad', () => {
  it('toggles the quick links and highlights the current page', async () => {
    const { page } = await openPage(h, desktop);
    await ready(page);
    await scrolled(page);
    const toggle = page.getByRole('button', { name: site.ui.dock });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const home = site.dock.find((link) => link.href === '/')!;
    const homeLink = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link', { name: home.label });
    await homeLink.waitFor({ state: 'visible' });
    await expect.poll(() => homeLink.getAttribute('aria-current')).toBe('page');
    await toggle.click();
    await homeLink.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  for (const width of [360, 390]) {
    it(`on a ${width} px phone every open quick link says its name, readable, inside the screen, none over another`, async () => {
      const { page } = await openPage(h, { ...mobile, viewport: { width, height: 740 } });
      await ready(page);
      await scrolled(page);
      const toggle = page.getByRole('button', { name: site.ui.dock });
      await toggle.click();
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await list.getByRole('link').first().waitFor({ state: 'visible' });
      // After the items' staggered fade-in: every transition the opening started has finished.
      await list.evaluate(async (element) => void (await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished))));
      const labels = await list.locator('a, button').evaluateAll((items) =>
        items.map((item) => {
          const label = [...item.querySelectorAll('span')].find((span) => span.textContent!.trim() !== '')!;
          const box = label.getBoundingClientRect();
          const style = getComputedStyle(label);
          return {
            text: label.textContent!,
            name: item.textContent!,
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
            opacity: Number(style.opacity),
            visible: style.visibility,
          };
        }),
      );
      expect(labels.map((label) => label.text)).toEqual([...site.dock.map((link) => link.label), site.ui.launchpad]);
      for (const label of labels) {
        expect(label.left, label.text).toBeGreaterThanOrEqual(0);
        expect(label.right, label.text).toBeLessThanOrEqual(width);
        expect(label.bottom - label.top, label.text).toBeGreaterThan(12);
        expect([label.opacity, label.visible], label.text).toEqual([1, 'visible']);
      }
      for (let i = 1; i < labels.length; i++) expect(labels[i]!.top, labels[i]!.text).toBeGreaterThanOrEqual(labels[i - 1]!.bottom);
      await page.context().close();
    });
  }

  it("opens the Launchpad, closes on backdrop click and Escape; a shortcut loads its page's document", async () => {
    const { page, problems } = await openPage(h, mobile);
    await ready(page);
    await scrolled(page);
    const button = page.getByRole('button', { name: site.ui.launchpad });
    if (!(await button.isVisible())) await page.getByRole('button', { name: site.ui.dock }).click();
    await button.click();
    const dialog = page.getByRole('dialog', { name: site.ui.launchpadTitle });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('link').count()).toBe(site.launchpad.length);
    // Backdrop: a click outside the dialog box lands on the <dialog> element itself.
    await page.mouse.click(3, 3);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)).toContain(site.ui.launchpad);
    await button.click();
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await button.click();
    const shortcut = site.launchpad[0];
    await markDocument(page);
    await followPrefetched(page, dialog.getByRole('link', { name: shortcut.label }));
    await page.waitForURL(h.baseUrl + shortcut.href);
    expect(await isSameDocument(page)).toBe(false);
    expect(await arrival(page)).toMatchObject({ type: 'navigate', deliveryType: 'navigational-prefetch' });
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual({ console: [], failedRequests: [] });
    await page.context().close();
  });
});

describe('floating contact buttons', () => {
  it('call the hotline and open the chat in a new tab', async () => {
    const { page } = await openPage(h, mobile);
    await ready(page);
    await scrolled(page);
    const call = page.locator(`a[href="tel:${site.company.hotline}"]`).filter({ visible: true }).first();
    expect(await call.getAttribute('aria-label')).toContain(site.company.phone);
    const chat = page.locator(`a[href="${site.company.chatUrl}"]`);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it("highlights the menu group a page belongs to in the site file: /hosting is under 'Website'", async () => {
    const { page } = await openPage(h, { ...desktop, javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/hosting`);
    const owner = site.mainMenu.find((item) => item.children?.some((child) => child.href === '/hosting'))!;
    expect(owner.label).toBe('Website');
    const active = await page
      .getByRole('banner')
      .locator('[data-active]')
      .evaluateAll((groups) => groups.map((g) => (g.matches('button') ? g : g.querySelector('button'))?.textContent?.trim()));
    // The desktop dropdown's group and the phone menu's section: both, and only, the owner.
    expect(active.length).toBeGreaterThan(0);
    expect(new Set(active)).toEqual(new Set([owner.label]));
    await page.context().close();
  });

  it('the prerendered header and footer carry every menu link', async () => {
    const { page } = await openPage(h, { ...desktop, javaScriptEnabled: false });
    await page.goto(`${h.baseUrl}/`);
    const hrefs = await page.locator('header a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const item of site.mainMenu) {
      for (const href of [item.href, ...(item.children ?? []).map((c) => c.href)].filter(Boolean)) expect(hrefs).toContain(href);
    }
    // A dropdown still opens on hover for reading.
    const { label, children } = group();
    await page.getByRole('banner').getByRole('button', { name: label }).hover();
    expect(await page.getByRole('banner').getByRole('link', { name: children![0].label }).first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('layout and accessibility', () => {
  for (const width of [360, 768, 1280]) {
    // Three axe scans: minutes on a loaded machine.
    it(`has no horizontal scroll at ${width} px and no serious or critical axe violations`, { timeout: 300_000 }, async () => {
      const { page } = await openPage(h, { viewport: { width, height: 800 } });
      for (const path of ['/', '/pricing/seo']) {
        await ready(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(bad, `${path} at ${width}px`).toEqual([]);
      }
      // With the menus open too.
      await ready(page, '/');
      const toggle = page.getByRole('button', { name: width < 992 ? site.ui.openMenu : group().label }).first();
      await toggle.click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.context().close();
    });
  }
});
