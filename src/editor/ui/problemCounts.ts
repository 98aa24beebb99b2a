// How many of the page's problems lie in a part of it: the badges of the outline (a section, the page
// settings) and of the A/B test (a version, a section a variant changes).
import type { EditorIssue } from '../api/client.ts';
import { displayPath, type JsonPath } from '../../content/jsonValue.ts';
import { replacementOf, replacePath, variantsOf } from '../state/experiment.ts';
import type { Version } from './selection.ts';

/** A field path (as the validator writes it) is `prefix` itself or lies inside it. */
export const pathWithin = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);

/** Problems at a path as the validator writes it ("sections[2].items"), those inside it included. */
export const problemsUnder = (issues: EditorIssue[], prefix: string): number => issues.filter((i) => pathWithin(i.path, prefix)).length;

/** Problems at a path in the page file, those inside it included. */
export const problemsAt = (issues: EditorIssue[], path: JsonPath): number => problemsUnder(issues, displayPath(path));

/** Problems in the A/B test per version: a variant's are those in its replacements; the original's, the rest of the test's settings. */
export function experimentProblems(issues: EditorIssue[], page: unknown, version: Version): number {
  if (version !== 'a') return problemsUnder(issues, displayPath(['experiment', 'variants', version, 'replace']));
  const inReplacements = variantsOf(page).reduce((n, _, i) => n + problemsUnder(issues, displayPath(['experiment', 'variants', i, 'replace'])), 0);
  return problemsUnder(issues, 'experiment') - inReplacements;
}

/** Problems in variant `variant`'s replacement of top-level section `index`: none while the variant shows the original's. */
export function variantSectionProblems(issues: EditorIssue[], page: unknown, variant: number, index: number): number {
  const sections = ((page as { sections?: unknown })?.sections as unknown[] | undefined) ?? [];
  const id = (sections[index] as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && replacementOf(page, variant, sections[index]) !== undefined
    ? problemsUnder(issues, displayPath(replacePath(variant, id)))
    : 0;
}
