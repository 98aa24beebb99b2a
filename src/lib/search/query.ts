// A query over the site search index (format.ts), the same in the browser (the search box, files
// fetched) and on the server (the results page without JavaScript, files read from the release).
// Every word must match; the last one may be the start of a word ("thiet ke w" finds "thiết kế
// website") while the visitor is still typing. Ranked by how strongly each document has each word (its title most),
// weighed by how rare the word is.
import { INDEX_FILE, type SearchChunk, type SearchDocument, type SearchManifest, type SearchShard } from './format.ts';
import { shardFor, termsOf } from './terms.ts';

/** Reads one file of the index (a path under the site's root, e.g. "_search/3f2a…/t/th.json"). */
export type ReadIndexFile = (file: string) => Promise<unknown>;

export interface SearchHit extends SearchDocument {
  score: number;
}

export interface SearchAnswer {
  /** Documents matching every word. */
  total: number;
  /** The requested slice of them, best first. */
  hits: SearchHit[];
  /** The query's words in search form (for marking them in the results). */
  terms: string[];
}

/** The index's answer for `query`: the best `limit` documents from `offset`. Throws when a file of the index cannot be read or is not the index's. */
export async function searchIndex(
  query: string,
  manifest: SearchManifest,
  read: ReadIndexFile,
  { limit = 10, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<SearchAnswer> {
  const typed = [...new Set(termsOf(query))].slice(0, 8);
  // A last word of one letter is a word being typed ("thiet k"): the others answer until it grows.
  const terms = typed.length > 1 && typed[typed.length - 1]!.length === 1 ? typed.slice(0, -1) : typed;
  if (terms.length === 0) return { total: 0, hits: [], terms };
  const known = new Set(Object.keys(manifest.shards));
  const shards = new Map<string, Promise<SearchShard>>();
  const readShard = (key: string) => {
    let shard = shards.get(key);
    if (!shard) {
      shard = read(manifest.shards[key]!).then((body) => {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`search index: ${key} is not a shard`);
        return body as SearchShard;
      });
      shards.set(key, shard);
    }
    return shard;
  };
  // Each word's documents and weights; the last word also by its start (two letters or more).
  const postings = await Promise.all(
    terms.map(async (term, index) => {
      const weights = new Map<number, number>();
      const prefix = index === terms.length - 1 && term.length >= 2;
      const key = shardFor(term, known);
      // A two-letter start whose shard was split: its words are also in the three-letter shards below it.
      const keys = prefix && term.length === 2 ? [...known].filter((k) => k.startsWith(term)) : key ? [key] : [];
      const entries = (await Promise.all(keys.map(readShard))).flatMap((shard) => Object.entries(shard));
      for (const [word, list] of entries) {
        if (word !== term && !(prefix && word.startsWith(term))) continue;
        // A whole word counts more than the start of a longer one.
        const factor = word === term ? 1 : 0.6;
        for (let i = 0; i + 1 < list.length; i += 2) {
          const doc = list[i]!;
          weights.set(doc, Math.max(weights.get(doc) ?? 0, list[i + 1]! * factor));
        }
      }
      return weights;
    }),
  );
  // Rarer words weigh more (inverse document frequency).
  const idf = postings.map((weights) => Math.log(1 + manifest.documents / Math.max(1, weights.size)));
  const [fewest, ...others] = [...postings.keys()].sort((a, b) => postings[a]!.size - postings[b]!.size);
  const scored: { doc: number; score: number }[] = [];
  for (const [doc] of postings[fewest!]!) {
    if (!others.every((i) => postings[i]!.has(doc))) continue;
    scored.push({ doc, score: postings.reduce((sum, weights, i) => sum + (weights.get(doc) ?? 0) * idf[i]!, 0) });
  }
  scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  const page = scored.slice(offset, offset + limit);
  const chunks = new Map<number, Promise<SearchChunk>>();
  const hits = await Promise.all(
    page.map(async ({ doc, score }) => {
      const chunk = Math.floor(doc / manifest.chunkSize);
      let documents = chunks.get(chunk);
      if (!documents) {
        const file = manifest.chunks[chunk];
        if (!file) throw new Error(`search index: chunk ${chunk} is not in the manifest`);
        documents = read(file).then((body) => {
          if (!Array.isArray(body)) throw new Error(`search index: chunk ${chunk} is not a list`);
          return body as SearchChunk;
        });
        chunks.set(chunk, documents);
      }
      const entry = (await documents)[doc % manifest.chunkSize];
      if (!entry) throw new Error(`search index: document ${doc} is missing`);
      const [route, title, text, kind] = entry;
      return { route, title, text, kind, score };
    }),
  );
  return { total: scored.length, hits, terms };
}

/** Whether `body` is a manifest of the index, naming only files of the index (a stale or foreign file is an error, never an empty answer). */
export function isSearchManifest(body: unknown): body is SearchManifest {
  const m = body as Partial<SearchManifest> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    Number.isInteger(m.documents) &&
    Number.isInteger(m.chunkSize) &&
    (m.chunkSize ?? 0) > 0 &&
    typeof m.shards === 'object' &&
    m.shards !== null &&
    Object.values(m.shards).every((file) => typeof file === 'string' && INDEX_FILE.test(file)) &&
    Array.isArray(m.chunks) &&
    m.chunks.every((file) => typeof file === 'string' && INDEX_FILE.test(file))
  );
}

/**
 * `text` cut into pieces, those that are one of the query's words (or start like the last) marked:
 * what a result shows with the matching words in bold. At most `max` characters, around the first match.
 */
export function markedExcerpt(text: string, terms: readonly string[], max = 200): { text: string; marked: boolean }[] {
  const words = text.split(/([^\p{L}\p{N}]+)/u);
  const matches = (word: string) => {
    const [term] = termsOf(word);
    return term !== undefined && terms.some((t, i) => term === t || (i === terms.length - 1 && t.length >= 2 && term.startsWith(t)));
  };
  const first = words.findIndex((word) => word !== '' && matches(word));
  // Start a little before the first match, at a word.
  let start = 0;
  if (first > 0) {
    let before = 0;
    for (start = first; start > 0 && before < max / 4; start--) before += words[start - 1]!.length;
  }
  const pieces: { text: string; marked: boolean }[] = start > 0 ? [{ text: '…', marked: false }] : [];
  let length = 0;
  for (let i = start; i < words.length; i++) {
    const word = words[i]!;
    if (length + word.length > max) {
      pieces.push({ text: '…', marked: false });
      break;
    }
    length += word.length;
    const marked = i % 2 === 0 && word !== '' && matches(word);
    const last = pieces[pieces.length - 1];
    if (last && last.marked === marked && !marked) last.text += word;
    else pieces.push({ text: word, marked });
  }
  return pieces;
}
