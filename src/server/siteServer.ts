// Serves the built site (build/client): precompressed static files, long-lived caching for
// hashed assets, revalidation for HTML, and the prerendered 404.html with status 404.
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

export interface SiteServerOptions {
  root: string;
}

const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export function createSiteServer({ root }: SiteServerOptions): http.Server {
  const notFoundHtml = readFileSync(path.join(root, '404.html'));
  const notFoundGzip = gzipSync(notFoundHtml);

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(404, {
      ...securityHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : gzip ? notFoundGzip : notFoundHtml);
  };

  const serveStatic = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      // Vite's hashed file names change with their content: cache them for a year.
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // React Router's prerendered route data (client navigation).
      if (pathname.endsWith('.data')) res.setHeader('Content-Type', 'text/x-script');
    },
  });

  return http.createServer((req, res) => {
    serveStatic(req, res, () => sendNotFound(req, res));
  });
}
