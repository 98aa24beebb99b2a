// `npm run edit` adds this plugin to the dev server: the editor's page at /_editor/ (its own HTML and
// entry, src/editor/index.html, never part of the build) and its API at /_editor/api.
import express from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultDirs, PROJECT_ROOT, type ContentDirs } from '../../engine/project.ts';
import { editorApi, INTERNAL_ERROR } from './api.ts';
import { ProjectStore } from './store.ts';

export const EDITOR_BASE = '/_editor/';

export function editorPlugin(options: { token: string; dirs?: ContentDirs }): Plugin {
  return {
    name: 'page-editor',
    apply: 'serve',
    configureServer(server) {
      const origin = () => {
        const address = server.httpServer?.address() as AddressInfo | null;
        return `http://127.0.0.1:${address?.port ?? 0}`;
      };
      const store = new ProjectStore(options.dirs ?? defaultDirs);
      server.httpServer?.once('close', () => store.dispose());
      const app = express();
      app.use(`${EDITOR_BASE}api`, editorApi({ store, token: options.token, origin, sectionsDir: path.join(PROJECT_ROOT, 'src/sections') }));
      const pages: Record<string, string> = { [EDITOR_BASE]: 'src/editor/index.html', [`${EDITOR_BASE}preview`]: 'src/editor/preview.html' };
      app.get(Object.keys(pages), async (req, res) => {
        try {
          const html = readFileSync(path.join(PROJECT_ROOT, pages[req.path]), 'utf8');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Referrer-Policy', 'no-referrer');
          res.end(await server.transformIndexHtml(req.originalUrl, html));
        } catch (error) {
          // Not Vite's error page (message, file and stack): the detail goes to the terminal only.
          server.config.logger.error(`[editor] ${(error as Error)?.stack ?? String(error)}`);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(INTERNAL_ERROR);
        }
      });
      // Before Vite's own middlewares and the site's page renderer.
      server.middlewares.use(app);
    },
  };
}
