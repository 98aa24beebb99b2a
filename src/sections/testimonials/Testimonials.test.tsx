import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TestimonialsSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Testimonials } from './Testimonials.tsx';

const testimonials = example as TestimonialsSection;
/** The example with a real photo for its second customer (an author's own picture). */
const withPhoto: TestimonialsSection = {
  ...testimonials,
  items: testimonials.items.map((item, i) =>
    i === 1 ? { ...item, avatar: { src: '/images/avatars/tran-minh-quan.jpg', alt: '', width: 96, height: 96 } } : item,
  ) as TestimonialsSection['items'],
};

function figures(): HTMLElement[] {
  return screen.getAllByRole('figure');
}

describe('Testimonials', () => {
  it('is a section named by its h2 with one figure per testimonial', () => {
    renderWithProviders(<Testimonials {...testimonials} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Khách hàng nói gì về chúng tôi' });
    const region = screen.getByRole('region', { name: 'Khách hàng nói gì về chúng tôi' });
    expect(region.id).toBe('khach-hang');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(figures()).toHaveLength(3);
  });

  it('quotes the content in a blockquote and names the person in the figcaption', () => {
    renderWithProviders(<Testimonials {...testimonials} />);
    const first = figures()[0];
    expect(first.querySelector('blockquote')?.textContent).toBe(testimonials.items[0].content);
    const caption = first.querySelector('figcaption');
    expect(caption?.textContent).toContain('Nguyễn Thu Hà');
    expect(caption?.textContent).toContain('Giám đốc Marketing, Chuỗi mỹ phẩm Hoa Sen');
  });

  it('shows the rating as stars with a spoken text, defaulting to 5', () => {
    renderWithProviders(<Testimonials {...testimonials} />);
    const [first, second, third] = figures();
    expect(within(first).getByRole('img', { name: 'Đánh giá 5 trên 5 sao' })).toBeTruthy();
    const four = within(second).getByRole('img', { name: 'Đánh giá 4 trên 5 sao' });
    expect(four.querySelectorAll('[data-star="filled"]')).toHaveLength(4);
    expect(four.querySelectorAll('[data-star="empty"]')).toHaveLength(1);
    expect(within(third).getByRole('img', { name: 'Đánh giá 5 trên 5 sao' }).querySelectorAll('[data-star="filled"]')).toHaveLength(5);
  });

  it('shows monogram avatars (decorative initials) for every customer of the example', () => {
    renderWithProviders(<Testimonials {...testimonials} />);
    expect(figures().filter((figure) => figure.querySelector('img'))).toEqual([]);
    expect(figures().map((figure) => figure.querySelector('[data-initials]')?.textContent)).toEqual(['NH', 'TQ', 'LA']);
  });

  it('uses the avatar image with its size, or decorative initials', () => {
    renderWithProviders(<Testimonials {...withPhoto} />);
    const [first, second] = figures();
    const img = second.querySelector('figcaption img');
    expect(img?.getAttribute('src')).toBe('/images/avatars/tran-minh-quan.jpg');
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('height')).toBe('96');
    expect(img?.getAttribute('alt')).toBe('');
    expect(first.querySelector('figcaption img')).toBeNull();
    const initials = first.querySelector('[data-initials]');
    expect(initials?.textContent).toBe('NH');
    expect(initials?.getAttribute('aria-hidden')).toBe('true');
  });

  it('lists the result figures when given', () => {
    renderWithProviders(<Testimonials {...testimonials} />);
    const [first, second, third] = figures();
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+210% Lưu lượng tự nhiên', 'x3 Đơn hàng online']);
    expect(within(second).queryByRole('list')).toBeNull();
    expect(within(third).getByRole('listitem').textContent).toBe('-45% Chi phí mỗi đăng ký');
  });

  it('has a Vietnamese name without a heading, and server-renders the quotes', () => {
    const section: TestimonialsSection = { type: 'testimonials', items: [{ name: 'An', position: 'Chủ shop', content: 'Rất hài lòng.' }] };
    renderWithProviders(<Testimonials {...section} />);
    expect(screen.getByRole('region', { name: 'Đánh giá của khách hàng' })).toBeTruthy();
    const html = renderToHtml(<Testimonials {...testimonials} />);
    expect(html).toContain('<blockquote');
    expect(html).toContain('aria-label="Đánh giá 4 trên 5 sao"');
  });
});
