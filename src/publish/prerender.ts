// The content half of a build: every route of a validated site model rendered to HTML by the built
// renderer (the SSR bundle of a code build), the section catalogue, 404.html (with the current offers), a static page at each expired campaign's route that sends its visitors on,
// sitemap.xml and robots.txt. `npm run build` runs it after the Vite builds; a publish runs it alone
// against the code build already there (no Vite, no client bundle rebuilt for content).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type * as EntryServer from '../entry.server.tsx';
import { buildCatalogue } from '../engine/catalogue.ts';
import type { PageModel, SiteModel } from '../engine/validateProject.ts';
import { toPageData, type ResolvedPage } from '../model/boot.ts';
import { ORIGINAL_VARIANT, variantDocumentFile } from '../model/experiment.ts';
import { currentOffers, type Offer } from '../model/offers.ts';
import { documentAssets, type CodeAssets } from './documentAssets.ts';
import { attachPictures, attachSocialCards } from './images/attachPictures.ts';
import type { ImagePipeline } from './images/imagePipeline.ts';
import { linkOrCopy, writeNew } from './linkFiles.ts';
import { redirectPage } from './redirectPage.ts';
import { sitemapXml } from './sitemap.ts';
import { atomFeed } from './feed.ts';
import { FEED_ENTRIES, FEEDS } from '../model/feeds.ts';
import { cardsBelow } from '../engine/pageCards.ts';
import { listingCards, listingIndex, withListingPages } from '../engine/listingPages.ts';
import { cardsFileOf } from '../model/listing.ts';
import { SEARCH_ROUTE } from '../model/search.ts';
import { searchIndexFiles } from './search/searchIndexFiles.ts';
import { MANIFEST_FILE } from '../lib/search/format.ts';

/** Where a code build keeps its renderer (under build/), and in it the renderer's module and the documents' assets. */
export const RENDERER_DIR = 'build/renderer';
export const RENDERER_FILE = 'entry.server.js';
export const CODE_ASSETS_FILE = 'code-assets.json';

export type Renderer = Pick<typeof EntryServer, 'renderDocument' | 'registeredSectionTypes' | 'prerenderStaticSections'>;

export interface PrerenderResult {
  /** Routes of the pages, the catalogue's pages and the expired campaigns' redirects, as written. */
  pages: number;
  catalogue: number;
  redirects: number;
  sitemapRoutes: string[];
  /** What each route's files were made from (renderKey): a later build following this one reuses the files of a route whose key is unchanged. */
  renderKeys: Record<string, string>;
  /** How many routes were rendered (the rest reused from `previous`). */
  rendered: number;
}

export class PrerenderError extends Error {}

/**
 * A route's documents are a function of its page (as the model resolved it: its cards, shared
 * data and lists included), the site file and the code build's assets only: this hash of the three.
 * 404.html's, of the current offers it lists instead of a page.
 */
function renderKey(page: ResolvedPage | ResolvedPage[] | { offers: Offer[] }, siteJson: string, codeJson: string): string {
  return createHash('sha256').update(JSON.stringify(page)).update('\0').update(siteJson).update('\0').update(codeJson).digest('hex');
}

/** The render key of 404.html (no page has this route: /404 is reserved). */
export const NOT_FOUND_KEY = '/404';

/** A page's document files under a site folder (their compressed copies beside them when present). */
const documentFiles = (page: Pick<ResolvedPage, 'route' | 'experimentVariant'>): string[] => {
  const variant = page.experimentVariant?.variant;
  if (variant === undefined) return [variantDocumentFile(page.route)];
  const own = variantDocumentFile(page.route, variant);
  return variant === ORIGINAL_VARIANT ? [variantDocumentFile(page.route), own] : [own];
};

/**
 * The documents of a model's page: the page, or, with an A/B experiment, the original and each variant
 * (its sections with the replacements in place), each saying which it is.
 */
function pageDocuments(page: PageModel): ResolvedPage[] {
  const data = toPageData(page);
  const { experiment } = page;
  if (!experiment) return [data];
  return experiment.variants.map((variant) => ({
    ...data,
    sections: variant.sections ?? data.sections,
    experimentVariant: { id: experiment.id, variant: variant.id },
  }));
}

/**
 * Writes the site's documents and data for `model` under `outDir` (the client folder of a build or release).
 * With `previous` (an earlier site folder and its render keys), a route whose key is unchanged gets that
 * folder's files (hard links to them) instead of being rendered again.
 */
