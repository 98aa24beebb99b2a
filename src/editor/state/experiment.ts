// A page's A/B experiment as the editor edits it (the page file's optional "experiment"): the original
// ("a") is the page as written; each variant replaces some top-level sections by their id
// ("replace": id → the section in its place, keeping that id). Pure edits of the page value; the
// validator (src/engine/checks/experiments.ts) says what is wrong with the result.
import { slugify } from '../../lib/text.ts';
import { pageWithVariant } from '../../model/experiment.ts';
import { listAnchors } from '../schema/sectionOutline.ts';
import { getIn, setIn, type JsonPath } from '../../content/jsonValue.ts';
import { uniqueId } from './sectionEdits.ts';

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ExperimentVariant {
  id: string;
  name: string;
  weight: number;
  replace: Record<string, unknown>;
}

export interface Experiment {
  id: string;
  name: string;
  original: { name: string; weight: number };
  variants: ExperimentVariant[];
}

/** At most this many variants besides the original (the schema's maxItems). */
export const MAX_VARIANTS = 3;
const VARIANT_IDS = 'bcdefghijklmnopqrstuvwxyz';

export function experimentOf(page: unknown): Experiment | undefined {
  const value = isObject(page) ? page.experiment : undefined;
  return isObject(value) ? (value as unknown as Experiment) : undefined;
}

export function variantsOf(page: unknown): ExperimentVariant[] {
  const variants = experimentOf(page)?.variants;
  return Array.isArray(variants) ? variants.filter(isObject).map((v) => v as unknown as ExperimentVariant) : [];
}

/** A template demo cannot have an experiment (the validator's EXPERIMENT_ON_DEMO). */
export function canHaveExperiment(page: unknown): boolean {
  return isObject(page) && page.demo === undefined;
}

