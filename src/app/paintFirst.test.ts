import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, documentParsed, preloadModules } from './paintFirst.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Lets resolved promises and posted messages run.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

/** A stand-in for the browser's PerformanceObserver: the test hands it paint entries. */
function fakePaintObserver() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const o of observers) if (!o.disconnected) o.callback(list, o as unknown as PerformanceObserver);
    },
  };
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first-contentful-paint entry (a first paint without content is not enough)', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const browser = fakePaintObserver();
    const shown = afterFirstContentfulPaint();
    expect(await settled(shown)).toBe(false);
    browser.paint('first-paint');
    expect(await settled(shown)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(await settled(shown)).toBe(true);
    expect(browser.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('stops waiting when the page gets hidden before it paints', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    fakePaintObserver();
    const shown = afterFirstContentfulPaint();
    expect(await settled(shown)).toBe(false);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait on a hidden page, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fakePaintObserver();
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });

  it('without paint timing, does not wait', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
      },
    );
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });
});

describe('documentParsed', () => {
  it('resolves at once when the parser is done, else on DOMContentLoaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    expect(await settled(documentParsed())).toBe(true);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const parsed = documentParsed();
    expect(await settled(parsed)).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(await settled(parsed)).toBe(true);
  });
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
