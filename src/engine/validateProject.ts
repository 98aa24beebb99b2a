// The one validator. The CLI (scripts/validate.ts), the build (react-router.config.ts)
// and the dev server (vite plugin and route loaders) all call validateProject().
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { slugify } from '../lib/text.ts';
import { suggestion } from './didYouMean.ts';
import { listedRoutes, type CardedPage } from './pageCards.ts';
import { formatIssue, sortIssues, type ValidationIssue } from './issue.ts';
import { displayPath, findDuplicateKeys, locate, parseDocument, pointerSegments, syntaxProblem, type SourceDocument } from './locate.ts';
import { resolveMarks } from './resolve.ts';
import { classifyFile, defaultDirs, listJsonFiles, NOT_FOUND_ROUTE, type ContentDirs } from './project.ts';
import { describeSchemaErrors } from './schemaErrors.ts';
import { collectMarks, emptyMarks, loadSchemas, type Marks } from './schemas.ts';
import type { PageCard, PageFile, SiteFile } from '../model/generated.ts';
import { sectionAnchors, walkSections, type Anchor } from '../model/sectionTree.ts';

export interface PageModel {
  route: string;
  /** Source file, relative to the project root. */
  file: string;
  meta: PageFile['meta'];
  /** How the page appears in lists (pageList) and in its own entryHeader. */
  card?: PageCard;
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
  /** The parsed value; undefined when the file is not valid JSON. */
  value: unknown;
  parsed: boolean;
  valid: boolean;
  marks: Marks;
  /** JSON paths (as JSON.stringify(segments)) that already have a schema error, so cross-file checks skip them. */
  schemaErrorAt: Set<string>;
}