/** "/uu-dai/black-friday" → "uu-dai-black-friday"; "/" → "trang-chu" (the schema's ^[a-z0-9][a-z0-9-]{1,39}$). */
export function experimentIdFor(route: string): string {
  const slug = slugify(route.replace(/\//g, ' ')) || 'trang-chu';
  const cut = slug.slice(0, 40).replace(/-+$/, '');
  return cut.length >= 2 ? cut : `${cut}-ab`;
}

/** "B" for variant "b": how the editor names a variant beside its own name. */
export const variantLetter = (id: unknown): string => (typeof id === 'string' && id ? id.toUpperCase() : '?');

function newVariant(id: string, weight: number): ExperimentVariant {
  return { id, name: `Phiên bản ${variantLetter(id)}`, weight, replace: {} };
}

/** The page with a new experiment: the original and one variant, half of the visitors each. */
export function addExperiment(page: unknown, route: string): unknown {
  const title = (isObject(page) && isObject(page.meta) && typeof page.meta.title === 'string' && page.meta.title.trim()) || route;
  const experiment: Experiment = {
    id: experimentIdFor(route),
    name: `Thử nghiệm: ${title}`.slice(0, 120),
    original: { name: 'Bản gốc', weight: 50 },
    variants: [newVariant('b', 50)],
  };
  return setIn(page, ['experiment'], experiment, () => (isObject(page) ? pageKeyOrder(page) : []));
}

/** Where a new "experiment" goes: before "sections", as the schema lists it. */
function pageKeyOrder(page: JsonObject): string[] {
  const keys = Object.keys(page).filter((k) => k !== 'sections' && k !== 'experiment');
  return [...keys, 'experiment', 'sections'];
}

export function removeExperiment(page: unknown): unknown {
  return setIn(page, ['experiment'], undefined);
}

/** Another variant (up to three), its weight taken from the largest share so the total stays 100. */
export function addVariant(page: unknown): unknown {
  const experiment = experimentOf(page);
  if (!experiment) return page;
  const variants = variantsOf(page);
  if (variants.length >= MAX_VARIANTS) return page;
  const used = new Set(variants.map((v) => v.id));
  const id = [...VARIANT_IDS].find((c) => !used.has(c))!;
  // Shares as even as the integers allow: 50/50 → 34/33/33 → 25/25/25/25.
  const count = variants.length + 2;
  const share = (i: number) => Math.floor(100 / count) + (i < 100 % count ? 1 : 0);
  let next = setIn(page, ['experiment', 'original', 'weight'], share(0));
  variants.forEach((_, i) => (next = setIn(next, ['experiment', 'variants', i, 'weight'], share(i + 1))));
  return setIn(next, ['experiment', 'variants', variants.length], newVariant(id, share(count - 1)));
}

/** Without variant `index`; its share goes to the original. The last variant is not removed (remove the test instead). */
export function removeVariant(page: unknown, index: number): unknown {
  const variants = variantsOf(page);
  if (variants.length <= 1 || !variants[index]) return page;
  const original = experimentOf(page)?.original?.weight;
  const weight = variants[index].weight;
  const next = setIn(page, ['experiment', 'variants', index], undefined);
  return typeof original === 'number' && Number.isInteger(original) && Number.isInteger(weight)
    ? setIn(next, ['experiment', 'original', 'weight'], original + weight)
    : next;
}

/** The path of variant `index`'s replacement of the section with id `id`. */
export const replacePath = (index: number, id: string): JsonPath => ['experiment', 'variants', index, 'replace', id];

/** The replacement variant `index` has for a top-level section, if any. */
export function replacementOf(page: unknown, index: number, section: unknown): unknown {
  const id = isObject(section) ? section.id : undefined;
  if (typeof id !== 'string') return undefined;
  const replace = variantsOf(page)[index]?.replace;
  return isObject(replace) && Object.hasOwn(replace, id) ? replace[id] : undefined;
}

/** A free id for a section that has none: from its heading (or title, label), else its type. */
export function idFor(page: unknown, section: JsonObject): string {
  const heading = [section.heading, section.title, section.label].find((x) => typeof x === 'string' && x.trim()) as string | undefined;
  // At most 30 characters, cut between words: "dong-hanh-cung-doanh-nghiep".
  const slug = slugify(heading ?? '');
  const short = slug.length <= 30 ? slug : slug.slice(0, 31).replace(/-[^-]*$/, '') || slug.slice(0, 30);
  let base = short || slugify(String(section.type ?? '')) || 'muc';
  if (!/^[a-z]/.test(base)) base = `muc-${base}`;
  return uniqueId(base, new Set(listAnchors((page as { sections?: unknown })?.sections)));
}

/**
 * The page with top-level section `sectionIndex` changed in variant `index`: its replacement starts as
 * a copy of the original. A section without an id gets one, written into the original too (the
 * replacement names its section by it).
 */
export function changeInVariant(page: unknown, index: number, sectionIndex: number): unknown {
  const section = getIn(page, ['sections', sectionIndex]);
  if (!isObject(section) || !variantsOf(page)[index]) return page;
  let next = page;
  let id = section.id;
  if (typeof id !== 'string' || !id) {
    id = idFor(page, section);
    // After "type" when the schema lists it there (as every section schema does): "type", "id", …
    const withId = Object.fromEntries(
      Object.entries(section).flatMap(([k, v]) =>
        k === 'type'
          ? [
              [k, v],
              ['id', id],
            ]
          : [[k, v]],
      ),
    );
    next = setIn(next, ['sections', sectionIndex], Object.hasOwn(withId, 'id') ? withId : { id, ...section });
  }
  const original = getIn(next, ['sections', sectionIndex]);
  const replace = getIn(next, ['experiment', 'variants', index, 'replace']);
  return setIn(next, ['experiment', 'variants', index, 'replace'], { ...(isObject(replace) ? replace : {}), [id as string]: structuredClone(original) });
}

/** The page with variant `index` showing the original section `id` again. */
export function revertInVariant(page: unknown, index: number, id: string): unknown {
  const replace = getIn(page, ['experiment', 'variants', index, 'replace']);
  if (!isObject(replace) || !Object.hasOwn(replace, id)) return page;
  const { [id]: _gone, ...rest } = replace;
  return setIn(page, ['experiment', 'variants', index, 'replace'], rest);
}

/** Every variant's replacement of section `id` dropped (the section was removed from the page). */
export function forgetSection(page: unknown, id: unknown): unknown {
  if (typeof id !== 'string') return page;
  let next = page;
  variantsOf(page).forEach((_, i) => (next = revertInVariant(next, i, id)));
  return next;
}

/** Variant `index` as visitors see it: the page with its replacements in place (and no experiment). */
export function variantPage(page: unknown, index: number): unknown {
  return pageWithVariant(page, index) ?? originalPage(page);
}

/** The page as the original is seen (no experiment): what a variant is compared with. */
export function originalPage(page: unknown): unknown {
  if (!isObject(page)) return page;
  const { experiment: _experiment, ...rest } = page;
  return rest;
}

/** Where a path lies in a variant: ["experiment","variants",1,"replace","hero","title"] → { index: 1, id: "hero", rest: ["title"] }. */
export function inVariant(path: JsonPath): { index: number; id?: string; rest: JsonPath } | undefined {
  if (path[0] !== 'experiment' || path[1] !== 'variants' || typeof path[2] !== 'number') return undefined;
  if (path[3] === 'replace' && typeof path[4] === 'string') return { index: path[2], id: path[4], rest: path.slice(5) };
  return { index: path[2], rest: path.slice(3) };
}

/** The index of the page's top-level section with id `id`. */
export function sectionIndexOf(page: unknown, id: string): number {
  const sections = getIn(page, ['sections']);
  return Array.isArray(sections) ? sections.findIndex((s) => isObject(s) && s.id === id) : -1;
}

/**
 * A top-level section's id renamed in the original: the variants' replacements of it follow (their key
 * and their own id), so they still name their section. Not when the new id is empty or already a key.
 */
export function renameInVariants(page: unknown, from: unknown, to: unknown): unknown {
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to || from === to) return page;
  let next = page;
  variantsOf(page).forEach((variant, i) => {
    const replace = variant.replace;
    if (!isObject(replace) || !Object.hasOwn(replace, from) || Object.hasOwn(replace, to)) return;
    const renamed = Object.fromEntries(
      Object.entries(replace).map(([key, section]) =>
        key === from ? [to, isObject(section) && section.id === from ? { ...section, id: to } : section] : [key, section],
      ),
    );
    next = setIn(next, ['experiment', 'variants', i, 'replace'], renamed);
  });
  return next;
}
