import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CtaSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders, testSite } from '../../../tests/render.tsx';
import { normalizeSpaces } from '../shared/testing.ts';
import example from './example.json';
import { Cta } from './Cta.tsx';

const cta = example as CtaSection;

describe('Cta', () => {
  it('is a section named by its h2, with the text', () => {
    renderWithProviders(<Cta {...cta} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Sẵn sàng tăng trưởng cùng AM Digital?' });
    const region = screen.getByRole('region', { name: 'Sẵn sàng tăng trưởng cùng AM Digital?' });
    expect(region.id).toBe('lien-he');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getByText(/^Gọi hotline hoặc gửi email/)).toBeTruthy();
  });

  it('adds a hotline button first, showing the phone and dialling the hotline from the site data', () => {
    renderWithProviders(<Cta {...cta} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => normalizeSpaces(a.textContent))).toEqual([`Gọi hotline ${testSite.company.phone}`, 'Gửi email tư vấn', 'Xem bảng giá SEO']);
    expect(links[0].getAttribute('href')).toBe(`tel:${testSite.company.hotline}`);
    expect(links[0].getAttribute('href')).toBe('tel:+84901234567');
    expect(links[1].getAttribute('href')).toBe('mailto:lienhe@amdigital.vn');
    expect(links[2].getAttribute('href')).toBe('/pricing/seo');
    // On the dark band: primary is the white button, secondary a white outline.
    expect(links[0].getAttribute('data-variant')).toBe('white');
    expect(links[1].getAttribute('data-variant')).toBe('outline');
  });

  it("fills the first button only, whatever the buttons' own variants (one pattern on every banner)", () => {
    const buttons = [
      { label: 'Một', href: '/pricing/seo', variant: 'secondary' as const },
      { label: 'Hai', href: '/pricing/seo', variant: 'primary' as const },
      { label: 'Ba', href: '/pricing/seo' },
    ];
    renderWithProviders(<Cta type="cta" heading="Liên hệ" buttons={buttons} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('data-variant'))).toEqual(['white', 'outline', 'outline']);
  });

  it('takes the hotline from whatever site it is given', () => {
    const site = { ...testSite, company: { ...testSite.company, phone: '028 3822 0000', hotline: '+842838220000' } };
    renderWithProviders(<Cta type="cta" heading="Liên hệ" showHotline />, site);
    const link = screen.getByRole('link', { name: (name) => normalizeSpaces(name) === 'Gọi hotline 028 3822 0000' });
    expect(link.getAttribute('href')).toBe('tel:+842838220000');
  });

  it('has no hotline button unless asked', () => {
    renderWithProviders(<Cta type="cta" heading="Liên hệ" buttons={[{ label: 'Gửi email', href: 'mailto:a@b.vn' }]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /hotline/ })).toBeNull();
  });

  it('server-renders the tel: link', () => {
    const html = renderToHtml(<Cta {...cta} />);
    expect(html).toContain('href="tel:+84901234567"');
    expect(html).toContain('Gọi hotline 0901\u00a0234\u00a0567');
  });
});
