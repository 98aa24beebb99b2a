// Where the section catalogue's pages are: for the engine that builds them and the view that links them.

/** Names starting with "_" are never content routes (src/engine/project.ts), so this one is free. */
export const CATALOGUE_ROUTE = '/_catalogue';

/** A type's page: its name in the lower-case, hyphenated form of every route ("entryHeader" → /_catalogue/entry-header). */
export function catalogueRoute(type: string): string {
  return `${CATALOGUE_ROUTE}/${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
