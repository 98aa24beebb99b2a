// The site search index as the build writes it (src/publish/search/) and a query reads it (query.ts).
// A manifest names the version; each version's words are split into shards by their first two
// letters, and its documents into chunks, so a query fetches only the few files it needs.

/** Where the index is, from the site's root. The manifest is revalidated; the rest is immutable. */
export const SEARCH_DIR = '_search';
export const MANIFEST_FILE = `${SEARCH_DIR}/index.json`;

export interface SearchManifest {
  /** The version's folder under SEARCH_DIR: a hash of its content. */
  version: string;
  /** Documents in the index. */
  documents: number;
  /** Documents per chunk file. */
  chunkSize: number;
  /** The shards that exist (a word's first two letters). */
  shards: string[];
}

/** A shard: each word, with the documents that have it and how strongly: [document, weight, document, weight, …]. */
export type SearchShard = Record<string, number[]>;

/** A document as results show it: its route, title, the text its excerpt is taken from, and what kind of page it is. */
export interface SearchDocument {
  route: string;
  title: string;
  text: string;
  kind: string;
}

/** A chunk: the documents from id chunk × chunkSize on, as [route, title, text, kind]. */
export type SearchChunk = [string, string, string, string][];

export const shardFile = (manifest: Pick<SearchManifest, 'version'>, shard: string): string => `${SEARCH_DIR}/${manifest.version}/t/${shard}.json`;
export const chunkFile = (manifest: Pick<SearchManifest, 'version'>, chunk: number): string => `${SEARCH_DIR}/${manifest.version}/d/${chunk}.json`;
