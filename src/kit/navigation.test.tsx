import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RouterNavigation } from '../editor/preview/RouterNavigation.tsx';
import { NavigationContext, pageNavigation, staticNavigation, useLocation, useNavigate, type Navigate, type Navigation } from './navigation.ts';

/** window.location as it is now, with a spy for assign() (jsdom cannot load another document). */
function spyAssign() {
  const assign = vi.fn();
  const { href, origin, pathname, search, hash } = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({ href, origin, pathname, search, hash, assign } as unknown as Location);
  return assign;
}

// jsdom does not scroll (and says so): the fallback navigation's scrolling is watched instead.
let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('pageNavigation', () => {
  it("reads the window's location, the same object until it changes", () => {
    window.history.replaceState({ usr: null, key: 'abc123', idx: 0 }, '', '/blog?q=seo#top');
    const first = pageNavigation.location();
    expect(first).toEqual({ pathname: '/blog', search: '?q=seo', hash: '#top', key: 'abc123' });
    expect(pageNavigation.location()).toBe(first);
    window.history.replaceState(null, '', '/blog?q=ads');
    const second = pageNavigation.location();
    expect(second).toEqual({ pathname: '/blog', search: '?q=ads', hash: '', key: 'default' });
    expect(pageNavigation.location()).toBe(second);
  });

  it('a target on this page becomes a history entry of its own, published to subscribers', () => {
    window.history.replaceState(null, '', '/pricing');
    const listener = vi.fn();
    const unsubscribe = pageNavigation.subscribe(listener);
    const before = pageNavigation.location();
    const entries = window.history.length;
    pageNavigation.navigate('/pricing?goi=seo#faq');
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/pricing?goi=seo#faq');
    // As React Router writes it, so its history reads the entry as its own once the app loads.
    expect(window.history.state).toMatchObject({ usr: null, idx: 1, key: expect.stringMatching(/^\w+$/) });
    expect(listener).toHaveBeenCalledTimes(1);
    const after = pageNavigation.location();
    expect(after).not.toBe(before);
    expect(after).toEqual({ pathname: '/pricing', search: '?goi=seo', hash: '#faq', key: window.history.state.key });
    unsubscribe();
  });

  it('a new entry goes to its #anchor once the page shows it, or to the top; a replace or preventScrollReset stays', () => {
    window.history.replaceState(null, '', '/pricing');
    // The anchor exists only once the new location has rendered (a tab panel holding it).
    function Panel() {
      return useLocation().hash === '#faq' ? <h2 id="faq">Hỏi đáp</h2> : null;
    }
    render(<Panel />);
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
    try {
      pageNavigation.navigate('/pricing#faq');
      expect(scrolled).toEqual(['faq']);
      pageNavigation.navigate('/pricing?goi=seo');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      pageNavigation.navigate('/pricing?goi=ads#faq', { replace: true });
      pageNavigation.navigate('/pricing?goi=seo#faq', { preventScrollReset: true });
      expect(scrolled).toEqual(['faq']);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('replace: true replaces the entry', () => {
    window.history.replaceState(null, '', '/pricing');
    const entries = window.history.length;
    pageNavigation.navigate('#faq', { replace: true });
    expect(window.history.length).toBe(entries);
    expect(window.location.hash).toBe('#faq');
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('another page (or another site) loads as a document', () => {
    window.history.replaceState(null, '', '/pricing');
    const entries = window.history.length;
    const assign = spyAssign();
    pageNavigation.navigate('/blog');
    pageNavigation.navigate('https://zalo.me/0901234567');
    expect(assign.mock.calls).toEqual([['/blog'], ['https://zalo.me/0901234567']]);
    expect(window.history.length).toBe(entries);
  });

  it('publishes a location only when it differs: the same object until then', () => {
    const listener = vi.fn();
    const unsubscribe = pageNavigation.subscribe(listener);
    window.history.pushState({ usr: null, key: 'k1', idx: 1 }, '', '/blog');
    const published = { pathname: '/blog', search: '', hash: '', key: 'k1' };
    pageNavigation.publish(published);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pageNavigation.location()).toBe(published);
    // The same location again is no news.
    pageNavigation.publish({ ...published });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pageNavigation.location()).toBe(published);
    unsubscribe();
  });

  it('back/forward (popstate) publishes the window location', () => {
    const listener = vi.fn();
    const unsubscribe = pageNavigation.subscribe(listener);
    window.history.pushState({ usr: null, key: 'back1', idx: 1 }, '', '/blog#top');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pageNavigation.location()).toEqual({ pathname: '/blog', search: '', hash: '#top', key: 'back1' });
    unsubscribe();
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('staticNavigation', () => {
  it('is a fixed location (the server render) that does not navigate', () => {
    const { location, navigate } = staticNavigation('/blog?q=seo#top');
    expect(location).toEqual({ pathname: '/blog', search: '?q=seo', hash: '#top', key: 'default' });
    const entries = window.history.length;
    navigate('/about');
    expect(window.history.length).toBe(entries);
  });
});

function Where() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/#lien-he')}>
      {pathname + search + hash}
    </button>
  );
}

describe('useLocation and useNavigate', () => {
  it("without a context: the window's location, updated by navigation and back/forward", async () => {
    window.history.replaceState(null, '', '/?a=1');
    render(<Where />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('/?a=1');
    act(() => button.click());
    expect(button.textContent).toBe('/#lien-he');
    await act(async () => {
      window.history.pushState(null, '', '/?a=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(button.textContent).toBe('/?a=2');
  });

  it("with a context: the context's location and navigate function, not the window's", () => {
    const navigate = vi.fn<Navigate>();
    const value: Navigation = { location: { pathname: '/blog', search: '?q=seo', hash: '', key: 'x' }, navigate };
    const entries = window.history.length;
    render(
      <NavigationContext value={value}>
        <Where />
      </NavigationContext>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('/blog?q=seo');
    act(() => button.click());
    expect(navigate).toHaveBeenCalledWith('/#lien-he');
    expect(window.history.length).toBe(entries);
    expect(button.textContent).toBe('/blog?q=seo');
  });
});

describe('RouterNavigation', () => {
  it("gives a memory router's location and navigation, leaving the window alone", () => {
    render(
      <MemoryRouter initialEntries={['/pricing?goi=seo']}>
        <RouterNavigation>
          <Routes>
            <Route path="/pricing" element={<Where />} />
            <Route path="/" element={<p>Trang chủ</p>} />
          </Routes>
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button').textContent).toBe('/pricing?goi=seo');
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('Trang chủ')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('');
  });
});
