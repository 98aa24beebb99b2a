import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactInfoSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import example from './example.json';
import { ContactInfo } from './ContactInfo.tsx';

const section = example as ContactInfoSection;

describe('ContactInfo', () => {
  it('shows the hotline, email, chat link and every office from the site file', () => {
    renderWithProviders(<ContactInfo {...section} />);
    const region = screen.getByRole('region', { name: section.heading });
    expect(
      within(region)
        .getByRole('link', { name: `Hotline: ${testSite.company.phone}` })
        .getAttribute('href'),
    ).toBe(`tel:${testSite.company.hotline}`);
    expect(within(region).getByRole('link', { name: testSite.company.email }).getAttribute('href')).toBe(`mailto:${testSite.company.email}`);
    const chat = within(region).getByRole('link', { name: new RegExp(testSite.ui.chat) });
    expect(chat.getAttribute('href')).toBe(testSite.company.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    for (const location of testSite.company.locations) expect(within(region).getByText(location)).toBeTruthy();
  });

  it('uses a default heading', () => {
    renderWithProviders(<ContactInfo type="contactInfo" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Thông tin liên hệ' })).toBeTruthy();
  });

  it('is in the server HTML', () => {
    expect(renderToHtml(<ContactInfo {...section} />)).toContain(`tel:${testSite.company.hotline}`);
  });
});
