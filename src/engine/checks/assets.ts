// Images (x-asset values): each is a file in public/, with the path's letter case as on disk (a
// case-insensitive laptop forgives it, the server does not), and a PNG, JPEG or WebP has the width
// and height written beside it (the page reserves that box: a wrong one distorts the picture or
// moves the layout). Hints that show an example path show one that exists.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageFileSize } from '../imageSize.ts';
import { pointerSegments } from '../locate.ts';
import { isObject, type Check, type LoadedFile, type Project, type Segments } from './project.ts';

export const assetsCheck: Check = {
  name: 'assets',
  title: 'Tệp ảnh trong public/',
  codes: ['IMAGE_BAD_ESCAPE', 'IMAGE_OUTSIDE_PUBLIC', 'IMAGE_PATH_PUBLIC_PREFIX', 'IMAGE_NOT_FOUND', 'IMAGE_WRONG_CASE', 'IMAGE_SIZE_MISMATCH'],
  run(project) {
    for (const file of project.checkedFiles()) {
      for (const asset of file.marks.assets)
        if (!project.unchecked(file, asset.pointer)) checkAsset(project, file, pointerSegments(asset.pointer), asset.value);
    }
  },
};

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Folder listings of public/, read once per run (many pages use the same images). */
const listingsOf = new WeakMap<Project, Map<string, string[] | null>>();
function listings(project: Project) {
  let map = listingsOf.get(project);
  if (!map) listingsOf.set(project, (map = new Map()));
  return map;
}

function list(project: Project, dir: string): string[] | null {
  const map = listings(project);
  if (!map.has(dir)) {
    try {
      map.set(dir, readdirSync(dir).sort());
    } catch {
      map.set(dir, null);
    }
  }
  return map.get(dir)!;
}

/** Per run, as the listings: whether a path is a file, and an image's pixel size (null: unreadable). */
const filesOf = new WeakMap<Project, Map<string, boolean>>();
const sizesOf = new WeakMap<Project, Map<string, ReturnType<typeof imageFileSize> | null>>();
function isFile(project: Project, abs: string): boolean {
  let map = filesOf.get(project);
  if (!map) filesOf.set(project, (map = new Map()));
  let known = map.get(abs);
  if (known === undefined) {
    try {
      known = statSync(abs).isFile();
    } catch {
      known = false;
    }
    map.set(abs, known);
  }
  return known;
}
function sizeOf(project: Project, abs: string) {
  let map = sizesOf.get(project);
  if (!map) sizesOf.set(project, (map = new Map()));
  if (!map.has(abs)) {
    try {
      map.set(abs, imageFileSize(abs));
    } catch {
      map.set(abs, null);
    }
  }
  return map.get(abs);
}

/** Whether "/images/x.svg" is a file in public/ (exact letter case). */
export function imageExists(project: Project, src: string): boolean {
  const root = path.resolve(project.dirs.publicDir);
  const target = path.resolve(root, `.${src.startsWith('/') ? src : `/${src}`}`);
  if (!target.startsWith(root + path.sep)) return false;
  return findFile(project, root, path.relative(root, target).split(path.sep)) === true;
}

const examples = new WeakMap<Project, string | undefined>();
/** A real image for examples in hints: the first one in public/images/ (or public/), depth-first. */
export function imageExample(project: Project): string | undefined {
  if (examples.has(project)) return examples.get(project);
  const root = path.resolve(project.dirs.publicDir);
  const search = (dir: string, depth: number): string | undefined => {
    const names = list(project, dir) ?? [];
    const file = names.find((n) => IMAGE_FILE.test(n) && statSync(path.join(dir, n), { throwIfNoEntry: false })?.isFile());
    if (file) return path.join(dir, file);
    if (depth === 0) return undefined;
    for (const n of names) {
      const sub = path.join(dir, n);
      if (statSync(sub, { throwIfNoEntry: false })?.isDirectory()) {
        const hit = search(sub, depth - 1);
        if (hit) return hit;
      }
    }
    return undefined;
  };
  const found = search(path.join(root, 'images'), 2) ?? search(root, 0);
  const example = found ? `/${path.relative(root, found).split(path.sep).join('/')}` : undefined;
  examples.set(project, example);
  return example;
}

function checkAsset(project: Project, file: LoadedFile, segments: Segments, src: string) {
  let decoded: string;
  try {
    decoded = decodeURI(src);
  } catch {
    project.report(file, segments, 'IMAGE_BAD_ESCAPE', { value: src, example: imageExample(project) });
    return;
  }
  const publicRoot = path.resolve(project.dirs.publicDir);
  const target = path.resolve(publicRoot, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (!target.startsWith(publicRoot + path.sep)) {
    project.report(file, segments, 'IMAGE_OUTSIDE_PUBLIC', { value: src });
    return;
  }
  const found = findFile(project, publicRoot, path.relative(publicRoot, target).split(path.sep));
  if (found === true) {
    checkSize(project, file, segments, src, target);
    return;
  }
  // The folder's name written into the path: on the site, public/'s files are at the root.
  const inPublic = /^\/public(\/.*)$/.exec(decoded)?.[1];
  if (inPublic) {
    project.report(file, segments, 'IMAGE_PATH_PUBLIC_PREFIX', { value: src, fixed: src.slice('/public'.length), exists: imageExists(project, inPublic) });
    return;
  }
  if (typeof found === 'string') project.report(file, segments, 'IMAGE_WRONG_CASE', { value: src, actual: `/${found}` });
  else project.report(file, segments, 'IMAGE_NOT_FOUND', { value: src, file: `public${decoded.startsWith('/') ? '' : '/'}${decoded}` });
}

/**
 * Whether public/<segments> is a file: true if it is, the path with its real letter case if only
 * the case differs (fails on a case-sensitive server even when it works on macOS or Windows), else false.
 */
function findFile(project: Project, root: string, segments: string[]): true | string | false {
  let dir = root;
  const actual: string[] = [];
  let exact = true;
  for (const [i, segment] of segments.entries()) {
    const names = list(project, dir);
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
      if (!isFile(project, dir)) return false;
    }
  }
  return exact ? true : actual.join('/');
}

const RASTER_FILE = /\.(png|jpe?g|webp)$/i;

/** An image object's declared width and height against the pixels of its PNG, JPEG or WebP file. */
function checkSize(project: Project, file: LoadedFile, segments: Segments, src: string, target: string) {
  if (!RASTER_FILE.test(target) || segments[segments.length - 1] !== 'src') return;
  const owner = segments
    .slice(0, -1)
    .reduce<unknown>((value, key) => (isObject(value) || Array.isArray(value) ? (value as never)[key] : undefined), file.value);
  if (!isObject(owner) || typeof owner.width !== 'number' || typeof owner.height !== 'number') return;
  const actual = sizeOf(project, target);
  if (!actual || (actual.width === owner.width && actual.height === owner.height)) return;
  const at = [...segments.slice(0, -1), actual.width !== owner.width ? 'width' : 'height'];
  if (project.unchecked(file, at)) return;
  project.report(file, at, 'IMAGE_SIZE_MISMATCH', {
    value: src,
    width: owner.width,
    height: owner.height,
    actualWidth: actual.width,
    actualHeight: actual.height,
  });
}
