// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver, settled, sleepingIsland } from '../../../../tests/islandTesting.ts';
import { urlState } from './urlState.ts';
import { WAKE_MARGIN } from './visible.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('urlState', () => {
  it.each(['/services?tab=pricing', '/blog?q=seo', '/templates#chon-mau'])('wakes at load on %s, which may carry section state', async (url) => {
    const { observers } = fakeIntersectionObserver();
    history.replaceState(null, '', url);
    const island = sleepingIsland();
    expect(await settled(urlState(island))).toBe(true);
    expect(island.wake).toHaveBeenCalledOnce();
    expect(observers).toEqual([]);
  });

  it.each(['/', '/?utm_source=zalo&fbclid=x'])('on %s (no section state) waits, as `visible`, until near the viewport', async (url) => {
    const { report } = fakeIntersectionObserver();
    history.replaceState(null, '', url);
    const island = sleepingIsland();
    const ready = urlState(island);
    report(WAKE_MARGIN, false);
    expect(await settled(ready)).toBe(true);
    expect(island.wake).not.toHaveBeenCalled();
    report(WAKE_MARGIN, true);
    expect(island.wake).toHaveBeenCalledOnce();
  });
});
