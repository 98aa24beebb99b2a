import { afterEach, beforeAll, vi } from 'vitest';

// Test files share their worker's modules and globals (scripts/lib/testProjects.ts): each starts with the real
// globals and clock, whatever the previous file left stubbed.
beforeAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

// Only a DOM test file loads Testing Library (and with it react-dom): a node test file starts without it.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  const { installFastLabels } = await import('./fastLabels.ts');
  installFastLabels();
  const { freshDocument } = await import('./freshDocument.ts');
  beforeAll(freshDocument);

  // jsdom lacks these; Mantine reads them.
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
