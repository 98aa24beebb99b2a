import { useEffect, useState } from 'react';
import { MANIFEST_FILE, type SearchManifest } from '../../lib/search/format.ts';
import { isSearchManifest, searchIndex, type SearchAnswer } from '../../lib/search/query.ts';

export interface SiteSearch {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  /** The answer to the box's text when ready; while the next one loads, the last one (shown until it comes). */
  answer?: SearchAnswer;
}

/** The index's files fetched in this page view, by path: a longer query fetches only what it adds. */
const files = new Map<string, Promise<unknown>>();

function read(file: string): Promise<unknown> {
  let body = files.get(file);
  if (!body) {
    body = fetch(`/${file}`).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A file that failed may be fetched again by the next query.
    body.catch(() => files.delete(file));
    files.set(file, body);
  }
  return body;
}

/** The manifest of the index being served: asked once per page view (it names every other file, by its content). */
let manifest: Promise<SearchManifest> | undefined;
function readManifest(): Promise<SearchManifest> {
  manifest ??= fetch(`/${MANIFEST_FILE}`, { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`${response.status}`))))
    .then((body) => (isSearchManifest(body) ? body : Promise.reject(new Error('not a search manifest'))));
  manifest.catch(() => (manifest = undefined));
  return manifest;
}

/**
 * The site index's answer to `query`, as the visitor types: the first query fetches the manifest and
 * the shards of its words; each later one only the shards it adds. An answer to an earlier query that
 * arrives late is dropped (the answer shown is always the box's text).
 */
export function useSiteSearch(query: string, limit: number): SiteSearch {
  const [result, setResult] = useState<{ query: string; answer?: SearchAnswer; failed?: boolean }>({ query: '' });
  const wanted = query.trim();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    readManifest()
      .then((m) => searchIndex(wanted, m, read, { limit }))
      .then(
        (answer) => current && setResult({ query: wanted, answer }),
        () => current && setResult((last) => ({ query: wanted, answer: last.answer, failed: true })),
      );
    return () => {
      current = false;
    };
  }, [wanted, limit]);
  if (!wanted) return { state: 'idle' };
  if (result.query !== wanted) return { state: 'loading', ...(result.answer ? { answer: result.answer } : {}) };
  return result.failed ? { state: 'failed' } : { state: 'ready', ...(result.answer ? { answer: result.answer } : {}) };
}
