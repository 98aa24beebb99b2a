// A/B experiments: a page's "experiment" names the original ("a", the page as written) and 1–3
// variants, each the page with some of its top-level sections replaced ("replace": section id → the
// section in its place, keeping that id). The schema checks each replacing section as a section (its
// links, images, shared data ids, dates and plans are marked where they are written, so every check
// that reads marks checks them there); the checks that walk a page's sections (anchors, nesting, the
// links to an anchor of the page itself) walk each variant too, through variantViews, and report a
// problem of a variant at the place in its replacement. This module checks the experiment itself: the
// keys name sections of the page, the replacing sections keep their id and every anchor of the
// original, the weights add up to 100, a template demo has none, and (experimentIdsCheck) each
// experiment's id is used by one page only.
import { didYouMean } from '../didYouMean.ts';
import { sectionAnchors } from '../../model/sectionTree.ts';
import { isObject, type Check, type LoadedFile, type Segments } from './project.ts';

/** One variant of a page as the checks walk it: the page's sections with its replacements in place. */
export interface VariantView {
  /** The variant's id ("b"…), or its place when it has none that is a string. */
  id: string;
  /** Its place in "experiment.variants". */
  index: number;
  /** The page's top-level sections, each replaced one in its place. */
  sections: unknown[];
  /**
   * Where a JSON path of `sections` (["sections", 2, "title"]) is written when it lies in a replacing
   * section (["experiment", "variants", 0, "replace", "hero", "title"]); undefined when it is the page's own.
   */
  written(path: Segments): Segments | undefined;
}

/** The page's "experiment", when it is an object. */
export function experimentOf(file: LoadedFile): Record<string, unknown> | undefined {
  const value = isObject(file.value) ? file.value.experiment : undefined;
  return file.kind.kind === 'page' && isObject(value) ? value : undefined;
}

/** The page's top-level section ids, index by id (the first section with an id wins). */
function topLevelIds(sections: unknown[]): Map<string, number> {
  const ids = new Map<string, number>();
  sections.forEach((section, i) => {
    if (isObject(section) && typeof section.id === 'string' && !ids.has(section.id)) ids.set(section.id, i);
  });
  return ids;
}

const viewsOf = new WeakMap<LoadedFile, VariantView[]>();

/** Each variant of a page file as the checks walk it (none without an experiment); found once per file. */
export function variantViews(file: LoadedFile): VariantView[] {
  let views = viewsOf.get(file);
  if (views) return views;
  views = [];
  viewsOf.set(file, views);
  const experiment = experimentOf(file);
  const sections = isObject(file.value) ? file.value.sections : undefined;
  if (!experiment || !Array.isArray(sections) || !Array.isArray(experiment.variants)) return views;
  const ids = topLevelIds(sections);
  experiment.variants.forEach((variant: unknown, index) => {
    if (!isObject(variant) || !isObject(variant.replace)) return;
    const replaced = [...sections];
    const origin = new Map<number, Segments>();
    for (const [key, section] of Object.entries(variant.replace)) {
      const at = ids.get(key);
      if (at === undefined) continue;
      replaced[at] = section;
      origin.set(at, ['experiment', 'variants', index, 'replace', key]);
    }
    views.push({
      id: typeof variant.id === 'string' ? variant.id : `#${index + 1}`,
      index,
      sections: replaced,
      written(path) {
        if (path[0] !== 'sections' || typeof path[1] !== 'number') return undefined;
        const base = origin.get(path[1]);
        return base && [...base, ...path.slice(2)];
      },
    });
  });
  return views;
}

/** The variant a JSON pointer of a page file lies in ("/experiment/variants/0/replace/hero/buttons/0/href" → 0). */
export function variantIndexOf(pointer: string): number | undefined {
  const match = /^\/experiment\/variants\/(\d+)\/replace\//.exec(pointer);
  return match ? Number(match[1]) : undefined;
}

