// The visitor's navigation intents, numbered when they happen (the click, the filter chosen), in
// one counter for the whole page: before the app runs (src/app/hydrate.tsx) and after
// (src/app/startApp.tsx). Only the newest may switch the page. A number taken when the work starts
// instead would follow the order in which code and data arrive, not the order of the clicks.
let latest = 0;

/** Numbers a new intent, now: it is the newest until the next one. */
export function newIntent(): () => boolean {
  const intent = ++latest;
  return () => intent === latest;
}
