// The site search index as the build writes it (src/publish/search/) and a query reads it (query.ts).
// A manifest lists the files; the words are split into shards by their first letters, the documents into
// chunks, so a query fetches only the few files it needs. Each file is named by a hash of its content: a
// publish that changes one page writes only the shards of its words and its chunk anew (the others are the
// previous release's, compressed already), and every file but the manifest is cached for good.

/** Where the index is, from the site's root. The manifest is revalidated; the rest is immutable. */
export const SEARCH_DIR = '_search';
export const MANIFEST_FILE = `${SEARCH_DIR}/index.json`;

/** A file of the index other than the manifest: `_search/t/<shard>-<hash>.json` or `_search/d/<chunk>-<hash>.json`. */
export const INDEX_FILE = /^_search\/[td]\/[\p{L}\p{N}]{1,6}-[0-9a-f]{12}\.json$/u;

export interface SearchManifest {
  /** Documents in the index. */
  documents: number;
  /** Documents per chunk file. */
  chunkSize: number;
  /** Each shard (a word's first two or three letters) and its file. */
  shards: Record<string, string>;
  /** Each chunk's file, in order. */
  chunks: string[];
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
