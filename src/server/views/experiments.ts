// The page experiments (A/B tests) of the content, as the view counter and the admin's results read
// them: each experiment's id, its page, its name and its variants ("a", the page as written, then
// "b"…). Read from a page's `experiment` object (docs/authoring.md; checked by the validator), with a
// small reader of its own that keeps only well-formed parts, so a release built before experiments
// existed, or a page that has none, gives none.
import { EXPERIMENT_ID, VARIANT_ID } from '../../lib/lead.ts';

export interface ExperimentVariant {
  /** "a" (the page as written) or "b"…"z". */
  id: string;
  /** Its Vietnamese name as the author wrote it ("Bản gốc", "Tiêu đề ngắn"…). */
  name: string;
  /** Its share of first visits, in percent. */
  weight: number;
}

export interface Experiment {
  id: string;
  name: string;
  /** The route of the page under test, e.g. "/uu-dai/black-friday". */
  route: string;
  /** The original ("a") first. */
  variants: readonly ExperimentVariant[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);
const weightOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 100 ? value : 0);

/** The experiment a page declares (its `experiment` key), or undefined when it has none or not a well-formed one. */
export function readExperiment(page: { route: string; experiment?: unknown }): Experiment | undefined {
  const declared = page.experiment;
  if (!isObject(declared) || typeof declared.id !== 'string' || !EXPERIMENT_ID.test(declared.id)) return undefined;
  const original = isObject(declared.original) ? declared.original : {};
  const variants: ExperimentVariant[] = [{ id: 'a', name: text(original.name, 'Bản gốc'), weight: weightOf(original.weight) }];
  for (const variant of Array.isArray(declared.variants) ? declared.variants : []) {
    if (!isObject(variant) || typeof variant.id !== 'string' || !VARIANT_ID.test(variant.id) || variant.id === 'a') continue;
    if (variants.some((known) => known.id === variant.id)) continue;
    variants.push({ id: variant.id, name: text(variant.name, `Phiên bản ${variant.id.toUpperCase()}`), weight: weightOf(variant.weight) });
  }
  if (variants.length < 2) return undefined;
  return { id: declared.id, name: text(declared.name, declared.id), route: page.route, variants };
}

/** Every experiment of the pages, by id (the first page wins if two declare one id: the validator refuses that). */
export function experimentsOf(pages: readonly { route: string; experiment?: unknown }[]): Experiment[] {
  const found = new Map<string, Experiment>();
  for (const page of pages) {
    const experiment = readExperiment(page);
    if (experiment && !found.has(experiment.id)) found.set(experiment.id, experiment);
  }
  return [...found.values()];
}

/** Whether `experiment` is one of `known` and `variant` one of its variants. */
export const isKnownVariant = (known: readonly { id: string; variants: readonly { id: string }[] }[] | undefined, experiment: string, variant: string) =>
  (known ?? []).some((e) => e.id === experiment && e.variants.some((v) => v.id === variant));
