// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPERIMENT_STORAGE_KEY } from '../lib/lead.ts';
import { noteExperimentView } from './experimentView.ts';

describe('a view of a page under an A/B test reached by client navigation', () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });
  afterEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('keeps the variant for the lead forms and sends one beacon with the experiment and variant only', () => {
    noteExperimentView('maps-tieu-de', 'b');
    expect(JSON.parse(sessionStorage.getItem(EXPERIMENT_STORAGE_KEY)!)).toEqual(['maps-tieu-de', 'b']);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/api/views', JSON.stringify({ experiment: 'maps-tieu-de', variant: 'b' }));
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('sends nothing with %s, the variant still kept for a lead', (_, property, value) => {
    Object.defineProperty(navigator, property, { value, configurable: true });
    noteExperimentView('maps-tieu-de', 'a');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(EXPERIMENT_STORAGE_KEY)!)).toEqual(['maps-tieu-de', 'a']);
  });
});
