// The built site against the user's specification (../shared/spec/site-spec.md), read as written:
// its 404 text, the header's groups and plain links, and the service detail slugs the services list
// must link. The expectations come from the spec's own lines, so a content change that drops one of
// its rows fails here, whatever our own content says. Our labels and looks are free; the spec's
// texts and structure are not.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './harness.ts';

const SPEC_PATH = process.env.SITE_SPEC_PATH ?? path.resolve(PROJECT_ROOT, '../shared/spec/site-spec.md');
if (!existsSync(SPEC_PATH)) throw new Error(`the specification is missing at ${SPEC_PATH}: set SITE_SPEC_PATH to site-spec.md`);
const spec = readFileSync(SPEC_PATH, 'utf8');

/** The one line of the spec that starts with `start` (a table row or a list item). */
function specLine(start: string): string {
  const lines = spec.split('\n').filter((line) => line.startsWith(start));
  if (lines.length !== 1) throw new Error(`expected one spec line starting "${start}", found ${lines.length}`);
  return lines[0];
}

/** The first single-quoted text after `after` on a spec line. */
function quoted(line: string, after: string): string {
  const match = new RegExp(`${after}[^']*'([^']+)'`).exec(line);
  if (!match) throw new Error(`no quoted text after "${after}" in: ${line}`);
  return match[1];
}

/**
 * What each of the spec's menu words names on this site. A word the spec adds or renames has no
 * entry and fails the test: decide its page, then add it here.
 */
const SPEC_WORD_ROUTES: Record<string, string[]> = {
  about: ['/about'],
  'the three ecosystem pages': ['/ecosystem/am-oidc', '/ecosystem/uyen-ai', '/ecosystem/am-workspace'],
  overview: ['/services/content-marketing'],
  fanpage: ['/services/fanpage-management'],
  'website content': ['/services/website-content'],
  'short video': ['/services/video-content'],
  'ad content': ['/services/ad-content'],
  'email marketing': ['/services/email-marketing'],
  'domain email': ['/services/email-domain'],
  ZNS: ['/services/zns-zalo'],
  'mini app': ['/services/zalo-mini-app'],
  'maps marketing': ['/services/google-maps'],
  'social-network ads': ['/services/facebook-ads'],
  'search ads': ['/services/google-ads'],
  SEO: ['/services/seo-website'],
  'web design': ['/services/web-design'],
  domain: ['/services/domain'],
  hosting: ['/hosting'],
  VPS: ['/vps'],
  SSL: ['/services/ssl'],
  pricing: ['/pricing'],
  portfolio: ['/portfolio'],
  blog: ['/blog'],
  templates: ['/templates'],
  'content library': ['/content-library'],
};

function routesOf(words: string): string[] {
  return words
    .split(/,\s*|\s+and\s+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .flatMap((word) => {
      const routes = SPEC_WORD_ROUTES[word];
      if (!routes) throw new Error(`the spec's menu word "${word}" names no page in SPEC_WORD_ROUTES`);
      return routes;
    });
}

// "- Sticky header: … Dropdown groups open on hover: Introduction (about and …); … Plain links: portfolio, blog, …"
const headerLine = specLine('- Sticky header:');
const groupsText = /Dropdown groups open on hover: (.*?)\. Plain links:/.exec(headerLine)![1];
const SPEC_GROUPS = [...groupsText.matchAll(/([^;()]+?) \(([^)]*)\)/g)].map(([, name, words]) => ({ name: name.trim(), routes: routesOf(words) }));
const SPEC_PLAIN_LINKS = routesOf(/Plain links: (.*?)\.?$/.exec(headerLine)![1]);

// "| /services/{slug} | Service detail for six slugs: ads, seo, web, analytics, content, cro. …"
const SERVICE_SLUGS = /slugs: ([a-z, ]+)\./.exec(specLine('| /services/{slug} |'))![1].split(/,\s*/);

const NOT_FOUND_TEXT = quoted(specLine('| any other path |'), '404 page:');
const NOT_FOUND_IN_CATALOGUE = quoted(specLine('| Unknown route, service slug, case id or blog slug |'), 'slug \\|');

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const text = (value: string | null) => (value ?? '').replaceAll('\u00a0', ' ').trim();

describe('the specification, read', () => {
  it('has what these tests check: four groups, four plain links, six slugs, one 404 text', () => {
    expect(SPEC_GROUPS.map((group) => group.name)).toEqual(['Introduction', 'Content Marketing', 'Services', 'Web design']);
    expect(SPEC_PLAIN_LINKS).toHaveLength(4);
    expect(SERVICE_SLUGS).toEqual(['ads', 'seo', 'web', 'analytics', 'content', 'cro']);
    expect(NOT_FOUND_TEXT).toBe(NOT_FOUND_IN_CATALOGUE);
  });
});

