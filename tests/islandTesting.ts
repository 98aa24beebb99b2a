// For the strategies' unit tests: a sleeping island and a stand-in for IntersectionObserver that the test drives.
import { vi } from 'vitest';
import type { SleepingIsland } from '../src/app/islands/strategy.ts';

/** A carrier with `boxes` children in the document, and spies for wake and prefetch (wake resolves at once). */
export function sleepingIsland(boxes = 1) {
  const carrier = document.createElement('div');
  for (let i = 0; i < boxes; i++) carrier.append(document.createElement('section'));
  document.body.append(carrier);
  const island = { carrier, wake: vi.fn<() => Promise<unknown>>(() => Promise.resolve()), prefetch: vi.fn<() => void>() };
  return island satisfies SleepingIsland;
}

/** The observers made so far; `report(margin, near)` tells those with that root margin whether their boxes intersect. */
export function fakeIntersectionObserver() {
  const observers: { margin: string; boxes: Element[]; callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { margin: options?.rootMargin ?? '', boxes: [], callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(box: Element) {
      this.entry.boxes.push(box);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (margin: string, near: boolean) => {
    for (const observer of observers.filter((o) => o.margin === margin && !o.disconnected))
      observer.callback(
        observer.boxes.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
  };
  return { observers, report };
}

/** Whether `promise` has settled after pending microtasks ran. */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}
