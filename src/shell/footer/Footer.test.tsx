import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('shows the blurb, every column link, the contact details and the copyright from the site file', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(testSite.footer.blurb!)).toBeTruthy();
    for (const column of testSite.footer.columns) {
      const nav = within(footer).getByRole('navigation', { name: column.title });
      for (const link of column.links) expect(within(nav).getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.href);
    }
    expect(within(footer).getByRole('link', { name: testSite.company.email }).getAttribute('href')).toBe(`mailto:${testSite.company.email}`);
    expect(within(footer).getByRole('link', { name: testSite.company.phone }).getAttribute('href')).toBe(`tel:${testSite.company.hotline}`);
    for (const location of testSite.company.locations) expect(within(footer).getByText(location)).toBeTruthy();
    expect(within(footer).getByText(testSite.footer.copyright)).toBeTruthy();
  });

  it('lists legal links when the site file has them', () => {
    renderWithProviders(<Footer />, { ...testSite, footer: { ...testSite.footer, legal: [{ label: 'Điều khoản sử dụng', href: '/' }] } });
    const legal = screen.getByRole('navigation', { name: testSite.ui.footerLegal });
    expect(within(legal).getByRole('link', { name: 'Điều khoản sử dụng' }).getAttribute('href')).toBe('/');
  });

  it('shows the company legal details, and says when they are still sample values', () => {
    const legal = { legalName: 'Công ty TNHH Thử', taxCode: '0312345678', address: '1 Lê Lợi, Quận 1', registration: 'GCN ĐKDN số 0312345678' };
    renderWithProviders(<Footer />, { ...testSite, company: { ...testSite.company, legal } });
    const line = screen.getByText(/^Công ty TNHH Thử\./);
    expect(line.textContent).toBe('Công ty TNHH Thử. MST 0312345678. GCN ĐKDN số 0312345678. Trụ sở: 1 Lê Lợi, Quận 1.');
    renderWithProviders(<Footer />, { ...testSite, company: { ...testSite.company, legal: { ...legal, placeholder: true } } });
    expect(screen.getAllByText(/Thông tin mẫu/)).toHaveLength(1);
  });

  it('is plain links in the server HTML, laid out in steps (always below the first screen)', () => {
    const html = renderToHtml(<Footer />);
    expect(html).toMatch(/<footer [^>]*data-deferred-layout=""/);
    for (const column of testSite.footer.columns) for (const link of column.links) expect(html).toContain(`href="${link.href}"`);
  });
});
