// The one validator. The CLI (scripts/validate.ts), the build (react-router.config.ts)
// and the dev server (vite plugin and route loaders) all call validateProject().
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suggestion } from './didYouMean.ts';
import { formatIssue, sortIssues, type ValidationIssue } from './issue.ts';
import { describeParseError, displayPath, findDuplicateKeys, locate, parseDocument, pointerSegments, type SourceDocument } from './locate.ts';
import { classifyFile, defaultDirs, listJsonFiles, NOT_FOUND_ROUTE, type ContentDirs } from './project.ts';
import { describeSchemaErrors } from './schemaErrors.ts';
import { collectMarks, loadSchemas, type Marks } from './schemas.ts';
import type { PageFile, SiteFile } from '../model/generated.ts';

export interface PageModel {
  route: string;
  /** Source file, relative to the project root. */
  file: string;
  meta: PageFile['meta'];
  sections: PageFile['sections'];
}

export interface SiteModel {
  site: SiteFile;
  /** Pages sorted by route. */
  pages: PageModel[];
}

export interface ValidationResult {
  issues: ValidationIssue[];
  /** Number of content files read. */
  fileCount: number;
  /** The validated, reference-resolved content; present only when there are no issues. */
  model?: SiteModel;
}

interface LoadedFile {
  rel: string;
  display: string;
  doc: SourceDocument;
  value: unknown;
  valid: boolean;
  marks: Marks;
}

