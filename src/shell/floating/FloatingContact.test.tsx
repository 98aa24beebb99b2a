import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import { FloatingContact } from './FloatingContact.tsx';

const { company, ui } = testSite;
const callName = `${ui.callHotline} ${company.phone}`;
const chatName = `${ui.chat} (${ui.opensInNewTab})`;

describe('FloatingContact', () => {
  it('calls the hotline through a tel: link in the same tab, named with the displayed number', () => {
    renderWithProviders(<FloatingContact />);
    const call = screen.getByRole('link', { name: callName });
    expect(callName).toBe('Gọi hotline 0901 234 567');
    expect(call.getAttribute('href')).toBe(`tel:${company.hotline}`);
    expect(call.hasAttribute('target')).toBe(false);
  });

  it('opens the chat in a new tab, safely, and says so to screen readers', () => {
    renderWithProviders(<FloatingContact />);
    const chat = screen.getByRole('link', { name: chatName });
    expect(chatName).toBe('Chat Zalo (mở trong thẻ mới)');
    expect(chat.getAttribute('href')).toBe(company.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes every text and target from the site file', () => {
    const site = {
      ...testSite,
      company: { ...company, phone: '0281 111 222', hotline: '+842811112222', chatUrl: 'https://m.me/amdigital' },
      ui: { ...ui, callHotline: 'Gọi ngay', chat: 'Nhắn tin', opensInNewTab: 'thẻ mới' },
    };
    renderWithProviders(<FloatingContact />, site);
    expect(screen.getByRole('link', { name: 'Gọi ngay 0281 111 222' }).getAttribute('href')).toBe('tel:+842811112222');
    expect(screen.getByRole('link', { name: 'Nhắn tin (thẻ mới)' }).getAttribute('href')).toBe('https://m.me/amdigital');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('sits in a complementary landmark named by the contact label', () => {
    renderWithProviders(<FloatingContact />);
    const region = screen.getByRole('complementary', { name: ui.footerContact });
    expect(region.querySelectorAll('a')).toHaveLength(2);
  });

  it('keeps the icons out of the accessible names', () => {
    const { container } = renderWithProviders(<FloatingContact />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    for (const svg of svgs) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('is two plain links in the server HTML', () => {
    const html = renderToHtml(<FloatingContact />);
    expect(html).toContain(`href="tel:${company.hotline}"`);
    expect(html).toContain(`href="${company.chatUrl}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain(`aria-label="${callName}"`);
  });
});
