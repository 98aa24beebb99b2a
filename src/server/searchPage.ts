// The search page with its answers, written by the server (JavaScript or not): the built page
// /tim-kiem (the searchResults section's slots) filled for ?q=… from the site's index (_search/, the
// same query as a search box runs in the browser), or, with ?trong=/blog, from that listing's cards
// file (the same filter as the listing's own search box). Every value from the query or the index is
// escaped; the markup of a result is the section's own (its hidden models of one).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { MANIFEST_FILE, type SearchManifest } from '../lib/search/format.ts';
import { isSearchManifest, markedExcerpt, searchIndex, type SearchHit } from '../lib/search/query.ts';
import { termsOf } from '../lib/search/terms.ts';
import { CARDS_FILE, filterCards, tagSlug, type ListedCard } from '../model/listing.ts';
import { QUERY_PARAMETER, RESULTS_PAGE_PARAMETER, RESULTS_PER_PAGE, SCOPE_PARAMETER, SEARCH_ROUTE, SEARCH_SLOT, TAG_PARAMETER } from '../model/search.ts';
import type { ReleaseSource } from './releases/source.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';

/** Longest query read: longer text is cut (a search box's, not a document's). */
const MAX_QUERY = 200;
/** Parsed files of the releases' indexes, by path: releases never change once in place. */
const MAX_CACHED = 2000;

/** The search page of a built site, split at its slots (found once per release). */
interface SearchTemplate {
  html: string;
  hit: string;
  more: string;
  empty: string;
  emptyHint: string;
}

export class SearchPageError extends Error {}

/** The built search page's slots; throws when one is missing (a build without the section is a bug to see at once). */
export function searchTemplate(html: string): SearchTemplate {
  const template = (name: 'hit' | 'more', element: 'ol' | 'div') => {
    const found = new RegExp(`<${element} hidden="" ${SEARCH_SLOT[name]}="">([\\s\\S]*?)</${element}>`).exec(html);
    if (!found) throw new SearchPageError(`the search page has no ${SEARCH_SLOT[name]} template`);
    // The copies are results like the others: reachable by keyboard (the hidden original is not).
    return found[1]!.replaceAll(' tabindex="-1"', '');
  };
  const results = new RegExp(`<div ${SEARCH_SLOT.results}="" data-empty="([^"]*)" data-empty-hint="([^"]*)"`).exec(html);
  for (const attribute of [SEARCH_SLOT.query, SEARCH_SLOT.status, SEARCH_SLOT.list, SEARCH_SLOT.pages])
    if (!html.includes(`${attribute}=""`)) throw new SearchPageError(`the search page has no ${attribute} slot`);
  if (!new RegExp(`<input[^>]*${SEARCH_SLOT.query}=""[^>]*value=""`).test(html)) throw new SearchPageError('the search box has no value to fill');
  if (!results) throw new SearchPageError(`the search page has no ${SEARCH_SLOT.results} slot`);
  return { html, hit: template('hit', 'ol'), more: template('more', 'div'), empty: results[1]!, emptyHint: results[2]! };
}

/** `template` with each {{name}} replaced by its value (already HTML). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A title or excerpt as HTML: the matching words in <mark>, everything escaped. */
const markedHtml = (text: string, terms: readonly string[], max?: number) =>
  markedExcerpt(text, terms, max)
    .map((piece) => (piece.marked ? `<mark>${escapeHtml(piece.text)}</mark>` : escapeHtml(piece.text)))
    .join('');

/** What a search asked: its text, the listing it is narrowed to (and its tag), the results page. */
export interface SearchRequest {
  query: string;
  scope?: string;
  tag?: string;
  page: number;
}

