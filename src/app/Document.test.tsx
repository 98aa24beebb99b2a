import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../tests/render.tsx';
import { resolveExample } from '../../tests/resolveExample.ts';
import { renderDocument } from '../entry.server.tsx';
import { islandId } from '../kit/Island.tsx';
import faqExample from '../sections/faq/example.json';
import tabsExample from '../sections/tabs/example.json';
import znsExample from '../sections/znsEstimator/example.json';
import { joinHeading, NBSP } from '../lib/headingBreaks.ts';
import { prerenderStaticSections } from '../renderer/prerenderSections.tsx';
import { BOOT_ELEMENT_ID, type BootData, type PageData } from '../model/boot.ts';
import { BOOTSTRAP_SCRIPT } from './bootstrapScript.ts';
import { SPECULATION_RULES } from './speculationRules.ts';
import { REVEAL_WITHOUT_JS } from '../renderer/Document.tsx';
import { islandsApp, type IslandsApp } from './hydrate.tsx';
import type { Root } from 'react-dom/client';
import { wakeIslands } from './islands/wake.ts';

/** A page with a section without behaviour (FAQ: native <details>) and one with (tabs, holding another FAQ). */
const page: PageData = {
  route: '/hoi-dap',
  meta: { title: 'Hỏi đáp', description: 'Câu hỏi thường gặp.' },
  sections: [resolveExample(faqExample), resolveExample(tabsExample)],
};
const assets = {
  entry: '/assets/entry.js',
  app: '/assets/app.js',
  preload: ['/assets/chunk.js'],
  navigation: ['/assets/app-chunk.js'],
  styles: ['/assets/site.css'],
};
const NOSCRIPT = `<noscript><style>${REVEAL_WITHOUT_JS}</style></noscript>`;

const count = (text: string, part: string) => text.split(part).length - 1;

afterEach(() => vi.restoreAllMocks());

/** Puts a rendered document in jsdom and wakes every island as the entry does; what React reported meanwhile. */
/** The island roots hydrated by hydrateDocument, by carrier (each test unmounts its own). */
const islandRoots = new Map<Element, Root>();

async function hydrateDocument(html: string, route: string, before: (boot: BootData) => void = () => {}): Promise<string[]> {
  window.history.replaceState(null, '', route);
  document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html>/, '').replace(/^<html[^>]*>|<\/html>$/g, '');
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;
  before(boot);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  window.addEventListener('error', recoverable);
  const islands = wakeIslands(boot.islands, (spec, carrier) =>
    Promise.resolve()
      .then(() => app.hydrateIsland(spec, carrier))
      .then((hydrated) => {
        if (hydrated.root) islandRoots.set(carrier, hydrated.root);
        return hydrated;
      }),
  );
  const app: IslandsApp = islandsApp(boot, islands);
  let woken = false;
  void islands.wake().then(() => (woken = true));
  await vi.waitFor(
    async () => {
      await act(async () => {});
      expect(woken).toBe(true);
    },
    { timeout: 15_000 },
  );
  window.removeEventListener('error', recoverable);
  return [...recoverable.mock.calls.map((call) => (call[0] as ErrorEvent).message), ...errors.mock.calls.map((call) => call.map(String).join(' '))].filter(
    (text) => !/multiple renderers/i.test(text),
  );
}

