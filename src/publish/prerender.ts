// The content half of a build: every route of a validated site model rendered to HTML by the built
// renderer (the SSR bundle of a code build), each page's data for client navigation, the section
// catalogue, 404.html, a static page at each expired campaign's route that sends its visitors on,
// sitemap.xml and robots.txt. `npm run build` runs it after the Vite builds; a publish runs it alone
// against the code build already there (no Vite, no client bundle rebuilt for content).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as EntryServer from '../entry.server.tsx';
import { buildCatalogue } from '../engine/catalogue.ts';
import type { SiteModel } from '../engine/validateProject.ts';
import { toPageData, type PageData } from '../model/boot.ts';
import { pageDataUrl } from '../model/pageDataUrl.ts';
import { documentAssets, navigationModules, type CodeAssets } from './documentAssets.ts';
import { redirectPage } from './redirectPage.ts';
import { sitemapXml } from './sitemap.ts';

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
}

export class PrerenderError extends Error {}

/** Writes the site's documents and data for `model` under `outDir` (the client folder of a build or release). */
export async function prerenderSite({
  model,
  renderer,
  code,
  outDir,
}: {
  model: SiteModel;
  renderer: Renderer;
  code: CodeAssets;
  outDir: string;
}): Promise<PrerenderResult> {
  const { site, pages, redirects } = model;
  const { renderDocument, registeredSectionTypes, prerenderStaticSections } = renderer;
  let catalogue: PageData[];
  try {
    // Their sections without behaviour are prerendered as on any page.
    catalogue = await Promise.all(buildCatalogue(registeredSectionTypes, model).map((page) => prerenderStaticSections(page, site)));
  } catch (error) {
    throw new PrerenderError((error as Error).message);
  }

  // The catalogue's pages are prerendered and have page data like pages; the sitemap lists only pages.
  // Pages carry their sections without behaviour as HTML.
  const prerenderedPages = await Promise.all(pages.map((p) => prerenderStaticSections(toPageData(p), site)));
  const byRoute = new Map<string, PageData>([...prerenderedPages, ...catalogue].map((p) => [p.route, p] as const));
  const findPage = (route: string) => byRoute.get(route) ?? null;
  const write = (rel: string, body: string) => {
    const file = path.join(outDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };

  const renderFailures: string[] = [];
  for (const page of byRoute.values()) {
    let html: string;
    try {
      ({ html } = await renderDocument({ path: page.route, site, assets: documentAssets(code, page), findPage }));
    } catch (error) {
      renderFailures.push(
        `${pages.find((p) => p.route === page.route)?.file ?? `${page.route} (src/sections/*/example.json)`}: ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    write(page.route === '/' ? 'index.html' : `${page.route.slice(1)}/index.html`, html);
    // With the modules its interactive sections need (fetched at once before it shows, no waterfall).
    const modules = navigationModules(code, page);
    write(pageDataUrl(page.route), JSON.stringify(modules.length > 0 ? { ...page, modules } : page));
  }
  if (renderFailures.length > 0) {
    // Valid data that a component cannot render is a bug to fix before shipping, not a notice to publish.
    throw new PrerenderError(`a page failed to render\n${renderFailures.join('\n')}`);
  }
  const notFound = await renderDocument({ path: '/404', site, assets: documentAssets(code, null), findPage: () => null });
  write('404.html', notFound.html);

  // Expired campaigns that send their visitors on: a static page at the old route.
  for (const { from, to } of redirects) write(`${from.slice(1)}/index.html`, redirectPage({ to, siteUrl: site.siteUrl, siteName: site.company.name }));

  const sitemapRoutes = pages.filter((p) => !p.meta.canonical || p.meta.canonical === p.route).map((p) => p.route);
  write('sitemap.xml', sitemapXml(site.siteUrl, sitemapRoutes));
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  return { pages: pages.length, catalogue: catalogue.length, redirects: redirects.length, sitemapRoutes };
}