export function readSearchRequest(req: Request): SearchRequest {
  const text = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
  const scope = text(SCOPE_PARAMETER);
  const page = Number.parseInt(text(RESULTS_PAGE_PARAMETER), 10);
  return {
    query: text(QUERY_PARAMETER).slice(0, MAX_QUERY).trim(),
    // A listing's route: a path of plain segments, never a way out of the site's folder.
    ...(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(scope) ? { scope } : {}),
    ...(text(TAG_PARAMETER) ? { tag: tagSlug(text(TAG_PARAMETER)) } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The search page for `request`: the built page with its slots filled. */
export async function renderSearchPage(
  template: SearchTemplate,
  request: SearchRequest,
  answer: (request: SearchRequest) => Promise<{ total: number; hits: SearchHit[]; terms: string[] }>,
): Promise<string> {
  let html = template.html;
  const { query } = request;
  if (!query) return html;
  const { total, hits, terms } = await answer(request);
  const pages = Math.ceil(total / RESULTS_PER_PAGE);
  const status =
    total === 0
      ? `${escapeHtml(decodeAttribute(template.empty))}${template.emptyHint ? ` ${escapeHtml(decodeAttribute(template.emptyHint))}` : ''}`
      : `${total} kết quả cho “${escapeHtml(query)}”${pages > 1 ? `, trang ${request.page}/${pages}` : ''}`;
  const items = hits
    .map((hit) =>
      fill(template.hit, {
        href: escapeHtml(hit.route),
        title: markedHtml(hit.title, terms, Infinity),
        kind: escapeHtml(hit.kind),
        excerpt: markedHtml(hit.text, terms),
      }),
    )
    .join('');
  const more = (page: number, label: string) => {
    const params = new URLSearchParams({ [QUERY_PARAMETER]: query });
    if (request.scope) params.set(SCOPE_PARAMETER, request.scope);
    if (request.tag) params.set(TAG_PARAMETER, request.tag);
    if (page > 1) params.set(RESULTS_PAGE_PARAMETER, String(page));
    return fill(template.more, { href: escapeHtml(`${SEARCH_ROUTE}?${params}`), label: escapeHtml(label) });
  };
  const links = [
    request.page > 1 ? more(request.page - 1, '← Kết quả trước') : '',
    request.page < pages ? more(request.page + 1, 'Kết quả tiếp theo →') : '',
  ].join(' ');
  html = withQuery(html, query);
  html = html.replace(
    new RegExp(`(<p role="status" ${SEARCH_SLOT.status}=""[^>]*>)[\\s\\S]*?(</p>)`),
    (_whole, open: string, close: string) => open + status + close,
  );
  html = html.replace(new RegExp(`(<ol ${SEARCH_SLOT.list}=""[^>]*>)(</ol>)`), (_whole, open: string, close: string) => open + items + close);
  html = html.replace(new RegExp(`(<div ${SEARCH_SLOT.pages}=""[^>]*>)(</div>)`), (_whole, open: string, close: string) => open + links + close);
  html = html.replace(/<title>([^<]*)<\/title>/, (_whole, title: string) => `<title>“${escapeHtml(query)}” – ${title}</title>`);
  return html;
}

/** The page with `query` in its search box. */
const withQuery = (html: string, query: string) =>
  html.replace(new RegExp(`(<input[^>]*${SEARCH_SLOT.query}=""[^>]*?)value=""`), (_whole, before: string) => `${before}value="${escapeHtml(query)}"`);

/** The search page saying the search failed (the query kept in its box, to try again). */
export function failedSearchPage(template: SearchTemplate, query: string): string {
  return withQuery(template.html, query).replace(
    new RegExp(`(<p role="status" ${SEARCH_SLOT.status}=""[^>]*>)[\\s\\S]*?(</p>)`),
    (_whole, open: string, close: string) => `${open}Tìm kiếm đang gặp sự cố, chưa có kết quả. Vui lòng thử lại sau ít phút.${close}`,
  );
}

/** An attribute's value as text (React wrote it escaped). */
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_w, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!);

/** The answers of one built site: its index and its listings' cards files, read from its folder and kept. */
function siteAnswers(clientDir: string, cache: Map<string, Promise<unknown>>) {
  const read = (rel: string): Promise<unknown> => {
    const key = path.join(clientDir, rel);
    let body = cache.get(key);
    if (!body) {
      body = readFile(key, 'utf8').then((text) => JSON.parse(text) as unknown);
      // A file that could not be read is not kept: the next request tries again.
      body.catch(() => cache.delete(key));
      cache.set(key, body);
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    }
    return body;
  };
  return async ({ query, scope, tag, page }: SearchRequest) => {
    const offset = (page - 1) * RESULTS_PER_PAGE;
    if (scope) {
      const cards = await read(path.join(scope.slice(1), CARDS_FILE)).catch(() => null);
      if (!Array.isArray(cards)) throw new SearchPageError(`no cards file for ${scope}`);
      const matched = filterCards(cards as ListedCard[], query, tag ?? '');
      const hits = matched
        .slice(offset, offset + RESULTS_PER_PAGE)
        .map((card) => ({ route: card.href, title: card.title, text: card.summary, kind: card.tags[0] ?? '', score: 0 }));
      return { total: matched.length, hits, terms: termsOf(query) };
    }
    const manifest = await read(MANIFEST_FILE);
    if (!isSearchManifest(manifest)) throw new SearchPageError('the search index manifest is missing or not one');
    return searchIndex(query, manifest as SearchManifest, read, { limit: RESULTS_PER_PAGE, offset });
  };
}

/** GET /tim-kiem of the release being served: the page with the answers for its query. */
export function searchPage(source: ReleaseSource): RequestHandler {
  const templates = new Map<string, Promise<SearchTemplate>>();
  const cache = new Map<string, Promise<unknown>>();
  return async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { clientDir } = source.current();
    let template = templates.get(clientDir);
    if (!template) {
      template = readFile(path.join(clientDir, SEARCH_ROUTE.slice(1), 'index.html'), 'utf8').then(searchTemplate);
      template.catch(() => templates.delete(clientDir));
      templates.set(clientDir, template);
      if (templates.size > 8) templates.delete(templates.keys().next().value!);
    }
    // A site built without a search page: its 404, as for any other unknown path.
    const page = await template.catch((error: unknown) => (error instanceof SearchPageError ? Promise.reject(error) : null));
    if (!page) return next();
    const request = readSearchRequest(req);
    let html: string;
    try {
      html = await renderSearchPage(page, request, siteAnswers(clientDir, cache));
    } catch (error) {
      // An index that cannot be read is said as such, never shown as "no results".
      console.error(`[site-server] search for ${JSON.stringify(request.query)}:`, error);
      html = failedSearchPage(page, request.query);
      res.status(503);
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // Answers to one visitor's words are not pages for search engines (the page itself is).
    if (request.query) res.setHeader('X-Robots-Tag', 'noindex');
    res.end(req.method === 'HEAD' ? undefined : html);
  };
}
