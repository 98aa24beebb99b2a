// Dev server: validates pages/ on start and on every change, prints the report in the terminal
// and sends the state of pages/ to the open pages, which draw our problem overlay
// (src/dev/overlayClient.ts) or load again once the files are valid and newer than them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { PAGES_STATE_EVENT, PAGES_STATE_REQUEST, type PageProblem, type PagesState } from './pageProblems.ts';
import { formatIssue, type ValidationIssue } from '../engine/issue.ts';
import { defaultDirs, type ContentDirs } from '../engine/project.ts';
import { SECTION_SCHEMA_FILE, SECTIONS_DIR } from '../engine/schemaFiles.ts';
import { formatReport, validateProject, type ValidationResult } from '../engine/validateProject.ts';

/** One problem as the overlay shows it: the located message with its hint, then the code frame. */
export function pageProblem(issue: ValidationIssue, dirs: ContentDirs): PageProblem {
  let source = '';
  try {
    source = readFileSync(path.join(dirs.displayRoot, issue.file), 'utf8');
  } catch {
    // Deleted since: the message alone.
  }
  // The engine's formatter: the same Vietnamese message, position, code frame and hint as the terminal.
  return { location: `${issue.file}:${issue.line}:${issue.column}`, text: formatIssue(issue, { source }) };
}

export function pagesState(result: ValidationResult, dirs: ContentDirs): PagesState {
  return { problems: result.issues.map((issue) => pageProblem(issue, dirs)), generation };
}

/** Counts the changes to pages/ (the watcher's events): a page renders with the count it read its files at. */
let generation = 0;

/** The count of changes to pages/ so far (src/dev/devRenderPlugin.ts writes it into each page it renders). */
export const pagesGeneration = () => generation;

export function pageValidationPlugin(dirs: ContentDirs = defaultDirs): Plugin {
  // With the section schemas, src/sections/<type>/schema.json (Vite already watches src/).
  const watched = [dirs.pagesDir, dirs.schemaDir];
  const onChange = (server: ViteDevServer) => {
    // Counted before the files are read again: a page rendered from here on reads this change.
    generation++;
    const result = validateProject(dirs);
    if (result.issues.length > 0) server.config.logger.error(`\n${formatReport(result)}\n`, { timestamp: true });
    else server.config.logger.info(formatReport(result), { timestamp: true });
    // A custom event, never Vite's `error` payload: Vite keeps an error sent while no tab is open
    // and shows it to the next tab, even after the file was fixed.
    server.ws.send(PAGES_STATE_EVENT, pagesState(result, dirs));
  };
  return {
    name: 'page-validation',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(watched);
      const onFile = (file: string) => {
        const sectionSchema = file.startsWith(SECTIONS_DIR + path.sep) && path.basename(file) === SECTION_SCHEMA_FILE;
        if ((file.endsWith('.json') && watched.some((dir) => file.startsWith(dir + path.sep))) || sectionSchema) onChange(server);
      };
      server.watcher.on('add', onFile);
      server.watcher.on('change', onFile);
      server.watcher.on('unlink', onFile);
      // A page that has just subscribed asks for the state: validated now, so never older than the page.
      server.ws.on(PAGES_STATE_REQUEST, (_data: unknown, client: { send(event: string, payload: PagesState): void }) => {
        client.send(PAGES_STATE_EVENT, pagesState(validateProject(dirs), dirs));
      });
      onChange(server);
    },
  };
}
