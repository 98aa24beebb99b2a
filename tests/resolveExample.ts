// Resolves the x-ref ids (and x-pages routes) of a section example the way pages are resolved
// (src/engine/resolve.ts, the code the section catalogue uses too): shared data from
// pages/_data/, page lists from the real project's pages.
import { defaultDirs } from '../src/engine/project.ts';
import { resolveSection } from '../src/engine/resolve.ts';
import { validateProject } from '../src/engine/validateProject.ts';
import type { Section } from '../src/model/generated.ts';

/**
 * A copy of `section` (as written in a page or an example.json, with ids) with every x-ref id
 * replaced by its shared data, as the section's component receives it. Throws when the section is
 * invalid or an id has no data file.
 */
export function resolveExample<T = Section>(section: unknown, dirs = defaultDirs): T {
  return resolveSection<T>(
    section,
    () => {
      const model = validateProject(dirs).model;
      if (!model) throw new Error('resolveExample: the project has validation errors (npm run validate)');
      return model.pages;
    },
    dirs,
  );
}
