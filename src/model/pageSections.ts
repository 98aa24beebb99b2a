// The shapes a page's sections take on their way to the browser (src/model/prerendered.ts says why): apart
// from it, so the boot data's types (boot.ts) can name them without a circle back.
import type { SectionTree } from './sectionTree.ts';

/** What stands in for a section without behaviour: its type and id (an anchor) and its key. */
interface PrerenderedBase {
  type: string;
  id?: string;
  prerendered: {
    /** Unique on the page: the carrier element is `[data-prerendered="<key>"]`. */
    key: number;
  };
}

/** A section without behaviour as the build renders it (page data): its HTML, rendered by React. */
export interface PrerenderedSection extends PrerenderedBase {
  prerendered: { key: number; html: string };
}

/** The same in the boot data: only its key, since the document holds its HTML. */
export interface PrerenderedPlaceholder extends PrerenderedBase {
  prerendered: { key: number };
}

/** A page's section as page data carries it (and the renderer shows it): its props, or its HTML. */
export type PageSection = SectionTree<PrerenderedSection>;

/** A section of page data with its props (not prerendered): what a section's component renders. */
export type LiveSection = Exclude<PageSection, PrerenderedSection>;

/** A page's section in the document's boot data: its props, or the key of its HTML in the document. */
export type BootSection = SectionTree<PrerenderedPlaceholder>;
