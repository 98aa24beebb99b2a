// What the open page shows in its form column: a section by its path in the page file, the page
// settings, the A/B test's own settings, or what a variant changes compared with the original.
import { displayPath, type JsonPath } from '../../content/jsonValue.ts';

export type Selection = JsonPath | 'settings' | 'experiment' | 'diff';

/** The version of an A/B test being edited: the original ("a") or a variant's index. */
export type Version = 'a' | number;

/** The top-level section a path lies in (a variant shows top-level sections only). */
export const topLevel = (path: Selection): number | undefined =>
  Array.isArray(path) && path[0] === 'sections' && typeof path[1] === 'number' ? path[1] : undefined;

/** The section the preview marks: the selected one, or in a variant the top-level section holding it. */
export function previewSelection(selected: Selection, variant: Version): string | undefined {
  if (typeof selected === 'string') return undefined;
  if (variant === 'a') return displayPath(selected);
  const top = topLevel(selected);
  return top === undefined ? undefined : displayPath(['sections', top]);
}
