// The four font files of the first view (regular text, bold headings and buttons; Latin and
// Vietnamese subsets); Document.tsx preloads them. Chromium holds the first paint for a preloaded
// `font-display: optional` face (briefly), so the first layout is done once, in the final faces.
// Without the bold pair, headings were first laid out in a fallback, per character through the
// system's font lookup, then again when the bold files came: Lighthouse TBT −40 to −160 ms on
// content pages with all four preloaded, LCP unchanged (docs/perf-log.md; docs/islands.md, "Fonts").
// Vite gives the same hashed URLs that src/styles/fonts.css points at, so the preload and the
// @font-face fetch are one request.
import latinBold from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2?url';
import latinRegular from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2?url';
import vietnameseBold from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2?url';
import vietnameseRegular from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2?url';

export const FONT_PRELOADS: readonly string[] = [latinRegular, vietnameseRegular, latinBold, vietnameseBold];
