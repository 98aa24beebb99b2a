/** Hands a mailto: URL to the visitor's email app. Its own module so tests can mock it. */
export function openMailto(url: string): void {
  window.location.assign(url);
}