describe('Document', () => {
  it("shows the build's heading joins in prerendered sections and in a hydrated island alike, and nowhere else", async () => {
    const built = await prerenderStaticSections(
      { route: '/zns', meta: { title: 'ZNS', description: 'Ước tính chi phí ZNS.' }, sections: [resolveExample(faqExample), resolveExample(znsExample)] },
      testSite,
    );
    // Only the island's heading travels as a map (the FAQ's are in its HTML); its props keep the text as written.
    expect(built.headings).toEqual({ [znsExample.heading]: joinHeading(znsExample.heading) });
    expect(joinHeading(znsExample.heading)).not.toBe(znsExample.heading);
    expect(built.sections[1]).toMatchObject({ heading: znsExample.heading });
    const { html } = await renderDocument({ path: built.route, site: testSite, assets, findPage: () => built });
    expect(await hydrateDocument(html, built.route)).toEqual([]);
    const island = document.querySelector('[data-island="s1"]')!;
    expect(island.hasAttribute('data-awake')).toBe(true);
    expect(island.querySelector('h2')!.textContent).toBe(joinHeading(znsExample.heading));
    // The section's accessible name and the FAQ's answers read plain spaces; its questions are joined.
    expect(island.querySelector('section')!.getAttribute('aria-labelledby')).toBeTruthy();
    const questions = [...document.querySelectorAll('[data-section="faq"] summary h3, [data-section="faq"] summary h2')].map((h) => h.textContent!);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions).toEqual(faqExample.items.map((item) => joinHeading(item.question)));
    expect(questions.some((q) => q.includes(NBSP))).toBe(true);
    expect(document.querySelector('[data-section="faq"] details p')!.textContent).not.toContain(NBSP);
    // The other tests count the roots they hydrate.
    act(() => {
      for (const root of islandRoots.values()) root.unmount();
    });
    islandRoots.clear();
  });

  it('hydrates every island of the document (shell menus, interactive sections) without a mismatch, and only those', async () => {
    const { html } = await renderDocument({ path: page.route, site: testSite, assets, findPage: () => page });
    expect(count(html, NOSCRIPT)).toBe(1);
    let tabsBefore: string | null = null;
    const problems = await hydrateDocument(html, page.route, (boot) => {
      // jsdom parses as a browser running scripts does: <noscript>'s content becomes text.
      expect(document.head.querySelector('noscript')?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
      // The header, the dock and the tabs (its nested sections are part of its island); the FAQ is plain HTML.
      expect(boot.islands.map(islandId)).toEqual(['header', 's1', 'dock']);
      expect(document.querySelectorAll('[data-island]')).toHaveLength(3);
      tabsBefore = document.querySelector('[data-island="s1"]')!.textContent;
    });
    expect([...document.querySelectorAll('[data-island]')].every((carrier) => carrier.hasAttribute('data-awake'))).toBe(true);
    // Each a root of its own (in the order they got their code).
    expect([...islandRoots.keys()].map((carrier) => carrier.getAttribute('data-island')).sort()).toEqual(['dock', 'header', 's1']);
    expect(problems).toEqual([]);
    // Hydrating kept the content (it only adds behaviour: the tabs' roving tabindex).
    expect(document.querySelector('[data-island="s1"]')!.textContent).toBe(tabsBefore);
    // Behaviour after hydration: choosing the second tab shows its panel.
    const [, second] = document.querySelectorAll<HTMLButtonElement>('[data-island="s1"] [role="tab"]');
    // jsdom lays nothing out: the tab's scroll into view is a no-op here.
    Element.prototype.scrollIntoView = vi.fn();
    await act(async () => second!.click());
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(second!.getAttribute('aria-controls')!)!.hidden).toBe(false);
    expect(document.querySelectorAll('noscript')).toHaveLength(1);
    act(() => [...islandRoots.values()].forEach((root) => root.unmount()));
  });

  it('prerenders the reveal-without-JavaScript rule once, in the head, and marks what it reveals', async () => {
    const { html } = await renderDocument({ path: page.route, site: testSite, assets, findPage: () => page });
    expect(count(html, NOSCRIPT)).toBe(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(NOSCRIPT);
    // The body has no <noscript> of its own (the tabs section used to bring one).
    expect(html.slice(html.indexOf('<body'))).not.toContain('<noscript');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // Every unchosen tab panel, closed and marked; FAQ answers (3 + 2 in a tab) need no rule: closed <details>.
    const panels = [...doc.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => panel.hidden);
    expect(panels.map((panel) => panel.id)).toEqual(['bang-gia', 'hoi-dap-quang-cao']);
    for (const element of panels) expect([element.hidden, element.hasAttribute('data-reveal-without-js')]).toEqual([true, true]);
    expect([...doc.querySelectorAll<HTMLDetailsElement>('[data-section="faq"] details')].map((details) => details.open)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('ends <body> with the boot data, the bootstrap naming the entry and the speculation rules, whatever the page text holds', async () => {
    // `$&`, `$'` and `` $` `` are patterns in a replacement string: the page's text must come through as written.
    const priced: PageData = { ...page, meta: { ...page.meta, description: "Gói $& và $' cùng $` giá 1.000.000 ₫" } };
    const { html } = await renderDocument({ path: page.route, site: testSite, assets, findPage: () => priced });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...doc.body.querySelectorAll('script')];
    expect(scripts.map((script) => script.id || script.dataset.entry || script.type)).toEqual([BOOT_ELEMENT_ID, assets.entry, 'speculationrules']);
    expect((JSON.parse(scripts[0]!.textContent!) as BootData).page!.meta.description).toBe(priced.meta.description);
    expect(scripts[1]!.textContent).toBe(BOOTSTRAP_SCRIPT);
    // The text the Content-Security-Policy allows by its hash, and rules the browser can read.
    expect(scripts[2]!.textContent).toBe(SPECULATION_RULES);
    expect(JSON.parse(SPECULATION_RULES)).toMatchObject({ prefetch: [{ source: 'document', eagerness: 'moderate' }] });
    expect(doc.body.lastElementChild).toBe(scripts[2]);
    expect(doc.head.querySelector('script')).toBeNull();
  });
});
