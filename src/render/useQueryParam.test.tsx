import { act, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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

function renderAt(search: string) {
  window.history.replaceState(null, '', `/content-library${search}`);
  return render(
    <BrowserRouter>
      <Filters />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useQueryParam', () => {
  it('reads the query after hydration', () => {
    renderAt('?nen-tang=facebook&trang=2');
    expect(screen.getByRole('status').textContent).toBe('facebook||2');
  });

  it('writes from different filters in one event all reach the URL (none starts from a stale query)', () => {
    renderAt('');
    // Two filters changed before the router re-renders (one event, or a transition not yet
    // committed): each write must start from the URL as the previous write left it.
    act(() => {
      setters.platform('facebook');
      setters.campaign('client-success');
    });
    expect(window.location.search).toBe('?nen-tang=facebook&chien-dich=client-success');
    expect(screen.getByRole('status').textContent).toBe('facebook|client-success|');
  });

  it('a filter change clears the page number in the same write', () => {
    renderAt('?trang=3');
    act(() => setters.platform('tiktok', ['trang']));
    expect(window.location.search).toBe('?nen-tang=tiktok');
    act(() => setters.platform(''));
    expect(window.location.search).toBe('');
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