export async function prerenderSite({
  model,
  renderer,
  code,
  outDir,
  at,
  previous,
  written,
  images,
}: {
  model: SiteModel;
  renderer: Renderer;
  code: CodeAssets;
  outDir: string;
  /** The instant the model's schedules were read at: the offers 404.html lists are those current then. */
  at: Date;
  previous?: { dir: string; renderKeys: Record<string, string> };
  /** Told of each file written (its path, and its path from `outDir`): a build compresses it while the next route renders. */
  written?: (file: string, rel: string) => void;
  /** Encodes the raster images the pages show (src/publish/images/); without it they are served as they are (the editor's preview). */
  images?: ImagePipeline;
}): Promise<PrerenderResult> {
  const { site, pages, redirects } = withListingPages(model);
  const { renderDocument, registeredSectionTypes } = renderer;
  let catalogue: ResolvedPage[];
  try {
    catalogue = buildCatalogue(registeredSectionTypes, model);
  } catch (error) {
    throw new PrerenderError((error as Error).message);
  }
  // Each image's copies before the render keys: a route whose image changed is rendered again.
  if (images) await Promise.all([attachPictures([...pages, ...catalogue], images), attachSocialCards(pages, images)]);
  // The catalogue's pages are documents like pages; the sitemap lists only pages. A route's documents:
  // one, or an experiment's original and variants (one render key for them all).
  const all = [...pages.map(pageDocuments), ...catalogue.map((page) => [page])];
  const renderKeys: Record<string, string> = {};
  const toRender: ResolvedPage[] = [];
  // The site file and the code's assets as JSON once (the same for every route).
  const siteJson = JSON.stringify(site);
  const codeJson = JSON.stringify(code);
  /** Whether the route's files were taken from `previous` (its key unchanged): then they need no rendering. */
  const reused = (route: string, key: string, files: string[]): boolean => {
    renderKeys[route] = key;
    if (previous?.renderKeys[route] !== key || !files.every((rel) => existsSync(path.join(previous.dir, rel)))) return false;
    for (const rel of files) {
      for (const suffix of ['', '.gz', '.br']) {
        if (!existsSync(path.join(previous.dir, rel + suffix))) continue;
        mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
        // The same bytes: the earlier release's file itself (a hard link; never written in place).
        linkOrCopy(path.join(previous.dir, rel + suffix), path.join(outDir, rel + suffix));
      }
    }
    return true;
  };
  for (const documents of all) {
    const key = renderKey(documents.length === 1 ? documents[0]! : documents, siteJson, codeJson);
    if (!reused(documents[0]!.route, key, documents.flatMap(documentFiles))) toRender.push(...documents);
  }
  const write = (rel: string, body: string) => {
    const file = path.join(outDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeNew(file, body);
    written?.(file, rel);
  };

  // One route at a time, from its sections' HTML to its files: what a route holds is let go before the next
  // renders, so the build's memory does not grow with the number of routes. A document shows only its own
  // page (a variant is found at its page's route while it is rendered).
  const renderFailures: string[] = [];
  for (const document of toRender) {
    let html: string;
    try {
      // Pages carry their sections without behaviour as HTML.
      const page = await renderer.prerenderStaticSections(document, site);
      ({ html } = await renderDocument({
        path: page.route,
        site,
        assets: documentAssets(code, page),
        findPage: (route) => (route === page.route ? page : null),
      }));
    } catch (error) {
      renderFailures.push(
        `${pages.find((p) => p.route === document.route)?.file ?? `${document.route} (src/sections/*/example.json)`}: ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    for (const file of documentFiles(document)) write(file, html);
    // Rendering alone never lets the event loop take the compression's finished work (`written`): let it, between routes.
    if (written) await nextTurn();
  }
  if (renderFailures.length > 0) {
    // Valid data that a component cannot render is a bug to fix before shipping, not a notice to publish.
    throw new PrerenderError(`a page failed to render\n${renderFailures.join('\n')}`);
  }
  // The not-found page lists the offers current at `at`: rendered again only when they (or the site, or the code) change.
  const offers = currentOffers(pages, at, site.company.name);
  if (!reused(NOT_FOUND_KEY, renderKey({ offers }, siteJson, codeJson), ['404.html'])) {
    const notFound = await renderDocument({ path: '/404', site, assets: documentAssets(code, null), findPage: () => null, offers });
    write('404.html', notFound.html);
  }

  // Expired campaigns that send their visitors on: a static page at the old route.
  for (const { from, to } of redirects) write(`${from.slice(1)}/index.html`, redirectPage({ to, siteUrl: site.siteUrl, siteName: site.company.name }));

  // The search page's answers are the server's, for each query: not a page to list.
  const sitemapRoutes = pages.filter((p) => (!p.meta.canonical || p.meta.canonical === p.route) && p.route !== SEARCH_ROUTE).map((p) => p.route);
  write('sitemap.xml', sitemapXml(site.siteUrl, sitemapRoutes));
  // Each listing's feed, of the pages published at `at`.
  for (const feed of FEEDS) {
    const listing = pages.find((page) => page.route === feed.route);
    if (!listing) continue;
    const cards = cardsBelow(pages, feed.route, FEED_ENTRIES);
    write(
      feed.href.slice(1),
      atomFeed({
        siteUrl: site.siteUrl,
        siteName: site.company.name,
        route: feed.route,
        title: listing.meta.title,
        description: listing.meta.description,
        href: feed.href,
        cards,
      }),
    );
  }
  // Each listing's cards as one file: its search box looks through all of them (src/sections/pageList).
  /** A file the previous release has with the same bytes is its (with its compressed copies); otherwise written. */
  const keepOrWrite = (rel: string, body: string, sameName = false) => {
    const before = previous && path.join(previous.dir, rel);
    if (before && existsSync(before) && (sameName || readFileSync(before, 'utf8') === body)) {
      for (const suffix of ['', '.gz', '.br']) {
        if (!existsSync(before + suffix)) continue;
        mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
        linkOrCopy(before + suffix, path.join(outDir, rel + suffix));
      }
    } else write(rel, body);
  };
  for (const page of model.pages) if (listingIndex(page.sections) >= 0) keepOrWrite(cardsFileOf(page.route).slice(1), JSON.stringify(listingCards(page)));
  // The site search index: every page's words, in shards a query fetches on demand.
  // Its files are named by their content: one the previous release has is the same, compressed already.
  for (const [rel, body] of searchIndexFiles(model.pages, site.company.name)) keepOrWrite(rel, body, rel !== MANIFEST_FILE);
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  return { pages: pages.length, catalogue: catalogue.length, redirects: redirects.length, sitemapRoutes, renderKeys, rendered: toRender.length };
}
