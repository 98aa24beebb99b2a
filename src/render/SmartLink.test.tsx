import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isInternalHref, SmartLink } from './SmartLink.tsx';

/**
 * Clicks the link and tells whether something before the document (the router's handler on
 * React's root) prevented the default navigation. The document listener then prevents it
 * anyway, since jsdom cannot navigate to other documents.
 */
function routerHandledClick(link: HTMLElement): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  document.removeEventListener('click', listener);
  return prevented;
}

function renderAt(href: string) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <SmartLink href={href} className="x" data-testid="link">
              Đi tới
            </SmartLink>
          }
        />
        <Route path="/pricing/seo" element={<p>Trang bảng giá</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('isInternalHref', () => {
  it('accepts site paths and rejects anchors, protocol-relative and external links', () => {
    expect(isInternalHref('/')).toBe(true);
    expect(isInternalHref('/pricing/seo#faq')).toBe(true);
    expect(isInternalHref('#faq')).toBe(false);
    expect(isInternalHref('//evil.example')).toBe(false);
    expect(isInternalHref('https://zalo.me/1')).toBe(false);
    expect(isInternalHref('tel:+84901234567')).toBe(false);
  });
});

describe('SmartLink', () => {
  it('navigates to site pages through the router (client-side)', () => {
    renderAt('/pricing/seo');
    const link = screen.getByRole('link', { name: 'Đi tới' });
    expect(link.getAttribute('href')).toBe('/pricing/seo');
    expect(link.className).toBe('x');
    fireEvent.click(link);
    expect(screen.getByText('Trang bảng giá')).toBeTruthy();
  });

  it.each(['#faq', 'https://zalo.me/0901234567', 'tel:+84901234567', 'mailto:lienhe@amdigital.vn'])('renders %s as a plain link in the same tab', (href) => {
    renderAt(href);
    const link = screen.getByRole('link', { name: 'Đi tới' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('target')).toBe(false);
    // A plain anchor: the router does not intercept the click.
    expect(routerHandledClick(link)).toBe(false);
  });

  it('lets the router intercept clicks on internal links', () => {
    renderAt('/pricing/seo');
    expect(routerHandledClick(screen.getByRole('link'))).toBe(true);
  });
});
