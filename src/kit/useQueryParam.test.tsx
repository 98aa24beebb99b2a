import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation as useRouterLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterNavigation } from '../editor/preview/RouterNavigation.tsx';
import { useQueryParam } from './useQueryParam.ts';

type Setter = ReturnType<typeof useQueryParam>[1];
const setters: Record<string, Setter> = {};

function Filters() {
  const [platform, setPlatform] = useQueryParam('nen-tang');
  const [campaign, setCampaign] = useQueryParam('chien-dich');
  const [page, setPage] = useQueryParam('trang');
  Object.assign(setters, { platform: setPlatform, campaign: setCampaign, page: setPage });
  return <output>{[platform, campaign, page].join('|')}</output>;
}

/** The two ways the site runs: the app's router (BrowserRouter) and a first-load island (no router). */
const browsers: [string, (children: ReactNode) => ReactNode][] = [
  [
    'in the app (BrowserRouter)',
    (children) => (
      <BrowserRouter>
        <RouterNavigation>{children}</RouterNavigation>
      </BrowserRouter>
    ),
  ],
  ['in an island (no router)', (children) => children],
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe.each(browsers)('useQueryParam %s', (_, wrap) => {
  function renderAt(search: string) {
    window.history.replaceState(null, '', `/content-library${search}`);
    return render(wrap(<Filters />));
  }

  it('reads the query after hydration', () => {
    renderAt('?nen-tang=facebook&trang=2');
    expect(screen.getByRole('status').textContent).toBe('facebook||2');
  });

  it('writes from different filters in one event all reach the URL (none starts from a stale query)', () => {
    renderAt('');
    // Two filters changed before the location renders again (one event, or a transition not yet
    // committed): each write must start from the URL as the previous write left it.
    act(() => {
      setters.platform('facebook');
      setters.campaign('client-success');
    });
    expect(window.location.search).toBe('?nen-tang=facebook&chien-dich=client-success');
    expect(screen.getByRole('status').textContent).toBe('facebook|client-success|');
    // And the next event starts from there.
    act(() => setters.page('2'));
    expect(window.location.search).toBe('?nen-tang=facebook&chien-dich=client-success&trang=2');
  });

  it('a filter change clears the page number in the same write, replacing the history entry', () => {
    renderAt('?trang=3');
    const entries = window.history.length;
    act(() => setters.platform('tiktok', ['trang']));
    expect(window.location.search).toBe('?nen-tang=tiktok');
    act(() => setters.platform(''));
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/content-library');
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole('status').textContent).toBe('||');
  });

  it('back and forward update the value from the URL', async () => {
    renderAt('');
    act(() => setters.page('2'));
    await act(async () => {
      window.history.pushState(null, '', '/content-library?trang=5');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('||5');
  });
});

describe('useQueryParam in a memory router', () => {
  function Where() {
    const { pathname, search } = useRouterLocation();
    return <p data-testid="where">{pathname + search}</p>;
  }

  it('reads and writes the router location, not the window', () => {
    render(
      <MemoryRouter initialEntries={['/blog?trang=2#top']}>
        <RouterNavigation>
          <Filters />
          <Where />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('||2');
    act(() => {
      setters.platform('zalo');
      setters.campaign('tet', ['trang']);
    });
    expect(screen.getByTestId('where').textContent).toBe('/blog?nen-tang=zalo&chien-dich=tet');
    expect(screen.getByRole('status').textContent).toBe('zalo|tet|');
    expect(window.location.search).toBe('');
  });
});