/** A file or folder name that may be part of a route (also checked by `npm run new-page`). */
export const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function validateProject(dirs: ContentDirs = defaultDirs): ValidationResult {
  const schemas = loadSchemas(dirs.schemaDir);
  const issues: ValidationIssue[] = [];
  const toDisplay = (abs: string) => path.relative(dirs.displayRoot, abs).split(path.sep).join('/');

  const report = (file: LoadedFile | { display: string; doc?: SourceDocument }, segments: (string | number)[], message: string, hint?: string) => {
    const pos = file.doc?.root ? locate(file.doc, segments) : { line: 1, column: 1 };
    issues.push({ file: file.display, line: pos.line, column: pos.column, path: displayPath(segments), message, hint });
  };

  /** Route → the first file that claims it (also files that are not valid JSON: the route exists, its content is broken). */
  const pages = new Map<string, LoadedFile>();
  /** Every page file, including a second claimant of a route (its own links are still checked). */
  const pageFiles: [route: string, file: LoadedFile][] = [];
  const data = new Map<string, Map<string, LoadedFile>>();
  let site: LoadedFile | undefined;
  const relFiles = listJsonFiles(dirs.pagesDir);

  for (const rel of relFiles) {
    const abs = path.join(dirs.pagesDir, rel);
    const display = toDisplay(abs);
    try {
      loadFile(rel, abs, display);
    } catch (error) {
      // Never let one file stop the run (the dev server calls this on every keystroke).
      issues.push({ file: display, line: 1, column: 1, path: '(file)', message: `could not be checked: ${(error as Error)?.message ?? String(error)}`, hint: 'this is a bug in the validator; please report it together with this file' });
    }
  }

  function loadFile(rel: string, abs: string, display: string) {
    let text: string;
    try {
      text = readFileSync(abs, 'utf8');
    } catch (error) {
      issues.push({ file: display, line: 1, column: 1, path: '(file)', message: `cannot be read: ${(error as Error).message}`, hint: 'check the file permissions' });
      return;
    }
    const doc = parseDocument(text);
    const file: LoadedFile = { rel, display, doc, value: undefined, parsed: false, valid: false, marks: emptyMarks(), schemaErrorAt: new Set() };
    const kind = classifyFile(rel);

    // Register the file before parsing, so a syntax error does not also turn every link to this page,
    // or every reference to this data item, into a second error somewhere else.
    if (kind.kind === 'page') {
      checkRoute(file, kind.route);
      if (!pages.has(kind.route)) pages.set(kind.route, file);
      pageFiles.push([kind.route, file]);
    } else if (kind.kind === 'site') {
      site = file;
    } else if (kind.kind === 'data' && schemas.collections.has(kind.collection)) {
      if (!data.has(kind.collection)) data.set(kind.collection, new Map());
      data.get(kind.collection)!.set(kind.id, file);
    }

    const syntax = syntaxProblem(doc);
    if (syntax) {
      const pos = doc.positionAt(syntax.offset);
      issues.push({ file: display, line: pos.line, column: pos.column, path: '(file)', message: syntax.message, hint: syntax.hint });
      return;
    }
    for (const dup of findDuplicateKeys(doc)) {
      const pos = doc.positionAt(dup.offset);
      const first = doc.positionAt(dup.firstOffset);
      issues.push({
        file: display,
        line: pos.line,
        column: pos.column,
        path: displayPath(dup.segments),
        message: `"${dup.key}" appears twice in the same object (first on line ${first.line})`,
        hint: 'JSON keeps only the last one; remove or merge the duplicate',
      });
    }
    file.value = doc.value;
    file.parsed = true;

    let validate;
    let schemaFile: string;
    if (kind.kind === 'page') {
      validate = schemas.page;
      schemaFile = 'page.schema.json';
    } else if (kind.kind === 'site') {
      validate = schemas.site;
      schemaFile = 'site.schema.json';
    } else if (kind.kind === 'data' && schemas.collections.has(kind.collection)) {
      validate = schemas.collections.get(kind.collection)!;
      schemaFile = `data/${kind.collection}.schema.json`;
    } else if (kind.kind === 'data') {
      report(file, [], `"${kind.collection}" is not a shared data collection${suggestion(kind.collection, schemas.collections.keys())}`, `collections: ${[...schemas.collections.keys()].join(', ')} (folders in pages/_data/)`);
      return;
    } else {
      report(file, [], 'is neither a page, the site file nor shared data', 'names starting with "_" are not pages; shared data lives in pages/_data/<collection>/<id>.json and site data in pages/_site.json');
      return;
    }

    const { result: ok, marks } = collectMarks(() => validate(file.value));
    file.marks = marks;
    file.valid = ok;
    if (!ok) {
      for (const p of describeSchemaErrors(validate.errors ?? [], { sectionTypes: schemas.sectionTypes })) {
        file.schemaErrorAt.add(JSON.stringify(p.segments));
        report(file, p.segments, p.message, p.hint);
      }
    }
    checkSchemaPointer(file, schemaFile);
    if (kind.kind !== 'site') checkPlans(file, kind.kind === 'page');
    if (kind.kind === 'page') checkNesting(file);
    if (kind.kind === 'data') checkDataId(file, kind.collection, kind.id);
  }

  /** A data item that states its id (templates: the id goes into URLs) states its file name. */
  function checkDataId(file: LoadedFile, collection: string, id: string) {
    if (!isObject(file.value) || typeof file.value.id !== 'string' || file.value.id === id || file.schemaErrorAt.has(JSON.stringify(['id']))) return;
    const other = file.value.id;
    report(file, ['id'], `"${other}" is not the file's name "${id}"`, `pages refer to this item by its file name: write "id": "${id}", or rename the file to pages/_data/${collection}/${other}.json`);
  }

  /** Tabs hold sections, but not other tabs (a tab strip inside a panel of another), nor the page's opening. */
  function checkNesting(file: LoadedFile) {
    if (!isObject(file.value)) return;
    for (const { section, path: at, ancestors } of walkSections(file.value.sections)) {
      if (!ancestors.some((outer) => outer.type === 'tabs')) continue;
      if (section.type === 'tabs') {
        report(file, [...at, 'type'], 'a "tabs" section cannot be inside another "tabs" section', 'put these sections directly into the outer tab\'s "sections", or move this "tabs" section to the page\'s "sections"');
      } else if (section.type === 'entryHeader') {
        // The schema's "entryHeader needs a card" rule sees only the page's own sections.
        report(file, [...at, 'type'], 'an "entryHeader" section cannot be inside a "tabs" section', 'it opens the page (the h1, from the page\'s "card"): move it to the start of the page\'s "sections"');
      }
    }
  }

  if (!site) {
    issues.push({ file: toDisplay(path.join(dirs.pagesDir, '_site.json')), line: 1, column: 1, path: '(file)', message: 'the site file is missing', hint: 'create pages/_site.json with the company, menu and footer data (see schema/site.schema.json)' });
  }

  // Cross-file checks run on every file that parsed, valid or not, so one run reports everything;
  // a value that already has a schema error is not checked again.
  /** Route → section ids; undefined when the page could not be read (its anchors are unknown). */
  const anchors = new Map<string, Set<string> | undefined>();
  for (const [route, file] of pageFiles) {
    const sections = isObject(file.value) ? file.value.sections : undefined;
    const claimant = pages.get(route) === file;
    if (!Array.isArray(sections)) {
      if (claimant) anchors.set(route, undefined);
      continue;
    }
    // Section ids and tab ids (nested ones too) are the page's anchors: one namespace.
    const ids = new Map<string, Anchor['kind']>();
    for (const anchor of sectionAnchors(sections)) {
      const first = ids.get(anchor.id);
      if (first === 'section' && anchor.kind === 'section') {
        report(file, anchor.path, `"${anchor.id}" is already the id of another section on this page`, 'section ids are anchors (#id) and must be unique within a page');
      } else if (first) {
        report(file, anchor.path, `"${anchor.id}" is already the id of ${first === anchor.kind ? 'another' : 'a'} ${first} on this page`, 'section ids and tab ids are anchors (#id) and must be unique within a page');
      } else {
        ids.set(anchor.id, anchor.kind);
      }
    }
    if (claimant) anchors.set(route, new Set(ids.keys()));
  }

  const unchecked = (file: LoadedFile, pointer: string) => file.schemaErrorAt.has(JSON.stringify(pointerSegments(pointer)));

  const checkMarks = (file: LoadedFile, ownRoute: string | undefined) => {
    for (const link of file.marks.links) if (!unchecked(file, link.pointer)) checkLink(file, pointerSegments(link.pointer), link.value, ownRoute);
    for (const asset of file.marks.assets) if (!unchecked(file, asset.pointer)) checkAsset(file, pointerSegments(asset.pointer), asset.value);
    for (const list of file.marks.pageLists) if (!unchecked(file, list.pointer)) checkPageList(file, pointerSegments(list.pointer), list.value);
    for (const ref of file.marks.refs) {
      if (unchecked(file, ref.pointer)) continue;
      const [collection] = ref.collection.split('#');
      const items = data.get(collection) ?? new Map<string, LoadedFile>();
      if (!items.has(ref.value)) {
        report(file, pointerSegments(ref.pointer), `"${ref.value}" is not in the shared ${collection}${suggestion(ref.value, items.keys())}`, `available: ${[...items.keys()].join(', ') || '(none)'} — files in pages/_data/${collection}/`);
      }
    }
  };

  const carded: CardedPage[] = [...pages].map(([route, file]) => ({
    route,
    card: isObject(file.value) && isObject(file.value.card) ? (file.value.card as unknown as PageCard) : undefined,
  }));
  /** Route → the routes directly below it whose page has a card. */
  const listed = listedRoutes(carded);
  function checkPageList(file: LoadedFile, segments: (string | number)[], route: string) {
    if (listed.has(route)) return;
    const where = route === '/' ? 'pages/<name>.json' : `pages${route}/<name>.json`;
    report(
      file,
      segments,
      `no page directly below "${route}" has a "card"${suggestion(route, listed.keys())}`,
      `the list shows the pages in ${where} that have "card"; ${listed.size ? `routes with such pages: ${[...listed.keys()].join(', ')}` : 'no page has a "card" yet'}`,
    );
  }

  function checkLink(file: LoadedFile, segments: (string | number)[], href: string, ownRoute: string | undefined) {
    if (href.startsWith('#')) {
      const ids = ownRoute === undefined ? undefined : anchors.get(ownRoute);
      if (ids && !ids.has(href.slice(1))) {
        report(file, segments, `links to "${href}" but no section on this page has the id "${href.slice(1)}"${suggestion(href.slice(1), ids)}`, 'give the target section an "id"');
      }
      return;
    }
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const match = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(href)!;
    const target = match[1];
    const anchor = match[2];
    if (target.length > 1 && target.endsWith('/')) {
      report(file, segments, `"${href}" ends with "/"`, `write "${target.replace(/\/+$/, '') || '/'}${href.slice(target.length)}"`);
      return;
    }
    if (!pages.has(target)) {
      const asIndex = /^(.*)\/index$/.exec(target);
      if (asIndex) {
        report(file, segments, `links to "${target}", which is not a page`, `pages/${target.slice(1)}.json is the page ${asIndex[1] || '/'}; write "${asIndex[1] || '/'}${href.slice(target.length)}"`);
      } else {
        report(file, segments, `links to "${target}", which is not a page${suggestion(target, pages.keys())}`, `every internal link must match a file in pages/ (${target === '/' ? 'pages/index.json' : `pages${target}.json`})`);
      }
      return;
    }
    if (anchor === '') {
      report(file, segments, `"${href}" ends with an empty anchor "#"`, `write "${href.slice(0, -1)}", or add the id of a section after "#"`);
      return;
    }
    const ids = anchors.get(target);
    if (anchor !== undefined && ids && !ids.has(anchor)) {
      report(file, segments, `links to "#${anchor}" on ${target}, but no section there has that id${suggestion(anchor, ids)}`, `give the target section on ${target} "id": "${anchor}"`);
    }
  }

  const publicListings = new Map<string, string[] | null>();
  function checkAsset(file: LoadedFile, segments: (string | number)[], src: string) {
    let decoded: string;
    try {
      decoded = decodeURI(src);
    } catch {
      report(file, segments, `"${src}" has a malformed %-escape`, 'write the file name as it is on disk, e.g. /images/hero.svg');
      return;
    }
    const publicRoot = path.resolve(dirs.publicDir);
    const target = path.resolve(publicRoot, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
    if (!target.startsWith(publicRoot + path.sep)) {
      report(file, segments, `"${src}" points outside public/`, 'images must be files inside public/; remove ".." from the path');
      return;
    }
    const found = findFile(publicRoot, path.relative(publicRoot, target).split(path.sep), publicListings);
    if (found === true) return;
    const didYou = typeof found === 'string' ? `. Did you mean "/${found}"? (letter case matters on the server)` : '';
    report(file, segments, `"${src}" does not exist in public/${didYou}`, `add the file public${decoded.startsWith('/') ? '' : '/'}${decoded} or fix the path`);
  }

  /** Plan ids are unique within a list, and a crossed-out original price is higher than the price. */
  function checkPlans(file: LoadedFile, isPage: boolean) {
    const lists: [(string | number)[], unknown][] = [];
    if (isPage && isObject(file.value)) {
      for (const { section, path: at } of walkSections(file.value.sections)) {
        if (Array.isArray(section.plans)) lists.push([[...at, 'plans'], section.plans]);
      }
    } else if (!isPage && isObject(file.value) && Array.isArray(file.value.plans)) {
      lists.push([['plans'], file.value.plans]);
    }
    for (const [at, plans] of lists) {
      const ids = new Set<string>();
      (plans as unknown[]).forEach((plan, j) => {
        if (!isObject(plan)) return;
        if (typeof plan.id === 'string') {
          if (ids.has(plan.id)) report(file, [...at, j, 'id'], `"${plan.id}" is already the id of another plan in this list`, 'plan ids must be unique within a list');
          ids.add(plan.id);
        }
        if (typeof plan.originalPrice === 'number' && typeof plan.price === 'number' && plan.originalPrice <= plan.price) {
          report(file, [...at, j, 'originalPrice'], `must be greater than price (${plan.price}), got ${plan.originalPrice}`, 'originalPrice is the old price shown crossed out; raise it or remove it');
        }
      });
    }
  }

  for (const [route, file] of pageFiles) {
    if (!file.parsed) continue;
    checkMarks(file, pages.get(route) === file ? route : undefined);
    const meta = isObject(file.value) && isObject(file.value.meta) ? file.value.meta : undefined;
    if (typeof meta?.canonical === 'string' && !file.schemaErrorAt.has(JSON.stringify(['meta', 'canonical']))) {
      checkLink(file, ['meta', 'canonical'], meta.canonical, route);
    }
  }
  if (site?.parsed) checkMarks(site, undefined);
  for (const items of data.values()) for (const file of items.values()) if (file.parsed) checkMarks(file, undefined);

  function checkRoute(file: LoadedFile, route: string) {
    const names = file.rel.replace(/\.json$/, '').split('/');
    const bad = names.find((name) => !ROUTE_SEGMENT.test(name));
    if (bad !== undefined) {
      const slug = slugify(bad);
      report(
        file,
        [],
        `the file name gives the route "${route}", and "${bad}" is not a valid URL segment`,
        `use lower-case letters without diacritics, digits and hyphens${slug ? `: rename "${bad}" to "${slug}"` : ': pages/bang-gia-seo.json'}`,
      );
    }
    if (route === NOT_FOUND_ROUTE) report(file, [], `the route ${NOT_FOUND_ROUTE} is reserved for the not-found page`, 'rename the file; the not-found texts live in pages/_site.json "notFound"');
    const other = pages.get(route);
    if (other) report(file, [], `claims the route "${route}", which ${other.display} already has`, 'keep one of the two files (pages/x.json and pages/x/index.json are the same route)');
  }

  function checkSchemaPointer(file: LoadedFile, schemaFile: string) {
    // A file that is not an object already has an error saying so.
    if (!isObject(file.value)) return;
    const expected = path.relative(path.dirname(path.join(dirs.pagesDir, file.rel)), path.join(dirs.schemaDir, schemaFile)).split(path.sep).join('/');
    const actual = file.value.$schema;
    if (actual === undefined) report(file, [], 'has no "$schema"', `add "$schema": "${expected}" as the first property, so the editor can autocomplete and check the file`);
    else if (typeof actual === 'string' && path.posix.normalize(actual) !== expected) report(file, ['$schema'], `points to "${actual}", not to the schema of this file`, `write "$schema": "${expected}"`);
  }

  const sorted = sortIssues(issues);
  if (sorted.length > 0 || !site) return { issues: sorted, fileCount: relFiles.length };

  const resolve = (file: LoadedFile) => {
    const value = resolveMarks(file.value as Record<string, unknown>, file.marks, (collection, id) => data.get(collection)!.get(id)!.value, () => carded);
    delete value.$schema;
    return value;
  };

  // Built on first use: the CLI only needs the issues, the build and dev server need the model.
  let model: SiteModel | undefined;
  const buildModel = (): SiteModel => ({
    site: resolve(site!) as unknown as SiteFile,
    pages: [...pages.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, file]) => {
        const value = resolve(file) as unknown as PageFile;
        return { route, file: file.display, meta: value.meta, ...(value.card ? { card: value.card } : {}), sections: value.sections };
      }),
  });
  return {
    issues: [],
    fileCount: relFiles.length,
    get model() {
      model ??= buildModel();
      return model;
    },
  };
}

