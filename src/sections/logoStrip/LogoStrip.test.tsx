import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogoStripSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { LogoStrip } from './LogoStrip.tsx';

const section = example as LogoStripSection;

describe('LogoStrip', () => {
  it('names the section by its heading and lists every logo with its brand as alt text and its size', () => {
    renderWithProviders(<LogoStrip {...section} />);
    const region = screen.getByRole('region', { name: section.heading });
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(section.logos.map((logo) => logo.alt));
    for (const [i, logo] of section.logos.entries()) {
      expect(images[i].getAttribute('src')).toBe(logo.src);
      expect(images[i].getAttribute('width')).toBe(String(logo.width));
      expect(images[i].getAttribute('height')).toBe(String(logo.height));
    }
    expect(within(region).getAllByRole('listitem')).toHaveLength(section.logos.length);
  });

  it('has an accessible name without a heading', () => {
    renderWithProviders(<LogoStrip type="logoStrip" logos={section.logos} />);
    expect(screen.getByRole('region', { name: 'Khách hàng tiêu biểu' })).toBeTruthy();
  });

  it('is in the server HTML', () => {
    const html = renderToHtml(<LogoStrip {...section} />);
    for (const logo of section.logos) expect(html).toContain(`alt="${logo.alt}"`);
  });
});
