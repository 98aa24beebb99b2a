// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interaction } from './interaction.ts';
import { fakeIntersectionObserver, settled, sleepingIsland } from '../../../../tests/islandTesting.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('interaction', () => {
  it('never wakes an island by itself (first use does, for every island), not even on a URL with state, and is ready at once', async () => {
    const { observers } = fakeIntersectionObserver();
    history.replaceState(null, '', '/services?tab=pricing');
    const island = sleepingIsland();
    expect(await settled(interaction(island))).toBe(true);
    expect(island.wake).not.toHaveBeenCalled();
    expect(island.prefetch).not.toHaveBeenCalled();
    expect(observers).toEqual([]);
  });
});
