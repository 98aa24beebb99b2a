// The site search index (src/lib/search/format.ts) of a site's pages: each page's title, description,
// headings and text (its sections', shared data included: plans, prices, FAQs), weighed by where a word
// stands. Written by the build and by a publish beside the pages.
import { createHash } from 'node:crypto';
import type { PageModel } from '../../engine/validateProject.ts';
import { MANIFEST_FILE, SEARCH_DIR, type SearchChunk, type SearchManifest, type SearchShard } from '../../lib/search/format.ts';
import { shardOf, termsOf } from '../../lib/search/terms.ts';
import { SEARCH_ROUTE } from '../../model/search.ts';

const CHUNK_SIZE = 64;
/** How much of a page's text its excerpt may come from. */
const EXCERPT_CHARS = 600;
/** Weight of a word by where it stands; a word's weight in a page is capped, so repeating it does not win. */
const WEIGHT = { title: 10, heading: 4, description: 3, text: 1 } as const;
const MAX_WEIGHT = 40;
/** A two-letter shard larger than this (as JSON) is split by three letters. */
const MAX_SHARD_CHARS = 48_000;

/** Keys whose strings are not words a visitor reads: addresses, names of types and options. */
const NOT_TEXT = new Set([
  'type',
  'id',
  'href',
  'src',
  'icon',
  'variant',
  'layout',
  'color',
  'hydrate',
  'pages',
  'date',
  '$schema',
  'tsType',
  'picture',
  'sizes',
  'srcset',
  'slot',
]);
/** Keys whose strings are headings of what they hold. */
const HEADING = new Set(['heading', 'title', 'name', 'question', 'label', 'eyebrow']);

/** Every readable string in a section tree, with whether it is a heading. */
function* strings(value: unknown, key = ''): Generator<{ text: string; heading: boolean }> {
  if (typeof value === 'string') {
    if (!NOT_TEXT.has(key) && !/^(\/|https?:|tel:|mailto:|#)/.test(value)) yield { text: value, heading: HEADING.has(key) };
  } else if (Array.isArray(value)) {
    for (const item of value) yield* strings(item, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (!NOT_TEXT.has(k)) yield* strings(v, k);
  }
}

/** What kind of page a route is, as a result says it. */
function kindOf(route: string): string {
  const first = route.split('/')[1] ?? '';
  const kinds: Record<string, string> = { blog: 'Bài viết', services: 'Dịch vụ', portfolio: 'Dự án', pricing: 'Bảng giá', templates: 'Mẫu website' };
  return route.split('/').length > 2 || first === 'pricing' ? (kinds[first] ?? 'Trang') : 'Trang';
}

/** The title without the site's name after it ("Bảng giá hosting | AM Digital" → "Bảng giá hosting"). */
const shortTitle = (title: string, siteName: string) => title.replace(new RegExp(`\\s*[|–-]\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`), '');

/** A page's words and their weights, its title and its excerpt's text, by the page's content: a publish reads again only the pages that changed. */
const pageCache = new Map<string, PageWords>();
const MAX_CACHED_PAGES = 50_000;

interface PageWords {
  weights: Map<string, number>;
  title: string;
  text: string;
}

function pageWords(page: PageModel, siteName: string): PageWords {
  const key = createHash('sha256')
    .update(JSON.stringify([siteName, page.route, page.meta, page.card, page.sections]))
    .digest('hex');
  const cached = pageCache.get(key);
  if (cached) return cached;
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const term of termsOf(text)) weights.set(term, Math.min(MAX_WEIGHT, (weights.get(term) ?? 0) + weight));
  };
  // A post or case is known by its card (what lists show); its document title may say more.
  const title = page.card?.title ?? shortTitle(String(page.meta.title), siteName);
  add(title, WEIGHT.title);
  if (page.card && page.card.title !== shortTitle(String(page.meta.title), siteName)) add(String(page.meta.title), WEIGHT.heading);
  add(page.card?.summary ?? String(page.meta.description), WEIGHT.description);
  if (page.card) add([String(page.meta.description), ...page.card.tags].join(' '), WEIGHT.heading);
  const body: string[] = [];
  for (const { text, heading } of strings(page.sections)) {
    add(text, heading ? WEIGHT.heading : WEIGHT.text);
    if (!heading) body.push(text);
  }
  const text = [page.card?.summary ?? String(page.meta.description), ...body].join(' ').replace(/\s+/g, ' ').slice(0, EXCERPT_CHARS);
  const words = { weights, title, text };
  pageCache.set(key, words);
  if (pageCache.size > MAX_CACHED_PAGES) pageCache.delete(pageCache.keys().next().value!);
  return words;
}

/** The index's files (path from the site's root → content) for `pages`, the manifest last. */
export function searchIndexFiles(pages: readonly PageModel[], siteName: string): Map<string, string> {
  const indexed = pages.filter((page) => page.route !== SEARCH_ROUTE).sort((a, b) => a.route.localeCompare(b.route));
  const words = new Map<string, Map<number, number>>();
  const documents: SearchChunk = [];
  indexed.forEach((page, doc) => {
    const { weights, title, text } = pageWords(page, siteName);
    for (const [term, weight] of weights) {
      let list = words.get(term);
      if (!list) words.set(term, (list = new Map()));
      list.set(doc, weight);
    }
    documents.push([page.route, title, text, kindOf(page.route)]);
  });
  const shards = new Map<string, SearchShard>();
  const put = (key: string, term: string, list: number[]) => {
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[term] = list;
  };
  for (const [term, list] of [...words].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    put(
      shardOf(term),
      term,
      [...list].flatMap(([doc, weight]) => [doc, weight]),
    );
  // A large shard ("th" of a big blog) is split by three letters: a query then fetches only its words'.
  for (const [key, shard] of [...shards]) {
    if (JSON.stringify(shard).length <= MAX_SHARD_CHARS) continue;
    shards.delete(key);
    for (const [term, list] of Object.entries(shard)) put(term.length > 2 ? term.slice(0, 3) : key, term, list);
  }
  const chunks: SearchChunk[] = [];
  for (let i = 0; i < documents.length; i += CHUNK_SIZE) chunks.push(documents.slice(i, i + CHUNK_SIZE));
  const files = new Map<string, string>();
  /** The file of `body`, named by its content's hash: the same content, the same name, in every release. */
  const named = (folder: 't' | 'd', name: string, body: string) => {
    const file = `${SEARCH_DIR}/${folder}/${name}-${createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`;
    files.set(file, body);
    return file;
  };
  const manifest: SearchManifest = {
    documents: documents.length,
    chunkSize: CHUNK_SIZE,
    shards: Object.fromEntries([...shards].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, shard]) => [key, named('t', key, JSON.stringify(shard))])),
    chunks: chunks.map((chunk, index) => named('d', String(index), JSON.stringify(chunk))),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return files;
}
