// The editor's interface as static files for the admin server (build/editor): its page
// (src/editor/index.html) and its preview frame (src/editor/preview.html), served by the admin
// under EDITOR_PATH behind the session (src/admin/content/editorHost.ts). Its own Vite build: none of
// the site's client files (build/client) change, so the site's size budgets do not move.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build } from 'vite';
import { EDITOR_PAGES, EDITOR_PATH } from '../../src/admin/content/editorHost.ts';

export async function buildEditor({ projectRoot, outDir }: { projectRoot: string; outDir: string }): Promise<void> {
  await build({
    root: projectRoot,
    configFile: false,
    base: EDITOR_PATH,
    logLevel: 'warn',
    plugins: [react()],
    // The editor's public files are the admin's: only what its pages import is copied.
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: Object.fromEntries(Object.entries(EDITOR_PAGES).map(([name, file]) => [name, path.join(projectRoot, file)])) },
    },
  });
}
