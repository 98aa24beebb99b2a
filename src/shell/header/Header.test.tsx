import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import type { SiteFile } from '../../model/generated.ts';
import { Header } from './Header.tsx';
import { menuSite } from '../../../tests/headerTesting.tsx';

function allLinks(site: SiteFile) {
  return site.mainMenu.flatMap((item) => [...(item.href ? [item] : []), ...(item.children ?? [])]);
}

describe('Header', () => {
  it('is a banner with the company name linking home, the desktop menu and the mobile menu', () => {
    renderWithProviders(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: testSite.company.name }).getAttribute('href')).toBe('/');
    const navs = within(banner).getAllByRole('navigation', { name: testSite.ui.mainMenu });
    expect(navs).toHaveLength(2); // one is hidden by CSS at any width
    expect(within(banner).getByRole('button', { name: testSite.ui.openMenu }).getAttribute('aria-expanded')).toBe('false');
  });

  it('puts every menu link in the server HTML as a real <a href>, in both menus, with groups closed', () => {
    for (const site of [testSite, menuSite]) {
      const html = renderToHtml(<Header />, site);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const [desktop, mobile] = [...doc.querySelectorAll('nav')];
      for (const nav of [desktop!, mobile!]) {
        const hrefs = [...nav.querySelectorAll('a[href]')].map((a) => [a.textContent, a.getAttribute('href')]);
        for (const link of allLinks(site)) expect(hrefs).toContainEqual([link.label, link.href]);
      }
      expect(doc.querySelector('header a[href="/"]')!.textContent).toBe(site.company.name);
      const groups = [...doc.querySelectorAll('button[aria-controls]')];
      expect(groups.length).toBeGreaterThan(0);
      for (const button of groups) {
        expect(button.getAttribute('aria-expanded')).toBe('false');
        expect(doc.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
      }
    }
  });

  it('takes every visible text from the site file', () => {
    const site: SiteFile = {
      ...menuSite,
      company: { ...menuSite.company, name: 'Công ty Thử' },
      ui: { ...menuSite.ui, mainMenu: 'Điều hướng thử', openMenu: 'Mở thử', closeMenu: 'Đóng thử' },
    };
    renderWithProviders(<Header />, site);
    expect(screen.getByRole('link', { name: 'Công ty Thử' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Điều hướng thử' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mở thử' })).toBeTruthy();
    const text = screen.getByRole('banner').textContent!;
    let rest = text.replace('Công ty Thử', '');
    for (const item of site.mainMenu) {
      rest = rest.replaceAll(item.label, '');
      for (const child of item.children ?? []) rest = rest.replaceAll(child.label, '');
    }
    expect(rest.trim()).toBe('');
  });
});
