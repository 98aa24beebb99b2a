// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadModules } from './preloadModules.ts';

afterEach(() => {
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

  it('adds a long list a few links per task, in order, each once even when asked again meanwhile', async () => {
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
    await vi.waitFor(() => expect(linked()).toHaveLength(files.length));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(linked()).toEqual(files);
  });
});
