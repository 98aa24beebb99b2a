// Issue 18: sections without behaviour cost no JavaScript. In the built site each page loads the
// code of its interactive sections only (the static ones are prerendered HTML, their code split out
// for the editor's live preview; which ones are is checked against the model's resolved pages); the
// section catalogue's pages too, and its view is no browser code; static HTML is the same before and
// after hydration; interactive sections work after a full load and on the document a link in a
// prerendered section loads (fetched ahead on intent by the speculation rules).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPageData, type ResolvedPage } from '../../src/model/boot.ts';
import { isPrerendered, type LiveSection } from '../../src/model/prerendered.ts';
import { buildCatalogue } from '../../src/engine/catalogue.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import { CATALOGUE_ROUTE, catalogueRoute } from '../../src/model/catalogueRoutes.ts';
import { walkSections } from '../../src/model/sectionTree.ts';
import { hasBehaviour, isInteractiveSection, registeredSectionTypes } from '../../src/sections/registry.ts';
import { bootPreloads } from '../../scripts/lib/routeWeight.ts';
import { bootDataOf, CLIENT_DIR, isSameDocument, markDocument, openPage, startHarness, waitForHydration, type Harness, builtHtmlOf } from './harness.ts';
import { deliveryType, followPrefetched } from './prefetching.ts';

const model = validateProject().model!;
/** Every route's page as the model resolves it, before the build prerenders anything (src/publish/prerender.ts): its sections with their props. */
const resolved = new Map<string, ResolvedPage>(
  [...model.pages.map(toPageData), ...buildCatalogue(registeredSectionTypes, model)].map((page) => [page.route, page]),
);
const routes = [...model.pages.map((p) => p.route), CATALOGUE_ROUTE, ...registeredSectionTypes.map(catalogueRoute)];
/** The page in a route's built document, as its boot data carries it (a prerendered section: its type, id and key). */
const bootPageOf = (route: string) => bootDataOf(builtHtmlOf(route)).page!;

