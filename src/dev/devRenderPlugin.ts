// Dev server: renders each document with src/entry.server.tsx (as the build does) from the freshly
// validated pages/ (and the section catalogue from the current examples).
import express from 'express';
import type { Plugin } from 'vite';
import { createApiRouter } from '../server/domainCheck/route.ts';
import { createLeadsApi, describeLeads } from '../server/leads/api.ts';
import { toPageData, type PageData } from '../model/boot.ts';
import { listingCards, listingIndex, withListingPages } from '../engine/listingPages.ts';
import { CARDS_FILE, cardsFileOf } from '../model/listing.ts';
import { SEARCH_DIR } from '../lib/search/format.ts';
import { searchIndexFiles } from '../publish/search/searchIndexFiles.ts';
import { currentOffers } from '../model/offers.ts';
import { headingJoins } from '../lib/headingBreaks.ts';
import type * as EntryServer from '../entry.server.tsx';
import { OVERLAY_TAG, overlayMarkup, PAGES_GENERATION_ATTRIBUTE } from './pageProblems.ts';
import { buildCatalogue, CATALOGUE_ROUTE } from '../engine/catalogue.ts';
import { defaultDirs, type ContentDirs } from '../engine/project.ts';
import { validateProject, type ValidationResult } from '../engine/validateProject.ts';
import { pagesGeneration, pagesState } from './vitePlugin.ts';

const CLIENT_ENTRY = '/src/entry.client.tsx';
const APP_MODULE = '/src/app/hydrate.tsx';
const PAGE_CLIENT = '/src/dev/pageClient.ts';

/**
 * What the dev server sends for any page while pages/ has problems: the overlay an open page
 * shows, drawn here (a declarative shadow root, no script needed to see it), and the script that
 * keeps it current and loads the page once the files are valid.
 */
export function brokenPageHtml(result: ValidationResult, dirs: ContentDirs): string {
  const overlay = overlayMarkup(pagesState(result, dirs).problems);
  return (
    `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lỗi trong tệp trang</title>` +
    `<script type="module" src="/src/dev/brokenPageClient.ts"></script></head>` +
    `<body><${OVERLAY_TAG}><template shadowrootmode="open">${overlay}</template></${OVERLAY_TAG}></body></html>`
  );
}

/**
 * Adds the dev server's page script (src/dev/pageClient.ts: problem overlay, the page loaded again
 * once pages/ changed and is valid) at the top of <head>, where Vite adds its own client, with the
 * count of changes the page was rendered at: the site's code never imports the dev tools.
 */
export function withPageClient(html: string, generation: number): string {
  return html.replace('<head>', `<head><script type="module" src="${PAGE_CLIENT}" ${PAGES_GENERATION_ATTRIBUTE}="${generation}"></script>`);
}

/**
 * Vite injects its client scripts at the top of <head> with line breaks and indentation. React
 * hydrates <head> too: it skips the foreign <script> elements, but a whitespace text node standing
 * where it expects one of its own elements (the <noscript> rule) is a hydration mismatch.
 */
export function collapseHeadWhitespace(html: string): string {
  return html.replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/>\s+</g, '><'));
}

export function devRenderPlugin(dirs: ContentDirs = defaultDirs): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    // The client entry is not in an index.html, so Vite would find its dependencies only when the
    // first page asks for them, and then reload that page ("optimized dependencies changed"). The
    // islands' module too: the entry loads it by its URL in the boot data, which Vite's scan cannot
    // follow, and its own imports (React, Mantine, the sections and their icons)
    // would otherwise be found one by one, each with a reload of the open page.
    config: () => ({ optimizeDeps: { entries: [CLIENT_ENTRY.slice(1), APP_MODULE.slice(1)] } }),
    configureServer(server) {
      // The site server's API (domain check, leads) in the dev server too, with the same code and env.
      const api = express();
      api.set('query parser', 'simple');
      const leads = createLeadsApi({ env: process.env, fetch: globalThis.fetch, now: Date.now });
      server.config.logger.info(describeLeads(leads.config));
      server.httpServer?.once('close', () => void leads.close());
      api.use('/api/leads', leads.router);
      api.use('/api/views', leads.viewsRouter);
      api.use('/api', createApiRouter({ env: process.env, fetch: globalThis.fetch, now: Date.now }).router);
      server.middlewares.use(api);
      // Returned: runs after Vite's own middlewares, so modules and public files come first.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const url = new URL(req.url ?? '/', 'http://127.0.0.1');
          // The site search's index, as the build writes it (src/publish/search/), made from the pages on disk.
          if (url.pathname.startsWith(`/${SEARCH_DIR}/`)) {
            const model = validateProject(dirs).model;
            const body = model && searchIndexFiles(model.pages, model.site.company.name).get(url.pathname.slice(1));
            if (!body) return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(body);
            return;
          }
          // A listing's cards file, as the build writes it (src/publish/prerender.ts).
          if (url.pathname.endsWith(`/${CARDS_FILE}`)) {
            const model = validateProject(dirs).model;
            const listing = model?.pages.find((p) => cardsFileOf(p.route) === url.pathname && listingIndex(p.sections) >= 0);
            if (!listing) return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(listingCards(listing)));
            return;
          }
          if (!(req.headers.accept ?? '').includes('text/html')) return next();
          try {
            // Before the files are read: a change after it makes the page stale (src/dev/pageClient.ts).
            const generation = pagesGeneration();
            const result = validateProject(dirs);
            if (!result.model) {
              res.statusCode = 500;
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.end(await server.transformIndexHtml(url.pathname, brokenPageHtml(result, dirs)));
              return;
            }
            const { site, pages } = withListingPages(result.model);
            // Through Vite: the registry imports the section components, which this config bundle cannot.
            const { renderDocument, registeredSectionTypes } = (await server.ssrLoadModule('/src/entry.server.tsx')) as typeof EntryServer;
            const findPage = (route: string): PageData | null => {
              // Built when asked for: a broken example breaks the catalogue, not every page.
              if (route === CATALOGUE_ROUTE || route.startsWith(`${CATALOGUE_ROUTE}/`))
                return buildCatalogue(registeredSectionTypes, result.model!).find((p) => p.route === route) ?? null;
              const page = pages.find((p) => p.route === route);
              if (!page) return null;
              // Headings shown as the build shows them (no prerendering here: every section's).
              const headings = headingJoins(page.sections);
              return { ...toPageData(page), ...(Object.keys(headings).length > 0 ? { headings } : {}) };
            };
            const { html, page } = await renderDocument({
              path: url.pathname,
              site,
              assets: { entry: CLIENT_ENTRY, app: APP_MODULE, preload: [], styles: [] },
              findPage,
              // The not-found page lists the offers current now, as 404.html of a build made now.
              offers: currentOffers(pages, new Date(), site.company.name),
            });
            res.statusCode = page ? 200 : 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(collapseHeadWhitespace(await server.transformIndexHtml(url.pathname + url.search, withPageClient(html, generation))));
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
