import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handledClick as click } from '../../tests/handledClick.ts';
import { NavigationContext, type Navigate } from '../kit/navigation.ts';
import { PrerenderedSectionView } from './PrerenderedSectionView.tsx';

const HTML =
  '<p><a href="/pricing/seo">Bảng giá <strong>SEO</strong></a> <a href="#faq">Hỏi đáp</a> ' +
  '<a href="https://zalo.me/0901234567">Zalo</a> <a href="/brochure.pdf" download>Tải về</a> <a href="/blog" target="_blank">Blog</a></p>';

function renderSection() {
  const navigate = vi.fn<Navigate>();
  const { container } = render(
    <NavigationContext value={{ location: { pathname: '/', search: '', hash: '', key: 'default' }, navigate }}>
      <PrerenderedSectionView prerendered={{ key: 1, html: HTML }} />
    </NavigationContext>,
  );
  const link = (text: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === text)!;
  return { navigate, link, container };
}

afterEach(() => vi.restoreAllMocks());

describe('PrerenderedSectionView', () => {
  it('keeps the HTML, in a carrier that is no box of its own', () => {
    const { container } = renderSection();
    const carrier = container.querySelector('[data-prerendered="1"]') as HTMLElement;
    expect(carrier.style.display).toBe('contents');
    expect(carrier.querySelectorAll('a')).toHaveLength(5);
  });

  it('navigates client-side on a plain click on a link to a site page (also on an element inside the link)', () => {
    const { navigate, link } = renderSection();
    expect(click(link('Bảng giá SEO').querySelector('strong')!)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pricing/seo');
  });

  it('leaves anchors, other sites, downloads, new tabs and modifier clicks to the browser', () => {
    const { navigate, link } = renderSection();
    expect(click(link('Hỏi đáp'))).toBe(false);
    expect(click(link('Zalo'))).toBe(false);
    expect(click(link('Tải về'))).toBe(false);
    expect(click(link('Blog'))).toBe(false);
    expect(click(link('Bảng giá SEO'), { ctrlKey: true })).toBe(false);
    expect(click(link('Bảng giá SEO'), { button: 1 })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
