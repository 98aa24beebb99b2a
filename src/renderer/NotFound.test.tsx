import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../tests/render.tsx';
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
