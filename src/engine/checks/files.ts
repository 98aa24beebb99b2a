// Reading the content files: each file is read, classified (page, site file, shared data), parsed
// (malformed JSON located, repeated keys found) and registered; page file names are checked as routes.
import path from 'node:path';
import { slugify } from '../../lib/text.ts';
import { classifyFile, NOT_FOUND_ROUTE } from '../project.ts';
import { emptyMarks } from '../schemas.ts';
import { didYouMean } from '../didYouMean.ts';
import { CODES as SYNTAX_CODES } from './syntax.ts';
import type { Check, LoadedFile, Project } from './project.ts';

/** A file or folder name that may be part of a route (also checked by `npm run new-page`). */
export const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const filesCheck: Check = {
  name: 'files',
  title: 'Đọc tệp: JSON, tên tệp và địa chỉ',
  codes: [
    ...SYNTAX_CODES,
    'FILE_UNREADABLE',
    'FILE_CHECK_FAILED',
    'JSON_DUPLICATE_KEY',
    'FILE_NOT_CONTENT',
    'DATA_COLLECTION_UNKNOWN',
    'ROUTE_NAME_INVALID',
    'ROUTE_RESERVED',
    'ROUTE_DUPLICATE',
  ],
  run(project) {
    for (const rel of project.source.list(project.dirs.pagesDir)) {
      const earlier = project.source.loaded?.(rel);
      if (earlier) {
        // Loaded and checked by an earlier run (outside this run's scope): only registered.
        project.files.push(earlier);
        register(project, earlier);
        continue;
      }
      const abs = path.join(project.dirs.pagesDir, rel);
      const display = path.relative(project.dirs.displayRoot, abs).split(path.sep).join('/');
      try {
        loadFile(project, rel, abs, display);
      } catch (error) {
        // Never let one file stop the run (the dev server calls this on every keystroke).
        project.report({ display }, undefined, 'FILE_CHECK_FAILED', { error: (error as Error)?.message ?? String(error) });
      }
    }
  },
};

function loadFile(project: Project, rel: string, abs: string, display: string) {
  let text: string;
  try {
    text = project.source.read(rel, abs);
  } catch (error) {
    project.report({ display }, undefined, 'FILE_UNREADABLE', { error: (error as Error).message });
    return;
  }
  const { doc, syntax, duplicates } = project.source.parse(rel, text);
  const kind = classifyFile(rel);
  const file: LoadedFile = { rel, display, kind, doc, value: undefined, parsed: false, valid: false, marks: emptyMarks(), schemaErrorAt: new Set() };
  project.files.push(file);

  // Register the file before parsing, so a syntax error does not also turn every link to this page,
  // or every reference to this data item, into a second error somewhere else.
  register(project, file);

  if (syntax) {
    project.reportAt(file, syntax.offset, undefined, syntax.code, syntax.params as never);
    return;
  }
  for (const dup of duplicates) {
    project.reportAt(file, dup.offset, dup.segments, 'JSON_DUPLICATE_KEY', { key: dup.key, firstLine: doc.positionAt(dup.firstOffset).line });
  }
  file.value = doc.value;
  file.parsed = true;

  if (kind.kind === 'data' && !project.schemas.collections.has(kind.collection)) {
    const collections = [...project.schemas.collections.keys()];
    project.report(file, [], 'DATA_COLLECTION_UNKNOWN', { collection: kind.collection, meant: didYouMean(kind.collection, collections), collections });
  } else if (kind.kind === 'unknown') {
    project.report(file, [], 'FILE_NOT_CONTENT', {});
  }
}

/** The file's place in the project: its route, the site file, or an item of shared data (by its name only). */
function register(project: Project, file: LoadedFile) {
  const { kind } = file;
  if (kind.kind === 'page') {
    if (project.inScope(file)) checkRoute(project, file, kind.route);
    if (!project.pages.has(kind.route)) project.pages.set(kind.route, file);
    project.pageFiles.push([kind.route, file]);
  } else if (kind.kind === 'site') {
    project.site = file;
  } else if (kind.kind === 'data' && project.schemas.collections.has(kind.collection)) {
    if (!project.data.has(kind.collection)) project.data.set(kind.collection, new Map());
    project.data.get(kind.collection)!.set(kind.id, file);
  }
}

function checkRoute(project: Project, file: LoadedFile, route: string) {
  const names = file.rel.replace(/\.json$/, '').split('/');
  const bad = names.find((name) => !ROUTE_SEGMENT.test(name));
  if (bad !== undefined) project.report(file, [], 'ROUTE_NAME_INVALID', { route, segment: bad, slug: slugify(bad) || undefined });
  if (route === NOT_FOUND_ROUTE) project.report(file, [], 'ROUTE_RESERVED', { route });
  const other = project.pages.get(route);
  if (other) project.report(file, [], 'ROUTE_DUPLICATE', { route, other: other.display });
}
