// Whether a URL can carry a section's state. Plain module (no React): the wake script reads it
// before any island runs (src/app/islands/wake.ts), and useQueryParam holds sections to it.

/**
 * Query parameters that campaign links and ad platforms add (Facebook's fbclid, Google's gclid,
 * Zalo's zarsrc, utm_*). A visitor from an ad nearly always has one; no section reads them.
 */
export const CAMPAIGN_PARAMETER = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|zarsrc|_gl)$/i;

/**
 * Whether a section may show something on this URL that its prerendered HTML does not: a query
 * parameter other than a campaign's (a filter, a tab, a chosen template) or a #fragment (a tab's
 * anchor). Without either, a section shows its HTML until it wakes; only details that follow the
 * clock (the content library's "3 tuần trước") appear then, a screen before it is seen.
 */
export function urlCarriesSectionState(search: string, hash: string): boolean {
  if (hash.length > 1) return true;
  return [...new URLSearchParams(search).keys()].some((name) => !CAMPAIGN_PARAMETER.test(name));
}
