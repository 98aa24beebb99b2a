// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_SCRIPT } from './bootstrapScript.ts';

/** Runs the bootstrap as the browser does at the end of <body> (jsdom: no paint timing, so the entry is asked for at once and fails quietly). */
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const listen = globalThis.addEventListener.bind(globalThis);

function runBootstrap(): void {
  vi.restoreAllMocks();
  vi.spyOn(globalThis, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push([type, listener]);
    listen(type, listener);
  });
  Object.defineProperty(document, 'currentScript', { value: { dataset: { entry: 'data:text/javascript,' } }, configurable: true });
  (0, eval)(BOOTSTRAP_SCRIPT);
}

function setExperimentMeta(content: string | undefined): void {
  document.head.querySelector('meta[name=experiment]')?.remove();
  if (content === undefined) return;
  const meta = document.createElement('meta');
  meta.name = 'experiment';
  meta.content = content;
  document.head.append(meta);
}

describe('the bootstrap on an experiment page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Each run's load listener goes with its test.
    for (const [type, listener] of listeners.splice(0)) globalThis.removeEventListener(type, listener);
    setExperimentMeta(undefined);
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const stubNavigator = (extra: Record<string, unknown> = {}) => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon, doNotTrack: null, ...extra }));
    return sendBeacon;
  };

  it('keeps the variant for the lead forms and sends one beacon after load, not before', () => {
    const sendBeacon = stubNavigator();
    setExperimentMeta('bf-tieu-de b');
    runBootstrap();
    expect(JSON.parse(sessionStorage.getItem('experiment')!)).toEqual(['bf-tieu-de', 'b']);
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/api/views', JSON.stringify({ experiment: 'bf-tieu-de', variant: 'b' }));
  });

  it('the last experiment page of the tab wins', () => {
    stubNavigator();
    setExperimentMeta('bf-tieu-de b');
    runBootstrap();
    setExperimentMeta('gia-goi a');
    runBootstrap();
    expect(JSON.parse(sessionStorage.getItem('experiment')!)).toEqual(['gia-goi', 'a']);
  });

  it('sends nothing with Do Not Track or Global Privacy Control (the variant is still kept for a lead)', () => {
    for (const privacy of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const sendBeacon = stubNavigator(privacy);
      setExperimentMeta('bf-tieu-de a');
      runBootstrap();
      window.dispatchEvent(new Event('load'));
      expect(sendBeacon, JSON.stringify(privacy)).not.toHaveBeenCalled();
      expect(JSON.parse(sessionStorage.getItem('experiment')!)).toEqual(['bf-tieu-de', 'a']);
      vi.unstubAllGlobals();
    }
  });

  it('does nothing of the kind on a page without an experiment', () => {
    const sendBeacon = stubNavigator();
    runBootstrap();
    window.dispatchEvent(new Event('load'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('experiment')).toBeNull();
  });
});
