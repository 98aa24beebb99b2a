import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import { RouterNavigation } from '../../editor/preview/RouterNavigation.tsx';
import type { SiteFile } from '../../model/generated.ts';
import { SiteProvider } from '../../kit/SiteContext.tsx';
import { Dock, DOCK_LIST_ID } from './Dock.tsx';

// A fixed dock, so these tests do not change with the site's content.
const site: SiteFile = {
  ...testSite,
  dock: [
    { label: 'Trang chủ', href: '/', icon: 'home' },
    { label: 'SEO', href: '/pricing/seo', icon: 'seo' },
    { label: 'Bảng giá', href: '/#bang-gia', icon: 'pricing' },
    { label: 'Hỏi đáp', href: '/#hoi-dap', icon: 'faq' },
  ],
};
const { dock, launchpad, ui } = site;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

function setup() {
  renderWithProviders(
    <>
      <Dock />
      <Where />
    </>,
    site,
  );
  const toggle = screen.getByRole('button', { name: ui.dock });
  const list = document.getElementById(DOCK_LIST_ID)!;
  return { toggle, list };
}

const link = (label: string) => within(screen.getByRole('navigation', { name: ui.dock })).getByRole('link', { name: label });
const current = () => screen.queryAllByRole('link', { current: 'page' }).map((a) => a.textContent);

describe('Dock', () => {
  it('is closed by default: the toggle says so and the links are hidden and unreachable', () => {
    const { toggle, list } = setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(DOCK_LIST_ID);
    expect(list.hidden).toBe(true);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: ui.launchpad })).toBeNull();
  });

  it('opens and closes with the toggle', () => {
    const { toggle, list } = setup();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    for (const item of dock) expect(link(item.label).getAttribute('href')).toBe(item.href);
    expect(within(list).getByRole('button', { name: ui.launchpad })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('staggers the items: each one carries its index for the 100 ms transition delay', () => {
    const { list } = setup();
    const entries = [...list.children] as HTMLElement[];
    expect(entries).toHaveLength(dock.length + 1);
    entries.forEach((entry, index) => expect(entry.style.getPropertyValue('--i')).toBe(String(index)));
  });

  it('marks the current page, and moves the mark when a quick link navigates (the dock stays open)', () => {
    const { toggle } = setup();
    fireEvent.click(toggle);
    const home = dock.find((item) => item.href === '/')!;
    expect(current()).toEqual([home.label]);

    const seo = dock.find((item) => item.href === '/pricing/seo')!;
    fireEvent.click(link(seo.label));
    expect(screen.getByTestId('where').textContent).toBe('/pricing/seo');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(current()).toEqual([seo.label]);

    // A link with a #hash is current only on that path with that hash.
    const pricing = dock.find((item) => item.href === '/#bang-gia')!;
    fireEvent.click(link(pricing.label));
    expect(screen.getByTestId('where').textContent).toBe('/#bang-gia');
    expect(current()).toContain(pricing.label);
    expect(current()).not.toContain(dock.find((item) => item.href === '/#hoi-dap')!.label);
  });

  it('closes on Escape from inside the dock and gives the focus back to the toggle', () => {
    const { toggle, list } = setup();
    fireEvent.click(toggle);
    const first = link(dock[0]!.label);
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('shows the icons as decoration only: names come from the labels', () => {
    const { toggle, list } = setup();
    fireEvent.click(toggle);
    for (const svg of list.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(list.querySelectorAll('svg')).toHaveLength(dock.length + 1);
  });

  it('puts every quick link and every Launchpad shortcut in the server HTML as real links', () => {
    const html = renderToHtml(<Dock />, site);
    for (const item of dock) expect(html).toContain(`href="${item.href}"`);
    for (const item of launchpad) expect(html).toContain(`href="${item.href}"`);
    expect(html).toMatch(/<ul[^>]*id="dock-links"[^>]*hidden=""/);
    expect(html).toMatch(/<dialog(?![^>]*\sopen)[^>]*aria-labelledby="launchpad-title"/);
    expect(html).toContain(ui.launchpadTitle);
  });
});

describe('Dock hydration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hydrates cleanly on a URL with a #hash, then highlights the hash link', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/#bang-gia']}>
        <RouterNavigation>
          <SiteProvider value={site}>
            <Dock />
          </SiteProvider>
        </RouterNavigation>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    // The prerender never sees the hash: it renders the location without it.
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <RouterNavigation>
          <SiteProvider value={site}>
            <Dock />
          </SiteProvider>
        </RouterNavigation>
      </MemoryRouter>,
    );
    document.body.appendChild(container);
    const pricing = () => container.querySelector('a[href="/#bang-gia"]')!;
    const home = () => container.querySelector('a[href="/"]')!;
    expect(pricing().hasAttribute('aria-current')).toBe(false);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(pricing().getAttribute('aria-current')).toBe('page');
    expect(home().getAttribute('aria-current')).toBe('page'); // '/' ignores the hash
    act(() => root!.unmount());
    container.remove();
  });
});
