// A page under an A/B test reached by client navigation: the inline bootstrap only sees the first
// document, so the app does here what it does there (src/app/bootstrapScript.ts): keep the variant seen
// for the lead forms and count the view with one beacon, unless the visitor asked not to be tracked.
import { useEffect } from 'react';
import type { PageData } from '../model/boot.ts';
import { EXPERIMENT_STORAGE_KEY } from '../lib/lead.ts';

/** Keeps [experiment, variant] for the lead forms and sends the view to POST /api/views. */
export function noteExperimentView(experiment: string, variant: string): void {
  try {
    sessionStorage.setItem(EXPERIMENT_STORAGE_KEY, JSON.stringify([experiment, variant]));
  } catch {
    // Storage refused (private mode, full): the lead goes without its variant.
  }
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.doNotTrack === '1' || privacy.globalPrivacyControl) return;
  navigator.sendBeacon('/api/views', JSON.stringify({ experiment, variant }));
}

/** Each arrival at a page under a test, in the app (after the first client navigation). */
export function useExperimentView(page: PageData | null): void {
  const route = page?.route;
  const experiment = page?.experimentVariant?.id;
  const variant = page?.experimentVariant?.variant;
  useEffect(() => {
    if (experiment && variant) noteExperimentView(experiment, variant);
  }, [route, experiment, variant]);
}
