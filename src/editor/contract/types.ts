// What the editor's server sends its browser code (the HTTP contract's shapes): types only, so the
// browser code names them without importing the server (node:fs), as the layer rules require.

/** A page in the editor's list. */
export interface PageSummary {
  file: string;
  route: string;
  title: string;
  problems: number;
}

/** What the editor knows of the project: schemas, section types and examples, pages, data, images. */
export interface ProjectInfo {
  schemas: Record<string, unknown>;
  sectionTypes: string[];
  examples: Record<string, unknown>;
  /** Every page with its anchors; its section headings and each anchor's heading let the link picker find it by name. */
  pages: { route: string; title: string; anchors: string[]; headings: string[]; anchorHeadings: Record<string, string> }[];
  data: Record<string, { id: string; summary: string }[]>;
  images: string[];
  /** The site's own address (https://amdigital.vn): a link typed with it becomes an internal path. */
  siteUrl: string;
  /** The starter templates' placeholder texts: a field still holding one is marked in the form. */
  placeholderTexts: string[];
}
