import { createElement, use, type ComponentType, type ReactElement } from 'react';
import type { Strategy } from '../model/islandSpec.ts';

/** A section component loaded on demand, with a way to load it before rendering. */
export interface LazySection<P> {
  (props: P): ReactElement;
  /** Loads the component's module (and its CSS); resolves when it can render synchronously. */
  preload(): Promise<void>;
  /** Declared in the registry: when its island wakes (src/app/islands/strategies/); absent: no behaviour in the browser. */
  hydrate?: Strategy;
  /** With `hydrate`: only the sections this accepts have behaviour (a list is static unless it has filters). */
  when?: (props: P) => boolean;
}

/**
 * Each section type is its own chunk, so a page downloads only the sections it shows. The page's
 * sections are preloaded before hydration and in the route loader, so rendering never waits;
 * if something renders one that is not loaded yet, it suspends until it is. A failed load is
 * thrown to the section's error boundary and retried on the next preload.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): LazySection<P> {
  let Component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  /** The last failed load: rendering rethrows it (no retry loop); the next preload() retries. */
  let failed: Promise<void> | undefined;
  const preload = () => {
    failed = undefined;
    return (pending ??= load().then(
      (loaded) => {
        Component = loaded;
      },
      (error: unknown) => {
        pending = undefined;
        failed = Promise.reject(error);
        failed.catch(() => {});
        throw error;
      },
    ));
  };
  function Section(props: P): ReactElement {
    if (!Component) use(failed ?? pending ?? preload());
    return createElement(Component!, props);
  }
  Section.preload = preload;
  return Section;
}

/** A type whose HTML is final once rendered: prerendered by the build, its code never loaded by pages. */
export const staticSection = lazySection;

/**
 * A type hydrated with its code, its island woken by `hydrate`; with a condition, only the sections
 * that meet it (the others are static).
 */
export function interactiveSection<P extends object>(load: () => Promise<ComponentType<P>>, hydrate: Strategy, when?: (props: P) => boolean): LazySection<P> {
  return Object.assign(lazySection(load), { hydrate, when });
}
