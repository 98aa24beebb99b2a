// The built site (build/client, or the release being served) as the site server answers it: GET and HEAD only (405 otherwise),
// precompressed copies chosen by Accept-Encoding (sirv) but never reachable as URLs of their own,
// long-lived caching for hashed assets, revalidation for the rest, each visitor's variant of an A/B
// experiment's page (experiments.ts), and the prerendered 404.html with
// status 404 for anything else (404.html itself included).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express, { type Request, type Response } from 'express';
import sirv from 'sirv';
import { experimentAnswers, routeToVariant } from './experiments.ts';
import type { ReleaseSource } from './releases/source.ts';

/** The 404 page, as stored by the build (precompressed copies when present). */
function notFoundPage(root: string) {
  const file = path.join(root, '404.html');
  const html = readFileSync(file);
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { html, gzip: read('.gz') ?? gzipSync(html), br: read('.br') };
}

/**
 * Files that are in build/client but are not pages of their own: the `.br`/`.gz` copies (sirv serves
 * them in place of the real file) and 404.html, which sirv would find for /404, /404/ and /404.html.
 * `pathname` is decoded as sirv decodes it, so /404%2Ehtml is caught too.
 */
export function isHiddenFile(pathname: string): boolean {
  let uri = pathname;
  try {
    uri = decodeURI(pathname);
  } catch {
    // Malformed: sirv keeps it as it is too (and finds nothing).
  }
  uri = uri.replace(/\/$/, '');
  // An experiment's variant files are answered at their page's URL only (experiments.ts).
  return /\.(?:br|gz)$/.test(uri) || /^\/404(?:\/index)?(?:\.html)?$/.test(uri) || /\.ab-[a-z](?:\.html|\.json)?$/.test(uri);
}

/** One built site's handlers: its files (sirv) and its 404 page. */
function siteFiles(root: string) {
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Vite's hashed file names change with their content: cache them for a year.
      // So are the search index's files (_search/t/…, _search/d/…, named by their content); its manifest is revalidated.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') || /^\/_search\/[td]\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A visitor's variant of an experiment's page: for that visitor only.
      if (experimentAnswers.has(res)) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('Vary', 'Accept-Encoding, Cookie');
      }
    },
  });
  return { files, notFound: notFoundPage(root) };
}

/** Handlers per built site, the few most recent kept (a release is never changed once in place). */
function siteFilesCache(size = 8) {
  const cache = new Map<string, ReturnType<typeof siteFiles>>();
  return (root: string) => {
    let entry = cache.get(root);
    if (!entry) {
      entry = siteFiles(root);
      cache.set(root, entry);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
    }
    return entry;
  };
}

/**
 * The router serving the release `source` names for each request (one folder, or the releases'
 * `current`); mount it after the APIs, which keep their own methods. A hashed asset missing from the
 * current release is looked for in the earlier ones: a page opened before a switch still loads its
 * code and styles.
 */
export function staticFiles(source: ReleaseSource, { random = Math.random }: { random?: () => number } = {}): express.Router {
  const handlersOf = siteFilesCache();
  try {
    // Ready before the first request: reading the release (a build folder's content is validated then)
    // and listing its files is a CPU-bound moment that would otherwise hold every connection open then.
    handlersOf(source.current().clientDir);
  } catch {
    // No release to serve yet: each request says so (the error handler) until one is added.
  }
  const router = express.Router();

  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Cache-Control', 'no-store');
    res.status(405).type('text/plain').send('Method Not Allowed');
  });

  router.use((req: Request, res: Response) => {
    const served = source.current();
    const { files, notFound } = handlersOf(served.clientDir);
    const fallbacks = req.path.startsWith('/assets/') ? source.others(served) : [];
    const sendNotFound = () => {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const [encoding, body] =
        notFound.br && /\bbr\b/.test(accepted) ? ['br', notFound.br] : /\bgzip\b/.test(accepted) ? ['gzip', notFound.gzip] : [undefined, notFound.html];
      res.status(404);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const tryEarlier = (index: number) => {
      if (index >= fallbacks.length) return sendNotFound();
      handlersOf(fallbacks[index]!).files(req, res, () => tryEarlier(index + 1));
    };
    if (isHiddenFile(req.path)) return sendNotFound();
    // An experiment's page: the visitor's variant (req.url pointed at its file).
    routeToVariant(req, res, served, random);
    files(req, res, () => tryEarlier(0));
  });
  return router;
}
