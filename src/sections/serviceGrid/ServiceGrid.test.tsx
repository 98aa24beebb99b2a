import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceFile, ServiceGridSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import example from './example.json';
import { ServiceGrid } from './ServiceGrid.tsx';

// The example names services by id; the engine hands the component the data files.
const serviceGrid = resolveExample<ServiceGridSection>(example);

const serviceOf = (n: number): ServiceFile => ({
  title: `Dịch vụ ${n}`,
  description: `Mô tả dịch vụ ${n}`,
  bullets: [`Điểm ${n}.1`, `Điểm ${n}.2`],
  href: `/services/dich-vu-${n}`,
});

describe('ServiceGrid', () => {
  it('receives the shared services resolved from pages/_data/services/, in the order of the ids', () => {
    expect(example.services).toEqual(['ads', 'seo', 'web', 'analytics', 'content', 'cro']);
    expect(serviceGrid.services.map((s) => s.href)).toEqual(example.services.map((id) => `/services/${id}`));
    for (const service of serviceGrid.services) expect(service).not.toHaveProperty('$schema');
  });

  it('names the section with its h2 and shows the description', () => {
    renderWithProviders(<ServiceGrid {...serviceGrid} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Dịch vụ cốt lõi' });
    const region = screen.getByRole('region', { name: 'Dịch vụ cốt lõi' });
    expect(region.id).toBe('dich-vu');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(region.getAttribute('data-section')).toBe('serviceGrid');
    expect(screen.getByText(/mỗi dịch vụ đều được đo lường/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('renders one card per service: decorative icon, h3 title, description and bullets as a check list', () => {
    renderWithProviders(<ServiceGrid {...serviceGrid} />);
    const grid = screen.getAllByRole('list')[0];
    const cards = within(grid)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === grid);
    expect(cards).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(serviceGrid.services.map((s) => s.title));
    cards.forEach((card, index) => {
      const service = serviceGrid.services[index];
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(service.title);
      expect(within(card).getByText(service.description).tagName).toBe('P');
      const bullets = within(within(card).getByRole('list')).getAllByRole('listitem');
      expect(bullets.map((li) => li.textContent)).toEqual(service.bullets);
      for (const svg of card.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(card.querySelector('use')?.getAttribute('href')).toBe(`/icons/site.svg#${service.icon}`);
    });
    expect(cards[0].querySelector('use')?.getAttribute('href')).toBe('/icons/site.svg#ads');
  });

  it('links every card to its service page, with the same visible label and a unique accessible name', () => {
    renderWithProviders(<ServiceGrid {...serviceGrid} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Tìm hiểu thêm Quảng cáo hiệu suất' }).getAttribute('href')).toBe('/services/ads');
    expect(screen.getByRole('link', { name: 'Tìm hiểu thêm SEO tổng thể' }).getAttribute('href')).toBe('/services/seo');
    const names = links.map((link) => link.textContent);
    expect(new Set(names).size).toBe(links.length);
    links.forEach((link, index) => {
      const service = serviceGrid.services[index];
      expect(link.getAttribute('href')).toBe(service.href);
      expect(link.textContent).toBe(`Tìm hiểu thêm ${service.title}`);
      // Only the label is visible; the title is for screen readers.
      const hidden = within(link).getByText(service.title);
      expect(hidden.tagName).toBe('SPAN');
      expect(hidden.getAttribute('class') ?? '').toMatch(/VisuallyHidden/);
      expect(link.textContent?.replace(hidden.textContent ?? '', '')).toBe('Tìm hiểu thêm');
      // The link is the card's last element, so CSS can push it to the bottom.
      expect(link.closest('li')?.lastElementChild?.contains(link)).toBe(true);
    });
  });

  it('labels the links "Xem chi tiết" by default', () => {
    renderWithProviders(<ServiceGrid type="serviceGrid" heading="Dịch vụ" services={[serviceOf(1), serviceOf(2)]} />);
    expect(screen.getByRole('link', { name: 'Xem chi tiết Dịch vụ 1' }).getAttribute('href')).toBe('/services/dich-vu-1');
    expect(screen.getByRole('link', { name: 'Xem chi tiết Dịch vụ 2' }).getAttribute('href')).toBe('/services/dich-vu-2');
  });

  it('without a heading: service titles are h2, the section has a Vietnamese label, no icon without one', () => {
    renderWithProviders(<ServiceGrid type="serviceGrid" services={[serviceOf(1), serviceOf(2)]} />);
    const region = screen.getByRole('region', { name: 'Dịch vụ' });
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
    expect(region.hasAttribute('id')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Dịch vụ 1', 'Dịch vụ 2']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(region.querySelector('use')).toBeNull();
  });

  it('renders text as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const service: ServiceFile = { title: markup, description: markup, bullets: [markup], href: '/services/x' };
    const view = renderWithProviders(<ServiceGrid type="serviceGrid" heading={markup} linkLabel={markup} services={[service]} />);
    expect(view.container.querySelector('b, script')).toBeNull();
    // Heading, title, description, bullet, link label and the link's hidden title.
    expect(screen.getAllByText(markup)).toHaveLength(6);
  });

  it('server-renders the header, cards, check lists and links', () => {
    const html = renderToHtml(<ServiceGrid {...serviceGrid} />);
    expect(html).toContain('data-section="serviceGrid"');
    expect(html).toContain('Dịch vụ cốt lõi');
    for (const service of serviceGrid.services) {
      expect(html).toContain(service.title);
      expect(html).toContain(service.description);
      for (const bullet of service.bullets) expect(html).toContain(bullet);
      expect(html).toContain(`href="${service.href}"`);
    }
    expect(html.match(/<h3[\s>]/g)).toHaveLength(6);
    expect(html).toContain('href="/icons/site.svg#seo"');
    expect(html.match(/Tìm hiểu thêm/g)).toHaveLength(6);
  });
});