describe('404: every unknown route kind shows the spec text with a link home', () => {
  // Any other path, an unknown service slug, case id, blog slug and pricing category.
  const unknown = ['/khong-co-trang-nay', `/services/khong-co-dich-vu`, '/portfolio/khong-co-du-an', '/blog/khong-co-bai-viet', '/pricing/khong-co-goi'];
  for (const javaScriptEnabled of [false, true]) {
    it(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const { page } = await openPage(h, { javaScriptEnabled });
      for (const route of unknown) {
        const response = await page.goto(h.baseUrl + route);
        expect(response?.status(), route).toBe(404);
        if (javaScriptEnabled) await waitForHydration(page);
        expect(text(await page.locator('main h1').textContent()), route).toBe(NOT_FOUND_TEXT);
        expect(await page.locator('main a[href="/"]').count(), route).toBeGreaterThan(0);
        expect(text(await page.title()), route).toContain(NOT_FOUND_TEXT);
      }
      await page.context().close();
    });
  }
});

/** The hrefs of the desktop menu's groups (in order) and of its plain links, as a visitor sees them. */
async function desktopMenu(page: Page) {
  const nav = page
    .locator('header nav')
    .filter({ has: page.locator('ul') })
    .first();
  const groups: string[][] = [];
  const groupButtons = nav.locator(':scope > ul > li > button[aria-expanded]');
  for (let i = 0; i < (await groupButtons.count()); i++) {
    const item = groupButtons.nth(i).locator('xpath=..');
    groups.push(await item.locator('ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)));
  }
  const plain = await nav
    .locator(':scope > ul > li > a')
    .evaluateAll((links) =>
      links.filter((a) => a.getBoundingClientRect().width > 0 && !a.closest('li')!.querySelector('button')).map((a) => a.getAttribute('href')!),
    );
  return { groups, plain };
}

describe('header (spec §2, site shell)', () => {
  it('at 1280 px: the four groups hold the spec entries, in its order; the four plain links are visible without opening a group', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto(h.baseUrl + '/');
    const { groups, plain } = await desktopMenu(page);
    expect(groups).toEqual(SPEC_GROUPS.map((group) => group.routes));
    for (const href of SPEC_PLAIN_LINKS) {
      expect(plain, href).toContain(href);
      expect(await page.locator(`header nav a[href="${href}"]:visible`).count(), `${href} visible at once`).toBe(1);
    }
    // Each group opens on hover (spec: "Dropdown groups open on hover"), showing its entries.
    for (const [index, group] of SPEC_GROUPS.entries()) {
      await page.locator('header nav > ul > li > button[aria-expanded]').nth(index).hover();
      for (const href of group.routes) expect(await page.locator(`header nav li a[href="${href}"]`).first().isVisible(), `${group.name}: ${href}`).toBe(true);
    }
    await page.context().close();
  });

  it('at 390 px the mobile menu has the same structure: groups that expand to the spec entries, plain links at its top level', async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(h.baseUrl + '/');
    await waitForHydration(page);
    const menu = page
      .getByRole('navigation')
      .filter({ has: page.locator('button[aria-controls]:visible') })
      .first();
    await menu.locator('button[aria-controls]').first().click();
    const panel = menu.locator(':scope > div > ul');
    const groupButtons = panel.locator(':scope > li > button[aria-expanded]');
    expect(await groupButtons.count()).toBe(SPEC_GROUPS.length);
    for (const [index, group] of SPEC_GROUPS.entries()) {
      const button = groupButtons.nth(index);
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      const sub = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      expect(await sub.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)), group.name).toEqual(group.routes);
      expect(await sub.locator('a').first().isVisible()).toBe(true);
    }
    const topLevel = await panel.locator(':scope > li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of SPEC_PLAIN_LINKS) {
      expect(topLevel, href).toContain(href);
      expect(await panel.locator(`:scope > li > a[href="${href}"]`).isVisible()).toBe(true);
    }
    await page.context().close();
  });
});

describe('/services (spec §2, "Services list")', () => {
  it('links every service detail slug the spec names', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(h.baseUrl + '/services');
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const slug of SERVICE_SLUGS) expect(hrefs, slug).toContain(`/services/${slug}`);
    // And each of them is a page, not the 404.
    for (const slug of SERVICE_SLUGS) expect((await page.goto(`${h.baseUrl}/services/${slug}`))?.status(), slug).toBe(200);
    await page.context().close();
  });
});

describe('axe on the pages the spec review flagged', () => {
  it('/ at 1280×720, five loads: no violation of any impact', { timeout: 300_000 }, async () => {
    for (let run = 0; run < 5; run++) {
      const { page } = await openPage(h, { viewport: { width: 1280, height: 720 } });
      await page.goto(h.baseUrl + '/');
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `run ${run + 1}`,
      ).toEqual([]);
      await page.context().close();
    }
  });

  it('/blog with its filters: no violation of any impact (aria-allowed-role included)', { timeout: 120_000 }, async () => {
    const { page } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.goto(h.baseUrl + '/blog');
    await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});
