import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceDetailSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import example from './example.json';
import { ServiceDetail } from './ServiceDetail.tsx';

// The example names the service by id; the engine hands the component the data file.
const serviceDetail = resolveExample<ServiceDetailSection>(example);
const { service } = serviceDetail;

describe('ServiceDetail', () => {
  it('receives the shared service resolved from pages/_data/services/ads.json', () => {
    expect(example.service).toBe('ads');
    expect(service.title).toBe('Quảng cáo hiệu suất');
    expect(service.href).toBe('/services/ads');
    expect(service).not.toHaveProperty('$schema');
  });

  it('renders the service title as the only h1 and names the section with it', () => {
    renderWithProviders(<ServiceDetail {...serviceDetail} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Quảng cáo hiệu suất');
    const region = screen.getByRole('region', { name: 'Quảng cáo hiệu suất' });
    expect(region.id).toBe('tong-quan');
    expect(region.getAttribute('aria-labelledby')).toBe(h1.id);
    expect(region.getAttribute('data-section')).toBe('serviceDetail');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows the eyebrow, the description and the bullets with decorative check icons', () => {
    renderWithProviders(<ServiceDetail {...serviceDetail} />);
    expect(screen.getByText('Dịch vụ')).toBeTruthy();
    expect(screen.getByText(service.description)).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(service.bullets);
    for (const li of items) expect(li.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders the buttons as links: primary filled, secondary outlined', () => {
    renderWithProviders(<ServiceDetail {...serviceDetail} />);
    const consult = screen.getByRole('link', { name: 'Nhận tư vấn miễn phí' });
    expect(consult.getAttribute('href')).toBe('#lien-he');
    expect(consult.getAttribute('data-variant')).toBe('filled');
    const pricing = screen.getByRole('link', { name: 'Xem bảng giá quảng cáo' });
    expect(pricing.getAttribute('href')).toBe('/pricing/ads');
    expect(pricing.getAttribute('data-variant')).toBe('outline');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders a minimal section: no eyebrow, buttons or image', () => {
    renderWithProviders(
      <ServiceDetail type="serviceDetail" service={{ title: 'Thiết kế website', description: 'Mô tả', bullets: ['Một điểm'], href: '/services/web' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thiết kế website' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thiết kế website' }).hasAttribute('id')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    // The service's own page link is not shown on that page.
    expect(document.body.innerHTML).not.toContain('/services/web');
  });

  it('renders text as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const view = renderWithProviders(
      <ServiceDetail type="serviceDetail" eyebrow={markup} service={{ title: markup, description: markup, bullets: [markup], href: '/services/x' }} />,
    );
    expect(view.container.querySelector('b, script')).toBeNull();
    expect(screen.getAllByText(markup)).toHaveLength(4);
  });

  it('server-renders the h1, description, bullets and buttons', () => {
    const html = renderToHtml(<ServiceDetail {...serviceDetail} />);
    expect(html).toContain('data-section="serviceDetail"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Quảng cáo hiệu suất');
    expect(html).toContain(service.description);
    for (const bullet of service.bullets) expect(html).toContain(bullet);
    expect(html).toContain('href="/pricing/ads"');
    expect(html).not.toContain('<img');
  });
});
