import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../tests/render.tsx';
import { resolveExample } from '../../tests/resolveExample.ts';
import { renderDocument } from '../entry.server.tsx';
import { SiteProvider } from '../render/SiteContext.tsx';
import faqExample from '../sections/faq/example.json';
import tabsExample from '../sections/tabs/example.json';
import { App } from './App.tsx';
import { RouterNavigation } from './RouterNavigation.tsx';
import { AssetsProvider } from './AssetsContext.tsx';
import type { PageData } from './boot.ts';
import { REVEAL_WITHOUT_JS } from './Document.tsx';
import { staticPageSource } from './pageSource.ts';

/** A page with both kinds of content hidden until a click: FAQ answers and tab panels (holding another FAQ). */
const page: PageData = {
  route: '/hoi-dap',
  meta: { title: 'Hỏi đáp', description: 'Câu hỏi thường gặp.' },
  sections: [resolveExample(faqExample), resolveExample(tabsExample)],
};
const assets = { entry: '/assets/entry.js', app: '/assets/app.js', preload: ['/assets/chunk.js'], styles: ['/assets/site.css'] };
const NOSCRIPT = `<noscript><style>${REVEAL_WITHOUT_JS}</style></noscript>`;

const count = (text: string, part: string) => text.split(part).length - 1;

afterEach(() => vi.restoreAllMocks());

describe('Document', () => {
  // Runs first: after prerenderToNodeStream (next test) a client render in the same process warns
  // that two renderers share the contexts (never in a browser). renderToString does not.
  it('hydrates the whole document, <noscript> in the head included, without a mismatch', async () => {
    const app = (
      <StrictMode>
        <SiteProvider value={testSite}>
          <AssetsProvider value={assets}>
            <MemoryRouter initialEntries={[page.route]}>
              <RouterNavigation>
                <App source={staticPageSource(() => page)} />
              </RouterNavigation>
            </MemoryRouter>
          </AssetsProvider>
        </SiteProvider>
      </StrictMode>
    );
    const html = renderToString(app);
    expect(count(html, NOSCRIPT)).toBe(1);
    // jsdom parses as a browser running scripts does: <noscript>'s content becomes text.
    document.documentElement.innerHTML = html.replace(/^<html[^>]*>|<\/html>$/g, '');
    expect(document.head.querySelector('noscript')?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(document, app, { onRecoverableError: recoverable });
    });
    expect([...recoverable.mock.calls, ...errors.mock.calls].map((call) => String(call[0]))).toEqual([]);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    expect(document.querySelectorAll('noscript')).toHaveLength(1);
    act(() => root!.unmount());
  });

  it('prerenders the reveal-without-JavaScript rule once, in the head, and marks what it reveals', async () => {
    const { html } = await renderDocument({ path: page.route, site: testSite, assets, findPage: () => page });
    expect(count(html, NOSCRIPT)).toBe(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(NOSCRIPT);
    // The body has no <noscript> of its own (the tabs section used to bring one).
    expect(html.slice(html.indexOf('<body'))).not.toContain('<noscript');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // Every FAQ answer (the page's FAQ and the one in a tab: 3 + 2), closed, and every unchosen tab panel.
    const answers = [...doc.querySelectorAll('[data-section="faq"] button[aria-controls]')].map((button) =>
      doc.getElementById(button.getAttribute('aria-controls')!)!,
    );
    const panels = [...doc.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => panel.hidden);
    expect(answers).toHaveLength(5);
    expect(panels.map((panel) => panel.id)).toEqual(['bang-gia', 'hoi-dap-quang-cao']);
    for (const element of [...answers, ...panels]) expect([element.hidden, element.hasAttribute('data-reveal-without-js')]).toEqual([true, true]);
  });
});
