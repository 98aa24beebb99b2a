import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../tests/render.tsx';
import { renderDocument } from '../entry.server.tsx';
import { OFFERS_HEADING } from './CurrentOffers.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it('shows the title, the way home and the site quick links other than home', () => {
    renderWithProviders(<NotFound title="Trang không tồn tại." homeLabel="Về trang chủ" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Trang không tồn tại.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: testSite.ui.dock });
    const expected = testSite.dock.filter((link) => link.href !== '/');
    expect(expected.length).toBeGreaterThan(0);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(expected.map((link) => [link.label, link.href]));
  });
});

describe('the not-found document with current offers', () => {
  const assets = { entry: '/assets/entry.js', app: '/assets/app.js', preload: [], navigation: [], styles: [] };
  const offers = [
    { route: '/uu-dai/black-friday', title: 'Black Friday: giảm 20%', expiresAt: '2026-12-01T00:00:00+07:00' },
    { route: '/uu-dai/tet', title: 'Ưu đãi Tết', expiresAt: '2027-02-01T18:00:00+07:00' },
  ];
  // The document's <main> is put into the page by hand: Testing Library's cleanup does not remove it.
  afterEach(() => document.body.replaceChildren());

  it('lists them after the way home: a heading, a list, each a link with when it ends', async () => {
    const { html } = await renderDocument({ path: '/404', site: testSite, assets, findPage: () => null, offers });
    document.body.innerHTML = /<main[\s\S]*<\/main>/.exec(html)![0];
    const section = screen.getByRole('region', { name: OFFERS_HEADING });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(OFFERS_HEADING);
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => [within(li).getByRole('link').textContent, within(li).getByRole('link').getAttribute('href'), li.textContent])).toEqual([
      ['Black Friday: giảm 20%', '/uu-dai/black-friday', 'Black Friday: giảm 20%Đến hết ngày 30/11/2026'],
      ['Ưu đãi Tết', '/uu-dai/tet', 'Ưu đãi TếtĐến 18:00 ngày 01/02/2027'],
    ]);
    // After the way home, before the quick links.
    const home = screen.getByRole('link', { name: testSite.notFound.homeLabel });
    expect(home.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(screen.getByRole('navigation', { name: testSite.ui.dock })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without offers the document is the not-found page as it always was', async () => {
    const without = await renderDocument({ path: '/404', site: testSite, assets, findPage: () => null });
    const none = await renderDocument({ path: '/404', site: testSite, assets, findPage: () => null, offers: [] });
    expect(none.html).toBe(without.html);
    expect(without.html).not.toContain(OFFERS_HEADING);
    expect(without.html).toContain(testSite.notFound.title);
  });
});
