// /services and /services/{slug}: one shared data file per service feeds the list, the home grid
// and the detail page; an unknown slug is the 404 page, also when a link to it is followed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { openPage, startHarness, type Harness, clickAddedLink } from './harness.ts';
import { arrival } from './prefetching.ts';

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
  it('the home grid links the six services to their pages', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(h.baseUrl + '/');
    const hrefs = await page.locator('#dich-vu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(slugs.map((slug) => `/services/${slug}`));
    for (const slug of slugs) expect((await page.locator('#dich-vu').textContent())?.replaceAll('\u00a0', ' ')).toContain(service(slug).title);
    await page.context().close();
  });

  it('/services lists every service sold, once, in groups: each service page (the six overviews too), hosting and VPS', async () => {
    const { page } = await openPage(h, { javaScriptEnabled: false });
    await page.goto(h.baseUrl + '/services');
    const grids = page.locator('main [data-section="serviceGrid"]');
    expect(await grids.count()).toBeGreaterThan(1);
    expect(await grids.locator('h2').count()).toBe(await grids.count());
    const hrefs = await grids.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const sold = [...readdirSync(path.join(defaultDirs.pagesDir, 'services'))]
      .map((file) => file.replace(/\.json$/, ''))
      .filter((name) => name !== 'index')
      .map((name) => `/services/${name}`);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect([...hrefs].sort()).toEqual([...sold, '/hosting', '/vps'].sort());
    await page.context().close();
  });

  it('/services at 1366 and 800 px: a group whose last row is not full has it centred, no empty slot on one side', async () => {
    for (const width of [1366, 800]) {
      const { page } = await openPage(h, { javaScriptEnabled: false, viewport: { width, height: 900 } });
      await page.goto(h.baseUrl + '/services');
      const rows = await page.locator('main [data-section="serviceGrid"]').evaluateAll((sections) =>
        sections.map((section) => {
          const grid = section.querySelector('ul')!.getBoundingClientRect();
          const cards = [...section.querySelector('ul')!.children].map((card) => card.getBoundingClientRect());
          const lastTop = Math.max(...cards.map((card) => Math.round(card.top)));
          const last = cards.filter((card) => Math.round(card.top) === lastTop);
          return { count: cards.length, left: Math.min(...last.map((c) => c.left)) - grid.left, right: grid.right - Math.max(...last.map((c) => c.right)) };
        }),
      );
      // The web group has seven cards: 3 + 3 + 1 at 1366 px, 2 + 2 + 2 + 1 at 800 px.
      expect(rows.some((row) => row.count === 7)).toBe(true);
      for (const row of rows) expect(Math.abs(row.left - row.right)).toBeLessThan(2);
      await page.context().close();
    }
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

  it('an unknown slug is the 404 page, also when a link to it is followed', async () => {
    const { page } = await openPage(h);
    expect((await page.goto(`${h.baseUrl}/services/khong-co`))?.status()).toBe(404);
    expect((await page.textContent('h1'))?.replaceAll('\u00a0', ' ')).toBe('Trang không tồn tại.');
    expect((await page.goto(`${h.baseUrl}/services`))?.status()).toBe(200);
    // A link to it (content links are validated, so the site has none): the browser loads its document.
    await clickAddedLink(page, '/services/khong-co', 'liên kết cũ');
    await page.waitForURL(`${h.baseUrl}/services/khong-co`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.replaceAll('\u00a0', ' ') === 'Trang không tồn tại.');
    expect((await arrival(page)).status).toBe(404);
    await page.context().close();
  });
});
