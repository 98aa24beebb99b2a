// What the islands' module (src/app/hydrate.tsx) and the app (src/app/startApp.tsx) share for the
// page's life. A module of its own: the app must not import hydrate.tsx, which the entry loads by
// URL (in the dev server a second copy of it would replace the first one's live-reload listener).
import type { Root } from 'react-dom/client';

/** The island roots hydrated on this page, by carrier element (the app unmounts those in <main>). */
export const islandRoots = new Map<Element, Root>();

// The visitor's navigation intents, numbered when they happen (the click, the filter chosen), in one
// counter for the whole page: before the app runs and after. Only the newest may switch the page. A
// number taken when the work starts instead would follow the order in which code and data arrive,
// not the order of the clicks.
let latest = 0;

/** Numbers a new intent, now: it is the newest until the next one. */
export function newIntent(): () => boolean {
  const intent = ++latest;
  return () => intent === latest;
}
