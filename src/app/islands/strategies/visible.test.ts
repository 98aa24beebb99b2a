// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver, settled, sleepingIsland } from '../../../../tests/islandTesting.ts';
import { PREFETCH_MARGIN, visible, WAKE_MARGIN } from './visible.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('visible', () => {
  it('wakes an island near the viewport at load, and is ready once it is mounted', async () => {
    const { report } = fakeIntersectionObserver();
    const island = sleepingIsland(2);
    let mount = () => {};
    island.wake.mockReturnValue(new Promise<void>((resolve) => (mount = resolve)));
    const ready = visible(island);
    report(PREFETCH_MARGIN, true);
    report(WAKE_MARGIN, true);
    expect(island.prefetch).toHaveBeenCalledOnce();
    expect(island.wake).toHaveBeenCalledOnce();
    expect(await settled(ready)).toBe(false);
    mount();
    expect(await settled(ready)).toBe(true);
  });

  it('leaves an island far away asleep (ready at once), fetches its code within three screens and wakes it within one', async () => {
    const { observers, report } = fakeIntersectionObserver();
    const island = sleepingIsland(2);
    const ready = visible(island);
    // Each observer watches the carrier's boxes (the carrier itself has none: display: contents).
    expect(observers.map(({ margin, boxes }) => [margin, boxes])).toEqual([
      [PREFETCH_MARGIN, [...island.carrier.children]],
      [WAKE_MARGIN, [...island.carrier.children]],
    ]);
    report(PREFETCH_MARGIN, false);
    report(WAKE_MARGIN, false);
    expect(await settled(ready)).toBe(true);
    expect(island.prefetch).not.toHaveBeenCalled();
    expect(island.wake).not.toHaveBeenCalled();
    report(PREFETCH_MARGIN, true);
    expect(island.prefetch).toHaveBeenCalledOnce();
    expect(island.wake).not.toHaveBeenCalled();
    report(WAKE_MARGIN, true);
    expect(island.wake).toHaveBeenCalledOnce();
    // Once near, each observer stops: scrolling back and forth wakes nothing again.
    expect(observers.every(({ disconnected }) => disconnected)).toBe(true);
  });

  it('is ready at once for an empty island, which nothing can bring into view', async () => {
    const { observers } = fakeIntersectionObserver();
    const island = sleepingIsland(0);
    expect(await settled(visible(island))).toBe(true);
    expect(observers).toEqual([]);
    expect(island.wake).not.toHaveBeenCalled();
  });

  it('wakes at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const island = sleepingIsland();
    expect(await settled(visible(island))).toBe(true);
    expect(island.wake).toHaveBeenCalledOnce();
  });
});
