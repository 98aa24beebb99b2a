import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceShowcaseSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { scrollSeconds } from '../shared/scrollPreview.ts';
import { DeviceShowcase } from './DeviceShowcase.tsx';

const showcase = example as DeviceShowcaseSection;

describe('DeviceShowcase', () => {
  it('names the section by its heading and lists each website with label, name, text and button', () => {
    renderWithProviders(<DeviceShowcase {...showcase} />);
    const region = screen.getByRole('region', { name: 'Website chúng tôi đã làm' });
    expect(region.id).toBe('website-da-lam');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 }).textContent).toBe('FlowDesk: landing page phần mềm');
    expect(items[0].textContent).toContain('Phần mềm SaaS');
    expect(items[0].textContent).toContain('Một trang giới thiệu sản phẩm');
    const link = within(items[0]).getByRole('link', { name: 'Xem demo FlowDesk: landing page phần mềm' });
    expect(link.getAttribute('href')).toBe('/templates/landing-saas');
    // The second has neither phone, text nor button.
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(items[1].querySelectorAll('img')).toHaveLength(1);
  });

  it('shows the desktop render and the phone screen with their alt texts and sizes, loaded lazily', () => {
    renderWithProviders(<DeviceShowcase {...showcase} />);
    const desktop = screen.getByRole('img', { name: 'Toàn trang landing page FlowDesk trên máy tính' });
    const phone = screen.getByRole('img', { name: 'Màn hình đầu của FlowDesk trên điện thoại' });
    expect([desktop.getAttribute('src'), desktop.getAttribute('width'), desktop.getAttribute('height'), desktop.getAttribute('loading')]).toEqual([
      '/images/templates/landing-saas.webp',
      String(showcase.items[0].desktop.width),
      String(showcase.items[0].desktop.height),
      'lazy',
    ]);
    expect([phone.getAttribute('width'), phone.getAttribute('height')]).toEqual(['300', '650']);
    expect(desktop.style.getPropertyValue('--scroll')).toBe(`${scrollSeconds(showcase.items[0].desktop)}s`);
  });

  it('scrolls longer pages for longer: 1.5 s per 16:10 screen, at least 2 s', () => {
    expect(scrollSeconds({ width: 640, height: 2048 })).toBe(3);
    expect(scrollSeconds({ width: 640, height: 400 })).toBe(2);
  });

  it('without a heading, items are h2 and the section has a Vietnamese name; the HTML is complete without scripts', () => {
    const { heading: _heading, ...rest } = showcase;
    renderWithProviders(<DeviceShowcase {...rest} />);
    expect(screen.getByRole('region', { name: 'Website đã thực hiện' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['FlowDesk: landing page phần mềm', 'Lá Xanh: cửa hàng trực tuyến']);
    const html = renderToHtml(<DeviceShowcase {...showcase} />);
    expect(html).toContain('landing-saas-phone.webp');
    expect(html).toContain('href="/templates/landing-saas"');
  });
});
