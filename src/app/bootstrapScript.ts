// The only script a prerendered document carries: an inline one at the end of <body>, which asks for
// the entry (src/entry.client.tsx) once the page has shown its content. Rendered by
// src/entry.server.tsx; allowed by its hash in the Content-Security-Policy (src/server/securityHeaders.ts).
import { DEFERRED_LAYOUT_ATTRIBUTE } from '../kit/deferredLayout.ts';
import { EXPERIMENT_STORAGE_KEY, VISIT_STORAGE_KEY } from '../lib/lead.ts';

/**
 * Why not `<script type="module" src=entry>` in <head>: the browser requests such a script before
 * the first paint, with the stylesheet and fonts, and over HTTP/2 its bytes share their bandwidth
 * (Lighthouse: largest paint 5–16 % later; docs/islands.md, "Paint first"). So the entry is requested
 * only once the browser records the first contentful paint (at once on a hidden page, which paints
 * nothing, and without paint timing).
 *
 * On a reload or back/forward, and on a URL with an #anchor, it lays out the parts a fresh visit
 * lays out late (src/kit/deferredLayout.ts): the position the browser restores and its jump to an
 * anchor mean something only on the complete layout. Here the parser has the whole document and its
 * stylesheets, so the page is in place before it paints.
 *
 * It keeps the visit's first page for the lead forms' attribution, and on a page under an A/B test
 * (`<meta name="experiment">`) the variant seen, and counts the view with one beacon after `load`
 * unless the visitor asked not to be tracked: here, not in the entry, because every page of a visit
 * may be its first and these bytes count in the HTML, not in the first-load JS (docs/operations.md,
 * "Attribution" and "A/B tests").
 *
 * A failed load of the entry leaves the page as it is without JavaScript: complete, links plain.
 *
 * Its text never changes with a build (the entry's URL is an attribute of the element, which the
 * hash does not cover), so neither does the policy. Written by hand for every browser that runs
 * modules (no build step touches it).
 */
export const BOOTSTRAP_SCRIPT = `(function () {
  var entry = document.currentScript.dataset.entry;
  var ab = document.querySelector('meta[name=experiment]');
  ab = ab && ab.content.split(' ');
  try {
    if (!sessionStorage.getItem(${JSON.stringify(VISIT_STORAGE_KEY)})) sessionStorage.setItem(${JSON.stringify(VISIT_STORAGE_KEY)}, JSON.stringify([location.pathname + location.search, document.referrer]));
    if (ab) sessionStorage.setItem(${JSON.stringify(EXPERIMENT_STORAGE_KEY)}, JSON.stringify(ab));
  } catch (error) {}
  if (ab && navigator.doNotTrack != 1 && !navigator.globalPrivacyControl)
    addEventListener('load', function () {
      navigator.sendBeacon('/api/views', JSON.stringify({ experiment: ab[0], variant: ab[1] }));
    });
  try {
    var navigation = performance.getEntriesByType('navigation')[0];
    var restoring = navigation && (navigation.type === 'reload' || navigation.type === 'back_forward');
    if (restoring || location.hash) {
      var parts = document.querySelectorAll('[${DEFERRED_LAYOUT_ATTRIBUTE}]');
      for (var i = 0; i < parts.length; i++) parts[i].removeAttribute('${DEFERRED_LAYOUT_ATTRIBUTE}');
    }
  } catch (error) {}
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    if (observer) observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    import(entry).catch(function () {});
  }
  function onHidden() {
    if (document.visibilityState === 'hidden') load();
  }
  var observer = null;
  if (document.visibilityState === 'hidden' || !window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return load();
  observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) load();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', onHidden);
})();`;

/** The inline script element, with the URL of the entry to load. */
export function bootstrapElement(entry: string): string {
  return `<script data-entry="${escapeAttribute(entry)}">${BOOTSTRAP_SCRIPT}</script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
