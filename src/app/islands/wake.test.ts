// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandSpec } from '../../model/islandSpec.ts';
import { fakeIntersectionObserver } from '../../../tests/islandTesting.ts';
import { WAKE_MARGIN } from './strategies/visible.ts';
import { wakeIslands, type HydrateIsland } from './wake.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

const SPECS: IslandSpec[] = [{ kind: 'header' }, { kind: 'section', index: 0, hydrate: 'visible' }, { kind: 'section', index: 1, hydrate: 'urlState' }];

/** A document with the carriers of SPECS: the header has a plain button, each section a text field. */
function document_() {
  document.body.innerHTML = `
    <div data-island="header" style="display:contents"><nav><button type="button" id="menu">Menu</button></nav></div>
    <div data-island="s0" style="display:contents"><section><input id="domain" value=""></section></div>
    <div data-island="s1" style="display:contents"><section><input id="name" value=""></section></div>`;
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A hydrate whose islands the test lets run one at a time (`run(id)`), as React would: root first, mounted after. */
function controlledHydrate() {
  const waiting = new Map<string, () => void>();
  const hydrate = vi.fn<HydrateIsland>(
    (_spec, carrier) => new Promise((resolve) => waiting.set(carrier.getAttribute('data-island')!, () => resolve({ mounted: Promise.resolve() }))),
  );
  return { hydrate, run: (id: string) => waiting.get(id)!(), woken: () => hydrate.mock.calls.map(([, carrier]) => carrier.getAttribute('data-island')) };
}

describe('wakeIslands', () => {
  it("runs each island's declared strategy: on a URL without state nothing wakes until a section comes near", async () => {
    document_();
    const { report } = fakeIntersectionObserver();
    const { hydrate, woken } = controlledHydrate();
    wakeIslands(SPECS, hydrate);
    report(WAKE_MARGIN, false);
    await flush();
    expect(woken()).toEqual([]);
    report(WAKE_MARGIN, true);
    expect(woken().sort()).toEqual(['s0', 's1']);
    expect(document.querySelector('[data-island="s0"]')!.hasAttribute('data-awake')).toBe(true);
    expect(document.querySelector('[data-island="header"]')!.hasAttribute('data-awake')).toBe(false);
  });

  it('on a URL with section state wakes the urlState sections at load, not the visible ones', async () => {
    document_();
    history.replaceState(null, '', '/?tab=pricing');
    fakeIntersectionObserver();
    const { hydrate, woken } = controlledHydrate();
    wakeIslands(SPECS, hydrate);
    await flush();
    expect(woken()).toEqual(['s1']);
  });

  it('a click on a plain button before the island runs wakes it and is replayed once its root exists, once', async () => {
    document_();
    fakeIntersectionObserver();
    const { hydrate, run, woken } = controlledHydrate();
    wakeIslands(SPECS, hydrate);
    const button = document.getElementById('menu')!;
    const clicks = vi.fn();
    button.click();
    expect(woken()).toEqual(['header']);
    // "React" listens from the moment its root exists.
    button.addEventListener('click', clicks);
    run('header');
    await flush();
    expect(clicks).toHaveBeenCalledOnce();
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('a value typed before the island ran is handed over as input and change events once it is mounted', async () => {
    document_();
    fakeIntersectionObserver();
    const field = document.getElementById('name') as HTMLInputElement;
    let mount = () => {};
    // As React does: the root exists, then hydration renders the field with its state (the page's value), then it is mounted.
    const hydrate: HydrateIsland = () =>
      Promise.resolve({
        mounted: new Promise<void>((resolve) => {
          mount = () => {
            field.value = '';
            resolve();
          };
        }),
      });
    const islands = wakeIslands(SPECS, hydrate);
    field.value = 'Lan';
    const woken = islands.wake((spec) => spec.kind === 'section' && spec.index === 1);
    const seen: string[] = [];
    for (const type of ['input', 'change', 'focusout']) field.addEventListener(type, () => seen.push(`${type}:${field.value}`));
    await flush();
    expect(seen).toEqual([]);
    mount();
    await woken;
    // The field was left before: its blur handler runs too, on the value.
    expect(seen).toEqual(['input:Lan', 'change:Lan', 'focusout:Lan']);
    expect(field.value).toBe('Lan');
  });

  it('a value typed between the root and the mount, which React sets back inside that very event, is handed over at the mount', async () => {
    document_();
    fakeIntersectionObserver();
    const field = document.getElementById('name') as HTMLInputElement;
    let mount = () => {};
    const hydrate: HydrateIsland = () => Promise.resolve({ mounted: new Promise<void>((resolve) => (mount = resolve)) });
    const islands = wakeIslands(SPECS, hydrate);
    const woken = islands.wake((spec) => spec.kind === 'section' && spec.index === 1);
    await flush();
    // The root exists: as React does, the event makes it finish hydrating, and its render sets the field to its state.
    const carrier = document.querySelector('[data-island="s1"]')!;
    carrier.addEventListener('input', () => (field.value = ''), { once: true });
    field.value = 'Lan';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(field.value).toBe('');
    const seen: string[] = [];
    for (const type of ['input', 'change']) field.addEventListener(type, () => seen.push(`${type}:${field.value}`));
    mount();
    await woken;
    expect(seen).toEqual(['input:Lan', 'change:Lan']);
    expect(field.value).toBe('Lan');
    // Once mounted, React has every value: nothing more is handed over.
    field.value = 'Lan Anh';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(seen).toEqual(['input:Lan', 'change:Lan', 'input:Lan Anh']);
  });
});
