// A first visit (empty cache) draws its first view in Be Vietnam Pro, regular and bold, and asks
// for no font file the HTML did not preload: the first layout is done once, in the final faces.
// With only the regular pair preloaded, Chromium drew the first view in the fallback on every
// first visit (on Linux: Liberation Sans, with DejaVu Sans for the accented letters of headings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness.ts';

const ROUTES = ['/', '/hosting', '/blog/seo-topical-map', '/pricing/seo'];
const WEB_FONT = 'Be Vietnam Pro (web font)';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** One first visit: the font files requested and preloaded, the faces' states, and the fonts Chromium drew h1 and text with. */
async function firstVisit(route: string) {
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
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Be Vietnam Pro').map((face) => `${face.weight} ${face.status}`),
  );
  // The fonts Chromium actually drew each node's text with (not what CSS asked for).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const drawn: Record<string, string[]> = {};
  for (const selector of ['main h1', 'main p']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = nodeId ? await cdp.send('CSS.getPlatformFontsForNode', { nodeId }) : { fonts: [] };
    drawn[selector] = fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
  }
  await page.context().close();
  return { fontRequests: [...new Set(fontRequests)].sort(), preloaded, faces, drawn, problems };
}

const allInWebFont = (drawn: Record<string, string[]>) => Object.values(drawn).every((fonts) => fonts.length > 0 && fonts.every((font) => font === WEB_FONT));

describe('web fonts on a first visit', () => {
  for (const route of ROUTES) {
    it(`${route}: every font file requested is preloaded and used, and the h1 and first paragraph are drawn in Be Vietnam Pro`, async () => {
      let visit = await firstVisit(route);
      expect(visit.preloaded.length, 'font preloads in the HTML').toBeGreaterThan(0);
      expect(visit.fontRequests, 'font files requested').toEqual([...visit.preloaded].sort());
      // Every face of the family was used by the first view (a face loads only when text needs it),
      // one per preloaded file: no preload is wasted.
      expect(visit.faces.length, 'Be Vietnam Pro faces').toBe(visit.preloaded.length);
      expect(
        visit.faces.filter((face) => face.endsWith(' loaded')),
        'faces used by the first view',
      ).toEqual(visit.faces);
      expect(visit.problems.console, 'console').toEqual([]);
      // font-display: optional gives up on a face that is not there within ~100 ms, which a machine
      // loaded by the rest of the suite can cause once; the regression this guards against drew the
      // fallback on every first visit. So up to three fresh visits.
      for (let attempt = 1; attempt < 3 && !allInWebFont(visit.drawn); attempt++) visit = await firstVisit(route);
      expect(visit.drawn, `${route}: fonts drawn`).toSatisfy(allInWebFont);
    });
  }
});
