// Links and anchors. Section ids and group ids (a tab's id) are a page's anchors, one namespace per
// page; internal links (x-link values, and each page's meta.canonical) must reach an existing page
// and its anchor. A link written with the site's own domain is an internal link written the long
// way: it is reported and then checked as the internal link it is. A dead link suggests the page
// meant, from the site file's Vietnamese route names (routeAliases) or from a close spelling.
import { aliasKey } from '../aliasKey.ts';
import { didYouMean } from '../didYouMean.ts';
import { displayPath, locate, pointerSegments } from '../locate.ts';
import { trailOf } from '../messages/params.ts';
import { sectionAnchors, type Anchor } from '../../model/sectionTree.ts';
import { variantIndexOf, variantViews, type VariantView } from './experiments.ts';
import { isObject, type Check, type LoadedFile, type Project, type Segments } from './project.ts';
import { ownOrigin } from './site.ts';

export const anchorsCheck: Check = {
  name: 'anchors',
  title: 'Mã neo (id của section và thẻ)',
  codes: ['ANCHOR_ID_DUPLICATE'],
  run(project) {
    for (const [route, file] of project.pageFiles) {
      const sections = isObject(file.value) ? file.value.sections : undefined;
      const owner = project.pages.get(route) === file;
      if (!project.inScope(file)) {
        if (owner) project.anchors.set(route, anchorIds(file));
        continue;
      }
      if (!Array.isArray(sections)) {
        if (owner) project.anchors.set(route, undefined);
        continue;
      }
      const ids = new Map<string, Anchor>();
      for (const anchor of sectionAnchors(sections)) {
        const first = ids.get(anchor.id);
        if (!first) {
          ids.set(anchor.id, anchor);
          continue;
        }
        const otherPath = first.path.slice(0, -1);
        project.report(file, anchor.path, 'ANCHOR_ID_DUPLICATE', {
          id: anchor.id,
          kind: anchor.kind,
          otherKind: first.kind,
          otherLine: file.doc.root ? locate(file.doc, first.path).line : 1,
          otherPath: displayPath(otherPath),
          otherTrail: trailOf(file.value, otherPath),
        });
      }
      const found = new Set(ids.keys());
      anchorsOf.set(file, found);
      if (owner) project.anchors.set(route, found);
      for (const view of variantViews(file)) variantDuplicates(project, file, view);
    }
  },
};

/**
 * A variant's anchors must differ too: two equal ids of which at least one is written in the
 * variant's replacing sections are reported there (two of the page's own are the page's problem).
 */
function variantDuplicates(project: Project, file: LoadedFile, view: VariantView) {
  const ids = new Map<string, Anchor>();
  for (const anchor of sectionAnchors(view.sections)) {
    const first = ids.get(anchor.id);
    if (!first) {
      ids.set(anchor.id, anchor);
      continue;
    }
    const [at, other] = view.written(anchor.path) ? [anchor, first] : [first, anchor];
    const written = view.written(at.path);
    if (!written) continue;
    const otherPath = view.written(other.path.slice(0, -1)) ?? other.path.slice(0, -1);
    project.report(file, written, 'ANCHOR_ID_DUPLICATE', {
      id: anchor.id,
      kind: at.kind,
      otherKind: other.kind,
      otherLine: file.doc.root ? locate(file.doc, otherPath).line : 1,
      otherPath: displayPath(otherPath),
      otherTrail: trailOf(file.value, otherPath),
    });
  }
}

/** A variant's anchors, for the links written in its replacing sections to "#…". */
function variantAnchors(file: LoadedFile, index: number): Set<string> | undefined {
  const view = variantViews(file).find((v) => v.index === index);
  return view && new Set(sectionAnchors(view.sections).map((anchor) => anchor.id));
}

/** A loaded file's anchors (the run that loaded it found them; files are not changed after their run). */
const anchorsOf = new WeakMap<LoadedFile, Set<string> | undefined>();
function anchorIds(file: LoadedFile): Set<string> | undefined {
  if (!anchorsOf.has(file)) {
    const sections = isObject(file.value) ? file.value.sections : undefined;
    anchorsOf.set(file, Array.isArray(sections) ? new Set(sectionAnchors(sections).map((anchor) => anchor.id)) : undefined);
  }
  return anchorsOf.get(file);
}

export const linksCheck: Check = {
  name: 'links',
  title: 'Liên kết trong website',
  codes: ['LINK_OWN_SITE', 'LINK_TRAILING_SLASH', 'LINK_TO_INDEX', 'PAGE_LINK_NOT_FOUND', 'LINK_EMPTY_ANCHOR', 'ANCHOR_NOT_FOUND', 'LOCAL_ANCHOR_NOT_FOUND'],
  // A link to an anchor of another page depends on that page's sections; the rest of a link, on routes only.
  readers: (project, route) => anchorLinksTo(project).get(route) ?? [],
  run(project) {
    const origin = ownOrigin(project);
    const aliases = routeAliases(project);
    for (const file of project.checkedFiles()) {
      const own = project.ownRoute(file);
      for (const link of file.marks.links) {
        if (project.unchecked(file, link.pointer)) continue;
        // A link written in a variant's replacing section goes to "#…" of that variant.
        const variant = own === undefined ? undefined : variantIndexOf(link.pointer);
        const local = variant === undefined ? undefined : variantAnchors(file, variant);
        checkLink(project, file, pointerSegments(link.pointer), link.value, own, origin, aliases, local);
      }
      const meta = isObject(file.value) && isObject(file.value.meta) ? file.value.meta : undefined;
      if (file.kind.kind === 'page' && typeof meta?.canonical === 'string' && !project.unchecked(file, ['meta', 'canonical'])) {
        checkLink(project, file, ['meta', 'canonical'], meta.canonical, own, origin, aliases);
      }
    }
  },
};

