// Dev server: validates pages/ on start and on every change, prints the report in the
// terminal, shows the first error in Vite's browser overlay, and tells the open page to
// reload its data once the files are valid again.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { defaultDirs, type ContentDirs } from './project.ts';
import { formatReport, validateProject } from './validateProject.ts';

export const PAGES_CHANGED_EVENT = 'pages:changed';

export function pageValidationPlugin(dirs: ContentDirs = defaultDirs): Plugin {
  const watched = [dirs.pagesDir, dirs.schemaDir];
  const run = (server: ViteDevServer) => {
    const result = validateProject(dirs);
    if (result.issues.length > 0) {
      const report = formatReport(result);
      server.config.logger.error(`\n${report}\n`, { timestamp: true });
      const first = result.issues[0];
      server.ws.send({
        type: 'error',
        err: {
          message: report,
          stack: '',
          plugin: 'page-validation',
          id: first.file,
          loc: { file: first.file, line: first.line, column: first.column },
        },
      });
    } else {
      server.config.logger.info(formatReport(result), { timestamp: true });
      server.ws.send({ type: 'custom', event: PAGES_CHANGED_EVENT });
    }
  };
  return {
    name: 'page-validation',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(watched);
      const onChange = (file: string) => {
      if (file.endsWith('.json') && watched.some((dir) => file.startsWith(dir + path.sep))) run(server);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
      run(server);
    },
  };
}
