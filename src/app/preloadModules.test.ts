// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadModules } from './preloadModules.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('preloadModules', () => {
  it('adds one modulepreload link per file, never twice', () => {
    preloadModules(['/assets/a.js', '/assets/b.js']);
    preloadModules(['/assets/b.js']);
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('adds a long list a few links per task, in order, each once even when asked again meanwhile', () => {
    // The next batches wait for a timer: fake timers run them one task at a time, and tell when none is left.
    vi.useFakeTimers();
    const files = Array.from({ length: 10 }, (_, i) => `/assets/many-${i}.js`);
    const linked = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
        .map((l) => l.getAttribute('href'))
        .filter((href) => href!.includes('many-'));
    preloadModules(files);
    // Not all in the task that asked: that was one long task on a phone.
    expect(linked().length).toBeGreaterThan(0);
    expect(linked().length).toBeLessThan(files.length);
    preloadModules([files[9]!, files[0]!]);
    vi.runOnlyPendingTimers();
    expect(linked().length).toBeLessThan(files.length);
    vi.runAllTimers();
    // No timer left: nothing more will be linked.
    expect(vi.getTimerCount()).toBe(0);
    expect(linked()).toEqual(files);
  });
});
