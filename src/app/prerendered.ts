// Sections without behaviour (declared in src/sections/registry.ts) reach the browser as their
// prerendered HTML instead of their props and code. In /page-data/*.json (client navigation) the
// HTML is in the section; in the document's boot data it is left out, since it is in the
// document already: the browser reads it back from there before hydrating (once, not twice).
import type { PageData } from './boot.ts';
import { mapSections } from '../model/sectionTree.ts';

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

export function isPrerendered(section: object): section is PrerenderedSection {
  return typeof (section as Partial<PrerenderedSection>).prerendered === 'object';
}

/** The page for the boot data: prerendered sections without their HTML (the document has it). */
export function withoutPrerenderedHtml(page: PageData): PageData {
  return {
    ...page,
    sections: mapSections(page.sections, (s) => (isPrerendered(s) ? ({ ...s, prerendered: { key: s.prerendered.key } } as unknown as typeof s) : s)),
  };
}

/** The boot page with each prerendered section's HTML read back from the parsed document. */
export function withPrerenderedHtmlFrom(root: ParentNode, page: PageData): PageData {
  return {
    ...page,
    sections: mapSections(page.sections, (s) => {
      if (!isPrerendered(s)) return s;
      const carrier = root.querySelector(`[${PRERENDERED_ATTRIBUTE}="${s.prerendered.key}"]`);
      return { ...s, prerendered: { key: s.prerendered.key, html: carrier?.innerHTML ?? '' } } as unknown as typeof s;
    }),
  };
}
