// How a visitor goes to another page: as a document, asked for ahead on the first sign of intent.
// Browsers with speculation rules (Chromium: most phones here) fetch a link's page when the pointer
// rests on it or a finger goes down on it, so the tap that follows shows it from memory; the others
// load it on the tap. Back/forward return from the browser's page cache. No script is involved:
// links work the same before, during and after the scripts load, and the newest tap wins.

/**
 * Documents of this site only (never the API, a file with an extension, or a download), on the
 * browser's "moderate" signal. Its text is fixed: the Content-Security-Policy allows it by hash
 * (src/server/securityHeaders.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[download]' } }],
      },
      eagerness: 'moderate',
    },
  ],
});

export const SPECULATION_RULES_ELEMENT = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
