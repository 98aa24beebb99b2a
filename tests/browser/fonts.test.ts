// A first visit (empty cache) draws its first view in Be Vietnam Pro, regular and bold, and asks
// for no font file the HTML did not preload: the first layout is done once, in the final faces
// (a face fetched late made Chromium lay the headings out in a fallback first, then again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness.ts';

const ROUTES = ['/', '/hosting', '/blog/seo-topical-map', '/pricing/seo'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('web fonts on a first visit', () => {
  for (const route of ROUTES) {
    it(`${route}: every font file requested is preloaded, and the h1 and first paragraph are drawn in Be Vietnam Pro`, async () => {
      const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
      });
      await page.goto(`${h.baseUrl}${route}`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);

      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded.length, 'font preloads in the HTML').toBeGreaterThan(0);
      expect([...new Set(fontRequests)].sort(), 'font files requested').toEqual([...preloaded].sort());

      // The fonts Chromium actually drew each node's text with (not what CSS asked for).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      for (const selector of ['main h1', 'main p']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        expect(nodeId, selector).toBeGreaterThan(0);
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        expect(fonts.length, selector).toBeGreaterThan(0);
        expect(
          fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`),
          `${route} ${selector}`,
        ).toEqual(fonts.map(() => 'Be Vietnam Pro (web font)'));
      }
      // Every face of the family was used by the first view (a face loads only when text needs it),
      // one per preloaded file: no preload is wasted.
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Be Vietnam Pro').map((face) => `${face.weight} ${face.status}`),
      );
      expect(faces.length, 'Be Vietnam Pro faces').toBe(preloaded.length);
      expect(
        faces.filter((face) => face.endsWith(' loaded')),
        'faces used by the first view',
      ).toEqual(faces);
      expect(problems.console, 'console').toEqual([]);
      await page.context().close();
    });
  }
});