/** Route → the files with a link to an anchor of it (one map per project: its files do not change). */
const anchorLinksOf = new WeakMap<Project, Map<string, Set<LoadedFile>>>();
function anchorLinksTo(project: Project): Map<string, Set<LoadedFile>> {
  let byRoute = anchorLinksOf.get(project);
  if (byRoute) return byRoute;
  byRoute = new Map();
  anchorLinksOf.set(project, byRoute);
  const origin = ownOrigin(project);
  for (const file of project.parsedFiles()) {
    const hrefs = file.marks.links.map((link) => link.value);
    const meta = isObject(file.value) && isObject(file.value.meta) ? file.value.meta : undefined;
    if (typeof meta?.canonical === 'string') hrefs.push(meta.canonical);
    for (const href of hrefs) {
      const target = anchoredTarget(internalForm(href, origin) ?? href);
      if (target === undefined) continue;
      if (!byRoute.has(target)) byRoute.set(target, new Set());
      byRoute.get(target)!.add(file);
    }
  }
  return byRoute;
}

/** The page an internal link with an anchor goes to ("/pricing/seo#faq" → "/pricing/seo"), as checkLink reads it. */
function anchoredTarget(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const match = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(href)!;
  return match[2] ? match[1] : undefined;
}

/** The site file's Vietnamese route names, by aliasKey: "lien-he" → "/contact". */
function routeAliases(project: Project): Map<string, string> {
  const value = isObject(project.site?.value) ? project.site.value.routeAliases : undefined;
  const aliases = new Map<string, string>();
  if (isObject(value)) for (const [name, route] of Object.entries(value)) if (typeof route === 'string') aliases.set(aliasKey(name), route);
  return aliases;
}

/** The existing page a dead route most likely meant: a Vietnamese name for its first segment, else a close spelling. */
export function meantRoute(
  target: string,
  routes: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  aliases: ReadonlyMap<string, string>,
): string | undefined {
  const [first, ...rest] = target.slice(1).split('/');
  const alias = aliases.get(aliasKey(first));
  if (alias !== undefined) {
    const joined = rest.length ? `${alias === '/' ? '' : alias}/${rest.join('/')}` : alias;
    if (routes.has(joined)) return joined;
    if (routes.has(alias)) return alias;
  }
  return didYouMean(target, routes.keys());
}

/** "https://amdigital.vn/contact#form" → "/contact#form" when the origin is the site's own (also with "www."). */
export function internalForm(href: string, origin: string | undefined): string | undefined {
  if (!origin || !/^https?:\/\//i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const own = new URL(origin);
  if (url.host !== own.host && url.host !== `www.${own.host}` && `www.${url.host}` !== own.host) return undefined;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${pathname}${url.search}${url.hash}`;
}

function checkLink(
  project: Project,
  file: LoadedFile,
  segments: Segments,
  href: string,
  ownRoute: string | undefined,
  origin: string | undefined,
  aliases: Map<string, string>,
  /** The anchors "#…" reaches, when not those of the page at ownRoute (a variant's). */
  localAnchors?: ReadonlySet<string>,
) {
  const internal = internalForm(href, origin);
  if (internal !== undefined) {
    project.report(file, segments, 'LINK_OWN_SITE', { value: href, fixed: internal });
    href = internal;
  }
  if (href.startsWith('#')) {
    const ids = ownRoute === undefined ? undefined : (localAnchors ?? project.anchors.get(ownRoute));
    const anchor = href.slice(1);
    if (ids && !ids.has(anchor)) project.report(file, segments, 'LOCAL_ANCHOR_NOT_FOUND', { anchor, meant: didYouMean(anchor, ids) });
    return;
  }
  if (!href.startsWith('/') || href.startsWith('//')) return;
  const match = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(href)!;
  const target = match[1];
  const anchor = match[2];
  const rest = href.slice(target.length);
  if (target.length > 1 && target.endsWith('/')) {
    project.report(file, segments, 'LINK_TRAILING_SLASH', { value: href, fixed: `${target.replace(/\/+$/, '') || '/'}${rest}` });
    return;
  }
  if (!project.pages.has(target)) {
    const asIndex = /^(.*)\/index$/.exec(target);
    if (asIndex) {
      project.report(file, segments, 'LINK_TO_INDEX', { target, file: `pages/${target.slice(1)}.json`, fixed: `${asIndex[1] || '/'}${rest}` });
    } else {
      const meant = meantRoute(target, project.pages, aliases);
      project.report(file, segments, 'PAGE_LINK_NOT_FOUND', {
        target,
        meant: meant === undefined ? undefined : `${meant}${rest}`,
        file: target === '/' ? 'pages/index.json' : `pages${target}.json`,
      });
    }
    return;
  }
  if (anchor === '') {
    project.report(file, segments, 'LINK_EMPTY_ANCHOR', { value: href, fixed: href.slice(0, -1) });
    return;
  }
  const ids = project.anchors.get(target);
  if (anchor !== undefined && ids && !ids.has(anchor))
    project.report(file, segments, 'ANCHOR_NOT_FOUND', { anchor, route: target, meant: didYouMean(anchor, ids) });
}
