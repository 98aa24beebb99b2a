import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeroSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Hero } from './Hero.tsx';

const hero = example as HeroSection;

describe('Hero', () => {
  it('renders the title as the only h1 and names the section with it', () => {
    renderWithProviders(<Hero {...hero} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Đưa website của bạn lên trang đầu Google');
    const region = screen.getByRole('region', { name: hero.title });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('gioi-thieu');
    expect(region.getAttribute('aria-labelledby')).toBe(h1.id);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows eyebrow, description and the highlights with decorative check icons', () => {
    renderWithProviders(<Hero {...hero} />);
    expect(screen.getByText('Dịch vụ SEO tổng thể')).toBeTruthy();
    expect(screen.getByText(/nghiên cứu từ khóa, tối ưu kỹ thuật/)).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(hero.highlights);
    for (const li of items) expect(li.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders the buttons as links: primary filled, secondary outlined, internal and external hrefs', () => {
    renderWithProviders(<Hero {...hero} />);
    const consult = screen.getByRole('link', { name: 'Nhận tư vấn miễn phí' });
    expect(consult.getAttribute('href')).toBe('#lien-he');
    expect(consult.getAttribute('data-variant')).toBe('filled');
    const pricing = screen.getByRole('link', { name: 'Xem bảng giá SEO' });
    expect(pricing.getAttribute('href')).toBe('/pricing/seo');
    expect(pricing.getAttribute('data-variant')).toBe('outline');
    const zalo = screen.getByRole('link', { name: 'Chat qua Zalo' });
    expect(zalo.getAttribute('href')).toBe('https://zalo.me/0901234567');
    expect(zalo.hasAttribute('target')).toBe(false);
  });

  it('loads the image eagerly with high priority and its intrinsic size', () => {
    renderWithProviders(<Hero {...hero} />);
    const img = screen.getByRole('img', { name: 'Biểu đồ tăng trưởng lưu lượng và doanh thu' });
    expect(img.getAttribute('src')).toBe('/images/hero-growth.svg');
    expect(img.getAttribute('width')).toBe('560');
    expect(img.getAttribute('height')).toBe('420');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('server-renders the same content, with the two-column layout done in CSS', () => {
    const html = renderToHtml(<Hero {...hero} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Đưa website của bạn lên trang đầu Google');
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
    expect(html).toContain('Nhận tư vấn miễn phí');
    // SimpleGrid's responsive columns are a media query in the markup, not JS.
    expect(html).toMatch(/@media \(min-width: ?62em\)/);
  });

  it('renders a minimal hero: title only, no image, list or buttons', () => {
    renderWithProviders(<Hero type="hero" title="BẢNG GIÁ SEO" />);
    expect(screen.getByRole('heading', { level: 1, name: 'BẢNG GIÁ SEO' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'BẢNG GIÁ SEO' }).hasAttribute('id')).toBe(false);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
