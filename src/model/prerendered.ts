// Sections without behaviour (declared in src/sections/registry.ts) reach the browser as their
// prerendered HTML instead of their props and code. In /page-data/*.json (client navigation) the
// HTML is in the section; in the document's boot data it is left out, since it is in the
// document already: the browser reads it back from there before hydrating (once, not twice).
// The same for a section catalogue page's example JSON, shown in the document to be copied.
import type { CatalogueEntry, PageData } from './boot.ts';
import { mapSections } from './sectionTree.ts';

export interface Prerendered {
  /** Unique on the page: the carrier element is `[data-prerendered="<key>"]`. */
  key: number;
  /** The section's HTML, rendered by React at build time (absent in the boot data). */
  html?: string;
}

/** What replaces a section without behaviour: its type and id (an anchor) and its HTML. */
export interface PrerenderedSection {
  type: string;
  id?: string;
  prerendered: Prerendered;
}

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On a catalogue page's `<code>` showing its example's JSON. */
export const CATALOGUE_JSON_ATTRIBUTE = 'data-catalogue-json';

export function isPrerendered(section: object): section is PrerenderedSection {
  return typeof (section as Partial<PrerenderedSection>).prerendered === 'object';
}

/**
 * The page for the boot data, without what the document shows already: prerendered sections'
 * HTML and a catalogue page's example JSON. (When the catalogue was one page of every example,
 * their JSON was 40 % of its document's bytes, and Lighthouse put its largest paint one step later
 * than without scripts.)
 */
export function withoutDocumentContent(page: PageData): PageData {
  return {
    ...page,
    sections: mapSections(page.sections, (s) => (isPrerendered(s) ? ({ ...s, prerendered: { key: s.prerendered.key } } as unknown as typeof s) : s)),
    ...(page.catalogue?.kind === 'type' && { catalogue: { ...page.catalogue, entry: withoutJson(page.catalogue.entry) } }),
  };
}

const withoutJson = ({ json: _shown, ...entry }: CatalogueEntry): CatalogueEntry => entry;

/** The boot page completed from the parsed document: each prerendered section's HTML, a catalogue page's JSON. */
export function withDocumentContentFrom(root: ParentNode, page: PageData): PageData {
  return {
    ...page,
    sections: mapSections(page.sections, (s) => {
      if (!isPrerendered(s)) return s;
      const carrier = root.querySelector(`[${PRERENDERED_ATTRIBUTE}="${s.prerendered.key}"]`);
      return { ...s, prerendered: { key: s.prerendered.key, html: carrier?.innerHTML ?? '' } } as unknown as typeof s;
    }),
    ...(page.catalogue?.kind === 'type' && {
      catalogue: { ...page.catalogue, entry: { ...page.catalogue.entry, json: root.querySelector(`[${CATALOGUE_JSON_ATTRIBUTE}]`)?.textContent ?? '' } },
    }),
  };
}
