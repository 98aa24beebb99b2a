// What the dev server's page client (src/dev/pageClient.ts, added to each page by the dev server)
// needs from the app: a way to reload the page data in place. The dependency points from the dev
// tools to the app, never back. Only the dev server loads this module (src/app/hydrate.tsx imports
// it under `import.meta.hot`, which the build removes); both sides share this one module instance,
// so either may come first.

/** Reloads the page's data from the server and renders it in place (no document load, scroll kept). */
export type RefreshPageData = () => void;

let provide: (refresh: RefreshPageData) => void = () => {};
const provided = new Promise<RefreshPageData>((resolve) => (provide = resolve));

/** Called once by the app, when its islands' module runs on the dev server. */
export function provideDevRefresh(refresh: RefreshPageData): void {
  provide(refresh);
}

/** Resolves with the app's refresh once the app has provided it. */
export function devRefresh(): Promise<RefreshPageData> {
  return provided;
}