/**
 * Whether public/<segments> is a file: true if it is, the path with its real letter case if only
 * the case differs (fails on a case-sensitive server even when it works on macOS or Windows), else false.
 */
function findFile(root: string, segments: string[], listings: Map<string, string[] | null>): true | string | false {
  let dir = root;
  const actual: string[] = [];
  let exact = true;
  for (const [i, segment] of segments.entries()) {
    // Many pages use the same images: list each folder once per run.
    if (!listings.has(dir)) {
      try {
        listings.set(dir, readdirSync(dir));
      } catch {
        listings.set(dir, null);
      }
    }
    const names = listings.get(dir);
    if (!names) return false;
    let name = names.find((n) => n === segment);
    if (name === undefined) {
      name = names.find((n) => n.toLowerCase() === segment.toLowerCase());
      exact = false;
    }
    if (name === undefined) return false;
    actual.push(name);
    dir = path.join(dir, name);
    if (i === segments.length - 1) {
      try {
        if (!statSync(dir).isFile()) return false;
      } catch {
        return false;
      }
    }
  }
  return exact ? true : actual.join('/');
}

/** Human report, as printed by `npm run validate` and the build. */
export function formatReport(result: ValidationResult): string {
  if (result.issues.length === 0) return `✓ ${result.fileCount} content files valid`;
  const files = new Set(result.issues.map((i) => i.file)).size;
  return `${result.issues.map(formatIssue).join('\n')}\n\n✗ ${result.issues.length} problem${result.issues.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
}
