import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handledClick } from '../../tests/handledClick.ts';
import { RouterNavigation } from '../editor/preview/RouterNavigation.tsx';
import { isInternalHref } from './plainClick.ts';
import { SmartLink } from './SmartLink.tsx';

/** How the router got to the location shown: POP (the first entry), PUSH or REPLACE. */
function History() {
  return <p data-testid="how">{useNavigationType()}</p>;
}

function renderAt(href: string, props: Record<string, string> = {}) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <RouterNavigation>
        <Routes>
          <Route
            path="/"
            element={
              <SmartLink href={href} className="x" data-testid="link" {...props}>
                Đi tới
              </SmartLink>
            }
          />
          <Route path="/pricing/seo" element={<p>Trang bảng giá</p>} />
        </Routes>
        <History />
      </RouterNavigation>
    </MemoryRouter>,
  );
}

/** window.location as it is now, with a spy for assign() (jsdom cannot load another document). */
function spyAssign() {
  const assign = vi.fn();
  const { href, origin, pathname, search, hash } = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({ href, origin, pathname, search, hash, assign } as unknown as Location);
  return assign;
}

beforeEach(() => {
  // jsdom does not scroll (and says so); the island's navigation scrolls to the top or an anchor.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

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
    // A plain anchor: nothing intercepts the click.
    expect(handledClick(link)).toBe(false);
  });

  it('takes over plain clicks on internal links', () => {
    renderAt('/pricing/seo');
    expect(handledClick(screen.getByRole('link'))).toBe(true);
    expect(screen.getByText('Trang bảng giá')).toBeTruthy();
  });

  it.each<[string, MouseEventInit]>([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab, new window, download)', (_, init) => {
    renderAt('/pricing/seo');
    expect(handledClick(screen.getByRole('link'), init)).toBe(false);
    expect(screen.queryByText('Trang bảng giá')).toBeNull();
  });

  it.each<Record<string, string>>([{ target: '_blank' }, { download: '' }])('leaves a link with %o to the browser', (props) => {
    renderAt('/pricing/seo', props);
    expect(handledClick(screen.getByRole('link'))).toBe(false);
  });

  it("runs the caller's onClick first, and a prevented click is not navigated", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouterNavigation>
          <Routes>
            <Route
              path="/"
              element={
                <SmartLink href="/pricing/seo" onClick={onClick}>
                  Đi tới
                </SmartLink>
              }
            />
            <Route path="/pricing/seo" element={<p>Trang bảng giá</p>} />
          </Routes>
        </RouterNavigation>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Trang bảng giá')).toBeNull();
  });

  it('a link to the page shown replaces the history entry instead of adding one, as the browser does', () => {
    renderAt('/');
    expect(screen.getByTestId('how').textContent).toBe('POP');
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByTestId('how').textContent).toBe('REPLACE');
  });

  it('a link to another page adds a history entry', () => {
    renderAt('/pricing/seo');
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByTestId('how').textContent).toBe('PUSH');
  });

  it('without a router (a first-load island) navigates in the page: same path through history, another page as a document', () => {
    render(
      <>
        <SmartLink href="/#lien-he">Liên hệ</SmartLink>
        <SmartLink href="/pricing/seo">Bảng giá</SmartLink>
      </>,
    );
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Liên hệ' }));
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.hash).toBe('#lien-he');
    const assign = spyAssign();
    expect(handledClick(screen.getByRole('link', { name: 'Bảng giá' }))).toBe(true);
    expect(assign).toHaveBeenCalledWith('/pricing/seo');
  });
});
