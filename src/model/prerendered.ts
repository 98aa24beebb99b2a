// Sections without behaviour (declared in src/sections/registry.ts) reach the browser as their
// prerendered HTML instead of their props and code. The build renders the document with the HTML
// in the section; in the document's boot data it is left out, since it is in the document already:
// the browser reads it back from there before hydrating (once, not twice).
// The same for a section catalogue page's example JSON, shown in the document to be copied.
import type { BootPage, CatalogueEntry, PageData } from './boot.ts';
import type { BootSection, PageSection, PrerenderedPlaceholder, PrerenderedSection } from './pageSections.ts';
import { mapSections } from './sectionTree.ts';

export type { BootSection, LiveSection, PageSection, PrerenderedPlaceholder, PrerenderedSection } from './pageSections.ts';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On a catalogue page's `<code>` showing its example's JSON. */
export const CATALOGUE_JSON_ATTRIBUTE = 'data-catalogue-json';

/** Whether a section (in page data or boot data, or read as plain JSON) stands for prerendered HTML. */
export function isPrerendered(section: { type?: unknown; prerendered?: unknown }): section is PrerenderedSection | PrerenderedPlaceholder {
  return typeof section.prerendered === 'object';
}

/**
 * The page for the boot data, without what the document shows already: prerendered sections'
 * HTML and a catalogue page's example JSON. (When the catalogue was one page of every example,
 * their JSON was 40 % of its document's bytes, and Lighthouse put its largest paint one step later
 * than without scripts.)
 */
export function withoutDocumentContent(page: PageData): BootPage {
  return {
    ...page,
    sections: mapSections(page.sections, (s): BootSection => (isPrerendered(s) ? { ...s, prerendered: { key: s.prerendered.key } } : s)),
    ...(page.catalogue?.kind === 'type' && { catalogue: { ...page.catalogue, entry: withoutJson(page.catalogue.entry) } }),
  };
}

const withoutJson = ({ json: _shown, ...entry }: CatalogueEntry): CatalogueEntry => entry;

/** The boot page completed from the parsed document: each prerendered section's HTML, a catalogue page's JSON. */
export function withDocumentContentFrom(root: ParentNode, page: BootPage): PageData {
  return {
    ...page,
    sections: mapSections(page.sections, (s): PageSection => {
      if (!isPrerendered(s)) return s;
      const carrier = root.querySelector(`[${PRERENDERED_ATTRIBUTE}="${s.prerendered.key}"]`);
      return { ...s, prerendered: { key: s.prerendered.key, html: carrier?.innerHTML ?? '' } };
    }),
    ...(page.catalogue?.kind === 'type' && {
      catalogue: { ...page.catalogue, entry: { ...page.catalogue.entry, json: root.querySelector(`[${CATALOGUE_JSON_ATTRIBUTE}]`)?.textContent ?? '' } },
    }),
  };
}