/** type → the file name of its component module ('hero' → 'Hero'), read from the registry's import lines. */
const componentFile = new Map(
  [
    ...readFileSync(path.join(PROJECT_ROOT, 'src/sections/registry.generated.ts'), 'utf8').matchAll(
      /^ {2}(\w+): \w+\(\s*\(\) => import\('\.\/\w+\/(\w+)\.tsx'\)/gm,
    ),
  ].map((m) => [m[1], m[2]]),
);
const staticTypes = registeredSectionTypes.filter((type) => !isInteractiveSection(type));
const assets = readdirSync(path.join(CLIENT_DIR, 'assets'));
const chunkOf = (type: string) => assets.find((file) => file.startsWith(`${componentFile.get(type)}-`) && file.endsWith('.js'));
/** The JavaScript a document loads before any interaction: its entry, its modulepreloads and what the entry fetches after the first paint. */
const firstLoadScripts = (html: string) => [
  ...[...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]),
  ...bootPreloads(html).map((href) => href.replace(/^\/assets\//, '')),
];

describe('the built client: static sections cost no JavaScript', () => {
  it('reads every type from the registry, and some have no behaviour', () => {
    expect([...componentFile.keys()].sort()).toEqual([...registeredSectionTypes].sort());
    expect(staticTypes).toEqual(expect.arrayContaining(['hero', 'article', 'planGrid', 'stats']));
    expect(staticTypes).not.toContain('tabs');
  });

  it("splits the code of each static type out of the entry (the editor's live preview loads it)", () => {
    for (const type of staticTypes) expect(chunkOf(type), type).toBeDefined();
  });

  it('a list is prerendered without filters (home page) and hydrated with them (/blog)', () => {
    const listsOf = (route: string) => walkSections(bootPageOf(route).sections).filter(({ section }) => section.type === 'pageList');
    expect(listsOf('/').length).toBeGreaterThanOrEqual(2);
    for (const { section } of listsOf('/')) expect(isPrerendered(section)).toBe(true);
    expect(firstLoadScripts(builtHtmlOf('/'))).not.toContain(chunkOf('pageList'));
    expect(listsOf('/blog').some(({ section }) => !isPrerendered(section))).toBe(true);
    expect(firstLoadScripts(builtHtmlOf('/blog'))).toContain(chunkOf('pageList'));
  });

  it.each(routes)('%s loads no static section code, and the chunks of its interactive sections', (route) => {
    const html = builtHtmlOf(route);
    const loaded = firstLoadScripts(html);
    expect(
      loaded.some((file) => file.startsWith('entry.client-')),
      route,
    ).toBe(true);
    for (const type of staticTypes) expect(loaded, `${route} loads ${type}`).not.toContain(chunkOf(type));
    // The document's sections, each beside the same section in the model (at the same place in the page).
    const inModel = new Map(walkSections(resolved.get(route)!.sections).map(({ section, path }) => [JSON.stringify(path), section]));
    const inDocument = walkSections(bootPageOf(route).sections);
    expect(inDocument.map(({ path }) => JSON.stringify(path)).sort(), route).toEqual([...inModel.keys()].sort());
    for (const { section, path } of inDocument) {
      const live = inModel.get(JSON.stringify(path))! as unknown as LiveSection;
      expect(section.type, `${route} ${JSON.stringify(path)}`).toBe(live.type);
      // Every section is prerendered exactly when it has no behaviour (its type's, or its props' for a list without filters).
      expect(isPrerendered(section), `${route}: ${String(section.type)}`).toBe(!hasBehaviour(live));
      if (!isPrerendered(section)) expect(loaded, `${route} needs ${String(section.type)}`).toContain(chunkOf(String(section.type)));
    }
  });

  it("keeps the section catalogue out of the entry and out of every first load: its view is the build's HTML, not browser code", () => {
    // Its view's own words are in its pages' HTML and in no script the browser can load.
    for (const words of ['Vị trí trong danh mục', 'Loại section khác']) {
      expect(builtHtmlOf(catalogueRoute('hero')), words).toContain(words);
      for (const file of assets.filter((name) => name.endsWith('.js')))
        expect(readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8'), `${file} has "${words}"`).not.toContain(words);
    }
    const entry = readFileSync(
      path.join(
        CLIENT_DIR,
        'assets',
        assets.find((file) => /^entry\.client-[\w-]+\.js$/.test(file))!,
      ),
      'utf8',
    );
    // The copy button's words are its own chunk's (an island of the catalogue's type pages), not the entry's.
    expect(entry).not.toContain('Sao chép JSON');
    expect(assets.filter((file) => file.endsWith('.js') && readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8').includes('Sao chép JSON'))).toEqual([
      expect.stringMatching(/^CopyJsonButton-[\w-]+\.js$/),
    ]);
    // Nor anything named after it: the shared chunk with the section registry is named for what it holds.
    for (const route of routes)
      expect(
        firstLoadScripts(builtHtmlOf(route)).filter((file) => /^catalogue/i.test(file)),
        route,
      ).toEqual([]);
    expect(firstLoadScripts(builtHtmlOf('/contact')).some((file) => /^sectionRegistry-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it("the shell's islands bring no icon code: their icons are the sprite's (public/icons/site.svg)", () => {
    // Tabler's React icons all go through one factory, which writes this class.
    const withIconFactory = assets.filter(
      (file) => file.endsWith('.js') && readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8').includes('tabler-icon'),
    );
    expect(withIconFactory.length).toBeGreaterThan(0);
    const contentPage = firstLoadScripts(builtHtmlOf('/hosting'));
    expect(contentPage.some((file) => file.startsWith('hydrate-'))).toBe(true);
    for (const file of withIconFactory) expect(contentPage).not.toContain(file);
  });

  it.each(routes)('%s sends static content once: the boot data holds no prerendered HTML or props', (route) => {
    const boot = bootDataOf(builtHtmlOf(route));
    for (const { section } of walkSections(boot.page!.sections)) {
      if (!isPrerendered(section)) continue;
      expect(Object.keys(section).sort(), route).toEqual(['prerendered', 'type', ...('id' in section ? ['id'] : [])].sort());
      expect(Object.keys(section.prerendered), route).toEqual(['key']);
    }
  });
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('prerendered sections in the browser', () => {
  it.each(['/', '/services/facebook-ads', '/blog/seo-topical-map', '/pricing/seo'])(
    '%s: static HTML is identical before and after hydration',
    { timeout: 120_000 },
    async (route) => {
      // Less the mark of a part laid out late, which the entry takes off after load (src/render/deferredLayout.ts).
      const carriers = () =>
        [...document.querySelectorAll('[data-prerendered]')].map(
          (el) => `${el.getAttribute('data-prerendered')}:${el.innerHTML.replaceAll(' data-deferred-layout=""', '')}`,
        );
      const { page: noJs } = await openPage(h, { javaScriptEnabled: false });
      await noJs.goto(h.baseUrl + route);
      const before = await noJs.evaluate(carriers);
      await noJs.context().close();
      expect(before.length, route).toBeGreaterThan(0);

      const { page, problems } = await openPage(h);
      await page.goto(h.baseUrl + route);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(carriers)).toEqual(before);
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.context().close();
    },
  );

  it(
    'a link inside a prerendered section loads its page, fetched ahead on intent; interactive sections work after it and after a full load',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await openPage(h, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${h.baseUrl}/`);
      await waitForHydration(page);
      await markDocument(page);
      await followPrefetched(page, page.locator('[data-prerendered] a[href="/contact"]').first());
      await page.waitForURL(`${h.baseUrl}/contact`);
      // A document of its own, the one the browser fetched when the pointer rested on the link.
      expect(await deliveryType(page)).toBe('navigational-prefetch');
      expect(await isSameDocument(page)).toBe(false);
      // The lead form (interactive, an island of the new document) is live: its button is enabled.
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('#dang-ky button[type="submit"]')?.disabled === false);

      // tabs (interactive) holding prerendered sections.
      await page.goto(`${h.baseUrl}/services/facebook-ads`);
      await waitForHydration(page);
      const tab = (name: string) => page.getByRole('tab', { name });
      await tab('Bảng giá').click();
      await expect.poll(() => tab('Bảng giá').getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByRole('tabpanel', { name: 'Bảng giá' }).locator('[data-prerendered]').first().isVisible()).toBe(true);

      // The same page after a full load.
      await page.reload();
      await waitForHydration(page);
      await tab('Dự án').click();
      await expect.poll(() => tab('Dự án').getAttribute('aria-selected')).toBe('true');
      expect(problems).toEqual({ console: [], failedRequests: [] });
      await page.context().close();
    },
  );
});