export const experimentsCheck: Check = {
  name: 'experiments',
  title: 'Thử nghiệm A/B của trang',
  codes: ['EXPERIMENT_SECTION_NOT_FOUND', 'EXPERIMENT_REPLACE_ID', 'EXPERIMENT_ANCHOR_MISSING', 'EXPERIMENT_WEIGHTS_SUM', 'EXPERIMENT_ON_DEMO'],
  run(project) {
    for (const file of project.checkedFiles()) {
      const experiment = experimentOf(file);
      if (!experiment || project.unchecked(file, ['experiment'])) continue;
      const page = file.value as Record<string, unknown>;
      if (page.demo !== undefined) project.report(file, ['experiment'], 'EXPERIMENT_ON_DEMO', {});
      const sections = Array.isArray(page.sections) ? page.sections : [];
      const ids = topLevelIds(sections);
      const variants = Array.isArray(experiment.variants) ? experiment.variants : [];

      variants.forEach((variant: unknown, index) => {
        if (!isObject(variant) || !isObject(variant.replace)) return;
        const name = typeof variant.id === 'string' ? variant.id : `#${index + 1}`;
        for (const [key, section] of Object.entries(variant.replace)) {
          const at: Segments = ['experiment', 'variants', index, 'replace', key];
          if (!ids.has(key)) {
            if (!project.unchecked(file, at))
              project.report(file, at, 'EXPERIMENT_SECTION_NOT_FOUND', { key, variant: name, ids: [...ids.keys()], meant: didYouMean(key, ids.keys()) });
            continue;
          }
          if (!isObject(section) || project.unchecked(file, [...at, 'id'])) continue;
          if (section.id !== key)
            project.report(file, section.id === undefined ? at : [...at, 'id'], 'EXPERIMENT_REPLACE_ID', {
              key,
              ...(typeof section.id === 'string' ? { id: section.id } : {}),
            });
        }
      });

      // Every anchor of the original stays in each variant: links to the page's anchors work in all of them.
      const original = sectionAnchors(sections);
      for (const view of variantViews(file)) {
        const kept = new Set(sectionAnchors(view.sections).map((anchor) => anchor.id));
        const reported = new Set<string>();
        for (const anchor of original) {
          // A replaced section's own id is EXPERIMENT_REPLACE_ID's.
          if (kept.has(anchor.id) || reported.has(anchor.id) || anchor.path.length === 3) continue;
          const written = view.written(anchor.path.slice(0, 2));
          if (!written) continue;
          reported.add(anchor.id);
          project.report(file, written, 'EXPERIMENT_ANCHOR_MISSING', { anchor: anchor.id, variant: view.id, key: String(written[4]) });
        }
      }

      const original_ = isObject(experiment.original) ? experiment.original.weight : undefined;
      const weights: [string, unknown][] = [
        ['a', original_],
        ...variants.map((v: unknown, i): [string, unknown] => [
          isObject(v) && typeof v.id === 'string' ? v.id : `#${i + 1}`,
          isObject(v) ? v.weight : undefined,
        ]),
      ];
      const checkable = weights.every(
        ([, w], i) =>
          Number.isInteger(w) && !project.unchecked(file, i === 0 ? ['experiment', 'original', 'weight'] : ['experiment', 'variants', i - 1, 'weight']),
      );
      if (!checkable || variants.length === 0) continue;
      const sum = weights.reduce((total, [, w]) => total + (w as number), 0);
      if (sum !== 100)
        project.report(file, ['experiment', 'original', 'weight'], 'EXPERIMENT_WEIGHTS_SUM', {
          sum,
          weights: weights.map(([id, w]) => `${id} ${String(w)}`).join(' + '),
        });
    }
  },
};

export const experimentIdsCheck: Check = {
  name: 'experiment ids',
  title: 'Mã thử nghiệm A/B không trùng giữa các trang',
  codes: ['EXPERIMENT_ID_DUPLICATE'],
  // The first page in file order keeps the id: every page's experiment id, from each file's last run.
  whole: true,
  run(project) {
    const first = new Map<string, LoadedFile>();
    for (const [, file] of project.pageFiles) {
      const id = experimentOf(file)?.id;
      if (typeof id !== 'string' || project.unchecked(file, ['experiment', 'id'])) continue;
      const before = first.get(id);
      if (!before) {
        first.set(id, file);
        continue;
      }
      project.report(file, ['experiment', 'id'], 'EXPERIMENT_ID_DUPLICATE', { id, other: before.display });
    }
  },
};
