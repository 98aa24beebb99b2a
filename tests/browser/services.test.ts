// /services and /services/{slug}: one shared data file per service feeds the list, the home grid
// and the detail page; an unknown slug is the 404 page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { openPage, startHarness, type Harness, waitForHydration, clickAddedLink } from './harness.ts';

const slugs = ['ads', 'seo', 'web', 'analytics', 'content', 'cro'];
const service = (slug: string) =>
  JSON.parse(readFileSync(path.join(defaultDirs.pagesDir, '_data/services', `${slug}.json`), 'utf8')) as {
    title: string;
    description: string;
    bullets: string[];
  };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('services', () => {
  it('the list and the home grid link every service to its page', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    for (const [route, grid] of [
      ['/services', '#danh-sach'],
      ['/', '#dich-vu'],
    ] as const) {
      await page.goto(h.baseUrl + route);
      const hrefs = await page.locator(`${grid} a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, route).toEqual(slugs.map((slug) => `/services/${slug}`));
      for (const slug of slugs) expect((await page.locator(grid).textContent())?.replaceAll('\u00a0', ' ')).toContain(service(slug).title);
    }
    await page.context().close();
  });

  for (const slug of slugs) {
    it(`/services/${slug} shows its title, description and bullets`, async () => {
      const { page } = await openPage(h, { javaScriptEnabled: false });
      expect((await page.goto(`${h.baseUrl}/services/${slug}`))?.status()).toBe(200);
      const data = service(slug);
      expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe(data.title);
      const text = (await page.textContent('main'))!;
      for (const expected of [data.description, ...data.bullets]) expect(text).toContain(expected);
      await page.context().close();
    });
  }

  it('an unknown slug is the 404 page, also on client navigation', async () => {
    const { page } = await openPage(h);
    expect((await page.goto(`${h.baseUrl}/services/khong-co`))?.status()).toBe(404);
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Không tìm thấy trang này');
    await page.goto(`${h.baseUrl}/services`);
    await waitForHydration(page);
    // A link to it (content links are validated, so the site has none): followed in the app.
    await clickAddedLink(page, '/services/khong-co', 'liên kết cũ');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === 'Không tìm thấy trang này');
    await page.context().close();
  });
});
