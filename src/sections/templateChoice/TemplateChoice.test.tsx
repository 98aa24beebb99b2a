import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateChoiceSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import example from './example.json';
import { TemplateChoice } from './TemplateChoice.tsx';

// The example names templates by id; the engine hands the component the data files.
const choice = resolveExample<TemplateChoiceSection>(example);

describe('TemplateChoice', () => {
  it('names the template of ?template=<id>, with the link back to the gallery', () => {
    const { container } = renderWithProviders(<TemplateChoice {...choice} />, { url: '/pricing/web?template=ecommerce-retail' });
    const note = screen.getByText('Bạn đã chọn mẫu:', { exact: false });
    expect(note.textContent).toBe('Bạn đã chọn mẫu: Cửa Hàng Thời Trang Trực Tuyến');
    expect(note.querySelector('strong')?.textContent).toBe('Cửa Hàng Thời Trang Trực Tuyến');
    expect(screen.getByRole('link', { name: 'Chọn mẫu khác' }).getAttribute('href')).toBe('/templates');
    const slot = container.querySelector('[data-section="templateChoice"]')!;
    expect(slot.id).toBe('mau-da-chon');
    expect(slot.contains(note)).toBe(true);
  });

  it('shows nothing (an empty slot) without ?template=, for an unknown id or one the section does not list', () => {
    const others = { ...choice, templates: choice.templates.filter((t) => t.id !== 'landing-saas') };
    for (const [url, section] of [
      ['/pricing/web', choice],
      ['/pricing/web?template=khong-co', choice],
      ['/pricing/web?template=%3Cb%3Ex%3C%2Fb%3E', choice],
      ['/pricing/web?template=landing-saas', others],
    ] as const) {
      const { container, unmount } = renderWithProviders(<TemplateChoice {...section} />, { url });
      const slot = container.querySelector('[data-section="templateChoice"]')!;
      expect(slot.childElementCount, url).toBe(0);
      expect(slot.className, url).toBe('');
      expect(slot.textContent, url).toBe('');
      unmount();
    }
  });

  it('says "Bạn đã chọn mẫu" by default, and has no link unless the page file gives one', () => {
    renderWithProviders(<TemplateChoice type="templateChoice" templates={choice.templates} />, { url: '/pricing/web?template=blog-media' });
    expect(screen.getByText('Bạn đã chọn mẫu:', { exact: false }).textContent).toBe('Bạn đã chọn mẫu: Tạp Chí Tin Tức Đa Chuyên Mục');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders the name as text, never as markup', () => {
    const markup = '<b>đậm</b><script>alert(1)</script>';
    const templates = [{ ...choice.templates[0], id: 'x', name: markup }];
    const { container } = renderWithProviders(<TemplateChoice type="templateChoice" label={markup} templates={templates} />, { url: '/?template=x' });
    expect(container.querySelector('b, script')).toBeNull();
    expect(screen.getByText(markup, { selector: 'strong' })).toBeTruthy();
  });

  it('server-renders an empty slot: the prerendered page cannot know the query', () => {
    const html = renderToHtml(<TemplateChoice {...choice} />, { url: '/pricing/web?template=landing-saas' });
    // (Mantine's provider adds its <style> elements before it.)
    expect(html.replace(/<style[^]*?<\/style>/g, '')).toBe('<div id="mau-da-chon" data-section="templateChoice"></div>');
  });
});