const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function validateProject(dirs: ContentDirs = defaultDirs): ValidationResult {
  const schemas = loadSchemas(dirs.schemaDir);
  const issues: ValidationIssue[] = [];
  const toDisplay = (abs: string) => path.relative(dirs.displayRoot, abs).split(path.sep).join('/');

  const report = (file: LoadedFile | { display: string; doc?: SourceDocument }, segments: (string | number)[], message: string, hint?: string) => {
    const pos = file.doc ? locate(file.doc, segments) : { line: 1, column: 1 };
    issues.push({ file: file.display, line: pos.line, column: pos.column, path: displayPath(segments), message, hint });
  };

  const pages = new Map<string, LoadedFile>();
  const data = new Map<string, Map<string, LoadedFile>>();
  let site: LoadedFile | undefined;
  const relFiles = listJsonFiles(dirs.pagesDir);

  for (const rel of relFiles) {
    const abs = path.join(dirs.pagesDir, rel);
    const display = toDisplay(abs);
    const doc = parseDocument(readFileSync(abs, 'utf8'));
    const file: LoadedFile = { rel, display, doc, value: undefined, valid: false, marks: { links: [], assets: [], refs: [] } };

    if (doc.parseErrors.length > 0 || !doc.root) {
      const first = doc.parseErrors[0];
      const { message, hint } = first ? describeParseError(first) : { message: 'the file is empty', hint: 'a page file holds one JSON object { … }' };
      const pos = doc.positionAt(first?.offset ?? 0);
      issues.push({ file: display, line: pos.line, column: pos.column, path: '(file)', message, hint });
      continue;
    }
    for (const dup of findDuplicateKeys(doc)) {
      const pos = doc.positionAt(dup.offset);
      issues.push({ file: display, line: pos.line, column: pos.column, path: displayPath(dup.segments), message: `"${dup.key}" appears twice in the same object`, hint: 'JSON keeps only the last one; remove or merge the duplicate' });
    }
    file.value = JSON.parse(doc.text);

    const kind = classifyFile(rel);
    let validate;
    let schemaFile: string;
    if (kind.kind === 'page') {
      validate = schemas.page;
      schemaFile = 'page.schema.json';
      checkRoute(file, kind.route);
    } else if (kind.kind === 'site') {
      validate = schemas.site;
      schemaFile = 'site.schema.json';
      site = file;
    } else if (kind.kind === 'data' && schemas.collections.has(kind.collection)) {
      validate = schemas.collections.get(kind.collection)!;
      schemaFile = `data/${kind.collection}.schema.json`;
      if (!data.has(kind.collection)) data.set(kind.collection, new Map());
      data.get(kind.collection)!.set(kind.id, file);
    } else if (kind.kind === 'data') {
      report(file, [], `"${kind.collection}" is not a shared data collection.${suggestion(kind.collection, schemas.collections.keys())}`, `collections: ${[...schemas.collections.keys()].join(', ')} (folders in pages/_data/)`);
      continue;
    } else {
      report(file, [], 'is neither a page, the site file nor shared data', 'names starting with "_" are not pages; shared data lives in pages/_data/<collection>/<id>.json and site data in pages/_site.json');
      continue;
    }

    const { result: ok, marks } = collectMarks(() => validate(file.value));
    file.marks = marks;
    file.valid = ok;
    if (!ok) {
      for (const p of describeSchemaErrors(validate.errors ?? [], { sectionTypes: schemas.sectionTypes })) report(file, p.segments, p.message, p.hint);
    }
    checkSchemaPointer(file, schemaFile);
    if (kind.kind === 'page') pages.set(kind.route, file);
  }

  if (!site) {
    issues.push({ file: toDisplay(path.join(dirs.pagesDir, '_site.json')), line: 1, column: 1, path: '(file)', message: 'the site file is missing', hint: 'create pages/_site.json with the company, menu and footer data (see schema/site.schema.json)' });
  }

  // Cross-file checks, on files that passed their schema.
  const anchors = new Map<string, Set<string>>();
  for (const [route, file] of pages) {
    const ids = new Set<string>();
    if (file.valid) {
      (file.value as PageFile).sections.forEach((section, i) => {
        if (!section.id) return;
        if (ids.has(section.id)) report(file, ['sections', i, 'id'], `"${section.id}" is already the id of another section on this page`, 'section ids are anchors (#id) and must be unique within a page');
        ids.add(section.id);
      });
    }
    anchors.set(route, ids);
  }

  const checkMarks = (file: LoadedFile, ownRoute: string | undefined) => {
    for (const link of file.marks.links) checkLink(file, link.pointer, link.value, ownRoute);
    for (const asset of file.marks.assets) {
      if (!existsSync(path.join(dirs.publicDir, decodeURI(asset.value)))) {
        report(file, pointerSegments(asset.pointer), `"${asset.value}" does not exist in public/`, `add the file public${asset.value} or fix the path`);
      }
    }
    for (const ref of file.marks.refs) {
      const [collection] = ref.collection.split('#');
      const items = data.get(collection) ?? new Map();
      if (!items.has(ref.value)) {
        report(file, pointerSegments(ref.pointer), `"${ref.value}" is not in the shared ${collection}.${suggestion(ref.value, items.keys())}`, `available: ${[...items.keys()].join(', ') || '(none)'} — files in pages/_data/${collection}/`);
      }
    }
  };

  function checkLink(file: LoadedFile, pointer: string, href: string, ownRoute: string | undefined) {
    const segments = pointerSegments(pointer);
    if (href.startsWith('#')) {
      if (ownRoute !== undefined && !anchors.get(ownRoute)?.has(href.slice(1))) {
        report(file, segments, `links to "${href}" but no section on this page has the id "${href.slice(1)}".${suggestion(href.slice(1), anchors.get(ownRoute) ?? [])}`, 'give the target section an "id"');
      }
      return;
    }
    if (!href.startsWith('/')) return;
    const match = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(href)!;
    const target = match[1];
    const anchor = match[2];
    if (target.length > 1 && target.endsWith('/')) {
      report(file, segments, `"${href}" ends with "/"`, `write "${target.slice(0, -1)}"`);
      return;
    }
    if (!pages.has(target)) {
      report(file, segments, `links to "${target}", which is not a page.${suggestion(target, pages.keys())}`, `every internal link must match a file in pages/ (${target === '/' ? 'pages/index.json' : `pages${target}.json`})`);
      return;
    }
    if (anchor !== undefined && !anchors.get(target)?.has(anchor)) {
      report(file, segments, `links to "#${anchor}" on ${target}, but no section there has that id.${suggestion(anchor, anchors.get(target) ?? [])}`, `give the target section on ${target} "id": "${anchor}"`);
    }
  }

  for (const [route, file] of pages) if (file.valid) checkMarks(file, route);
  if (site?.valid) checkMarks(site, undefined);
  for (const items of data.values()) for (const file of items.values()) if (file.valid) checkMarks(file, undefined);

  function checkRoute(file: LoadedFile, route: string) {
    const bad = route.split('/').slice(1).find((seg) => seg !== '' && !ROUTE_SEGMENT.test(seg));
    if (bad !== undefined) {
      report(file, [], `the file name gives the route "${route}", and "${bad}" is not a valid URL segment`, 'use lower-case letters without diacritics, digits and hyphens: pages/bang-gia-seo.json');
    }
    if (route === NOT_FOUND_ROUTE) report(file, [], `the route ${NOT_FOUND_ROUTE} is reserved for the not-found page`, 'rename the file; the not-found texts live in pages/_site.json "notFound"');
    const other = pages.get(route);
    if (other) report(file, [], `claims the route "${route}", which ${other.display} already has`, 'keep one of the two files (pages/x.json and pages/x/index.json are the same route)');
  }

  function checkSchemaPointer(file: LoadedFile, schemaFile: string) {
    const expected = path.relative(path.dirname(path.join(dirs.pagesDir, file.rel)), path.join(dirs.schemaDir, schemaFile)).split(path.sep).join('/');
    const actual = (file.value as Record<string, unknown>)?.$schema;
    if (actual === undefined) report(file, [], 'has no "$schema"', `add "$schema": "${expected}" as the first property, so the editor can autocomplete and check the file`);
    else if (actual !== expected) report(file, ['$schema'], `points to "${String(actual)}", not to the schema of this file`, `write "$schema": "${expected}"`);
  }

  const sorted = sortIssues(issues);
  if (sorted.length > 0 || !site) return { issues: sorted, fileCount: relFiles.length };

  const resolve = (file: LoadedFile) => {
    const value = structuredClone(file.value) as Record<string, unknown>;
    for (const ref of file.marks.refs) {
      const [collection, pointer = ''] = ref.collection.split('#');
      const item = data.get(collection)!.get(ref.value)!.value;
      setAt(value, pointerSegments(ref.pointer), getAt(item, pointerSegments(pointer)));
    }
    delete value.$schema;
    return value;
  };
  const model: SiteModel = {
    site: resolve(site) as unknown as SiteFile,
    pages: [...pages.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, file]) => {
        const value = resolve(file) as unknown as PageFile;
        return { route, file: file.display, meta: value.meta, sections: value.sections };
      }),
  };
  return { issues: [], fileCount: relFiles.length, model };
}

function getAt(value: unknown, segments: (string | number)[]): unknown {
  return segments.reduce<unknown>((v, seg) => (v as Record<string | number, unknown>)[seg], value);
}

function setAt(value: unknown, segments: (string | number)[], next: unknown) {
  const parent = getAt(value, segments.slice(0, -1)) as Record<string | number, unknown>;
  parent[segments[segments.length - 1]] = next;
}

/** Human report, as printed by `npm run validate` and the build. */
export function formatReport(result: ValidationResult): string {
  if (result.issues.length === 0) return `✓ ${result.fileCount} content files valid`;
  const files = new Set(result.issues.map((i) => i.file)).size;
  return `${result.issues.map(formatIssue).join('\n')}\n\n✗ ${result.issues.length} problem${result.issues.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}
