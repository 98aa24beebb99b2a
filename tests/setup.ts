import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// Section components are loaded on demand (src/sections/lazySection.ts); the site preloads a
// page's sections before rendering it, the component tests (jsdom) load them all once. Node-
// environment tests render no components (and vitest's node environment fails on the import()s).
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const { preloadSections, registeredSectionTypes } = await import('../src/sections/registry.ts');
  await preloadSections(registeredSectionTypes.map((type) => ({ type })));
});

// jsdom lacks these; Mantine reads them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo ??= (() => {}) as typeof window.scrollTo;
}
