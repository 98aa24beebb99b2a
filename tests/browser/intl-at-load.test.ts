// The first Intl object a page creates loads the locale data: ≈ 12 ms of main thread on this machine,
// ≈ 50 ms on Lighthouse's phone, paid inside an island's hydration. So the formats a page shows are
// written by hand (src/lib/format.ts, checked against Intl there) and no island creates a formatter
// while it wakes. Checked on every route with an interactive section, each one woken (a query
// parameter that is no campaign's wakes those whose state the URL may carry at load: strategy
// `urlState`, src/kit/urlState.ts; `visible` ones are scrolled to, `interaction` ones have their first field
// focused), by counting what the page
// constructs. The template gallery's Vietnamese sort is the one exception: collation is not written
// by hand (docs/architecture.md, "Formatting").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, routeOf } from '../../scripts/lib/routeWeight.ts';
import { bootDataOf, builtHtmlOf, CLIENT_DIR, openPage, startHarness, waitForHydration, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Routes whose document has a section island (not only the shell's menus and dock). */
const routesWithSections = htmlFiles(CLIENT_DIR)
  .map((file) => routeOf(CLIENT_DIR, file))
  .filter((route) => route !== '(404)')
  // An A/B variant's own document (index.ab-b.html) is served at its page's route, which is tested.
  .filter((route) => !route.endsWith('.html'))
  .filter((route) => bootDataOf(builtHtmlOf(route)).islands.some((spec) => spec.kind !== 'header' && spec.kind !== 'dock'));

/** Counts, in the page, every Intl object made and every method that makes one behind the scenes. */
function countIntl(): void {
  // No prototype: a key such as toLocaleString must start from nothing.
  const made = Object.create(null) as Record<string, number>;
  (window as unknown as { intlMade: Record<string, number> }).intlMade = made;
  const count = (name: string) => (made[name] = (made[name] ?? 0) + 1);
  for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat', 'Collator', 'Segmenter', 'DisplayNames'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    if (!Original) continue;
    const Counted = new Proxy(Original, {
      construct(target, args, newTarget) {
        count(name);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, thisArg, args) {
        count(name);
        return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, thisArg, args);
      },
    });
    Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ];
  for (const [owner, method] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(owner, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        count(method);
        return original.apply(this, args);
      },
    });
  }
}

describe('no Intl formatter while islands wake', () => {
  it('there are routes with interactive sections to check, the gallery and the library among them', () => {
    expect(routesWithSections).toEqual(
      expect.arrayContaining(['/templates', '/content-library', '/services/zns-zalo', '/contact', '/_catalogue/template-gallery']),
    );
  });

  it.each(routesWithSections)('%s: every section woken, no Intl object made (the gallery: its collator only)', async (route) => {
    const { page, problems } = await openPage(h, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(countIntl);
    await page.goto(`${h.baseUrl}${route}?kiem-tra=intl`);
    await waitForHydration(page);
    // A `visible` section far down sleeps on any URL: brought near the viewport, it wakes.
    const sleeping = page.locator('[data-island^="s"]:not([data-awake])');
    for (let i = await sleeping.count(); i > 0; i--) {
      const carrier = page.locator(`[data-island="${await sleeping.first().getAttribute('data-island')}"]`);
      await carrier.evaluate((element) => element.firstElementChild!.scrollIntoView());
      // One that waits for use (`interaction`: the search page's box) wakes when its first field is focused.
      if ((await carrier.evaluate((element) => element.hasAttribute('data-awake'))) === false) {
        const field = carrier.locator('input, select, textarea').first();
        if ((await field.count()) > 0) await field.focus();
      }
      // Rendered to its last element (React's props on it: every component of the island has rendered).
      await expect
        .poll(() => carrier.evaluate((element) => Object.keys([...element.querySelectorAll('*')].at(-1)!).some((key) => key.startsWith('__reactProps$'))))
        .toBe(true);
    }
    // Every section island is awake by now.
    const asleep = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
          (carrier) => /^s\d+$/.test(carrier.dataset.island!) && !carrier.hasAttribute('data-awake'),
        ).length,
    );
    expect(asleep).toBe(0);
    const made = await page.evaluate(() => (window as unknown as { intlMade: Record<string, number> }).intlMade);
    const hasGallery = await page.locator('[data-section="templateGallery"]').count();
    const { Collator = 0, ...others } = made;
    expect(others).toEqual({});
    expect(Collator).toBeLessThanOrEqual(hasGallery ? 1 : 0);
    expect(problems.console).toEqual([]);
    await page.context().close();
  });

  it('the counter sees a formatter made in the page (so the check above can fail)', async () => {
    const { page } = await openPage(h);
    await page.addInitScript(countIntl);
    await page.goto(`${h.baseUrl}/about`);
    const made = await page.evaluate(() => {
      new Intl.NumberFormat('vi-VN').format(1);
      (1).toLocaleString('vi-VN');
      return (window as unknown as { intlMade: Record<string, number> }).intlMade;
    });
    expect(made).toEqual({ NumberFormat: 1, toLocaleString: 1 });
    await page.context().close();
  });
});
