// Where a page's A/B variants live in a built site, and the cookie that keeps a visitor on one. The
// original ("a") is the page's usual document; each other variant is prerendered beside it under a
// name no route can have (routes have no dots: src/engine/checks/files.ts):
//   /uu-dai/black-friday/index.html        /uu-dai/black-friday/index.ab-b.html
// The build (src/publish/prerender.ts) writes them, the site server (src/server/experiments.ts) picks
// one per visitor. Not in the browser's code: the document says which variant it is in its <head>
// (<meta name="experiment" content="<id> <variant>">, src/renderer/Document.tsx).
/** The original's variant id: the page as written. */
export const ORIGINAL_VARIANT = 'a';

/** What a document of an experiment page shows (in its boot data and its <meta name="experiment">). */
export interface ExperimentShown {
  /** The experiment's id. */
  id: string;
  /** The variant's id: "a" (the original), "b"…"z". */
  variant: string;
}

/** The cookie holding a visitor's variant of the experiment `id`: `ab_<id>`. */
export const experimentCookie = (id: string) => `ab_${id}`;

/**
 * A route's document file below the site folder: the usual one (no variant), or a variant's. The
 * original has both: index.html for any server, index.ab-a.html beside the others, which also tells
 * nginx (docs/nginx.conf) that the route has an experiment.
 */
export function variantDocumentFile(route: string, variant?: string): string {
  const dir = route === '/' ? '' : `${route.slice(1)}/`;
  return variant === undefined ? `${dir}index.html` : `${dir}index.ab-${variant}.html`;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A page file's JSON as the visitors of one of its variants see it: each of the variant's replacements
 * (`replace`: section id → section) in place of the page's top-level section of that id, as the build
 * renders the variant, and no `experiment`. `variant` is the variant's id ("a", the original, is the page
 * as written) or its index in `experiment.variants` (the editor's, which holds while ids are edited).
 * Raw JSON in, raw JSON out: a replacement is applied as it is written, whatever it is (the validator,
 * src/engine/checks/experiments.ts, reports one that is not a section). Undefined when the page has no
 * experiment or no such variant. The engine's typed twin for validated pages is `variantSections`
 * (src/engine/validateProject.ts).
 */
export function pageWithVariant(page: unknown, variant: string | number): JsonObject | undefined {
  if (!isObject(page) || !isObject(page.experiment)) return undefined;
  const variants = Array.isArray(page.experiment.variants) ? (page.experiment.variants as unknown[]) : [];
  let replace: JsonObject = {};
  if (variant !== ORIGINAL_VARIANT) {
    const found = typeof variant === 'number' ? variants[variant] : variants.find((v) => isObject(v) && v.id === variant);
    if (!isObject(found)) return undefined;
    if (isObject(found.replace)) replace = found.replace;
  }
  const { experiment: _experiment, ...rest } = page;
  if (!Array.isArray(page.sections)) return rest;
  const sections = (page.sections as unknown[]).map((section) =>
    isObject(section) && typeof section.id === 'string' && Object.hasOwn(replace, section.id) ? replace[section.id] : section,
  );
  return { ...rest, sections };
}
