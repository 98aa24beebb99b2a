// What the prerendered HTML hands to the browser.
import type { PageFile, SiteFile } from './generated.ts';
import type { ExperimentShown } from './experiment.ts';
import type { IslandSpec } from './islandSpec.ts';
import type { ListingPlace } from './listing.ts';
import type { BootSection, PageSection } from './pageSections.ts';

/** What a page is besides its sections, in each of its shapes. */
interface PageBase {
  route: string;
  meta: PageFile['meta'];
  /** How the page appears in lists; shown by its entryHeader section. */
  card?: PageFile['card'];
  /** On a template's demo page: the template (resolved), the made-up brand and its menu. */
  demo?: PageFile['demo'];
  /** Kept out of search results: `<meta name="robots" content="noindex">` (the section catalogue). */
  noindex?: boolean;
  /** Only on the section catalogue's pages (src/engine/catalogue.ts). */
  catalogue?: CatalogueData;
  /**
   * The headings of its interactive sections as shown: each heading text that has no-break spaces
   * between the syllables of a word (src/lib/headingBreaks.ts), with that form. Added by the build
   * (src/renderer/prerenderSections.tsx; prerendered sections carry it in their HTML), read by
   * HeadingText in src/kit/PageContext.tsx; the sections' own text stays as written.
   */
  headings?: Record<string, string>;
  /** On a page with an A/B experiment: the experiment and the variant this document shows (src/model/experiment.ts). */
  experimentVariant?: ExperimentShown;
  /** On a page of a listing split into pages: which page, of how many, and the listing's tags (src/model/listing.ts). */
  listing?: ListingPlace;
}

/**
 * A page validated and resolved, its sections as written: what the build starts from (and the dev
 * server and the editor's preview render as it is).
 */
export interface ResolvedPage extends PageBase {
  /** Empty only on the section catalogue's index, which lists types instead. */
  sections: PageFile['sections'] | [];
}

/**
 * A page as the document renders it, where each section without behaviour is its prerendered HTML
 * (src/model/prerendered.ts); the islands read it back from the document. A resolved page is one
 * too (nothing prerendered).
 */
export interface PageData extends PageBase {
  sections: PageSection[];
}

/** A page in the document's boot data: prerendered sections without their HTML, which the document holds. */
export interface BootPage extends PageBase {
  sections: BootSection[];
}

/**
 * The section catalogue: its index lists every type; a type's page shows its example (the page's
 * one section) and links to the types before and after it.
 */
export type CatalogueData = { kind: 'index'; types: CatalogueType[] } | CatalogueTypePage;

/** A section type's page in the catalogue: the type, its place among all ("3 of 28") and its neighbours. */
export interface CatalogueTypePage {
  kind: 'type';
  entry: CatalogueEntry;
  position: number;
  count: number;
  previous?: CatalogueType;
  next?: CatalogueType;
}

/** One section type in the catalogue. */
export interface CatalogueType {
  type: string;
  /** The schema's description of the type. */
  description: string;
  /** Its page in the catalogue. */
  route: string;
}

/** The section type a catalogue page shows. */
export interface CatalogueEntry extends CatalogueType {
  /**
   * The type's example.json as authors write it (ids of shared data, not the data), pretty-printed.
   * Absent in the boot data: the document shows it, the browser reads it back (src/model/prerendered.ts).
   */
  json?: string;
}

/** Script and style files of the client entry, from Vite's build manifest (or the dev server). */
export interface DocumentAssets {
  /** The small entry script in <head> (src/entry.client.tsx). */
  entry: string;
  /** The islands' module (src/app/hydrate.tsx), imported by the entry after the first paint. */
  app: string;
  /** What every island of the page needs: that module and its imports (React, the shell's islands). */
  preload: string[];
  /**
   * Modules a section island needs beyond `preload`, by island id (src/model/islandSpec.ts): its
   * sections' chunks and the module of section islands; fetched when it comes within a few screens
   * of the viewport or wakes (src/app/islands/wake.ts). On a catalogue page, also its copy button's.
   */
  islands?: Record<string, string[]>;
  styles: string[];
}

export interface BootData {
  site: SiteFile;
  assets: DocumentAssets;
  /** null on the not-found page. */
  page: BootPage | null;
  /** The document's islands, in document order (src/kit/Island.tsx). */
  islands: IslandSpec[];
}

/** The id of the `<script type="application/json">` holding the boot data. */
export const BOOT_ELEMENT_ID = 'boot-data';

/** JSON that is safe inside a `<script>` element: `<` can never close it. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The part of a validated page the browser needs. */
export function toPageData(page: ResolvedPage): ResolvedPage {
  return {
    route: page.route,
    meta: page.meta,
    ...(page.card ? { card: page.card } : {}),
    ...(page.demo ? { demo: page.demo } : {}),
    ...(page.listing ? { listing: page.listing } : {}),
    sections: page.sections,
  };
}
